// Changeset splitting, ComponentKit's rules (CKDataSourceSplitChangesetModification): insertions at the
// tails of several sections, new sections included; move sources not counted as content; content that
// reaches the viewport's bottom edge fills it; a viewport with no area counts as the bounding size.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@Suite("Changeset splitting rules")
@MainActor struct ChangesetSplittingRulesTests {
    private let splitting = ChangesetSplitting(viewportBoundingSize: LayoutSize(width: 10, height: 10))

    /// `count` insertions at `section`'s index paths from `first` on, models with ids from `id`.
    private func insertions(_ count: Int, section: Int, from first: Int, id: Int) -> [(IndexPath, RowModel)] {
        (0..<count).map { ([section, first + $0], RowModel(id: id + $0, text: "n\(id + $0)")) }
    }

    @Test("insertions at the tails of two sections are built in index path order until the viewport is filled")
    func tailsOfSeveralSections() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen, splitting: splitting)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        try dataSource.apply(initialChangeset([rows(0..<2), rows(2..<4)]), mode: .synchronous)
        let changeset = Changeset(
            insertedItems: insertions(10, section: 0, from: 2, id: 100) + insertions(10, section: 1, from: 2, id: 200))
        try dataSource.apply(changeset, mode: .synchronous, userInfo: ["tag": "append"])
        // 4 rows of content, then 6 of section 0's insertions reach the 10-row viewport's bottom edge.
        #expect(dataSource.state.models.map(\.count) == [8, 2])
        #expect(dataSource.hasPendingModifications)
        screen.runUntilIdle()
        #expect(dataSource.state.models.map(\.count) == [12, 12])
        #expect(dataSource.state.models[0].map(\.id) == [0, 1] + Array(100..<110))
        #expect(dataSource.state.models[1].map(\.id) == [2, 3] + Array(200..<210))
        #expect(log.tags == ["append", "append"])
    }

    @Test("insertions into a section the same changeset inserts are at its tail and split")
    func tailOfNewSection() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen, splitting: splitting)
        try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .synchronous)
        try dataSource.apply(
            Changeset(insertedSections: [1], insertedItems: insertions(20, section: 1, from: 0, id: 100)),
            mode: .synchronous)
        #expect(dataSource.state.models.map(\.count) == [2, 8])
        screen.runUntilIdle()
        #expect(dataSource.state.models.map(\.count) == [2, 20])
    }

    @Test("when one section's insertions do not take its last indexes the changeset is not split")
    func notAtEverySectionsTail() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen, splitting: splitting)
        try dataSource.apply(initialChangeset([rows(0..<2), rows(2..<4)]), mode: .synchronous)
        try dataSource.apply(
            Changeset(
                insertedItems: insertions(1, section: 0, from: 0, id: 100)
                    + insertions(20, section: 1, from: 2, id: 200)),
            mode: .synchronous)
        #expect(dataSource.state.models.map(\.count) == [3, 22])
        #expect(!dataSource.hasPendingModifications)
    }

    @Test("moved items do not count as content: the rest may leave room for a split")
    func moveSourcesAreNotContent() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen, splitting: splitting)
        try dataSource.apply(initialChangeset([rows(0..<12)]), mode: .synchronous)
        var changeset = Changeset<RowModel>(insertedItems: insertions(20, section: 0, from: 12, id: 100))
        changeset.moveItem(at: [0, 0], to: [0, 2])
        changeset.moveItem(at: [0, 2], to: [0, 0])
        changeset.moveItem(at: [0, 1], to: [0, 3])
        changeset.moveItem(at: [0, 3], to: [0, 1])
        try dataSource.apply(changeset, mode: .synchronous)
        // 12 rows less the 4 moved leave 8: two insertions reach the bottom edge.
        #expect(dataSource.state.models[0].map(\.id) == [2, 3, 0, 1] + Array(4..<12) + [100, 101])
        screen.runUntilIdle()
        #expect(dataSource.state.models[0].map(\.id) == [2, 3, 0, 1] + Array(4..<12) + Array(100..<120))
    }

    @Test("content that reaches the viewport's bottom edge exactly fills it: no split")
    func contentReachingTheEdge() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen, splitting: splitting)
        try dataSource.apply(initialChangeset([rows(0..<10)]), mode: .synchronous)
        try dataSource.apply(Changeset(insertedItems: insertions(5, section: 0, from: 10, id: 100)), mode: .synchronous)
        #expect(dataSource.state.numberOfItems(inSection: 0) == 15)
        #expect(!dataSource.hasPendingModifications)
    }

    @Test("a viewport with no area counts as the bounding size")
    func viewportWithoutArea() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen, splitting: splitting)
        dataSource.viewport = DataSourceViewport(size: LayoutSize(width: 0, height: 0))
        try dataSource.apply(initialChangeset([rows(0..<25)]), mode: .synchronous)
        #expect(dataSource.state.numberOfItems(inSection: 0) == 10)
        screen.runUntilIdle()
        #expect(dataSource.state.numberOfItems(inSection: 0) == 25)
    }

    @Test("pendingIndexPath follows an item through the queued changesets; nil when one removes it")
    func pendingIndexPath() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset([rows(0..<5)]), mode: .synchronous)
        try dataSource.apply(Changeset(insertedItems: insertions(2, section: 0, from: 0, id: 100)), mode: .asynchronous)
        try dataSource.apply(Changeset(removedItems: [[0, 4]]), mode: .asynchronous)
        #expect(dataSource.pendingIndexPath(ofItemAt: [0, 1]) == [0, 3])
        #expect(dataSource.pendingIndexPath(ofItemAt: [0, 2]) == nil)
        #expect(dataSource.pendingIndexPath(ofItemAt: [0, 9]) == nil)
        screen.runUntilIdle()
        #expect(dataSource.pendingIndexPath(ofItemAt: [0, 3]) == [0, 3])
    }
}
