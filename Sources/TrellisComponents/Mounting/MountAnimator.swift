// MountAnimator: the mount layer's component animations — which scopes appear, change or leave in a
// mount, running ComponentAnimations on their views, views animating out before they are pooled, and
// removing the framework's animations from views that are relinquished.
import Foundation
import TrellisUI

/// A component animation decided during a pass, started after it (as ComponentKit applies animations
/// once the mount is done, after the did-mount callbacks).
private struct PendingAnimation {
    let view: View
    let animation: ComponentAnimation
    let properties: View.AnimatableProperties
    let from: AnimatedValues
    let to: AnimatedValues
    /// Whether it animates the view out.
    let isDeparture: Bool
}

@MainActor final class MountAnimator<Node: MountableNode> {
    private typealias Record = ViewRecord<Node>

    /// The mounted node of each scope whose component has a view: the previous component of the scope
    /// when a new generation mounts, and whether a scope that unmounts left the tree.
    @exclusivity(unchecked) private var mountedScopes: [Node.ScopeIdentifier: Node] = [:]
    /// The running animations the mount layer started, by view (removed when the view is relinquished).
    @exclusivity(unchecked) private var frameworkAnimations: [ObjectIdentifier: [ViewAnimation]] = [:]
    /// Views not used by a pass whose owner may animate out: hidden (or not) once the pass knows.
    @exclusivity(unchecked) private var deferredHiding: [(view: View, pools: ContainerPools<Node>)] = []
    /// Views animating out.
    @exclusivity(unchecked) private var departing: [ObjectIdentifier: View] = [:]
    /// Animations to start when the pass is done.
    @exclusivity(unchecked) private var pending: [PendingAnimation] = []
    /// Whether the current pass runs inside a bounds animation.
    @exclusivity(unchecked) var animatesBounds = false
    /// Whether the tree is being detached (no animations on final unmount).
    @exclusivity(unchecked) var isDetaching = false
    private let checker: LifecycleChecker?

    init(checker: LifecycleChecker?) { self.checker = checker }

    // MARK: Mounting

    /// Notes that `node` (with a view configuration) mounts, and decides its animation.
    func plan(forMounting node: Node) -> MountAnimationPlan {
        guard let id = node.scopeIdentifier else { return .none }
        let previous = mountedScopes.updateValue(node, forKey: id)
        if previous === node { return .none }
        if let previous {
            let animations = node.animations(from: previous)
            return animations.isEmpty ? .none : .fromPrevious(animations, previousView: previous.view)
        }
        let animations = node.animationsOnInitialMount
        return animations.isEmpty ? .none : .initial(animations)
    }

    /// Applies `changes` (attributes and frame) to `view` as `plan` says. A view that was not on screen
    /// (new or pooled) takes its values at once, also inside a bounds animation.
    func apply(_ plan: MountAnimationPlan, to view: View, wasOnScreen: Bool, _ changes: () -> Void) {
        switch plan {
        case .none:
            if animatesBounds && !wasOnScreen { View.performWithoutAnimation(changes) } else { changes() }
        case .fromPrevious(let animations, let previousView):
            guard previousView === view else {
                // Another view than the one on screen: nothing to animate from.
                View.performWithoutAnimation(changes)
                return
            }
            let model = AnimatedValues(modelOf: view)
            let presented = AnimatedValues(presentationOf: view)
            View.performWithoutAnimation(changes)
            let target = AnimatedValues(modelOf: view)
            let changed = target.differences(from: model)
            for animation in animations {
                enqueue(
                    animation, on: view, properties: animation.properties.intersection(changed), from: presented,
                    to: target, isDeparture: false)
            }
        case .initial(let animations):
            View.performWithoutAnimation(changes)
            let target = AnimatedValues(modelOf: view)
            for animation in animations {
                let start = target.changed(by: animation)
                enqueue(
                    animation, on: view, properties: animation.properties.intersection(start.differences(from: target)),
                    from: start, to: target, isDeparture: false)
            }
        }
    }

    private func enqueue(
        _ animation: ComponentAnimation, on view: View, properties: View.AnimatableProperties,
        from: AnimatedValues, to: AnimatedValues, isDeparture: Bool
    ) {
        guard !properties.isEmpty else { return }
        pending.append(
            PendingAnimation(
                view: view, animation: animation, properties: properties, from: from, to: to,
                isDeparture: isDeparture))
    }

    /// Starts the animations decided by the pass that just ended, in the order the pass decided them.
    /// A departure left with nothing to animate ends now.
    func startPendingAnimations() {
        guard !pending.isEmpty else { return }
        let animations = pending
        pending = []
        for item in animations {
            let record = Record.existing(on: item.view)
            if item.isDeparture {
                guard let departure = record?.departure else { continue }
                departure.remaining += 1
                run(item.animation, on: item.view, properties: item.properties, from: item.from, to: item.to) {
                    [weak self, weak view = item.view] _ in
                    guard let self, let view else { return }
                    self.departureAnimationEnded(view)
                }
            } else {
                // Only for a view still mounted (not animating out, not relinquished by a later unmount).
                guard record?.owner != nil, record?.departure == nil else { continue }
                run(
                    item.animation, on: item.view, properties: item.properties, from: item.from, to: item.to,
                    completion: nil)
            }
        }
    }

    /// Animates `properties` of `view` from `from` to `to` with `animation`'s timing; `completion` is
    /// called when it ends.
    private func run(
        _ animation: ComponentAnimation, on view: View, properties: View.AnimatableProperties,
        from: AnimatedValues, to: AnimatedValues, completion: (@MainActor (Bool) -> Void)?
    ) {
        View.performWithoutAnimation { from.apply(properties, to: view) }
        let id = ObjectIdentifier(view)
        let started = View.animate(
            withDuration: animation.duration, delay: animation.delay, curve: animation.curve,
            animations: { to.apply(properties, to: view) },
            completion: { [weak self] finished in
                self?.forgetEnded(of: id)
                completion?(finished)
            })
        if started.isRunning { frameworkAnimations[id, default: []].append(started) }
    }

    /// Keeps the animations of a bounds animation (so they are removed with their views).
    func adopt(_ animation: ViewAnimation) {
        guard animation.isRunning else { return }
        for view in animation.views { frameworkAnimations[ObjectIdentifier(view), default: []].append(animation) }
    }

    /// Forgets the animations of the view `id` that ended.
    private func forgetEnded(of id: ObjectIdentifier) {
        guard var list = frameworkAnimations[id] else { return }
        list.removeAll { !$0.isRunning }
        frameworkAnimations[id] = list.isEmpty ? nil : list
    }

    // MARK: Relinquishing

    /// `view` was relinquished (its component unmounted or took another view), after the controller's
    /// `componentWillRelinquishView`: the mount layer's animations of it are removed, and animations the
    /// controller left running are reported (C-ANIMATION-RELINQUISH) and removed, so a recycled view
    /// never animates for its next component. Unless `handingOver` (the view stays with the same scope) or
    /// `departing` (the view animates out from where it is).
    func relinquished(_ view: View, by node: Node, handingOver: Bool, departing: Bool) {
        if let record = Record.existing(on: view) {
            record.animatesOut = false
            // Held for `node`, which gave it up without animating out: it goes into its pool.
            if !departing, let departure = record.departure, departure.heldFor === node { endDeparture(of: view) }
        }
        // Handed over or animating out, the view animates on from where it is on screen.
        guard !handingOver, !departing, view.hasAnimations else { return }
        if let animations = frameworkAnimations.removeValue(forKey: ObjectIdentifier(view)) {
            for animation in animations { animation.cancel() }
        }
        guard view.hasAnimations else { return }
        let diagnostic = Diagnostic(
            rule: "C-ANIMATION-RELINQUISH", path: node.path,
            message:
                "the view was relinquished with animations still running (\(view.animations.count)); a controller removes its own animations in componentWillRelinquishView — removed"
        )
        if let checker { checker.report(diagnostic) } else { LifecycleChecker.emit(diagnostic) }
        view.removeAllAnimations()
    }

    // MARK: Final unmount

    /// The final-unmount animations of `node`, which unmounts, if it leaves the tree (its scope was not
    /// mounted again in this pass) with its view on screen; also forgets the scope.
    func finalUnmountAnimations(of node: Node) -> [ComponentAnimation]? {
        guard !mountedScopes.isEmpty, let id = node.scopeIdentifier, mountedScopes[id] === node else { return nil }
        mountedScopes[id] = nil
        guard !isDetaching, let view = node.view, view.window != nil,
            Record.existing(on: view)?.animatesOut == true
        else { return nil }
        let animations = node.animationsOnFinalUnmount
        return animations.isEmpty ? nil : animations
    }

    /// A mount hands `view`, whose owner may animate out, to another component: the view stays with its
    /// owner out of its pool (`pools` puts a new view in its slot) until the owner's fate is known.
    func holdForOwner(_ view: View, pools: ContainerPools<Node>) {
        let record = Record.of(view)
        guard record.departure == nil else { return }
        let departure = ViewDeparture(pools: pools)
        departure.heldFor = record.owner
        record.departure = departure
        departing[ObjectIdentifier(view)] = view
    }

    /// Whether `view`, held for a component that may animate out, may go to `requester` after all: it is
    /// that component, or the next generation of its scope. Then the hold ends.
    func releasesHold(of view: View, departure: ViewDeparture<Node>, to requester: Node) -> Bool {
        guard let held = departure.heldFor else { return false }
        guard held === requester || (held.scopeIdentifier != nil && held.scopeIdentifier == requester.scopeIdentifier)
        else {
            return false
        }
        Record.existing(on: view)?.departure = nil
        departing[ObjectIdentifier(view)] = nil
        return true
    }

    /// Decides `animations` for `view`, whose component left the tree: the view stays shown, and no pass
    /// vends it, until they end (they start with the pass's other animations); then it is pooled.
    func beginDeparture(of view: View, animations: [ComponentAnimation]) {
        let record = Record.of(view)
        let departure =
            record.departure ?? ViewDeparture(pools: view.superview.flatMap(ContainerPools<Node>.existing(for:)))
        departure.heldFor = nil
        record.departure = departure
        departing[ObjectIdentifier(view)] = view
        if view.isHidden { view.isHidden = false }
        let mounted = AnimatedValues(modelOf: view)
        departure.mountedValues = mounted
        let presented = AnimatedValues(presentationOf: view)
        var queued = false
        for animation in animations {
            let end = mounted.changed(by: animation)
            let properties = animation.properties.intersection(end.differences(from: mounted))
            guard !properties.isEmpty else { continue }
            enqueue(animation, on: view, properties: properties, from: presented, to: end, isDeparture: true)
            queued = true
        }
        if !queued { endDeparture(of: view) }
    }

    private func departureAnimationEnded(_ view: View) {
        guard let departure = Record.existing(on: view)?.departure else { return }
        departure.remaining -= 1
        if departure.remaining <= 0 { endDeparture(of: view) }
    }

    /// Ends `view`'s departure: its animations are removed, its mounted values restored, and it goes
    /// into its pool (hidden).
    func endDeparture(of view: View) {
        guard let record = Record.existing(on: view), let departure = record.departure else { return }
        record.departure = nil
        departing[ObjectIdentifier(view)] = nil
        if let animations = frameworkAnimations.removeValue(forKey: ObjectIdentifier(view)) {
            for animation in animations { animation.cancel() }
        }
        if let mounted = departure.mountedValues {
            View.performWithoutAnimation { mounted.apply(.all, to: view) }
        }
        if let pools = departure.pools {
            pools.pool(view)
        } else {
            // Its container is gone: so is its pool.
            view.isHidden = true
        }
    }

    /// Ends every departure at once (the tree is detached).
    func endAllDepartures() {
        pending.removeAll()
        for view in Array(departing.values) { endDeparture(of: view) }
    }

    // MARK: Hiding at the end of a pass

    /// `view` is not used by the pass, but its owner may animate out: hide it once the pass knows.
    func deferHiding(_ view: View, in pools: ContainerPools<Node>) {
        deferredHiding.append((view, pools))
    }

    /// After the pass unmounted what left: views whose owner did not start animating out are pooled now.
    func settleDeferredHiding() {
        guard !deferredHiding.isEmpty else { return }
        let views = deferredHiding
        deferredHiding = []
        for (view, pools) in views where Record.existing(on: view)?.departure == nil {
            pools.pool(view)
        }
    }
}
