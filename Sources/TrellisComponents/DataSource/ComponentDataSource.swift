// ComponentDataSource: ComponentKit's transactional data source — sections of items whose component trees
// are built and laid out off the main actor, changed by verified changesets applied in submission order.
import Foundation
import TrellisLayout
import TrellisUI

/// Sections of items, each a component tree built from a model, changed only by modifications applied in
/// order (ComponentKit's `CKDataSource`).
///
/// - Changesets (`apply(_:mode:userInfo:)`) are verified against the current state *and* the
///   asynchronous modifications still pending; an invalid one is rejected with a ``ChangesetError``
///   (reported as `C-DATASOURCE-CHANGESET`) and the state is unchanged.
/// - Asynchronous modifications are queued first in, first out and computed one at a time off the main
///   actor (independent items built in parallel); each is applied on the main actor only if it is still
///   first in the queue and the state did not change meanwhile, else computed again from the new state.
///   Synchronous ones are computed and applied at the call: a synchronous changeset first applies the
///   queued asynchronous changesets, a synchronous reload cancels queued asynchronous reloads, and a
///   synchronous configuration update cancels queued asynchronous configuration updates. An asynchronous
///   configuration update replaces one still waiting at the tail of the queue (the state both give is the
///   one it gives alone).
/// - State updates of an item's components are collected until the next update cycle and applied as one
///   modification (synchronous if any update was) that rebuilds and lays out only those items, reported
///   as updated index paths.
/// - Controllers: `didInit` when an item's generation is applied; `willUpdateComponent` at once for an
///   updated item (mounted items then remount: `willRemount`, `didRemount`, `didUpdateComponent`);
///   `didPrepareLayout` for the inserted and updated items after the listeners' `dataSourceDidApply`;
///   `invalidateController` when an item or its section is removed, when a rebuild drops a component, and
///   when the data source goes away.
@MainActor public final class ComponentDataSource<Model: Sendable> {
    /// The current state.
    public private(set) var state: DataSourceState<Model>
    /// The configuration of the current state.
    public var configuration: DataSourceConfiguration<Model> { state.configuration }
    /// The visible part of the list, for splitting insertions (``ChangesetSplitting``).
    public var viewport: DataSourceViewport?
    /// While `true`, state updates are collected but not applied; set back to `false`, they are applied
    /// at once.
    public var shouldPauseStateUpdates = false {
        didSet { if oldValue, !shouldPauseStateUpdates { processStateUpdates() } }
    }
    /// Number of modifications applied so far.
    public private(set) var appliedModificationCount = 0
    /// Durations of the last applied modification.
    public private(set) var lastTimings = DataSourceTimings()

    private let scheduler: any ComponentScheduler
    private var queue: [Pending] = []
    private var inFlight: Int?
    private var nextID = 0
    private var listeners: [ListenerBox] = []
    private var stateUpdateOrder: [ObjectIdentifier] = []
    private var stateUpdates: [ObjectIdentifier: (root: ComponentRoot, synchronous: Bool)] = [:]
    private var stateUpdatesScheduled = false
    /// Section identifiers of the state after the pending modifications (snapshots diff against them);
    /// `nil` for sections inserted by changesets.
    var expectedSectionIdentifiers: [AnyHashable?] = []

    /// A data source with no sections, building items with `configuration`; `scheduler` (the application)
    /// runs asynchronous modifications and delivers state updates.
    public init(configuration: DataSourceConfiguration<Model>, scheduler: any ComponentScheduler) {
        state = DataSourceState(configuration: configuration, sections: [])
        self.scheduler = scheduler
    }

    isolated deinit {
        for items in state.sections { for item in items { item.scopeRoot.invalidate() } }
    }

    // MARK: Modifications

    /// Applies `changeset`: now on the main actor (`.synchronous`), or built off the main actor and applied
    /// after the modifications queued before it (`.asynchronous`). Throws (and reports) a
    /// ``ChangesetError`` when the changeset is invalid for the state after the pending modifications;
    /// nothing changes then.
    public func apply(
        _ changeset: Changeset<Model>, mode: UpdateMode = .asynchronous, userInfo: [String: any Sendable] = [:]
    ) throws(ChangesetError) {
        if let error = ChangesetVerification.verify(changeset, counts: pendingSectionCounts()) {
            report(error, changeset)
            throw error
        }
        foldSectionIdentifiers(changeset)
        let kind = Kind.changeset(changeset, splits: true)
        switch mode {
        case .asynchronous:
            enqueue(kind, userInfo)
        case .synchronous:
            let earlier = queue.filter(\.kind.isChangeset)
            queue.removeAll { $0.kind.isChangeset }
            for pending in earlier { applySynchronously(pending.kind, pending.userInfo) }
            applySynchronously(kind, userInfo)
        }
    }

    /// Builds every item again from its model, with nothing reused (keeping state); reported as every
    /// index path updated. A synchronous reload cancels the asynchronous reloads still queued.
    public func reload(mode: UpdateMode = .asynchronous, userInfo: [String: any Sendable] = [:]) {
        switch mode {
        case .asynchronous:
            enqueue(.reload, userInfo)
        case .synchronous:
            queue.removeAll { $0.kind.isReload }
            applySynchronously(.reload, userInfo)
        }
    }

    /// Replaces the configuration and builds every item again with it (keeping state); controllers whose
    /// components it drops are invalidated. A synchronous update cancels the asynchronous configuration
    /// updates still queued; an asynchronous one replaces an asynchronous configuration update that waits
    /// at the tail of the queue (not yet being computed), whose listeners are then never told of it.
    public func updateConfiguration(
        _ configuration: DataSourceConfiguration<Model>, mode: UpdateMode = .asynchronous,
        userInfo: [String: any Sendable] = [:]
    ) {
        switch mode {
        case .asynchronous:
            // Applying two configuration updates in a row gives the state the second alone gives: one still
            // waiting at the tail of the queue is replaced, so a burst (a window being resized) costs one
            // rebuild of every item rather than one per step. One already being computed is kept.
            if let last = queue.last, last.kind.isConfiguration, last.id != inFlight { queue.removeLast() }
            enqueue(.configuration(configuration), userInfo)
        case .synchronous:
            queue.removeAll { $0.kind.isConfiguration }
            applySynchronously(.configuration(configuration), userInfo)
        }
    }

    /// Computes, on the main actor, the change `changeset` makes to the current state, without applying it.
    /// Throws a ``ChangesetError`` when the changeset is invalid for the current state.
    public func change(
        for changeset: Changeset<Model>, userInfo: [String: any Sendable] = [:]
    ) throws(ChangesetError) -> DataSourceChange<Model> {
        let plan = prepare(.changeset(changeset, splits: false), userInfo)
        switch Self.compute(plan) {
        case .success(let change): return change
        case .failure(let error): throw error
        }
    }

    /// Whether `change` can be applied: the state is still the one it was computed from.
    public func verifyChange(_ change: DataSourceChange<Model>) -> Bool {
        change.previousState.isSameState(as: state)
    }

    /// Applies `change` if the state is still the one it was computed from; returns whether it did.
    @discardableResult public func applyChange(_ change: DataSourceChange<Model>) -> Bool {
        guard verifyChange(change) else { return false }
        commit(change)
        return true
    }

    /// Whether asynchronous modifications are queued or being computed (a cancelled one whose computation
    /// is still running does not count: its result will be dropped).
    public var hasPendingModifications: Bool { !queue.isEmpty }

    // MARK: Listeners

    /// Adds `listener` (held weakly), told before and after every applied modification.
    public func addListener<Listener: DataSourceListener>(_ listener: Listener) where Listener.Model == Model {
        listeners.removeAll { $0.object == nil }
        listeners.append(
            ListenerBox(
                object: listener,
                willApply: { [weak listener] update in listener?.dataSourceWillApply(update) },
                didApply: { [weak listener] update in listener?.dataSourceDidApply(update) }))
    }

    /// Removes `listener`.
    public func removeListener(_ listener: AnyObject) {
        listeners.removeAll { $0.object == nil || $0.object === listener }
    }

    private struct ListenerBox {
        weak var object: AnyObject?
        let willApply: @MainActor (DataSourceUpdate<Model>) -> Void
        let didApply: @MainActor (DataSourceUpdate<Model>) -> Void
    }

    // MARK: Queue

    enum Kind: Sendable {
        case changeset(Changeset<Model>, splits: Bool)
        case reload
        case configuration(DataSourceConfiguration<Model>)
        case stateUpdates([ComponentRoot])

        var isChangeset: Bool { if case .changeset = self { true } else { false } }
        var isReload: Bool { if case .reload = self { true } else { false } }
        var isConfiguration: Bool { if case .configuration = self { true } else { false } }
        /// State updates already folded into other builds (a model update takes the pending ones along).
        @MainActor var changesNothing: Bool {
            if case .stateUpdates(let roots) = self { !roots.contains { $0.hasPendingStateUpdates } } else { false }
        }
    }

    private struct Pending {
        let id: Int
        let kind: Kind
        let userInfo: [String: any Sendable]
    }

    /// The section counts once every queued changeset is applied.
    private func pendingSectionCounts() -> [Int] {
        var counts = state.sectionCounts
        for pending in queue {
            if case .changeset(let changeset, _) = pending.kind {
                counts = ChangesetVerification.counts(counts, after: changeset)
            }
        }
        return counts
    }

    /// The models once every queued changeset is applied.
    func pendingModels() -> [[Model]] {
        var models = state.models
        for pending in queue {
            if case .changeset(let changeset, _) = pending.kind {
                models = ChangesetApplication.apply(
                    changeset, to: models, updated: { _, _, model in model }, inserted: { _, model in model })
            }
        }
        return models
    }

    /// Where the item now at `indexPath` will be once every queued changeset is applied — the index path
    /// a changeset submitted now must name for it — or `nil` when there is no such item or a queued
    /// changeset removes it.
    public func pendingIndexPath(ofItemAt indexPath: IndexPath) -> IndexPath? {
        guard state.item(at: indexPath) != nil else { return nil }
        var tagged: [[Bool]] = state.sectionCounts.map { Array(repeating: false, count: $0) }
        tagged[indexPath.dataSourceSection][indexPath.dataSourceItem] = true
        for pending in queue {
            if case .changeset(let changeset, _) = pending.kind {
                tagged = ChangesetApplication.apply(
                    changeset, to: tagged, updated: { _, old, _ in old }, inserted: { _, _ in false })
            }
        }
        for (section, items) in tagged.enumerated() {
            if let item = items.firstIndex(of: true) { return IndexPath(dataSourceItem: item, section: section) }
        }
        return nil
    }

    private func foldSectionIdentifiers(_ changeset: Changeset<Model>) {
        for section in Set(changeset.removedSections).sorted(by: >)
        where expectedSectionIdentifiers.indices.contains(section) {
            expectedSectionIdentifiers.remove(at: section)
        }
        for section in changeset.insertedSections.sorted() where section <= expectedSectionIdentifiers.count {
            expectedSectionIdentifiers.insert(nil, at: section)
        }
    }

    private func enqueue(_ kind: Kind, _ userInfo: [String: any Sendable], first: Bool = false) {
        nextID += 1
        let pending = Pending(id: nextID, kind: kind, userInfo: userInfo)
        if first { queue.insert(pending, at: 0) } else { queue.append(pending) }
        startNextIfNeeded()
    }

    private func startNextIfNeeded() {
        guard inFlight == nil, let first = queue.first else { return }
        if first.kind.changesNothing {
            queue.removeFirst()
            startNextIfNeeded()
            return
        }
        inFlight = first.id
        let plan = prepare(first.kind, first.userInfo)
        let token = state.token
        let checker = LifecycleChecker.current
        let recorder = LifecycleRecorder.current
        scheduler.performInBackground(
            {
                LifecycleChecker.$current.withValue(checker) {
                    LifecycleRecorder.$current.withValue(recorder) { Self.compute(plan) }
                }
            },
            then: { [weak self] result in
                guard let self else { return }
                self.inFlight = nil
                // Applied only while still first in the queue and computed from the current state; a
                // modification whose state moved on is computed again from the new one.
                if self.queue.first?.id == first.id, self.state.token === token {
                    self.queue.removeFirst()
                    self.finish(result)
                }
                self.startNextIfNeeded()
            })
    }

    private func applySynchronously(_ kind: Kind, _ userInfo: [String: any Sendable]) {
        guard !kind.changesNothing else { return }
        finish(Self.compute(prepare(kind, userInfo)))
    }

    private func finish(_ result: Result<DataSourceChange<Model>, ChangesetError>) {
        switch result {
        case .success(let change): commit(change)
        case .failure(let error): report(error, nil)
        }
    }

    private func report(_ error: ChangesetError, _ changeset: Changeset<Model>?) {
        LifecycleChecker.emit(
            rule: "C-DATASOURCE-CHANGESET", path: "ComponentDataSource<\(Model.self)>",
            message: "\(error); rejected, the state is unchanged" + (changeset.map { " — \($0)" } ?? ""))
    }

    // MARK: Applying

    private func commit(_ change: DataSourceChange<Model>) {
        let start = DispatchTime.now().uptimeNanoseconds
        let update = DataSourceUpdate(
            previousState: change.previousState, state: change.state, appliedChanges: change.appliedChanges)
        for listener in listeners { listener.willApply(update) }
        state = change.state
        appliedModificationCount += 1
        let configuration = change.state.configuration
        for built in change.builtItems {
            built.root.applyDataSourceGeneration(
                built.generation, component: built.component, context: configuration.context, layout: built.layout,
                range: configuration.sizeRange)
        }
        for root in change.removedRoots { root.invalidate() }
        for listener in listeners { listener.didApply(update) }
        for built in change.builtItems {
            built.generation.root?.forEachPreOrder { node in
                if let controller = node.handle?.controller, type(of: controller).wantsDidPrepareLayout {
                    controller.prepareLayout(built.layout)
                }
            }
        }
        lastTimings.mainActorMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        lastTimings.backgroundMilliseconds = change.computeMilliseconds
        if let deferred = change.deferredChangeset {
            enqueue(.changeset(deferred, splits: false), change.appliedChanges.userInfo, first: true)
        }
    }

    // MARK: State updates

    private func stateUpdateEnqueued(_ root: ComponentRoot, _ mode: UpdateMode) {
        let id = ObjectIdentifier(root)
        if let existing = stateUpdates[id] {
            stateUpdates[id] = (root, existing.synchronous || mode == .synchronous)
        } else {
            stateUpdateOrder.append(id)
            stateUpdates[id] = (root, mode == .synchronous)
        }
        guard !shouldPauseStateUpdates, !stateUpdatesScheduled else { return }
        stateUpdatesScheduled = true
        scheduler.enqueueBeforeLayout { [weak self] in
            self?.stateUpdatesScheduled = false
            self?.processStateUpdates()
        }
    }

    private func processStateUpdates() {
        guard !shouldPauseStateUpdates, !stateUpdateOrder.isEmpty else { return }
        let entries = stateUpdateOrder.compactMap { stateUpdates[$0] }
        stateUpdateOrder = []
        stateUpdates = [:]
        let asynchronous = entries.filter { !$0.synchronous }.map(\.root)
        let synchronous = entries.filter(\.synchronous).map(\.root)
        if !asynchronous.isEmpty { enqueue(.stateUpdates(asynchronous), [:]) }
        if !synchronous.isEmpty { applySynchronously(.stateUpdates(synchronous), [:]) }
    }

    // MARK: Planning (main actor) and computing (any thread)

    /// A root for a new item, whose state updates come to this data source.
    private func makeRoot() -> ComponentRoot {
        let root = ComponentRoot(dataSourceItemWith: scheduler)
        root.onInputsChanged = { [weak self, weak root] mode in
            guard let self, let root else { return }
            self.stateUpdateEnqueued(root, mode)
        }
        return root
    }

    private func request(_ root: ComponentRoot, model: Model?, environmentChanged: Bool) -> BuildRequest {
        BuildRequest(
            root: root,
            inputs: root.dataSourceBuildInputs(
                component: model == nil ? root.component : nil, replacing: model != nil,
                environmentChanged: environmentChanged),
            model: model)
    }

    /// What to build for `kind` from the current state: the inputs of every item to build, taken on the
    /// main actor (roots for inserted items are made here).
    private func prepare(_ kind: Kind, _ userInfo: [String: any Sendable]) -> Plan<Model> {
        let previous = state
        switch kind {
        case .changeset(let changeset, let splits):
            if let error = ChangesetVerification.verify(changeset, counts: previous.sectionCounts) {
                return Plan(
                    previous: previous, configuration: previous.configuration, work: .invalid(error), userInfo: userInfo
                )
            }
            var updates: [IndexPath: BuildRequest] = [:]
            for (path, model) in changeset.updatedItems {
                updates[path] = request(
                    previous.sections[path[0]][path[1]].scopeRoot, model: model, environmentChanged: false)
            }
            var insertions: [IndexPath: BuildRequest] = [:]
            for (path, model) in changeset.insertedItems {
                insertions[path] = request(makeRoot(), model: model, environmentChanged: true)
            }
            let splitting = splits ? previous.configuration.splitting : nil
            // ComponentKit's rule: a viewport with no area (not laid out yet) counts as the bounding size.
            let viewport = splitting.map { splitting in
                guard var viewport = self.viewport else {
                    return DataSourceViewport(size: splitting.viewportBoundingSize)
                }
                if viewport.size.width <= 0 || viewport.size.height <= 0 {
                    viewport.size = splitting.viewportBoundingSize
                }
                return viewport
            }
            return Plan(
                previous: previous, configuration: previous.configuration,
                work: .changeset(changeset, updates: updates, insertions: insertions, viewport: viewport),
                userInfo: userInfo)
        case .reload, .configuration:
            var configuration = previous.configuration
            if case .configuration(let replacement) = kind { configuration = replacement }
            let requests = previous.sections.map { items in
                items.map { request($0.scopeRoot, model: $0.model, environmentChanged: true) }
            }
            return Plan(
                previous: previous, configuration: configuration, work: .rebuildAll(requests), userInfo: userInfo)
        case .stateUpdates(let roots):
            var requests: [IndexPath: BuildRequest] = [:]
            for root in roots where root.hasPendingStateUpdates {
                guard let path = previous.indexPath(of: root) else { continue }
                requests[path] = request(root, model: nil, environmentChanged: false)
            }
            return Plan(
                previous: previous, configuration: previous.configuration, work: .rebuild(requests), userInfo: userInfo)
        }
    }

    nonisolated static func compute(_ plan: Plan<Model>) -> Result<DataSourceChange<Model>, ChangesetError> {
        let start = DispatchTime.now().uptimeNanoseconds
        var result = DataSourceModification.compute(plan)
        if case .success(var change) = result {
            change.computeMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            result = .success(change)
        }
        return result
    }
}

/// Durations of a data source's last applied modification.
public struct DataSourceTimings: Sendable {
    /// Computing the change (building and laying out items), on a background thread for asynchronous
    /// modifications.
    public var backgroundMilliseconds = 0.0
    /// Applying it on the main actor: listeners, generations handed to the items' roots (remounting
    /// mounted ones), invalidations.
    public var mainActorMilliseconds = 0.0
}
