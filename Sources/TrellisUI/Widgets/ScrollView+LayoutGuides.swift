// A scroll view's two layout guides (UIKit 11): the content guide, whose constraints state the content
// size and where the content lies, and the frame guide, fixed to the visible rectangle.
import Foundation

extension ScrollView {
    /// The scrolled content's rectangle: its origin is the content's (0, 0) and its size is
    /// ``contentSize``. Constraints between subviews and this guide say how large the content is — the
    /// scroll view's ``contentSize`` takes the solved size at layout — and where the subviews lie in it.
    ///
    /// Constraints between the scroll view's own edges and its descendants size the content too (the
    /// form older layouts use); both describe the same rectangle.
    public var contentLayoutGuide: LayoutGuide {
        systemLayoutGuide(.scrollContent, identifier: "ScrollViewContentLayoutGuide")
    }

    /// The scroll view's visible rectangle, not scrolled: views constrained to it stay in place while the
    /// content moves under them, and its width (height) is the scroll view's, as for content that scrolls
    /// only vertically (horizontally).
    public var frameLayoutGuide: LayoutGuide {
        systemLayoutGuide(.scrollFrame, identifier: "ScrollViewFrameLayoutGuide")
    }

    /// The content offset moved: the frame guide (if any view uses it) moves with the bounds.
    func frameLayoutGuideDidMove() {
        guard usesAutoLayout, autoLayoutStorage?.systemGuide(.scrollFrame) != nil else { return }
        layoutEngine(creating: false)?.environmentDidChange(of: self)
    }
}
