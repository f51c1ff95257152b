// Component collection view data source: a ComponentDataSource shown in a CollectionView — cells mount
// the items at their index paths, updates remount on screen, scrolling announces appearance.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@Suite("Component collection view data source")
@MainActor struct ComponentCollectionViewDataSourceTests {
    /// A 10×4 list of `count` one-row items in a window. The fixture holds the window: the application
    /// holds its windows weakly (as UIKit's scenes do), and a collection view outside a window is never laid
    /// out, so it would show no scrolling.
    @MainActor final class ListFixture {
        let screen: HeadlessScreen
        let window: Window
        let collectionView: CollectionView
        let adapter: ComponentCollectionViewDataSource<RowModel>

        init(_ count: Int) throws {
            screen = HeadlessScreen(width: 12, height: 6)
            window = Window(screen: screen)
            window.makeKeyAndVisible()
            let layout = CollectionViewListLayout()
            collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 10, height: 4), collectionViewLayout: layout)
            collectionView.showsVerticalScrollIndicator = false
            window.addSubview(collectionView)
            adapter = ComponentCollectionViewDataSource(
                collectionView: collectionView,
                configuration: DataSourceConfiguration<RowModel>(sizeRange: rowRange) { model, _ in
                    RowItem(model: model)
                },
                scheduler: screen.application)
            try adapter.dataSource.apply(initialChangeset([rows(0..<count)]), mode: .synchronous)
            screen.runUntilIdle()
        }
    }

    private func makeList(_ count: Int) throws -> ListFixture { try ListFixture(count) }

    /// Whether every visible cell shows the item at its index path (its root is attached to the cell).
    private func cellsShowTheirItems(_ collectionView: CollectionView, _ dataSource: ComponentDataSource<RowModel>)
        -> Bool
    {
        collectionView.visibleCells.allSatisfy { cell in
            guard let path = collectionView.indexPath(for: cell), let item = dataSource.state.item(at: path) else {
                return false
            }
            return item.scopeRoot.attachedView === cell.contentView
        }
    }

    @Test("each visible cell mounts the item at its index path; changesets become batch updates")
    func cellsMountItems() throws {
        let list = try makeList(50)
        let (screen, collectionView, adapter) = (list.screen, list.collectionView, list.adapter)
        #expect(collectionView.numberOfItems(inSection: 0) == 50)
        #expect(!collectionView.visibleCells.isEmpty)
        #expect(cellsShowTheirItems(collectionView, adapter.dataSource))
        try adapter.dataSource.apply(changeset(removed: [(0, 0)], moved: [((0, 3), (0, 0))], inserted: [(0, 2)]))
        screen.runUntilIdle()
        #expect(collectionView.numberOfItems(inSection: 0) == 50)
        #expect(cellsShowTheirItems(collectionView, adapter.dataSource))
        collectionView.contentOffset = CGPoint(x: 0, y: 20)
        screen.runUntilIdle()
        #expect(collectionView.indexPathsForVisibleItems.contains([0, 20]))
        #expect(!collectionView.indexPathsForVisibleItems.contains([0, 0]))
        #expect(cellsShowTheirItems(collectionView, adapter.dataSource))
        withExtendedLifetime(list) {}
    }

    @Test(
        "an update on screen remounts: [willUpdateComponent, willRemount, didRemount, didUpdateComponent]; off screen: [willUpdateComponent]"
    )
    func updatesOnAndOffScreen() throws {
        try withLifecycle { recorder, _ in
            let list = try makeList(50)
            let (screen, adapter) = (list.screen, list.adapter)
            let onScreen = try #require(rowController(adapter.dataSource, [0, 1]))
            let offScreen = try #require(rowController(adapter.dataSource, [0, 40]))
            recorder.reset()
            try adapter.dataSource.apply(changeset(updated: [(0, 1), (0, 40)]), mode: .asynchronous)
            screen.runUntilIdle()
            #expect(
                callbacks(recorder, onScreen) == [
                    "willUpdateComponent", "willRemount", "didRemount", "didUpdateComponent",
                ])
            #expect(callbacks(recorder, offScreen) == ["willUpdateComponent"])
            withExtendedLifetime(list) {}
        }
    }

    @Test(
        "a cell scrolled into view gets componentTreeWillAppear after its mount; one scrolled out componentTreeDidDisappear"
    )
    func appearance() throws {
        try withLifecycle { recorder, _ in
            let list = try makeList(50)
            let (screen, collectionView, adapter) = (list.screen, list.collectionView, list.adapter)
            let leaving = try #require(rowController(adapter.dataSource, [0, 0]))
            let entering = try #require(rowController(adapter.dataSource, [0, 30]))
            #expect(callbacks(recorder, leaving) == ["willMount", "didMount", "componentTreeWillAppear"])
            recorder.reset()
            collectionView.contentOffset = CGPoint(x: 0, y: 28)
            screen.runUntilIdle()
            #expect(callbacks(recorder, entering) == ["willMount", "didMount", "componentTreeWillAppear"])
            #expect(callbacks(recorder, leaving).first == "componentTreeDidDisappear")
            #expect(cellsShowTheirItems(collectionView, adapter.dataSource))
            withExtendedLifetime(list) {}
        }
    }

    @Test("removing a visible item invalidates its controller and tells no disappearance to it afterwards")
    func removalOfVisibleItem() throws {
        try withLifecycle { recorder, _ in
            let list = try makeList(10)
            let (screen, collectionView, adapter) = (list.screen, list.collectionView, list.adapter)
            let removed = try #require(rowController(adapter.dataSource, [0, 1]))
            recorder.reset()
            try adapter.dataSource.apply(changeset(removed: [(0, 1)]), mode: .synchronous)
            screen.runUntilIdle()
            #expect(callbacks(recorder, removed) == ["willUnmount", "didUnmount", "invalidateController"])
            #expect(collectionView.numberOfItems(inSection: 0) == 9)
            #expect(cellsShowTheirItems(collectionView, adapter.dataSource))
            withExtendedLifetime(list) {}
        }
    }
}
