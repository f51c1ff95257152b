// Component collection view resizing: an on-screen item whose update changes its size keeps its cell
// (reconfigured, not reloaded), remounts in place, and the list layout measures it again.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@Suite("Component collection view resizing")
@MainActor struct ComponentCollectionViewResizeTests {
    @Test(
        "an on-screen update that changes the item's height keeps its cell and remounts: [willUpdateComponent, willRemount, didRemount, didUpdateComponent]"
    )
    func resizedUpdateRemountsInPlace() throws {
        try withLifecycle { recorder, _ in
            let list = try ComponentCollectionViewDataSourceTests.ListFixture(50)
            let (screen, collectionView, adapter) = (list.screen, list.collectionView, list.adapter)
            let controller = try #require(rowController(adapter.dataSource, [0, 1]))
            let cell = try #require(collectionView.cellForItem(at: [0, 1]))
            recorder.reset()
            var changeset = Changeset<RowModel>()
            changeset.updateItem(at: [0, 1], with: RowModel(id: 1, text: "tall", height: 2))
            try adapter.dataSource.apply(changeset, mode: .asynchronous)
            screen.runUntilIdle()
            #expect(
                callbacks(recorder, controller) == [
                    "willUpdateComponent", "willRemount", "didRemount", "didUpdateComponent",
                ])
            #expect(collectionView.cellForItem(at: [0, 1]) === cell)
            #expect(cell.frame.height == 2)
            #expect(collectionView.cellForItem(at: [0, 2])?.frame.minY == 3)
            #expect(collectionView.contentSize.height == 51)
            withExtendedLifetime(list) {}
        }
    }
}
