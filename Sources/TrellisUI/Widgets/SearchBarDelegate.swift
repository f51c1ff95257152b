// SearchBarDelegate: what a search bar tells about its text and buttons (UIKit's UISearchBarDelegate).
import Foundation

/// Observes a ``SearchBar``. Every requirement has a default, so conformers implement only what they
/// need.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// Whether editing may begin in the bar's text field.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// The user changed the text (typing, deleting, pasting); not sent when ``SearchBar/text`` is set
    /// in code.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The user pressed Return (the keyboard's Search button).
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The user activated the Cancel button.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Allows editing to begin.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Allows editing to end.
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}
