// ZStack: children stacked at the origin, later ones on top.
import TrellisLayout

/// Lays every child out in the same range at the origin; the component is as large as the largest.
public struct ZStack: Component {
    let children: [any Component]

    /// Stacks `children`, the last on top.
    public init(@ComponentBuilder children: () -> [any Component]) { self.children = children() }

    /// Returns the children to lay out (see ``Component/renderChildren(_:)``).
    public func renderChildren(_ scope: Scope<ZStack>) -> [any Component] { children }
}
