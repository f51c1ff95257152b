// SearchBar: a text field for search terms with an optional Cancel button (UIKit's UISearchBar).
import Foundation

/// A bar holding a search field (``searchTextField``) and, when ``showsCancelButton`` is set, a
/// `Cancel` button on its right.
///
/// On a cell screen the bar is one row: `[Search terms   ] [ Cancel ]`, the field showing
/// ``placeholder`` (or `Search` without one) while empty. Its ``delegate`` hears about editing
/// (begin and end, which it may refuse), each change the user makes to the text
/// (``SearchBarDelegate/searchBar(_:textDidChange:)``), Return
/// (``SearchBarDelegate/searchBarSearchButtonClicked(_:)``) and the Cancel button
/// (``SearchBarDelegate/searchBarCancelButtonClicked(_:)``). Setting ``text`` in code tells it
/// nothing, as in UIKit. (UIKit's bar is 56 points high; here it is one row.)
@MainActor
open class SearchBar: View {
    /// The field the search terms are typed in.
    public let searchTextField = TextField(frame: .zero)

    /// The button shown while ``showsCancelButton`` is true.
    private let cancelButton = Button(title: "Cancel")

    /// The delegate (held weakly).
    open weak var delegate: (any SearchBarDelegate)?

    /// Relays the field's delegate questions to the bar's delegate.
    private let relay = Relay()

    /// The search terms (empty by default).
    open var text: String {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The text shown while the field is empty (`nil`: `Search`).
    open var placeholder: String? {
        didSet { if placeholder != oldValue { searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder } }
    }

    /// Whether the Cancel button shows (`false` by default).
    open var showsCancelButton = false {
        didSet { if showsCancelButton != oldValue { cancelButtonVisibilityDidChange() } }
    }

    /// Shows or hides the Cancel button (cell screens do not animate it).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    private static let defaultPlaceholder = "Search"

    /// Creates an empty search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a search bar from an archive: the keys every view reads (``View/init(coder:)``), then
    /// `text`, `placeholder` and `showsCancelButton`; the bar style and keyboard traits have no
    /// terminal meaning and are not read.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        setUp()
        if let text = coder.decodeString(forKey: "text") { searchTextField.text = text }
        placeholder = coder.decodeString(forKey: "placeholder")
        searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder
        showsCancelButton = coder.decodeBool(forKey: "showsCancelButton") ?? false
        cancelButtonVisibilityDidChange()
    }

    private func setUp() {
        searchTextField.borderStyle = .bracketed
        searchTextField.placeholder = Self.defaultPlaceholder
        relay.searchBar = self
        searchTextField.delegate = relay
        searchTextField.addAction(for: .editingChanged) { [weak self] in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.searchTextField.text)
        }
        cancelButton.addAction(for: .primaryActionTriggered) { [weak self] in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
        }
        cancelButton.isHidden = true
        addSubview(searchTextField)
        addSubview(cancelButton)
    }

    private func cancelButtonVisibilityDidChange() {
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
    }

    /// The field takes the width left of the Cancel button (one cell apart), both on the middle row.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let cell = cellSize(for: .body)
        let y = bounds.minY + ((bounds.height - cell.height) / 2).rounded(.down)
        var fieldWidth = bounds.width
        if showsCancelButton {
            let buttonWidth = Swift.min(cancelButton.intrinsicContentSize.width, bounds.width)
            cancelButton.frame = CGRect(x: bounds.maxX - buttonWidth, y: y, width: buttonWidth, height: cell.height)
            fieldWidth = Swift.max(0, bounds.width - buttonWidth - cell.width)
        }
        searchTextField.frame = CGRect(x: bounds.minX, y: y, width: fieldWidth, height: cell.height)
    }

    /// No intrinsic width; one row high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: cellSize(for: .body).height)
    }

    /// Makes the search field first responder (begins editing).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// Passes the field's delegate questions and reports to the search bar's delegate.
    private final class Relay: TextFieldDelegate {
        weak var searchBar: SearchBar?

        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
            guard let searchBar, let delegate = searchBar.delegate else { return true }
            return delegate.searchBarShouldBeginEditing(searchBar)
        }

        func textFieldDidBeginEditing(_ textField: TextField) {
            guard let searchBar else { return }
            searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        }

        func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
            guard let searchBar, let delegate = searchBar.delegate else { return true }
            return delegate.searchBarShouldEndEditing(searchBar)
        }

        func textFieldDidEndEditing(_ textField: TextField) {
            guard let searchBar else { return }
            searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
        }

        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            guard let searchBar else { return true }
            searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
            return true
        }
    }
}
