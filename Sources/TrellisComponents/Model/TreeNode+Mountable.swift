// TreeNode+Mountable: a built component as the mount layer sees it — what it mounts, and the lifecycle
// hooks it forwards to its scope's controller.
import TrellisUI

extension TreeNode: MountableNode {
    typealias Layout = ComponentLayout

    /// Views are vended only to nodes of the same component type.
    var reuseType: ObjectIdentifier { typeID }

    var recyclesChildViewsByIdentity: Bool { component.recyclesChildViewsByIdentity }

    var scopeIdentifier: ScopeID? { handle?.id }

    @MainActor func applyAttributes(
        _ attributes: ConfiguredAttributes, to view: View, record: ViewRecord<TreeNode>,
        analytics: inout MountAnalytics
    ) {
        AttributeApplicator.apply(attributes, of: component, to: view, record: record, analytics: &analytics)
    }

    @MainActor func willMount() { handle?.controller?.componentWillMount(self) }
    @MainActor func didAcquireView(_ view: View) { handle?.controller?.component(self, didAcquireView: view) }
    @MainActor func didMount() { handle?.controller?.componentDidMount(self) }
    @MainActor func willRelinquishView(_ view: View) {
        handle?.controller?.component(self, willRelinquishView: view)
    }
    @MainActor func willUnmount() { handle?.controller?.componentWillUnmount(self) }
    @MainActor func didUnmount() { handle?.controller?.componentDidUnmount(self) }

    var animationsOnInitialMount: [ComponentAnimation] { component.animationsOnInitialMount }
    func animations(from previous: TreeNode) -> [ComponentAnimation] {
        component.animations(fromAnyPrevious: previous.component)
    }
    var animationsOnFinalUnmount: [ComponentAnimation] { component.animationsOnFinalUnmount }
    func boundsAnimation(from previous: TreeNode) -> ComponentBoundsAnimation? {
        component.boundsAnimation(fromAnyPrevious: previous.component)
    }
}
