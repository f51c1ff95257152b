// ScrollViewDelegate: observes scrolling (UIKit's UIScrollViewDelegate, the part a cell screen needs).
import Foundation

/// Observes a ``ScrollView``. The requirement has a default, so conformers implement what they need.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by events, key presses or code), after the new offset is applied.
    func scrollViewDidScroll(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
