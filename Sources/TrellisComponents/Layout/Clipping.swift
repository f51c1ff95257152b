// Clipping: a view that clips its child to its bounds.
import TrellisLayout
import TrellisUI

/// Mounts a view with `clipsToBounds` and lays its child out inside it; the child is clipped.
public struct Clipping: Component {
    let child: (any Component)?
    /// The component's size constraints.
    public let size: ComponentSize

    /// Clips `child` to this component's frame (sized by `size`, else by the child).
    public init(size: ComponentSize = ComponentSize(), child: () -> any Component) {
        self.child = child()
        self.size = size
    }

    /// The view this component mounts.
    public var viewConfiguration: ViewConfiguration? {
        ViewConfiguration(.plainView, attributes: [ViewAttributes.clipsToBounds(true)])
    }

    /// Returns the single child (see ``Component/render(_:)``).
    public func render(_ scope: Scope<Clipping>) -> (any Component)? { child }
}
