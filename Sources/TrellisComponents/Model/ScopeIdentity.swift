// ScopeIdentity: reading a scope's identity (ComponentKit's globalIdentifier) from a render, a controller,
// a layout or a mounted view — for tests and debugging tools.
import TrellisUI

extension Scope {
    /// The identity of the scope the component renders in; `nil` for a component without one (no state,
    /// no controller, no key).
    public var id: ScopeID? { handle?.id }
}

extension AnyComponentController {
    /// The identity of the controller's scope: it stays the same for as long as the scope is in its tree.
    public var scopeID: ScopeID? { (latestNode ?? mountedNode)?.handle?.id }
}

extension ComponentLayout {
    /// The identity of the scope of the component this layout is for; `nil` for an unscoped component.
    public var scopeID: ScopeID? { node?.handle?.id }
}
