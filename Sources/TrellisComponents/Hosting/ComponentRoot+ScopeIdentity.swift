// ComponentRoot+ScopeIdentity: reading the scope identity of a mounted view from its root.
import TrellisUI

extension ComponentRoot {
    /// The identity of the scope of the component mounted with `view`, if any.
    public func scopeID(owning view: View) -> ScopeID? {
        ViewOwnership.owner(of: view)?.handle?.id
    }
}
