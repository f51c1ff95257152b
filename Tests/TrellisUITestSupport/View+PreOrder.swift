// A view subtree flattened in pre-order, for expectations over whole hierarchies.
import TrellisUI

extension View {
    /// The view and its descendants in pre-order (the view first, then each subview's subtree in order).
    @MainActor
    public var preOrder: [View] { [self] + subviews.flatMap(\.preOrder) }
}
