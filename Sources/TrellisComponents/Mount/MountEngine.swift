// MountEngine: mounts a layout into a root view — depth-first, will pre-order / did post-order,
import TrellisUI
// viewless flattening, view vending, attributes, frames — and unmounts what left (§2.2).
import Foundation
import TrellisLayout

@MainActor final class MountEngine {
    private var epoch: UInt64 = 0
    /// Nodes mounted by the last pass, pre-order.
    private(set) var mounted: [TreeNode] = []
    private(set) var analytics = MountAnalytics()
    private var checker: LifecycleChecker?

    /// Reuse pools of every container this engine mounted into (they own the pooled views).
    private var retainedPools: [ObjectIdentifier: ContainerPools] = [:]

    init(checker: LifecycleChecker?) { self.checker = checker }

    func retain(_ pools: ContainerPools) {
        let id = ObjectIdentifier(pools)
        if retainedPools[id] == nil { retainedPools[id] = pools }
    }

    /// Mounts `layout` into `rootView`, then unmounts every previously mounted component that is not in it
    /// (children before parents).
    func mount(_ layout: ComponentLayout, in rootView: View) {
        let start = DispatchTime.now().uptimeNanoseconds
        epoch &+= 1
        analytics = MountAnalytics()
        let previous = mounted
        mounted = []
        mounted.reserveCapacity(previous.count)
        let pools = ContainerPools.pools(for: rootView, retainedBy: self)
        pools.beginPass()
        mountNode(layout, at: .zero, in: pools, parent: nil, rootView: rootView)
        pools.endPass(analytics: &analytics)
        for node in previous.reversed() where node.mountEpoch != epoch {
            unmount(node)
        }
        analytics.durationMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// Unmounts everything (children before parents) and puts the root view's component views in the pool.
    func unmountAll(from rootView: View?) {
        analytics = MountAnalytics()
        let previous = mounted
        mounted = []
        for node in previous.reversed() { unmount(node) }
        if let rootView { ContainerPools.pools(for: rootView, retainedBy: self).hideAll(analytics: &analytics) }
    }

    private func mountNode(_ layout: ComponentLayout, at position: LayoutPoint, in container: ContainerPools,
                           parent: TreeNode?, rootView: View) {
        guard let node = layout.node else { return }
        if node.mountEpoch == epoch {
            let diagnostic = Diagnostic(rule: "C-MOUNT-TWICE", path: node.path,
                                        message: "the same component appears twice in one layout; mounted once")
            if let checker { checker.report(diagnostic) } else { LifecycleChecker.emit(diagnostic) }
            return
        }
        node.mountEpoch = epoch
        mounted.append(node)
        analytics.componentsMounted += 1
        let controller = node.handle?.controller
        node.mountedParent = parent
        node.rootView = parent == nil ? rootView : nil
        controller?.componentWillMount(node)
        node.mountState = .mounted

        var childContainer = container
        var childOrigin = position
        var ownView: View?
        if let configuration = node.viewConfiguration {
            let key = ViewKey(componentType: node.typeID, viewClass: configuration.viewClass.internedIdentifier,
                              shape: configuration.shape)
            let (view, record, _) = container.vend(key, configuration.viewClass, analytics: &analytics)
            var acquired = false
            if node.view !== view {
                if let old = node.view { relinquish(node, old) }
                if let owner = record.owner, owner !== node { unmount(owner) }
                record.owner = node
                node.view = view
                acquired = true
            }
            AttributeApplicator.apply(configuration.attributes, to: view, record: record, analytics: &analytics)
            let frame = CGRect(x: position.x, y: position.y, width: layout.size.width, height: layout.size.height)
            if view.frame != frame { view.frame = frame }
            if acquired { controller?.component(node, didAcquireView: view) }
            childContainer = ContainerPools.pools(for: view, retainedBy: self)
            childOrigin = .zero
            ownView = view
        } else if let old = node.view {
            // The component lost its view configuration: give the view back.
            relinquish(node, old)
        }
        node.mountedLayout = layout
        node.mountedOrigin = position

        if node.mountsChildren {
            if ownView != nil { childContainer.beginPass() }
            for child in layout.children {
                mountNode(child.layout,
                          at: LayoutPoint(x: childOrigin.x + child.position.x, y: childOrigin.y + child.position.y),
                          in: childContainer, parent: node, rootView: rootView)
            }
            if ownView != nil { childContainer.endPass(analytics: &analytics) }
        }
        controller?.componentDidMount(node)
    }

    private func relinquish(_ node: TreeNode, _ view: View) {
        node.handle?.controller?.component(node, willRelinquishView: view)
        if let record = ViewOwnership.existingRecord(for: view), record.owner === node { record.owner = nil }
        node.view = nil
    }

    /// ComponentKit's `-[CKComponent unmount]`: willUnmount, relinquish the view, didUnmount.
    func unmount(_ node: TreeNode) {
        guard node.mountState == .mounted else { return }
        analytics.componentsUnmounted += 1
        node.mountState = .unmounting
        let controller = node.handle?.controller
        controller?.componentWillUnmount(node)
        if let view = node.view { relinquish(node, view) }
        node.mountState = .unmounted
        controller?.componentDidUnmount(node)
    }
}
