import Foundation
import TrellisLayout
// ComponentRoot: owns one component tree — its generations, state-update queue, layout and mount
// (ComponentKit's generator + attach controller).
import TrellisUI

/// The engine behind a hosting view: builds generations from a root component and pending state updates,
/// lays them out and mounts them into a root view.
///
/// State updates arrive from any isolation: made on the main actor they are queued at once; from
/// elsewhere they hop to the main actor through the scheduler's inbox (kept until the tree has one).
/// They are kept per scope in enqueue order and applied once per update cycle in its before-layout
/// phase (§2.8), or earlier by a host's layout: a synchronous request builds on the main actor; an
/// asynchronous one builds and lays out in the background and is applied only if nothing changed
/// meanwhile (else rebuilt); an asynchronous request followed by a synchronous one is rolled into one
/// synchronous build.
///
/// A root does not own the view it is attached to (``attachedView`` is weak), and a view shows one tree:
/// attaching a root to a view another root is attached to detaches that one first.
@MainActor public final class ComponentRoot {
    /// The root component.
    public private(set) var component: (any Component)?
    /// The context (environment) the whole tree sees.
    public private(set) var context: ComponentContext

    /// Called after a new generation was applied (hosts re-layout here).
    public var onGenerationApplied: (@MainActor () -> Void)?
    /// Called when an input (component, context, state) changed, with the update's mode: a hosting view
    /// marks itself for layout and reports the size change of a synchronous update at the call.
    var onInputsChanged: (@MainActor (UpdateMode) -> Void)?
    /// The range a first asynchronous build lays out in before the tree is attached (a hosting view's
    /// initial size); without one the first build is synchronous.
    var initialRange: SizeRange?

    /// Counters of the last mount pass.
    public var lastMountAnalytics: MountAnalytics { mountEngine.analytics }
    /// Durations of the last build, layout and mount.
    public private(set) var timings = ComponentTimings()
    /// Components rendered by the last applied build.
    public var lastBuildRenderCount: Int { latestBuild?.renderedCount ?? 0 }
    /// Components reused (not rendered) by the last applied build.
    public var lastBuildReuseCount: Int { latestBuild?.reusedCount ?? 0 }
    /// Number of generations applied so far.
    public private(set) var generationCount = 0

    /// The root view the tree is mounted into, if attached. Weak: the view's owner (a hosting view owns
    /// its root) decides its lifetime.
    public private(set) weak var attachedView: View?
    /// The last mounted root layout.
    public private(set) var mountedLayout: ComponentLayout?

    /// Where update cycles and background builds come from (the application). Without one, inputs are
    /// built on demand (``buildIfNeeded()``, layout, mount).
    public var scheduler: ComponentScheduler? {
        didSet {
            link.setPoster(scheduler?.mainPoster)
            if needsSynchronousBuild || needsAsynchronousBuild, !cycleScheduled, let scheduler {
                cycleScheduled = true
                scheduler.enqueueBeforeLayout { [weak self] in self?.processUpdates() }
            }
        }
    }
    private(set) var latestBuild: Generation?
    private var link: TreeLink!
    private let ids = ScopeIDSource()
    private let checker: LifecycleChecker?
    private let recorder: LifecycleRecorder?
    private let layoutLock = NSLock()
    private let mountEngine: MountEngine<ComponentLayout>

    private var pending: [ScopeID: [StateTransform]] = [:]
    private var sequence: UInt64 = 0
    private var rootVersion: UInt64 = 0
    private var inputsVersion: UInt64 = 0
    private var environmentChanged = true
    private var needsSynchronousBuild = false
    private var needsAsynchronousBuild = false
    private var cycleScheduled = false
    private var asynchronousBuildInFlight = false
    private var pendingInvalidations: [AnyComponentController] = []
    private var layoutObservers: [AnyComponentController] = []
    private var isMounting = false
    private var isPreparingMount = false
    private var invalidated = false
    private var remountScheduled = false
    /// Scopes whose layout was invalidated while an asynchronous build was running: the generation it
    /// brings may hold their old layouts (laid out, or seeded, before the invalidation).
    private var layoutsInvalidatedDuringBuild: [ScopeID] = []
    /// Whether the root belongs to an item of a ``ComponentDataSource``, which builds and lays out its
    /// generations and tells its controllers about layouts (the root never builds on its own).
    private(set) var isDataSourceItem = false

    /// A root for `component`; nothing is built until `update(mode:)`-style input or ``buildIfNeeded()``.
    public init(
        component: (any Component)?, context: ComponentContext = ComponentContext(),
        scheduler: ComponentScheduler?
    ) {
        self.component = component
        self.context = context
        self.scheduler = scheduler
        checker = LifecycleChecker.current
        recorder = LifecycleRecorder.current
        mountEngine = MountEngine(checker: LifecycleChecker.current)
        link = TreeLink(root: self, post: scheduler?.mainPoster)
    }

    /// The root of a data source's item: state updates reach it through `scheduler`'s inbox, and its
    /// data source (told through ``onInputsChanged``) builds them.
    init(dataSourceItemWith scheduler: ComponentScheduler) {
        component = nil
        context = ComponentContext()
        self.scheduler = nil
        checker = LifecycleChecker.current
        recorder = LifecycleRecorder.current
        mountEngine = MountEngine(checker: LifecycleChecker.current)
        isDataSourceItem = true
        link = TreeLink(root: self, post: scheduler.mainPoster)
    }

    // Controllers hold their nodes strongly (see `AnyComponentController.mountedNode`): a root that goes
    // away without `invalidate()` breaks those cycles so its controllers, nodes and views are freed.
    isolated deinit {
        forEachController { $0.releaseNodes() }
        for controller in pendingInvalidations { controller.releaseNodes() }
        for node in mountEngine.mountedNodes { node.handle?.controller?.releaseNodes() }
    }

    // MARK: Inputs

    /// Whether inputs changed since the last applied latestBuild.
    public var needsBuild: Bool { latestBuild == nil || inputsVersion != latestBuild?.inputsVersion }

    /// Replaces the root component (a props update).
    public func setComponent(_ component: (any Component)?, mode: UpdateMode = .synchronous) {
        self.component = component
        rootVersion += 1
        inputsChanged(mode: mode)
    }

    /// Replaces the context (an environment update: nothing is reused by the next build).
    public func setContext(_ context: ComponentContext, mode: UpdateMode = .synchronous) {
        self.context = context
        environmentChanged = true
        inputsChanged(mode: mode)
    }

    /// Replaces the root component and the context as one update (a hosting view's context change
    /// renders its root again with the new context).
    func setComponent(_ component: (any Component)?, context: ComponentContext, mode: UpdateMode) {
        self.component = component
        self.context = context
        rootVersion += 1
        environmentChanged = true
        inputsChanged(mode: mode)
    }

    /// Forces a full rebuild without reuse.
    public func reload(mode: UpdateMode = .synchronous) {
        environmentChanged = true
        inputsChanged(mode: mode)
    }

    /// Queues a state update of scope `id` (a component of type `path`); a tree that was invalidated
    /// takes none and says so.
    func enqueueStateUpdate(
        _ id: ScopeID, _ transform: @escaping @Sendable (any Sendable) -> any Sendable,
        mode: UpdateMode, path: String
    ) {
        guard !invalidated else {
            LifecycleChecker.emit(
                rule: "C-STATE-DETACHED", path: path,
                message: "updateState on \(id) after its tree was invalidated (its host went away); ignored")
            return
        }
        sequence += 1
        pending[id, default: []].append(StateTransform(apply: transform, mode: mode, sequence: sequence))
        LifecycleRecorder.active?.record(self, "updateState", [mode == .synchronous ? "synchronous" : "asynchronous"])
        inputsChanged(mode: mode)
    }

    private func inputsChanged(mode: UpdateMode) {
        inputsVersion += 1
        switch mode {
        case .synchronous: needsSynchronousBuild = true
        case .asynchronous: needsAsynchronousBuild = true
        }
        if !cycleScheduled, let scheduler {
            cycleScheduled = true
            scheduler.enqueueBeforeLayout { [weak self] in self?.processUpdates() }
        }
        onInputsChanged?(mode)
    }

    /// The before-layout phase: one build per cycle, synchronous if any request was.
    private func processUpdates() {
        cycleScheduled = false
        if needsSynchronousBuild {
            needsSynchronousBuild = false
            needsAsynchronousBuild = false
            buildSynchronously()
        } else if needsAsynchronousBuild {
            needsAsynchronousBuild = false
            startAsynchronousBuild()
        }
    }

    // MARK: Building

    private func snapshot() -> BuildInputs {
        BuildInputs(
            root: component, context: context, previous: latestBuild, updates: pending,
            appliedSequence: sequence, rootVersion: rootVersion,
            environmentChanged: environmentChanged || latestBuild == nil,
            inputsVersion: inputsVersion, link: link, ids: ids, checker: checker, layoutLock: layoutLock)
    }

    /// Builds now if inputs changed (hosts call this from `layoutSubviews` / `sizeThatFits`).
    public func buildIfNeeded() {
        guard needsBuild, !isDataSourceItem else { return }
        buildSynchronously()
    }

    private func buildSynchronously() {
        guard !invalidated else { return }
        needsSynchronousBuild = false
        needsAsynchronousBuild = false
        let built = GenerationBuilder.build(snapshot())
        timings.builtInBackground = false
        apply(built)
    }

    private func startAsynchronousBuild() {
        guard !invalidated else { return }
        if latestBuild == nil, initialRange == nil {
            // ComponentKit: without an initial size the first build is synchronous.
            buildSynchronously()
            return
        }
        guard !asynchronousBuildInFlight else { return }
        guard let scheduler else {
            buildSynchronously()
            return
        }
        asynchronousBuildInFlight = true
        let inputs = snapshot()
        let range = attachedRange ?? initialRange
        let lock = layoutLock
        scheduler.performInBackground(
            { () -> BackgroundResult in
                let built = GenerationBuilder.build(inputs)
                var layout: ComponentLayout?
                var layoutDuration = 0.0
                if let range, let root = built.root {
                    let start = DispatchTime.now().uptimeNanoseconds
                    lock.lock()
                    layout = LayoutResolver.layout(root, thatFits: range, parentSize: range.max)
                    lock.unlock()
                    layoutDuration = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                }
                return BackgroundResult(build: built, layout: layout, range: range, layoutDuration: layoutDuration)
            },
            then: { [weak self] result in
                guard let self else { return }
                self.asynchronousBuildInFlight = false
                guard !self.invalidated else { return }
                // Stale (inputs changed while it ran): discard and rebuild.
                guard result.build.inputsVersion == self.inputsVersion,
                    result.build.root === self.latestBuild?.root
                        || self.latestBuild?.inputsVersion != self.inputsVersion
                else {
                    if self.needsBuild { self.startAsynchronousBuild() }
                    return
                }
                self.timings.builtInBackground = true
                self.timings.layoutMilliseconds = result.layoutDuration
                // A layout invalidated meanwhile (a list scrolled) makes the background layout stale.
                let layout = self.layoutsInvalidatedDuringBuild.isEmpty ? result.layout : nil
                self.apply(result.build, precomputedLayout: layout, range: result.range)
            })
    }

    private struct BackgroundResult: Sendable {
        let build: Generation
        let layout: ComponentLayout?
        let range: SizeRange?
        let layoutDuration: Double
    }

    private var precomputed: (layout: ComponentLayout, range: SizeRange)?

    private func apply(_ built: Generation, precomputedLayout: ComponentLayout? = nil, range: SizeRange? = nil) {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            timings.mainActorMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        for (id, updates) in pending {
            let remaining = updates.filter { $0.sequence > built.appliedSequence }
            pending[id] = remaining.isEmpty ? nil : remaining
        }
        if built.inputsVersion == inputsVersion { environmentChanged = false }
        var retired = latestBuild
        defer { Retirement.release(retired.take()) }
        latestBuild = built
        generationCount += 1
        if !layoutsInvalidatedDuringBuild.isEmpty {
            let scopes = layoutsInvalidatedDuringBuild
            layoutsInvalidatedDuringBuild = []
            for id in scopes { dropLayouts(ofScope: id) }
        }
        timings.buildMilliseconds = built.buildDuration
        timings.freeingWaitMilliseconds = built.freeingWait
        if let precomputedLayout, let range { precomputed = (precomputedLayout, range) } else { precomputed = nil }
        LifecycleRecorder.active?.record(
            self, "applyBuild",
            ["rendered=\(built.renderedCount)", "reused=\(built.reusedCount)"])
        for node in built.newControllerNodes {
            guard let controller = node.handle?.controller else { continue }
            controller.fallbackRecorder = recorder
            if controller.latestNode == nil { controller.latestNode = node }
            if type(of: controller).wantsDidPrepareLayout { layoutObservers.append(controller) }
            controller.announceDidInit()
        }
        for node in built.updatedNodes { node.handle?.controller?.setLatestNode(node) }
        if !built.removedControllers.isEmpty {
            let removed = Set(built.removedControllers.map(ObjectIdentifier.init))
            layoutObservers.removeAll { removed.contains(ObjectIdentifier($0)) }
            pendingInvalidations.append(contentsOf: built.removedControllers)
        }
        if let onGenerationApplied {
            onGenerationApplied()
        } else if attachedView != nil, !isMounting, !isPreparingMount, let range = attachedRange {
            mount(in: range)
        }
        if attachedView == nil || mountedLayout == nil { flushInvalidations() }
    }

    private func flushInvalidations() {
        let controllers = pendingInvalidations
        pendingInvalidations = []
        for controller in controllers { controller.announceInvalidate() }
    }

    // MARK: Layout and mount

    private var attachedRange: SizeRange?

    /// Lays the current generation out in `range` (cached while neither changes).
    public func layout(in range: SizeRange) -> ComponentLayout? {
        buildIfNeeded()
        return currentLayout(in: range)
    }

    /// The current generation's layout in `range`, without building first.
    private func currentLayout(in range: SizeRange) -> ComponentLayout? {
        guard let root = latestBuild?.root else { return nil }
        if let precomputed, precomputed.range == range, precomputed.layout.node === root {
            return precomputed.layout
        }
        let start = DispatchTime.now().uptimeNanoseconds
        layoutLock.lock()
        let layout = LayoutResolver.layout(root, thatFits: range, parentSize: range.max)
        layoutLock.unlock()
        timings.layoutMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return layout
    }

    /// Attaches the tree to `view` and mounts it in `range`. A view shows one tree (ComponentKit's attach
    /// controller): the tree is detached from a previous view first, and a root attached to `view`
    /// before is detached from it (its controllers get their unmount callbacks, its views go back to
    /// the pool).
    public func attach(to view: View, sizeRange range: SizeRange) {
        if let current = attachedView, current !== view { detach() }
        if let previous = AttachedRoots.root(attachedTo: view), previous !== self { previous.detach() }
        attachedView = view
        AttachedRoots.setRoot(self, attachedTo: view)
        mount(in: range)
    }

    /// Mounts the current generation into the attached view, laid out in `range`. A first build still
    /// running in the background (a hosting view with an initial size) is not replaced by a
    /// synchronous one: until it arrives nothing is mounted.
    public func mount(in range: SizeRange) {
        guard let view = attachedView, !isMounting else { return }
        attachedRange = range
        if !(latestBuild == nil && asynchronousBuildInFlight && !needsSynchronousBuild) {
            isPreparingMount = true
            buildIfNeeded()
            isPreparingMount = false
        }
        mountCurrentTree(into: view, range: range)
    }

    /// Lays out and mounts the current generation as it is (no build).
    private func mountCurrentTree(into view: View, range: SizeRange) {
        guard let layout = currentLayout(in: range) else {
            mountEngine.unmountAll(from: view)
            mountedLayout = nil
            flushInvalidations()
            return
        }
        isMounting = true
        defer { isMounting = false }
        if !isDataSourceItem { for controller in layoutObservers { controller.prepareLayout(layout) } }
        mountEngine.mount(layout, in: view)
        mountedLayout = layout
        timings.mountMilliseconds = mountEngine.analytics.durationMilliseconds
        flushInvalidations()
    }

    // MARK: Layout without a build

    /// Scope `id`'s layout depends on something besides its components that changed (a list's scroll
    /// offset): drops the cached layouts that hold it — its node's, its own parts', its ancestors' (see
    /// ``Generation/nodesHoldingLayout(ofScope:)``) — and, in the next update cycle's before-layout
    /// phase, lays out and mounts the current generation again. Nothing is rebuilt: the other nodes keep
    /// their layouts, and the mount skips the subtrees whose layouts are unchanged, so the work is the
    /// scope's new layout and the path to it. Without a scheduler the next mount or layout picks it up.
    func setNeedsLayout(ofScope id: ScopeID) {
        guard !invalidated else { return }
        dropLayouts(ofScope: id)
        if asynchronousBuildInFlight, !layoutsInvalidatedDuringBuild.contains(id) {
            layoutsInvalidatedDuringBuild.append(id)
        }
        guard !remountScheduled, let scheduler else { return }
        remountScheduled = true
        scheduler.enqueueBeforeLayout { [weak self] in self?.remountAfterLayoutChange() }
    }

    private func dropLayouts(ofScope id: ScopeID) {
        precomputed = nil
        guard let nodes = latestBuild?.nodesHoldingLayout(ofScope: id), !nodes.isEmpty else { return }
        // A background layout may be reading or filling these caches.
        layoutLock.lock()
        for node in nodes { node.withLayoutCache { $0.removeAll() } }
        layoutLock.unlock()
    }

    private func remountAfterLayoutChange() {
        remountScheduled = false
        // A synchronous build queued for this phase mounts after it; a mount in progress (the
        // invalidation came from one of its callbacks) schedules another phase.
        guard let view = attachedView, let range = attachedRange, !invalidated,
            !(needsSynchronousBuild && cycleScheduled)
        else { return }
        guard !isMounting else {
            if let scheduler {
                remountScheduled = true
                scheduler.enqueueBeforeLayout { [weak self] in self?.remountAfterLayoutChange() }
            }
            return
        }
        let start = DispatchTime.now().uptimeNanoseconds
        timings.buildMilliseconds = 0
        timings.freeingWaitMilliseconds = 0
        timings.builtInBackground = false
        mountCurrentTree(into: view, range: range)
        timings.mainActorMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// Unmounts the tree from its view (willUnmount / relinquish / didUnmount, children first) and puts the
    /// views in their reuse pools.
    ///
    /// A view that went away without a detach (its owner released it) leaves the tree mounted in
    /// nothing: detaching then unmounts the components all the same.
    public func detach() {
        let view = attachedView
        guard view != nil || mountedLayout != nil else { return }
        if let view { AttachedRoots.removeRoot(self, attachedTo: view) }
        mountEngine.unmountAll(from: view)
        attachedView = nil
        mountedLayout = nil
        flushInvalidations()
    }

    /// Tells every controller the tree will appear.
    public func treeWillAppear() {
        forEachController { $0.treeWillAppear() }
    }

    /// Tells every controller the tree disappeared.
    public func treeDidDisappear() {
        forEachController { $0.treeDidDisappear() }
    }

    private func forEachController(_ body: (AnyComponentController) -> Void) {
        latestBuild?.root?.forEachPreOrder { node in
            if let controller = node.handle?.controller { body(controller) }
        }
    }

    /// Ends the tree: unmounts it and invalidates every controller (the host went away).
    public func invalidate() {
        guard !invalidated else { return }
        detach()
        invalidated = true
        var controllers: [AnyComponentController] = []
        forEachController { controllers.append($0) }
        for controller in controllers { controller.announceInvalidate() }
        flushInvalidations()
        pending.removeAll()
    }

    // MARK: Lookup

    var mountedNodesInOrder: [TreeNode] { mountEngine.mountedNodes }

    func mountedNode(for id: ScopeID) -> TreeNode? {
        guard let node = latestBuild?.scopes[id], node.mountState == .mounted else {
            return latestBuild?.scopes[id].flatMap { $0.handle?.controller?.mountedNode }
        }
        return node
    }

    func latestNode(for id: ScopeID) -> TreeNode? { latestBuild?.scopes[id] }

    /// The controllers of the current latestBuild, in tree order.
    public var controllers: [AnyComponentController] {
        var result: [AnyComponentController] = []
        forEachController { result.append($0) }
        return result
    }

    /// The current generation's root component's layout node count (components in the tree).
    public var componentCount: Int {
        var count = 0
        latestBuild?.root?.forEachPreOrder { _ in count += 1 }
        return count
    }
}

// MARK: Items of a data source

extension ComponentRoot {
    /// Hooks for ``ComponentDataSource``, which builds and lays out its items' generations itself (off the
    /// main actor, as modifications of its state) and hands them to their roots here.
    var hasPendingStateUpdates: Bool { !pending.isEmpty }

    /// The inputs of a build of `component` (a new root component when `replacing`) from the current
    /// generation and the pending state updates.
    func dataSourceBuildInputs(component: (any Component)?, replacing: Bool, environmentChanged: Bool) -> BuildInputs {
        var inputs = snapshot()
        inputs.root = component
        if replacing { inputs.rootVersion = rootVersion + 1 }
        if environmentChanged { inputs.environmentChanged = true }
        return inputs
    }

    /// Applies a generation its data source built from ``dataSourceBuildInputs(component:replacing:environmentChanged:)``,
    /// laid out as `layout` in `range`: announced and (when attached) mounted as a build of its own would be.
    func applyDataSourceGeneration(
        _ built: Generation, component: (any Component)?, context: ComponentContext, layout: ComponentLayout?,
        range: SizeRange
    ) {
        self.component = component
        self.context = context
        rootVersion = built.rootVersion
        if attachedView != nil { attachedRange = range }
        apply(built, precomputedLayout: layout, range: range)
    }
}

extension ComponentRoot {
    /// The views owned by mounted components, in mount (pre-)order.
    public var mountedViews: [View] { mountedNodesInOrder.compactMap(\.view) }

    /// The mounted components, in mount (pre-)order.
    public var mountedComponents: [any Component] { mountedNodesInOrder.map(\.component) }

    /// Component paths of the mounted components, in mount order.
    public var mountedPaths: [String] { mountedNodesInOrder.map(\.path) }

    /// The controller mounted with `view`, if any.
    public func controller(owning view: View) -> AnyComponentController? {
        ViewOwnership.owner(of: view)?.handle?.controller
    }
}

extension ComponentRoot {
    /// Frees every replaced tree now — also the one held back until the next mount (freed at most 0.25 s
    /// after it was replaced otherwise) — and waits until all are freed (for tests and benchmarks that
    /// check deallocation with weak references).
    public nonisolated static func waitForRetiredTrees() { Retirement.drain() }
}

extension ComponentRoot: TreeRoot {}
