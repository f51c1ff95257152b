// DataSourceModification: computes a data source's next state from a plan — items built and laid out
// (in parallel where independent), changesets applied, splitting of tail insertions. Runs on any thread.
import Foundation
import TrellisLayout

/// The inputs of one item's build, taken from its root on the main actor.
struct BuildRequest: Sendable {
    let root: ComponentRoot
    let inputs: BuildInputs
    /// The item's new model; `nil` keeps the root component (a state update).
    let model: Model?

    typealias Model = any Sendable
}

/// Everything a modification needs to compute the next state off the main actor.
struct Plan<Model: Sendable>: Sendable {
    let previous: DataSourceState<Model>
    let configuration: DataSourceConfiguration<Model>
    let work: Work
    let userInfo: [String: any Sendable]

    enum Work: Sendable {
        /// The changeset was invalid for the state it was planned from.
        case invalid(ChangesetError)
        case changeset(
            Changeset<Model>, updates: [IndexPath: BuildRequest], insertions: [IndexPath: BuildRequest],
            viewport: DataSourceViewport?)
        /// Reload or configuration change: every item, by section.
        case rebuildAll([[BuildRequest]])
        /// State updates: the items at these index paths.
        case rebuild([IndexPath: BuildRequest])
    }
}

enum DataSourceModification {
    struct Built: Sendable {
        let generation: Generation
        let component: (any Component)?
        let layout: ComponentLayout
    }

    /// Builds and lays out one item.
    static func build<Model: Sendable>(
        _ request: BuildRequest, _ configuration: DataSourceConfiguration<Model>
    ) -> Built {
        var inputs = request.inputs
        inputs.context = configuration.context
        if let model = request.model as? Model {
            inputs.root = configuration.componentProvider(model, configuration.context)
        }
        let generation = GenerationBuilder.build(inputs)
        let range = configuration.sizeRange
        guard let root = generation.root else {
            return Built(generation: generation, component: inputs.root, layout: ComponentLayout(size: range.min))
        }
        // The root's lock guards the previous nodes' layout caches, which a path rebuild's layout reads.
        inputs.layoutLock?.lock()
        let layout = LayoutResolver.layout(root, thatFits: range, parentSize: range.max)
        inputs.layoutLock?.unlock()
        return Built(generation: generation, component: inputs.root, layout: layout)
    }

    /// Builds `requests`, independent of each other, on two threads when there are many.
    static func buildAll<Model: Sendable>(
        _ requests: [BuildRequest], _ configuration: DataSourceConfiguration<Model>
    ) -> [Built] {
        ParallelWork.map(requests.count) { _, index in build(requests[index], configuration) }
    }

    static func compute<Model: Sendable>(_ plan: Plan<Model>) -> Result<DataSourceChange<Model>, ChangesetError> {
        let previous = plan.previous
        let configuration = plan.configuration
        switch plan.work {
        case .invalid(let error):
            return .failure(error)
        case .rebuildAll(let requests):
            let flat = requests.flatMap { $0 }
            let built = buildAll(flat, configuration)
            var next = 0
            var sections: [[DataSourceItem<Model>]] = []
            var builtItems: [DataSourceChange<Model>.BuiltItem] = []
            var updated = Set<IndexPath>()
            for (section, items) in previous.sections.enumerated() {
                var newItems: [DataSourceItem<Model>] = []
                newItems.reserveCapacity(items.count)
                for (index, item) in items.enumerated() {
                    let result = built[next]
                    next += 1
                    let path = IndexPath(dataSourceItem: index, section: section)
                    newItems.append(makeItem(item.model, item.scopeRoot, result))
                    builtItems.append(makeBuiltItem(item.scopeRoot, result, path))
                    updated.insert(path)
                }
                sections.append(newItems)
            }
            return .success(
                DataSourceChange(
                    previousState: previous, state: DataSourceState(configuration: configuration, sections: sections),
                    appliedChanges: AppliedChanges(updatedIndexPaths: updated, userInfo: plan.userInfo),
                    builtItems: builtItems, removedRoots: [], deferredChangeset: nil))
        case .rebuild(let requests):
            let paths = requests.keys.sorted()
            let built = buildAll(paths.map { requests[$0]! }, configuration)
            var sections = previous.sections
            var builtItems: [DataSourceChange<Model>.BuiltItem] = []
            for (path, result) in zip(paths, built) {
                let item = sections[path[0]][path[1]]
                sections[path[0]][path[1]] = makeItem(item.model, item.scopeRoot, result)
                builtItems.append(makeBuiltItem(item.scopeRoot, result, path))
            }
            return .success(
                DataSourceChange(
                    previousState: previous, state: DataSourceState(configuration: configuration, sections: sections),
                    appliedChanges: AppliedChanges(updatedIndexPaths: Set(paths), userInfo: plan.userInfo),
                    builtItems: builtItems, removedRoots: [], deferredChangeset: nil))
        case .changeset(let changeset, let updates, let insertions, let viewport):
            return applyChangeset(
                changeset, updates: updates, insertions: insertions, viewport: viewport, plan: plan)
        }
    }

    private static func makeItem<Model: Sendable>(
        _ model: Model, _ root: ComponentRoot, _ built: Built
    ) -> DataSourceItem<Model> {
        DataSourceItem(
            model: model, rootLayout: built.layout, scopeRoot: root, component: built.component,
            generation: built.generation)
    }

    private static func makeBuiltItem<Model: Sendable>(
        _ root: ComponentRoot, _ built: Built, _ path: IndexPath
    ) -> DataSourceChange<Model>.BuiltItem {
        DataSourceChange<Model>.BuiltItem(
            root: root, generation: built.generation, component: built.component, layout: built.layout,
            indexPath: path)
    }

    private static func applyChangeset<Model: Sendable>(
        _ original: Changeset<Model>, updates: [IndexPath: BuildRequest], insertions: [IndexPath: BuildRequest],
        viewport: DataSourceViewport?, plan: Plan<Model>
    ) -> Result<DataSourceChange<Model>, ChangesetError> {
        let previous = plan.previous
        let configuration = plan.configuration
        let updatePaths = updates.keys.sorted()
        let builtUpdates = Dictionary(
            uniqueKeysWithValues: zip(updatePaths, buildAll(updatePaths.map { updates[$0]! }, configuration)))
        var changeset = original
        var deferred: Changeset<Model>?
        var builtInsertions: [IndexPath: Built] = [:]
        let insertionPaths = insertions.keys.sorted()
        if let viewport,
            let split = splitTail(
                original, insertionPaths: insertionPaths, builtUpdates: builtUpdates, viewport: viewport,
                previous: previous, build: { build(insertions[$0]!, configuration) })
        {
            builtInsertions = split.built
            let kept = Set(split.built.keys)
            changeset.insertedItems = original.insertedItems.filter { kept.contains($0.indexPath) }
            var rest = Changeset<Model>()
            rest.insertedItems = original.insertedItems.filter { !kept.contains($0.indexPath) }
            deferred = rest.insertedItems.isEmpty ? nil : rest
        } else {
            builtInsertions = Dictionary(
                uniqueKeysWithValues: zip(
                    insertionPaths, buildAll(insertionPaths.map { insertions[$0]! }, configuration)))
        }
        let sections = ChangesetApplication.apply(
            changeset, to: previous.sections,
            updated: { path, old, model in makeItem(model, old.scopeRoot, builtUpdates[path]!) },
            inserted: { path, model in makeItem(model, insertions[path]!.root, builtInsertions[path]!) })
        let applied = AppliedChanges(changeset, sectionCounts: previous.sectionCounts, userInfo: plan.userInfo)
        var builtItems: [DataSourceChange<Model>.BuiltItem] = []
        for path in updatePaths {
            guard let final = applied.finalUpdatedIndexPaths[path] else { continue }
            builtItems.append(makeBuiltItem(updates[path]!.root, builtUpdates[path]!, final))
        }
        for (path, _) in changeset.insertedItems {
            builtItems.append(makeBuiltItem(insertions[path]!.root, builtInsertions[path]!, path))
        }
        builtItems.sort { $0.indexPath < $1.indexPath }
        // Items that left: removed items, and the items of removed sections that were not moved out.
        var removedRoots: [ComponentRoot] = changeset.removedItems.sorted().map {
            previous.sections[$0[0]][$0[1]].scopeRoot
        }
        let moveSources = Set(changeset.movedItems.map(\.from))
        for section in Set(changeset.removedSections).sorted() {
            for (index, item) in previous.sections[section].enumerated() {
                let path = IndexPath(dataSourceItem: index, section: section)
                if !moveSources.contains(path), !changeset.removedItems.contains(path) {
                    removedRoots.append(item.scopeRoot)
                }
            }
        }
        return .success(
            DataSourceChange(
                previousState: previous, state: DataSourceState(configuration: configuration, sections: sections),
                appliedChanges: applied, builtItems: builtItems, removedRoots: removedRoots,
                deferredChangeset: deferred))
    }

    /// ComponentKit's split of tail insertions (`CKDataSourceSplitChangesetModification`). The content is
    /// the items left after the updates, removals, section removals and move sources are taken out. When
    /// it does not reach the viewport's bottom edge (offset + height), and the insertions of every section
    /// are contiguous at that section's tail (the last indexes of the section after the change, so
    /// insertions may go to the tails of several sections, new ones included), the insertions are built in
    /// index path order until the content reaches that edge. Returns the built ones (the rest are
    /// deferred), or nil when the changeset is not split.
    private static func splitTail<Model: Sendable>(
        _ changeset: Changeset<Model>, insertionPaths: [IndexPath], builtUpdates: [IndexPath: Built],
        viewport: DataSourceViewport, previous: DataSourceState<Model>, build: (IndexPath) -> Built
    ) -> (built: [IndexPath: Built], deferredCount: Int)? {
        guard !insertionPaths.isEmpty else { return nil }
        let limit = viewport.contentOffset.y + viewport.size.height
        var height = 0.0
        let removed = Set(changeset.removedItems)
        let removedSections = Set(changeset.removedSections)
        let moveSources = Set(changeset.movedItems.map(\.from))
        for (section, items) in previous.sections.enumerated() where !removedSections.contains(section) {
            for (index, item) in items.enumerated() {
                let path = IndexPath(dataSourceItem: index, section: section)
                if removed.contains(path) || moveSources.contains(path) { continue }
                height += builtUpdates[path]?.layout.size.height ?? item.rootLayout.size.height
            }
        }
        guard height < limit, areContiguousAtTails(insertionPaths, changeset, previous) else { return nil }
        var built: [IndexPath: Built] = [:]
        for path in insertionPaths {
            let item = build(path)
            built[path] = item
            height += item.layout.size.height
            if height >= limit { break }
        }
        return (built, insertionPaths.count - built.count)
    }

    /// Whether the insertions (sorted) of each section take the last indexes of that section after the
    /// change: then applying a prefix of them leaves the rest valid insertions at the same index paths.
    private static func areContiguousAtTails<Model: Sendable>(
        _ sortedPaths: [IndexPath], _ changeset: Changeset<Model>, _ previous: DataSourceState<Model>
    ) -> Bool {
        let finalCounts = ChangesetVerification.counts(previous.sectionCounts, after: changeset)
        var perSection: [Int: Int] = [:]
        for path in sortedPaths { perSection[path[0], default: 0] += 1 }
        var expected: (section: Int, item: Int)?
        for path in sortedPaths {
            if expected?.section != path[0] {
                guard finalCounts.indices.contains(path[0]) else { return false }
                expected = (path[0], finalCounts[path[0]] - perSection[path[0], default: 0])
            }
            guard path[1] == expected?.item else { return false }
            expected?.item += 1
        }
        return true
    }
}
