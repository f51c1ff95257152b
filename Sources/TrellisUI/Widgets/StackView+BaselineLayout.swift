// A stack view's baselines for Auto Layout: its first (last) visible arranged view's, as UIKit's stack view
// answers them with its first (last) arranged subview, so stacks nested in a baseline-aligned stack line up.
import Foundation

extension StackView: BaselineLayout {
    /// The first (last) visible arranged view's baseline at its place in the stack's current layout, a
    /// fixed distance from the stack's top; the bottom edge when no arranged view is visible. The stack
    /// tells Auto Layout when that distance changes (see ``layoutSubviews()``).
    func baseline(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        guard let offset = baselineOffsetFromTop(first: first) else { return (1, 0) }
        return (0, offset)
    }

    /// The distance from the stack's top to its first (last) baseline in the current layout.
    func baselineOffsetFromTop(first: Bool) -> CGFloat? {
        let views = visibleArrangedSubviews
        guard let view = first ? views.first : views.last else { return nil }
        let (factor, offset) = view.layoutBaseline(first: first)
        return view.frame.minY - bounds.minY + factor * view.frame.height + offset
    }
}
