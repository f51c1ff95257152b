// Component data source: applying changesets synchronously and asynchronously, listeners, reload and
// configuration ordering, precomputed changes, applied changes and splitting.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@Suite("Component data source")
@MainActor struct ComponentDataSourceTests {
    @Test("a synchronous changeset is applied at the call and announced with the previous and new state")
    func synchronousAnnouncement() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        let empty = dataSource.state
        try dataSource.apply(initialChangeset([rows(0..<3)]), mode: .synchronous, userInfo: ["tag": "first"])
        #expect(dataSource.state.models == [rows(0..<3)])
        #expect(log.order == ["will", "did"])
        let update = try #require(log.didApply.first)
        #expect(update.previousState.isSameState(as: empty))
        #expect(update.state.isSameState(as: dataSource.state))
        #expect(update.appliedChanges.insertedSections == IndexSet([0]))
        #expect(update.appliedChanges.insertedIndexPaths == [[0, 0], [0, 1], [0, 2]])
        #expect(log.tags == ["first"])
        #expect(shownTexts(dataSource.state) == [["r0", "r1", "r2"]])
    }

    @Test("an asynchronous changeset is announced only once built and applied, in submission order")
    func asynchronousAnnouncement() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .asynchronous, userInfo: ["tag": "1"])
        try dataSource.apply(changeset(inserted: [(0, 2)]), mode: .asynchronous, userInfo: ["tag": "2"])
        try dataSource.apply(changeset(removed: [(0, 0)]), mode: .asynchronous, userInfo: ["tag": "3"])
        #expect(dataSource.state.numberOfSections == 0)
        #expect(log.order.isEmpty)
        #expect(dataSource.hasPendingModifications)
        screen.runUntilIdle()
        #expect(log.tags == ["1", "2", "3"])
        #expect(log.order == ["will", "did", "will", "did", "will", "did"])
        #expect(dataSource.state.models == [[rows(1..<2)[0], RowModel(id: -1, text: "new")]])
        #expect(dataSource.lastTimings.backgroundMilliseconds > 0)
    }

    @Test("a synchronous changeset applies the queued asynchronous changesets first, in order")
    func synchronousFlushesQueuedChangesets() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        try dataSource.apply(initialChangeset([rows(0..<1)]), mode: .asynchronous, userInfo: ["tag": "a1"])
        try dataSource.apply(changeset(inserted: [(0, 1)]), mode: .asynchronous, userInfo: ["tag": "a2"])
        try dataSource.apply(changeset(updated: [(0, 1)]), mode: .synchronous, userInfo: ["tag": "s3"])
        #expect(log.tags == ["a1", "a2", "s3"])
        screen.runUntilIdle()
        #expect(log.tags == ["a1", "a2", "s3"])
        #expect(dataSource.state.models == [[rows(0..<1)[0], RowModel(id: -2, text: "upd")]])
    }

    @Test("reload async(1), reload sync(2), reload async(3) applies [sync(2), async(3)]; async(1) never")
    func reloadOrdering() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .synchronous)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        dataSource.reload(mode: .asynchronous, userInfo: ["tag": "async 1"])
        dataSource.reload(mode: .synchronous, userInfo: ["tag": "sync 2"])
        dataSource.reload(mode: .asynchronous, userInfo: ["tag": "async 3"])
        screen.runUntilIdle()
        #expect(log.tags == ["sync 2", "async 3"])
        #expect(log.didApply.last?.appliedChanges.updatedIndexPaths == [[0, 0], [0, 1]])
    }

    @Test("a configuration update rebuilds every item with the new provider; a synchronous one cancels queued ones")
    func configurationUpdate() throws {
        try withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 20, height: 10)
            let dataSource = makeRowDataSource(screen)
            try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .synchronous)
            let controller = try #require(rowController(dataSource, [0, 1]))
            let log = UpdateLog<RowModel>()
            dataSource.addListener(log)
            var upper = dataSource.configuration
            upper.componentProvider = { model, _ in
                RowItem(model: RowModel(id: model.id, text: model.text.uppercased()))
            }
            var dropped = dataSource.configuration
            dropped.componentProvider = { model, _ in RowLeaf(text: "leaf \(model.id)", height: 1) }
            dataSource.updateConfiguration(dropped, mode: .asynchronous, userInfo: ["tag": "dropped"])
            dataSource.updateConfiguration(upper, mode: .synchronous, userInfo: ["tag": "upper"])
            screen.runUntilIdle()
            #expect(log.tags == ["upper"])
            #expect(shownTexts(dataSource.state) == [["R0", "R1"]])
            #expect(rowController(dataSource, [0, 1]) === controller)
            // A configuration whose components have no controller invalidates the old ones.
            dataSource.updateConfiguration(dropped, mode: .synchronous)
            #expect(shownTexts(dataSource.state) == [["leaf 0", "leaf 1"]])
            #expect(callbacks(recorder, controller) == ["willUpdateComponent", "invalidateController"])
        }
    }

    @Test("applyChange applies a precomputed change only while the state has not moved on; verifyChange tells")
    func precomputedChanges() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .synchronous)
        let change = try dataSource.change(for: changeset(inserted: [(0, 2)]))
        #expect(dataSource.state.models == [rows(0..<2)])
        #expect(dataSource.verifyChange(change))
        #expect(dataSource.applyChange(change))
        #expect(dataSource.state.models == [rows(0..<2) + [RowModel(id: -1, text: "new")]])
        let stale = try dataSource.change(for: changeset(removed: [(0, 0)]))
        try dataSource.apply(changeset(updated: [(0, 1)]), mode: .synchronous)
        let current = dataSource.state
        #expect(!dataSource.verifyChange(stale))
        #expect(!dataSource.applyChange(stale))
        #expect(dataSource.state.isSameState(as: current))
        #expect(throws: ChangesetError.self) { try dataSource.change(for: changeset(removed: [(0, 9)])) }
    }

    @Test("an invalid changeset is reported with its index path and rule and leaves state and queue unchanged")
    func invalidChangesetReported() throws {
        try withLifecycle { _, checker in
            let screen = HeadlessScreen(width: 20, height: 10)
            let dataSource = makeRowDataSource(screen)
            try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .synchronous)
            let before = dataSource.state
            let error = #expect(throws: ChangesetError.self) {
                try dataSource.apply(changeset(updated: [(0, 0)], removed: [(0, 0)]), mode: .synchronous)
            }
            #expect(error?.indexPath == [0, 0])
            #expect(error?.rule == .removedAndUpdated)
            #expect(dataSource.state.isSameState(as: before))
            #expect(!dataSource.hasPendingModifications)
            let diagnostic = try #require(checker.diagnostics.first)
            #expect(diagnostic.rule == "C-DATASOURCE-CHANGESET")
            #expect(diagnostic.message.contains("[0, 0]"))
            #expect(diagnostic.message.contains("removedAndUpdated"))
        }
    }

    @Test("moves, swaps and moves out of removed sections give the plain-array model's contents")
    func movesAndSwaps() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        let initial = [rows(0..<4), rows(4..<7), rows(7..<9)]
        try dataSource.apply(initialChangeset(initial), mode: .synchronous)
        var expected = initial
        let changesets = [
            changeset(moved: [((0, 0), (0, 3)), ((0, 3), (0, 0))]), // swap first and last
            changeset(moved: [((0, 1), (1, 0)), ((1, 2), (0, 1))]), // swap across sections
            changeset(removedSections: [2], moved: [((2, 0), (0, 0))], insertedSections: [0]),
            changeset(updated: [(1, 0)], moved: [((1, 0), (0, 0))]), // an updated item carries its update
        ]
        for change in changesets {
            try dataSource.apply(change, mode: .synchronous)
            expected = referenceApply(change, to: expected)
            #expect(dataSource.state.models == expected)
        }
        #expect(expected[0][1].id == 7)
        #expect(shownTexts(dataSource.state) == expected.map { $0.map(\.text) })
    }
}

@Suite("Applied changes")
@MainActor struct AppliedChangesTests {
    private func applied(_ counts: [Int], _ change: Changeset<RowModel>) throws -> AppliedChanges {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset(modelsForCounts(counts)), mode: .synchronous)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        try dataSource.apply(change, mode: .synchronous)
        return try #require(log.didApply.first?.appliedChanges)
    }

    @Test("the parts of a changeset are reported in their index spaces, with the user info")
    func parts() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset(modelsForCounts([3, 3])), mode: .synchronous)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        try dataSource.apply(
            changeset(
                updated: [(0, 0)], removed: [(0, 1)], removedSections: [1], moved: [((0, 2), (1, 0))],
                insertedSections: [1], inserted: [(0, 1)]),
            mode: .synchronous, userInfo: ["tag": "parts"])
        let changes = try #require(log.didApply.first?.appliedChanges)
        #expect(changes.updatedIndexPaths == [[0, 0]])
        #expect(changes.removedIndexPaths == [[0, 1]])
        #expect(changes.removedSections == IndexSet([1]))
        #expect(changes.movedIndexPaths == [[0, 2]: [1, 0]])
        #expect(changes.insertedSections == IndexSet([1]))
        #expect(changes.insertedIndexPaths == [[0, 1]])
        #expect(changes.userInfo["tag"] as? String == "parts")
    }

    @Test("an updated item's final index path follows removals before it (update (0,5), remove (0,2)…(0,4) → (0,2))")
    func throughRemovals() throws {
        let changes = try applied([6], changeset(updated: [(0, 5)], removed: [(0, 2), (0, 3), (0, 4)]))
        #expect(changes.finalUpdatedIndexPaths == [[0, 5]: [0, 2]])
    }

    @Test("an updated item's final index path follows insertions before it and inserted sections")
    func throughInsertions() throws {
        let changes = try applied(
            [3, 3], changeset(updated: [(0, 1), (1, 2)], insertedSections: [0], inserted: [(1, 0)]))
        #expect(changes.finalUpdatedIndexPaths == [[0, 1]: [1, 2], [1, 2]: [2, 2]])
    }

    @Test("an updated item's final index path follows removed sections and moves; a moved one is its destination")
    func throughMovesAndSectionRemovals() throws {
        let changes = try applied(
            [3, 3, 3], changeset(updated: [(2, 0), (1, 1)], removedSections: [0], moved: [((1, 1), (0, 0))]))
        #expect(changes.finalUpdatedIndexPaths == [[2, 0]: [1, 0], [1, 1]: [0, 0]])
    }

    @Test("without structural changes updated index paths map to themselves")
    func identity() throws {
        let changes = try applied([3], changeset(updated: [(0, 2)]))
        #expect(changes.finalUpdatedIndexPaths == [[0, 2]: [0, 2]])
    }
}

@Suite("Changeset splitting")
@MainActor struct ChangesetSplittingTests {
    private let splitting = ChangesetSplitting(viewportBoundingSize: LayoutSize(width: 10, height: 10))

    @Test(
        "a tail insertion that overflows the viewport is applied up to the item that reaches its bottom edge, the rest after"
    )
    func tailInsertionSplits() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen, splitting: splitting)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        try dataSource.apply(initialChangeset([rows(0..<25)]), mode: .synchronous, userInfo: ["tag": "append"])
        // Rows of height 1: the 10th reaches the 10-high viewport's bottom edge and is the last included.
        #expect(dataSource.state.models == [rows(0..<10)])
        #expect(dataSource.hasPendingModifications)
        screen.runUntilIdle()
        #expect(dataSource.state.models == [rows(0..<25)])
        #expect(log.tags == ["append", "append"])
        #expect(
            log.didApply.last?.appliedChanges.insertedIndexPaths == Set((10..<25).map { IndexPath(indexes: [0, $0]) }))
    }

    @Test("insertions that are not at the tail, or content that already fills the viewport, are not split")
    func notSplit() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen, splitting: splitting)
        try dataSource.apply(initialChangeset([rows(0..<4)]), mode: .synchronous)
        try dataSource.apply(
            Changeset(
                insertedItems: rows(10..<30).enumerated().map { (IndexPath(indexes: [0, $0.offset]), $0.element) }),
            mode: .synchronous)
        #expect(dataSource.state.numberOfItems(inSection: 0) == 24)
        try dataSource.apply(
            Changeset(insertedItems: [(IndexPath(indexes: [0, 24]), RowModel(id: 99, text: "tail"))]),
            mode: .synchronous)
        #expect(dataSource.state.numberOfItems(inSection: 0) == 25)
        #expect(!dataSource.hasPendingModifications)
    }

    @Test("the viewport's offset decides where the content overflows")
    func viewportOffset() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen, splitting: splitting)
        dataSource.viewport = DataSourceViewport(
            size: LayoutSize(width: 10, height: 5), contentOffset: LayoutPoint(x: 0, y: 3))
        try dataSource.apply(initialChangeset([rows(0..<20)]), mode: .synchronous)
        #expect(dataSource.state.numberOfItems(inSection: 0) == 8)
        screen.runUntilIdle()
        #expect(dataSource.state.numberOfItems(inSection: 0) == 20)
    }
}
