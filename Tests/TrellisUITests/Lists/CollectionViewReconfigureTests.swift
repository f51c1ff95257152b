// Tests of CollectionView.reconfigureItems(at:): the data source is asked for a displayed cell again and
// its dequeue hands back that same cell (UIKit 15), in and outside batch updates, with re-measuring and
// diagnostics for misuse.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("CollectionView reconfigureItems")
@MainActor
struct CollectionViewReconfigureTests {
    /// A 10×4 list collection view (one-line rows) over `sections`, in a window.
    private func makeList(_ sections: [[String]]) -> (CollectionView, ArrayCollectionSource, WidgetTestHost) {
        let layout = CollectionViewListLayout()
        layout.itemHeight = 1
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 10, height: 4), collectionViewLayout: layout)
        collectionView.showsVerticalScrollIndicator = false
        let source = ArrayCollectionSource(sections: sections)
        source.install(in: collectionView)
        let host = WidgetTestHost(width: 12, height: 5, collectionView)
        return (collectionView, source, host)
    }

    @Test(
        "reconfiguring asks the data source again and gets the displayed cell back: no new cell, no reuse, no display calls"
    )
    func reconfigureKeepsTheCell() throws {
        let (collectionView, source, host) = makeList([["a", "b", "c"]])
        let cell = try #require(collectionView.cellForItem(at: [0, 1]) as? TextCell)
        let reuseCount = cell.reuseCount
        let created = source.cellsCreated
        source.log = []
        source.sections = [["a", "B", "c"]]
        collectionView.reconfigureItems(at: [[0, 1]])
        #expect(source.log == ["cellForItemAt [0, 1]"])
        #expect(collectionView.cellForItem(at: [0, 1]) === cell)
        #expect(cell.reuseCount == reuseCount)
        #expect(source.cellsCreated == created)
        #expect(shownItems(collectionView) == ["[0, 0]=a", "[0, 1]=B", "[0, 2]=c"])
        #expect(host.text == "a\nB\nc")
    }

    @Test("in a batch, reconfigured index paths are those before the update and the cell follows its item")
    func reconfigureInBatch() throws {
        let (collectionView, source, host) = makeList([["a", "b", "c"]])
        let cell = try #require(collectionView.cellForItem(at: [0, 2]))
        source.log = []
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [[0, 0]])
            collectionView.reconfigureItems(at: [[0, 2]])
            source.sections = [["b", "C"]]
        }
        #expect(source.log == ["didEndDisplaying a [0, 0]", "cellForItemAt [0, 1]"])
        #expect(collectionView.cellForItem(at: [0, 1]) === cell)
        #expect(host.text == "b\nC")
    }

    @Test("an item not displayed is not asked for when reconfigured, but when it comes into view")
    func reconfigureOffScreen() {
        let (collectionView, source, host) = makeList([(0..<20).map { "item\($0)" }])
        source.log = []
        source.sections[0][15] = "fifteen"
        collectionView.reconfigureItems(at: [[0, 15]])
        #expect(source.log.isEmpty)
        collectionView.contentOffset = CGPoint(x: 0, y: 15)
        collectionView.layoutIfNeeded()
        #expect(shownItems(collectionView).contains("[0, 15]=fifteen"))
        #expect(host.text.hasPrefix("fifteen"))
    }

    @Test("a self-sizing layout measures a reconfigured cell again")
    func reconfigureRemeasures() {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: CollectionViewListLayout())
        collectionView.register(TallCell.self, forCellWithReuseIdentifier: "tall")
        let source = TallSource(heights: [1, 1, 2])
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.frame.height) == [1, 1, 2])
        let cell = collectionView.cellForItem(at: [0, 1])
        source.heights[1] = 3
        collectionView.reconfigureItems(at: [[0, 1]])
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: [0, 1]) === cell)
        #expect(collectionView.visibleCells.map(\.frame.minY) == [0, 1, 4])
        #expect(collectionView.visibleCells.map(\.frame.height) == [1, 3, 2])
        #expect(collectionView.contentSize.height == 6)
    }

    @Test("after a batch update, displayed self-sized cells keep their measured heights")
    func batchUpdateKeepsMeasuredHeights() {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: CollectionViewListLayout())
        collectionView.register(TallCell.self, forCellWithReuseIdentifier: "tall")
        let source = TallSource(heights: [1, 3, 2])
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.frame.height) == [1, 3, 2])
        source.heights.append(2)
        collectionView.insertItems(at: [[0, 3]])
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.frame.minY) == [0, 1, 4, 6])
        #expect(collectionView.visibleCells.map(\.frame.height) == [1, 3, 2, 2])
        #expect(collectionView.contentSize.height == 8)
    }

    @Test("reconfiguring a deleted item is an invalid update, reported with its index path")
    func reconfigureDeletedItem() {
        let (collectionView, source, _) = makeList([["a", "b", "c"]])
        let diagnostics = collectDiagnostics {
            collectionView.performBatchUpdates {
                collectionView.deleteItems(at: [[0, 1]])
                collectionView.reconfigureItems(at: [[0, 1]])
                source.sections = [["a", "c"]]
            }
        }
        #expect(
            diagnostics.map(\.message) == [
                "Invalid update: attempt to delete and reconfigure the same index path ([0, 1]); the data is reloaded instead"
            ])
        collectionView.layoutIfNeeded()
        #expect(shownItems(collectionView) == ["[0, 0]=a", "[0, 1]=c"])
    }

    @Test(
        "a data source that returns another cell when reconfiguring is reported; that cell replaces the displayed one")
    func reconfigureWithAnotherCell() throws {
        final class Source: CollectionViewDataSource, CollectionViewDelegate {
            var texts = ["a", "b", "c"]
            var identifier = "cell"
            var log: [String] = []
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
                texts.count
            }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
                (cell as? TextCell)?.label.text = texts[indexPath.item]
                return cell
            }
            func collectionView(
                _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
            ) { log.append("willDisplay \((cell as? TextCell)?.label.text ?? "?") \(indexPath)") }
            func collectionView(
                _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                forItemAt indexPath: IndexPath
            ) { log.append("didEndDisplaying \((cell as? TextCell)?.label.text ?? "?") \(indexPath)") }
        }
        let layout = CollectionViewListLayout()
        layout.itemHeight = 1
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 10, height: 4), collectionViewLayout: layout)
        collectionView.showsVerticalScrollIndicator = false
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "other")
        let source = Source()
        collectionView.dataSource = source
        collectionView.delegate = source
        let host = WidgetTestHost(width: 12, height: 5, collectionView)
        let old = try #require(collectionView.cellForItem(at: [0, 1]))
        source.log = []
        source.identifier = "other"
        source.texts[1] = "B"
        let diagnostics = collectDiagnostics { collectionView.reconfigureItems(at: [[0, 1]]) }
        #expect(diagnostics.map(\.rule) == ["LIST-CELL"])
        #expect(source.log == ["didEndDisplaying b [0, 1]", "willDisplay B [0, 1]"])
        let new = try #require(collectionView.cellForItem(at: [0, 1]))
        #expect(new !== old && new.reuseIdentifier == "other")
        #expect(host.text == "a\nB\nc")
    }
}

/// A cell as tall as its number of lines.
@MainActor private final class TallCell: CollectionViewCell {
    var lines = 1
    required init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: any Coder) { nil }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: CGFloat(lines)) }
}

/// One section of `TallCell`s ("tall") of the given heights.
@MainActor private final class TallSource: CollectionViewDataSource {
    var heights: [Int]
    init(heights: [Int]) { self.heights = heights }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        heights.count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath)
        (cell as? TallCell)?.lines = heights[indexPath.item]
        return cell
    }
}
