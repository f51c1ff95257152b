// MountEngine: mounts a layout into a root view — depth-first, will pre-order / did post-order,
// viewless flattening, view vending, attributes, frames — and unmounts what left (§2.2).
import Foundation
import TrellisLayout
import TrellisUI

/// A mounted tree that was replaced, handed to ``Retirement`` to be freed off the main actor.
private struct RetiredTree<Layout: MountableLayout>: @unchecked Sendable {
    // Freed off the main actor: after unmountRemoved these nodes and layouts are no longer used by the
    // main actor, and the nodes hold no views (unmounted nodes relinquished theirs; reused ones are still
    // referenced). Unchecked: a layout and its nodes need not be `Sendable` to the mount layer, but the
    // ones this engine mounts are handed to it across actors already (built and laid out off the main actor).
    let layout: Layout?
    let root: Layout.Node?
}

/// Mounts layouts of `Layout` into a root view: generic so that release builds specialize the pass for
/// the one layout type the host mounts, with no dynamic dispatch in the per-node loop.
@MainActor final class MountEngine<Layout: MountableLayout> {
    typealias Node = Layout.Node

    @exclusivity(unchecked) private var epoch: UInt64 = 0
    /// The root layout mounted by the last pass, and its root node (which keeps the layout's nodes alive).
    @exclusivity(unchecked) private(set) var rootLayout: Layout?
    @exclusivity(unchecked) private var rootNode: Node?
    @exclusivity(unchecked) private(set) var analytics = MountAnalytics()
    @exclusivity(unchecked) private var checker: LifecycleChecker?

    /// Reuse pools of every container this engine mounted into (they own the pooled views).
    @exclusivity(unchecked) private var retainedPools: [ObjectIdentifier: ContainerPools<Node>] = [:]

    /// Component animations: appearing, changing and leaving scopes, views animating out.
    let animator: MountAnimator<Node>

    init(checker: LifecycleChecker?) {
        self.checker = checker
        animator = MountAnimator(checker: checker)
    }

    func retain(_ pools: ContainerPools<Node>) {
        let id = ObjectIdentifier(pools)
        if retainedPools[id] == nil { retainedPools[id] = pools }
    }

    /// Mounts `layout` into `rootView`, then unmounts every previously mounted component that is not in it
    /// (children before parents).
    func mount(_ layout: Layout, in rootView: View) {
        let start = DispatchTime.now().uptimeNanoseconds
        // The tree the last mount replaced is freed now, beside this mount (see Retirement).
        Retirement.releaseDeferred()
        epoch &+= 1
        analytics = MountAnalytics()
        let previous = rootLayout
        let pools = ContainerPools<Node>.pools(for: rootView, retainedBy: self)
        if let bounds = boundsAnimation(from: rootNode, to: layout.nodeReference?.object) {
            // The root asks for its frame changes to animate (ComponentKit wraps the mount in a UIView
            // animation block).
            animator.animatesBounds = true
            let animation = View.animate(withDuration: bounds.duration, delay: bounds.delay, curve: bounds.curve) {
                pass(layout, in: pools)
            }
            animator.animatesBounds = false
            animator.adopt(animation)
        } else {
            pass(layout, in: pools)
        }
        let previousRoot = rootNode
        rootLayout = layout
        rootNode = layout.nodeReference?.object
        if let previous {
            unmountRemoved(previous, replacedBy: layout)
            Retirement.releaseAfterNextMount(RetiredTree(layout: consume previous, root: consume previousRoot))
        }
        animator.settleDeferredHiding()
        animator.startPendingAnimations()
        analytics.durationMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// The root's pass: mounts `layout` into the root view's pools.
    private func pass(_ layout: Layout, in pools: ContainerPools<Node>) {
        pools.beginPass()
        mountOrSkip(layout, at: .zero, in: pools, parent: nil)
        pools.endPass(analytics: &analytics)
    }

    /// The new root component's bounds animation from the previous root, if it has one with a duration.
    private func boundsAnimation(from previous: Node?, to current: Node?) -> ComponentBoundsAnimation? {
        guard let previous, let current, previous !== current, previous.mountState == .mounted else { return nil }
        guard let animation = current.boundsAnimation(from: previous),
            animation.duration > 0 || animation.delay > 0
        else { return nil }
        return animation
    }

    /// Unmounts everything (children before parents) and puts the root view's component views in the pool.
    /// Nothing animates out, and views still animating out are pooled at once.
    func unmountAll(from rootView: View?) {
        analytics = MountAnalytics()
        epoch &+= 1
        animator.isDetaching = true
        if let previous = rootLayout { unmountRemoved(previous, replacedBy: nil) }
        animator.isDetaching = false
        animator.endAllDepartures()
        animator.settleDeferredHiding()
        rootLayout = nil
        rootNode = nil
        if let rootView { ContainerPools<Node>.pools(for: rootView, retainedBy: self).hideAll(analytics: &analytics) }
    }

    /// The mounted nodes, pre-order.
    var mountedNodes: [Node] {
        var result: [Node] = []
        func visit(_ layout: Layout, _ insideSkipped: Bool) {
            guard let node = layout.nodeReference?.object, node.mountState == .mounted,
                insideSkipped || node.mountEpoch == epoch
            else { return }
            result.append(node)
            let skipped = insideSkipped || node.isSkipped
            if node.mountsChildren {
                layout.children.forEachUnretained { _, child in child.withObject { visit($0, skipped) } }
            }
        }
        if let rootLayout { visit(rootLayout, false) }
        return result
    }

    /// Reverse pre-order over the previous layout: every node not mounted by this pass is unmounted after
    /// its descendants. Subtrees skipped by this pass are still mounted and not visited.
    ///
    /// `current` is the layout this pass mounted at the same place, if any: where both list the very same
    /// child layout at the same index, that child's subtree was mounted (or skipped) by this pass, so it
    /// is passed over without touching its nodes — a state update in a long list costs a pointer
    /// comparison per unchanged row here. Layouts and nodes are read unretained (see ``RemovedNodes``);
    /// the caller keeps `previous` alive.
    private func unmountRemoved(_ previous: Layout, replacedBy current: Layout?) {
        unmountRemoved(UnownedReference(previous), replacedBy: current.map(UnownedReference.init))
    }

    private func unmountRemoved(
        _ layout: UnownedReference<Layout>, replacedBy current: UnownedReference<Layout>?
    ) {
        typealias Walk = RemovedNodes<Layout>
        guard let visit = Walk.visit(layout, replacedBy: current, epoch: epoch) else { return }
        Walk.withChildren(of: visit) { children, current in
            for index in stride(from: children.count - 1, through: 0, by: -1) {
                if let (child, replacement) = Walk.child(at: index, of: children, current: current) {
                    unmountRemoved(child, replacedBy: replacement)
                }
            }
        }
        if Walk.isRemoved(visit.node, epoch: epoch) { unmount(visit.node.object) }
    }

    /// Mounts `layout` at `position`, unless it is an unchanged subtree at the same place (see
    /// ``MountableNode/skipMount(of:at:in:parent:epoch:)``). Its node is looked at borrowed: after a state
    /// update in a long list this runs for every row, and retaining each (a cache miss, then an atomic
    /// write that holds up the next rows' loads) was most of the pass's time.
    private func mountOrSkip(
        _ layout: Layout, at position: LayoutPoint, in container: ContainerPools<Node>,
        parent: Node?
    ) {
        if let node = layout.nodeReference,
            node.withObject({ $0.skipMount(of: layout, at: position, in: container, parent: parent, epoch: epoch) })
        {
            analytics.componentsSkipped += 1
            return
        }
        mountNode(layout, at: position, in: container, parent: parent)
    }

    /// Mounts `layout`'s node and its children.
    private func mountNode(
        _ layout: Layout, at position: LayoutPoint, in container: ContainerPools<Node>,
        parent: Node?
    ) {
        guard let node = layout.nodeReference?.object else { return }
        if node.mountEpoch == epoch {
            let diagnostic = Diagnostic(
                rule: "C-MOUNT-TWICE", path: node.path,
                message: "the same component appears twice in one layout; mounted once")
            if let checker { checker.report(diagnostic) } else { LifecycleChecker.emit(diagnostic) }
            return
        }
        node.mountEpoch = epoch
        node.isSkipped = false
        analytics.componentsMounted += 1
        node.mountedParent = parent
        node.willMount()
        node.mountState = .mounted
        let vendStart = container.vendPosition

        var ownPools: ContainerPools<Node>?
        var childOrigin = position
        var ownView: View?
        // Read through the shared box (immutable) rather than copying the configuration out of it.
        if let shared = node.sharedViewConfiguration {
            let key = ViewKey(
                componentType: node.reuseType, viewClass: shared.configuration.viewClass.internedIdentifier,
                shape: shared.configuration.shape)
            let plan = node.scopeIdentifier == nil ? MountAnimationPlan.none : animator.plan(forMounting: node)
            let (view, record) = container.vend(
                key, shared.configuration.viewClass,
                current: container.recyclesByIdentity ? node.view : nil, requester: node,
                analytics: &analytics)
            var acquired = false
            var wasOnScreen = true
            if node.view !== view {
                if let old = node.view { relinquish(node, old) }
                wasOnScreen = record.owner != nil
                if let owner = record.owner, owner !== node {
                    unmount(
                        owner,
                        handingOver: owner.scopeIdentifier != nil && owner.scopeIdentifier == node.scopeIdentifier)
                }
                record.owner = node
                node.view = view
                acquired = true
            }
            let frame = CGRect(x: position.x, y: position.y, width: layout.size.width, height: layout.size.height)
            if plan.isNone && !animator.animatesBounds {
                node.applyAttributes(shared.configuration.attributes, to: view, record: record, analytics: &analytics)
                if view.frame != frame { view.frame = frame }
            } else {
                animator.apply(plan, to: view, wasOnScreen: wasOnScreen) {
                    node.applyAttributes(
                        shared.configuration.attributes, to: view, record: record, analytics: &analytics)
                    if view.frame != frame { view.frame = frame }
                }
            }
            if node.scopeIdentifier != nil { record.animatesOut = !node.animationsOnFinalUnmount.isEmpty }
            if acquired { node.didAcquireView(view) }
            // Pools only for views that hold (or held) component children: most views are leaves.
            ownPools =
                node.mountsChildren && !layout.children.isEmpty
                ? ContainerPools<Node>.pools(for: view, retainedBy: self) : record.containerPools
            // A list's rows keep their views while they stay in view (a view of a list's is only ever
            // vended to lists: the reuse key has the node's type).
            if let ownPools, node.recyclesChildViewsByIdentity { ownPools.recyclesByIdentity = true }
            childOrigin = .zero
            ownView = view
        } else if let old = node.view {
            // The component lost its view configuration: give the view back.
            relinquish(node, old)
        }
        node.mountedLayout = layout
        node.mountedOrigin = position
        node.mountedContainer = UInt(bitPattern: ObjectIdentifier(container))

        if node.mountsChildren {
            if ownView == nil || ownPools != nil {
                let childContainer = ownPools ?? container
                if ownView != nil { childContainer.beginPass() }
                if childContainer.recyclesByIdentity {
                    reserveViews(ofUnchangedChildren: layout, at: childOrigin, in: childContainer)
                }
                layout.children.forEachUnretained { offset, child in
                    let childPosition = LayoutPoint(x: childOrigin.x + offset.x, y: childOrigin.y + offset.y)
                    // Borrowed from the children, not retained (see UnownedReference).
                    child.withObject { mountOrSkip($0, at: childPosition, in: childContainer, parent: node) }
                }
                if ownView != nil { childContainer.endPass(analytics: &analytics) }
            }
        }
        if node.scopeIdentifier != nil { node.vendRecords = container.records(since: vendStart) }
        node.didMount()
    }

    /// Before `layout`'s children mount into `container`, which recycles by identity: keeps the views of
    /// the children that the pass will skip (mounted unchanged at the same place) for them, so that
    /// children mounting before them take other views.
    private func reserveViews(
        ofUnchangedChildren layout: Layout, at origin: LayoutPoint, in container: ContainerPools<Node>
    ) {
        layout.children.forEachUnretained { offset, child in
            let position = LayoutPoint(x: origin.x + offset.x, y: origin.y + offset.y)
            child.withObject { child in
                guard let node = child.nodeReference else { return }
                node.withObject { node in
                    if node.isMountedUnchanged(as: child, at: position, in: container, epoch: epoch) {
                        container.reserve(node.vendRecords)
                    }
                }
            }
        }
    }

    /// Gives `view` up: the controller's `componentWillRelinquishView` (where it removes its own
    /// animations), then the mount layer removes its animations — unless `handingOver` the view to the
    /// next generation of the same scope, which animates on from where the view is.
    private func relinquish(_ node: Node, _ view: View, handingOver: Bool = false, departing: Bool = false) {
        node.willRelinquishView(view)
        let record = ViewRecord<Node>.existing(on: view)
        if let record, record.owner === node { record.owner = nil }
        node.view = nil
        if record?.animatesOut == true || record?.departure != nil || view.hasAnimations {
            animator.relinquished(view, by: node, handingOver: handingOver, departing: departing)
        }
    }

    /// ComponentKit's `-[CKComponent unmount]`: willUnmount, relinquish the view, didUnmount. A scoped
    /// component leaving the tree with final-unmount animations animates its view out after relinquishing
    /// it. `handingOver`: the next generation of the same scope takes the view.
    func unmount(_ node: Node, handingOver: Bool = false) {
        guard node.mountState == .mounted else { return }
        analytics.componentsUnmounted += 1
        node.mountState = .unmounting
        let departure = node.scopeIdentifier == nil || handingOver ? nil : animator.finalUnmountAnimations(of: node)
        node.willUnmount()
        if let view = node.view {
            relinquish(node, view, handingOver: handingOver, departing: departure != nil)
            if let departure { animator.beginDeparture(of: view, animations: departure) }
        }
        node.mountState = .unmounted
        node.mountedLayout = nil
        node.vendRecords = .none
        node.didUnmount()
        node.mountedParent = nil
    }
}
