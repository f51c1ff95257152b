// Component table view data source: a ComponentDataSource shown in a TableView — rows mount the items at
// their index paths, selection is told with the item's model, the Delete key removes an item with a
// changeset, rows are as tall as their items (plus the separator), and resized items are measured again.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@Suite("Component table view data source")
@MainActor struct ComponentTableViewDataSourceTests {
    /// A 10×4 table of `count` one-row items in a window (held: the application holds windows weakly).
    @MainActor final class TableFixture {
        let screen: HeadlessScreen
        let window: Window
        let tableView: TableView
        let adapter: ComponentTableViewDataSource<RowModel>
        let log = UpdateLog<RowModel>()

        init(_ count: Int, separators: Bool = false) throws {
            screen = HeadlessScreen(width: 12, height: 6)
            window = Window(screen: screen)
            window.makeKeyAndVisible()
            tableView = TableView(frame: CGRect(x: 0, y: 0, width: 10, height: 4), style: .plain)
            tableView.showsVerticalScrollIndicator = false
            if !separators { tableView.separatorStyle = .none }
            window.addSubview(tableView)
            adapter = ComponentTableViewDataSource(
                tableView: tableView,
                configuration: DataSourceConfiguration<RowModel>(sizeRange: rowRange) { model, _ in
                    RowItem(model: model)
                },
                scheduler: screen.application)
            adapter.dataSource.addListener(log)
            try adapter.dataSource.apply(initialChangeset([rows(0..<count)]), mode: .synchronous)
            screen.runUntilIdle()
        }

        /// Whether every visible row shows the item at its index path (its root is attached to the cell).
        var rowsShowTheirItems: Bool {
            tableView.visibleCells.allSatisfy { cell in
                guard let path = tableView.indexPath(for: cell), let item = adapter.dataSource.state.item(at: path)
                else { return false }
                return item.scopeRoot.attachedView === cell.contentView
            }
        }

        var ids: [Int] { adapter.dataSource.state.models.first?.map(\.id) ?? [] }
    }

    @Test("each visible row mounts the item at its index path; changesets become batch updates of the table")
    func rowsMountItems() throws {
        let table = try TableFixture(30)
        #expect(table.tableView.numberOfRows(inSection: 0) == 30)
        #expect(table.tableView.visibleCells.count >= 4)
        #expect(table.rowsShowTheirItems)
        try table.adapter.dataSource.apply(
            changeset(removed: [(0, 0)], moved: [((0, 3), (0, 0))], inserted: [(0, 2)]), mode: .asynchronous)
        table.screen.runUntilIdle()
        #expect(table.tableView.numberOfRows(inSection: 0) == 30)
        #expect(table.ids.prefix(4) == [3, 1, -1, 2])
        #expect(table.rowsShowTheirItems)
        table.tableView.contentOffset = CGPoint(x: 0, y: 20)
        table.screen.runUntilIdle()
        #expect(table.tableView.indexPathsForVisibleRows?.contains([0, 20]) == true)
        #expect(table.rowsShowTheirItems)
        withExtendedLifetime(table) {}
    }

    @Test("Delete on the selected row removes its item with a synchronous changeset: invalidated, and the row goes")
    func deleteKeyRemovesItem() throws {
        try withLifecycle { recorder, _ in
            let table = try TableFixture(6)
            table.adapter.deletionUserInfo = ["tag": "delete"]
            let removed = try #require(rowController(table.adapter.dataSource, [0, 1]))
            #expect(table.tableView.becomeFirstResponder())
            table.screen.sendKey(.down)
            table.screen.sendKey(.down)
            recorder.reset()
            table.screen.sendKey(.delete)
            #expect(table.ids == [0, 2, 3, 4, 5])
            #expect(table.tableView.numberOfRows(inSection: 0) == 5)
            #expect(table.log.didApply.last?.appliedChanges.removedIndexPaths == [[0, 1]])
            #expect(table.log.tags.last == "delete")
            #expect(callbacks(recorder, removed) == ["willUnmount", "didUnmount", "invalidateController"])
            #expect(table.rowsShowTheirItems)
            withExtendedLifetime(table) {}
        }
    }

    @Test("a row whose item canDeleteItem refuses is not deleted")
    func deletionRefused() throws {
        let table = try TableFixture(4)
        table.adapter.canDeleteItem = { _, model in model.id != 1 }
        #expect(table.tableView.becomeFirstResponder())
        table.screen.sendKey(.down)
        table.screen.sendKey(.down)
        table.screen.sendKey(.delete)
        #expect(table.ids == [0, 1, 2, 3])
        table.screen.sendKey(.down)
        table.screen.sendKey(.delete)
        #expect(table.ids == [0, 1, 3])
        withExtendedLifetime(table) {}
    }

    @Test("deleting a row while an asynchronous changeset is queued removes the row's item, where it will be")
    func deletionWithQueuedChangeset() throws {
        let table = try TableFixture(4)
        try table.adapter.dataSource.apply(changeset(inserted: [(0, 0)]), mode: .asynchronous)
        // The table still shows [0, 1, 2, 3]: its row 1 is item 1, at [0, 2] once the insertion is applied.
        table.adapter.tableView(table.tableView, commit: .delete, forRowAt: [0, 1])
        table.screen.runUntilIdle()
        #expect(table.ids == [-1, 0, 2, 3])
        #expect(table.tableView.numberOfRows(inSection: 0) == 4)
        #expect(table.rowsShowTheirItems)
        withExtendedLifetime(table) {}
    }

    @Test("selecting a row tells didSelectItem its index path and its item's model")
    func selection() throws {
        let table = try TableFixture(4)
        var selected: [(IndexPath, Int)] = []
        table.adapter.didSelectItem = { path, model in selected.append((path, model.id)) }
        table.screen.click(at: CGPoint(x: 3, y: 2))
        #expect(selected.map(\.0) == [[0, 2]])
        #expect(selected.map(\.1) == [2])
        withExtendedLifetime(table) {}
    }

    @Test("a row is as tall as its item, plus a line for the separator when the table shows separators")
    func rowHeights() throws {
        let plain = try TableFixture(4)
        #expect(plain.tableView.rectForRow(at: [0, 1]) == CGRect(x: 0, y: 1, width: 10, height: 1))
        let separated = try TableFixture(4, separators: true)
        #expect(separated.tableView.rectForRow(at: [0, 1]) == CGRect(x: 0, y: 2, width: 10, height: 2))
        withExtendedLifetime((plain, separated)) {}
    }

    @Test("an update that changes an item's height reconfigures its row in place: the same cell, measured again")
    func resizedItemReconfigured() throws {
        let table = try TableFixture(4)
        let cell = try #require(table.tableView.cellForRow(at: [0, 1]))
        try table.adapter.dataSource.apply(
            Changeset(updatedItems: [(IndexPath(indexes: [0, 1]), RowModel(id: 1, text: "tall", height: 3))]),
            mode: .synchronous)
        table.screen.runUntilIdle()
        #expect(table.tableView.cellForRow(at: [0, 1]) === cell)
        #expect(table.tableView.rectForRow(at: [0, 1]) == CGRect(x: 0, y: 1, width: 10, height: 3))
        #expect(table.tableView.rectForRow(at: [0, 2]) == CGRect(x: 0, y: 4, width: 10, height: 1))
        withExtendedLifetime(table) {}
    }

    @Test(
        "a row scrolled into view gets componentTreeWillAppear after its mount; one scrolled out componentTreeDidDisappear"
    )
    func appearance() throws {
        try withLifecycle { recorder, _ in
            let table = try TableFixture(50)
            let leaving = try #require(rowController(table.adapter.dataSource, [0, 0]))
            let entering = try #require(rowController(table.adapter.dataSource, [0, 30]))
            #expect(callbacks(recorder, leaving) == ["willMount", "didMount", "componentTreeWillAppear"])
            recorder.reset()
            table.tableView.contentOffset = CGPoint(x: 0, y: 28)
            table.screen.runUntilIdle()
            #expect(callbacks(recorder, entering) == ["willMount", "didMount", "componentTreeWillAppear"])
            #expect(callbacks(recorder, leaving).first == "componentTreeDidDisappear")
            #expect(table.rowsShowTheirItems)
            withExtendedLifetime(table) {}
        }
    }
}
