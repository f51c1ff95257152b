// TreeRoot: what the model reaches of the root that owns a component tree (a `ComponentRoot`), so that
// scopes, actions and built-ins can enqueue updates and find nodes without depending on hosting.
import TrellisUI

/// The root of a component tree as its scopes see it through their ``TreeLink``. `ComponentRoot` is the
/// one conforming type.
@MainActor protocol TreeRoot: AnyObject {
    /// The view the tree is attached to, if any.
    var attachedView: View? { get }
    /// The layout the tree last mounted.
    var mountedLayout: ComponentLayout? { get }
    /// The mounted node of scope `id`, if it is mounted.
    func mountedNode(for id: ScopeID) -> TreeNode?
    /// The node of scope `id` in the latest build.
    func latestNode(for id: ScopeID) -> TreeNode?
    /// Queues a state update of scope `id` (a component of type `path`).
    func enqueueStateUpdate(
        _ id: ScopeID, _ transform: @escaping @Sendable (any Sendable) -> any Sendable,
        mode: UpdateMode, path: String)
    /// Forgets the cached layouts that hold scope `id`'s layout, and lays the tree out again.
    func setNeedsLayout(ofScope id: ScopeID)
}
