// Tests of CollectionView: cells only for what is visible (plus overscan), recycling by reuse
// identifier, delegate call orders, selection by pointer and keys, batch updates with UIKit's index
// rules, layouts, and diagnostics for misuse.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("CollectionView")
@MainActor
struct CollectionViewTests {
    /// A 10×4 list collection view (one-line rows, no scroll indicator) over `sections`, in a window.
    private func makeList(
        _ sections: [[String]], height: CGFloat = 4
    ) -> (CollectionView, ArrayCollectionSource, WidgetTestHost) {
        let layout = CollectionViewListLayout()
        layout.itemHeight = 1
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 10, height: height), collectionViewLayout: layout)
        collectionView.showsVerticalScrollIndicator = false
        let source = ArrayCollectionSource(sections: sections)
        source.install(in: collectionView)
        let host = WidgetTestHost(width: 12, height: Int(height) + 1, collectionView)
        return (collectionView, source, host)
    }

    private func letters(_ count: Int) -> [String] { (0..<count).map { "item\($0)" } }

    @Test("only the cells in view plus a quarter-view overscan exist, and scrolling recycles them")
    func visibleOnlyAndReuse() {
        let (collectionView, source, host) = makeList([letters(100)])
        #expect(host.text == "item0\nitem1\nitem2\nitem3")
        // Rows 0–3 are visible; the overscan adds one row below (and none above the top).
        #expect(collectionView.indexPathsForVisibleItems == (0..<5).map { IndexPath(item: $0, section: 0) })
        #expect(source.cellsCreated == 5)
        collectionView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(host.text == "item10\nitem11\nitem12\nitem13")
        #expect(collectionView.indexPathsForVisibleItems == (9..<15).map { IndexPath(item: $0, section: 0) })
        // One more cell than before for the wider window; the rest came from the reuse queue.
        #expect(source.cellsCreated == 6)
        let reused = collectionView.visibleCells.compactMap { $0 as? TextCell }.filter { $0.reuseCount > 0 }
        #expect(reused.count == 5)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 12, section: 0))?.frame
                == CGRect(x: 0, y: 12, width: 10, height: 1))
    }

    @Test("scrolling 100,000 items one row at a time asks for one cell per row and never recounts")
    func constantCostScrolling() {
        final class CountingLayout: CollectionViewListLayout {
            var prepares = 0
            var elementsReturned = 0
            override func prepare() {
                prepares += 1
                super.prepare()
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
                let result = super.layoutAttributesForElements(in: rect)
                elementsReturned += result.count
                return result
            }
        }
        final class CountingSource: CollectionViewDataSource {
            var countQueries = 0
            var cellRequests = 0
            var cellsCreated = 0
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
                countQueries += 1
                return 100_000
            }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                cellRequests += 1
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                (cell as? TextCell)?.label.text = "\(indexPath.item)"
                return cell
            }
        }
        let layout = CountingLayout()
        layout.itemHeight = 1
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 10, height: 20), collectionViewLayout: layout)
        let source = CountingSource()
        collectionView.register(
            {
                source.cellsCreated += 1
                return TextCell(frame: .zero)
            }, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        let host = WidgetTestHost(width: 12, height: 21, collectionView)
        #expect(collectionView.contentSize.height == 100_000)
        let created = source.cellsCreated
        #expect(created == 25) // 20 rows + 5 of overscan below
        source.countQueries = 0
        source.cellRequests = 0
        layout.elementsReturned = 0
        let prepares = layout.prepares
        let steps = 200
        for step in 1...steps {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(50_000 + step))
            host.screen.runUntilIdle()
        }
        // The first step jumps to row 50,001 (a whole new window); every later step asks for one cell.
        #expect(source.cellRequests == 30 + (steps - 1))
        #expect(source.countQueries == 0)
        #expect(layout.prepares == prepares)
        // The layout answered for the visible rectangle only: about 30 elements per step.
        #expect(layout.elementsReturned <= steps * 31)
        // No cell was made after the first window: at most the 30 of one window plus the queue.
        #expect(source.cellsCreated <= 31)
        #expect(collectionView.subviews.count <= 32)
        #expect(host.screen.lines.first?.hasPrefix(String(50_000 + steps) + " ") == true)
    }

    @Test("display callbacks: cellForItemAt then willDisplay per item; a reload ends every display first")
    func displayOrder() {
        let (collectionView, source, host) = makeList([["a", "b", "c"]])
        #expect(
            source.log == [
                "cellForItemAt [0, 0]", "willDisplay a [0, 0]", "cellForItemAt [0, 1]", "willDisplay b [0, 1]",
                "cellForItemAt [0, 2]", "willDisplay c [0, 2]",
            ])
        source.log = []
        source.sections = [["x", "y"]]
        collectionView.reloadData()
        _ = host.text
        #expect(
            source.log == [
                "didEndDisplaying a [0, 0]", "didEndDisplaying b [0, 1]", "didEndDisplaying c [0, 2]",
                "cellForItemAt [0, 0]", "willDisplay x [0, 0]", "cellForItemAt [0, 1]", "willDisplay y [0, 1]",
            ])
        #expect(host.text == "x\ny")
    }

    @Test("a click highlights on press and selects on release, deselecting the previous item")
    func clickSelection() {
        let (collectionView, source, host) = makeList([["a", "b", "c"]])
        source.log = []
        host.screen.click(at: CGPoint(x: 2, y: 1))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        host.screen.pointerDown(at: CGPoint(x: 2, y: 2))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == true)
        host.screen.pointerUp(at: CGPoint(x: 2, y: 2))
        #expect(
            source.log == [
                "shouldHighlight [0, 1]", "didHighlight [0, 1]", "didUnhighlight [0, 1]", "shouldSelect [0, 1]",
                "didSelect [0, 1]",
                "shouldHighlight [0, 2]", "didHighlight [0, 2]", "didUnhighlight [0, 2]", "shouldSelect [0, 2]",
                "didDeselect [0, 1]", "didSelect [0, 2]",
            ])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == false)
    }

    @Test("dragging off the pressed item cancels it; shouldSelect false keeps the selection")
    func cancelledAndRefusedSelection() {
        let (collectionView, source, host) = makeList([["a", "b", "c"]])
        source.log = []
        host.screen.pointerDown(at: CGPoint(x: 2, y: 0))
        host.screen.pointerMove(at: CGPoint(x: 2, y: 2))
        host.screen.pointerUp(at: CGPoint(x: 2, y: 2))
        source.shouldSelect = { $0.item != 1 }
        host.screen.click(at: CGPoint(x: 2, y: 1))
        #expect(
            source.log == [
                "shouldHighlight [0, 0]", "didHighlight [0, 0]", "didUnhighlight [0, 0]",
                "shouldHighlight [0, 1]", "didHighlight [0, 1]", "didUnhighlight [0, 1]", "shouldSelect [0, 1]",
            ])
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("multiple selection: clicks toggle items, asking shouldDeselect for a selected one")
    func multipleSelection() {
        let (collectionView, source, host) = makeList([["a", "b", "c"]])
        collectionView.allowsMultipleSelection = true
        source.shouldHighlight = { _ in false }
        source.log = []
        host.screen.click(at: CGPoint(x: 1, y: 0))
        host.screen.click(at: CGPoint(x: 1, y: 2))
        host.screen.click(at: CGPoint(x: 1, y: 0))
        #expect(
            source.log == [
                "shouldHighlight [0, 0]", "shouldSelect [0, 0]", "didSelect [0, 0]",
                "shouldHighlight [0, 2]", "shouldSelect [0, 2]", "didSelect [0, 2]",
                "shouldHighlight [0, 0]", "shouldDeselect [0, 0]", "didDeselect [0, 0]",
            ])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("arrow keys move the selection and scroll it into view; Return performs the primary action")
    func keyboardSelection() {
        let (collectionView, source, host) = makeList([letters(3), letters(20)])
        #expect(collectionView.becomeFirstResponder())
        source.logsCellRequests = false
        source.log = []
        host.screen.sendKey(.down)
        host.screen.sendKey(.down)
        host.screen.sendKey(.up)
        host.screen.sendKey(.up)
        host.screen.sendKey(.enter)
        #expect(
            source.log == [
                "shouldSelect [0, 0]", "didSelect [0, 0]",
                "shouldSelect [0, 1]", "didDeselect [0, 0]", "didSelect [0, 1]",
                "shouldSelect [0, 0]", "didDeselect [0, 1]", "didSelect [0, 0]",
                "performPrimaryAction [0, 0]",
            ])
        // Down across the section boundary, End to the last item (scrolled into view at the bottom).
        for _ in 0..<3 { host.screen.sendKey(.down) }
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
        host.screen.sendKey(.end)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 19, section: 1)])
        #expect(collectionView.contentOffset.y == 19)
        #expect(host.text.split(separator: "\n").last == "item19")
        host.screen.sendKey(.home)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.contentOffset.y == 0)
    }

    @Test("Shift extends a multiple selection from the keyboard; a plain arrow replaces it")
    func keyboardExtendsSelection() {
        let (collectionView, _, host) = makeList([letters(5)])
        collectionView.allowsMultipleSelection = true
        #expect(collectionView.becomeFirstResponder())
        host.screen.sendKey(.down)
        host.screen.sendKey(.down, modifiers: .shift)
        host.screen.sendKey(.down, modifiers: .shift)
        #expect(collectionView.indexPathsForSelectedItems == (0..<3).map { IndexPath(item: $0, section: 0) })
        host.screen.sendKey(.down)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("batch updates: deletions and move sources before, insertions and destinations after")
    func batchUpdateIndexRules() {
        let (collectionView, source, host) = makeList([["a", "b", "c", "d", "e"]], height: 6)
        let cellA = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let cellD = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        source.log = []
        var completed: Bool?
        collectionView.performBatchUpdates(
            {
                // Recorded in an order UIKit does not care about.
                collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
                collectionView.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                source.sections = [["d", "a", "x", "c", "e"]]
            }, completion: { completed = $0 })
        #expect(completed == true)
        #expect(source.log == ["didEndDisplaying b [0, 1]", "cellForItemAt [0, 2]", "willDisplay x [0, 2]"])
        #expect(shownItems(collectionView) == ["[0, 0]=d", "[0, 1]=a", "[0, 2]=x", "[0, 3]=c", "[0, 4]=e"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellA)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellD)
        // "c" was selected and stays selected at its new place.
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(host.text == "d\na\nx\nc\ne")
    }

    @Test("sections inserted and deleted move the items of the others; reloads make new cells")
    func sectionUpdates() {
        let (collectionView, source, host) = makeList([["a"], ["b", "c"], ["d"]], height: 6)
        source.log = []
        collectionView.performBatchUpdates {
            collectionView.deleteSections(IndexSet(integer: 0))
            collectionView.insertSections(IndexSet(integer: 2))
            collectionView.reloadItems(at: [IndexPath(item: 1, section: 1)])
            source.sections = [["b", "C"], ["d"], ["n"]]
        }
        #expect(
            source.log == [
                "didEndDisplaying a [0, 0]", "didEndDisplaying c [1, 1]", "cellForItemAt [0, 1]",
                "willDisplay C [0, 1]",
                "cellForItemAt [2, 0]", "willDisplay n [2, 0]",
            ])
        #expect(shownItems(collectionView) == ["[0, 0]=b", "[0, 1]=C", "[1, 0]=d", "[2, 0]=n"])
        #expect(host.text == "b\nC\nd\nn")
    }

    @Test("a batch that does not match the new counts is reported with UIKit's reason and reloads")
    func invalidBatchIsReportedAndReloaded() {
        let (collectionView, source, host) = makeList([["a", "b"]])
        var completed: Bool?
        let diagnostics = collectDiagnostics {
            collectionView.performBatchUpdates(
                {
                    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                    source.sections = [["z", "a", "b", "c"]]
                }, completion: { completed = $0 })
        }
        #expect(completed == false)
        #expect(diagnostics.map(\.rule) == ["LIST-UPDATE"])
        #expect(
            diagnostics.first?.message
                == "Invalid update: invalid number of items in section 0. The number of items contained in an "
                + "existing section after the update (4) must be equal to the number of items contained in that "
                + "section before the update (2), plus or minus the number of items inserted or deleted from that "
                + "section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out); the data is reloaded instead")
        #expect(host.text == "z\na\nb\nc")
        #expect(shownItems(collectionView) == ["[0, 0]=z", "[0, 1]=a", "[0, 2]=b", "[0, 3]=c"])
    }

    nonisolated static let invalidBatches: [(String, String)] = [
        (
            "delete-out-of-range",
            "attempt to delete item [0, 9], but there are only 3 items in section 0 before the update"
        ),
        ("delete-twice", "attempt to delete item [0, 1] twice"),
        ("delete-and-reload", "attempt to delete and reload the same index path ([0, 1])"),
        ("move-deleted", "attempt to move item [0, 1], which is already being deleted"),
        (
            "insert-out-of-range",
            "attempt to insert item [0, 7], but there are only 3 items in section 0 after the update"
        ),
        ("section-out-of-range", "attempt to delete section 4, but there are only 1 sections before the update"),
    ]

    @Test("each kind of invalid batch names the rule it breaks", arguments: invalidBatches)
    func invalidBatchReasons(_ kind: String, _ reason: String) {
        let (collectionView, source, _) = makeList([["a", "b", "c"]])
        let diagnostics = collectDiagnostics {
            collectionView.performBatchUpdates {
                switch kind {
                case "delete-out-of-range": collectionView.deleteItems(at: [IndexPath(item: 9, section: 0)])
                case "delete-twice":
                    collectionView.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)])
                case "delete-and-reload":
                    collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                    collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
                case "move-deleted":
                    collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                    collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
                case "insert-out-of-range": collectionView.insertItems(at: [IndexPath(item: 7, section: 0)])
                default: collectionView.deleteSections(IndexSet(integer: 4))
                }
                source.sections = [["a", "b", "c"]]
            }
        }
        #expect(diagnostics.map(\.message) == ["Invalid update: \(reason); the data is reloaded instead"])
    }

    @Test("dequeueing an identifier nothing is registered for is reported and gets a plain cell")
    func unregisteredIdentifier() {
        final class Source: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
            }
        }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        let source = Source()
        collectionView.dataSource = source
        let diagnostics = collectDiagnostics { collectionView.layoutIfNeeded() }
        #expect(diagnostics.map(\.rule) == ["LIST-UNREGISTERED"])
        #expect(diagnostics.first?.message.contains("\"missing\"") == true)
        #expect(collectionView.visibleCells.count == 1)
    }

    @Test("a cell not made by a dequeue call is reported but shown")
    func undequeuedCell() {
        final class Source: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                CollectionViewCell(frame: .zero)
            }
        }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        let source = Source()
        collectionView.dataSource = source
        let diagnostics = collectDiagnostics { collectionView.layoutIfNeeded() }
        #expect(diagnostics.map(\.rule) == ["LIST-CELL"])
        #expect(collectionView.visibleCells.count == 1)
    }

    @Test("selecting or scrolling to an index path out of range is reported and ignored")
    func outOfRangeCalls() {
        let (collectionView, _, _) = makeList([["a"]])
        let diagnostics = collectDiagnostics {
            collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
            collectionView.scrollToItem(at: IndexPath(item: 0, section: 2), at: .top, animated: false)
        }
        #expect(diagnostics.map(\.rule) == ["LIST-INDEX", "LIST-INDEX"])
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("scrollToItem puts the item at the top, centre or bottom, or just into view")
    func scrollToItem() {
        let (collectionView, _, _) = makeList([letters(50)])
        let item = IndexPath(item: 20, section: 0)
        collectionView.scrollToItem(at: item, at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 20)
        collectionView.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 18.5)
        collectionView.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 17)
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: [], animated: false)
        #expect(collectionView.contentOffset.y == 27)
    }

    @Test("list layout headers come before their section's rows and show the data source's views")
    func listHeaders() {
        let layout = CollectionViewListLayout()
        layout.itemHeight = 1
        layout.headerHeight = 1
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 10, height: 6), collectionViewLayout: layout)
        collectionView.showsVerticalScrollIndicator = false
        let source = ArrayCollectionSource(sections: [["a", "b"], ["c"]])
        source.headers = ["H0", "H1"]
        source.install(in: collectionView)
        let host = WidgetTestHost(width: 10, height: 6, collectionView)
        #expect(host.text == "H0\na\nb\nH1\nc")
        #expect(
            collectionView.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 3, width: 10, height: 1))
        #expect(collectionView.contentSize == CGSize(width: 10, height: 5))
    }

    @Test("self-sizing list rows take their cells' measured heights")
    func selfSizingRows() {
        final class TallCell: CollectionViewCell {
            var lines = 1
            required init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: any Coder) { nil }
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: CGFloat(lines)) }
        }
        final class Source: CollectionViewDataSource {
            let heights = [1, 3, 2, 1]
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
                heights.count
            }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath)
                (cell as? TallCell)?.lines = heights[indexPath.item]
                return cell
            }
        }
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: CollectionViewListLayout())
        collectionView.register(TallCell.self, forCellWithReuseIdentifier: "tall")
        let source = Source()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.frame.minY) == [0, 1, 4, 6])
        #expect(collectionView.visibleCells.map(\.frame.height) == [1, 3, 2, 1])
        #expect(collectionView.contentSize.height == 7)
    }

    @Test("a flow layout fills lines across the view, spreading full lines to both edges")
    func flowLayoutGrid() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 4, height: 1)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        layout.headerReferenceSize = CGSize(width: 0, height: 1)
        layout.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 15, height: 8), collectionViewLayout: layout)
        collectionView.showsVerticalScrollIndicator = false
        let source = ArrayCollectionSource(sections: [["a", "b", "c", "d", "e"], ["f"]])
        source.headers = ["One", "Two"]
        source.install(in: collectionView)
        let host = WidgetTestHost(width: 15, height: 8, collectionView)
        // Three 4-wide items fit in 15 with at least 1 between; the spare point widens the gaps.
        #expect(
            collectionView.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 1, width: 4, height: 1), CGRect(x: 5.5, y: 1, width: 4, height: 1),
                CGRect(x: 11, y: 1, width: 4, height: 1), CGRect(x: 0, y: 3, width: 4, height: 1),
                CGRect(x: 5, y: 3, width: 4, height: 1), CGRect(x: 0, y: 6, width: 4, height: 1),
            ])
        #expect(host.text == "One\na     b    c\n\nd    e\n\nTwo\nf")
        #expect(collectionView.becomeFirstResponder())
        host.screen.sendKey(.down)
        host.screen.sendKey(.right)
        host.screen.sendKey(.down)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        host.screen.sendKey(.down)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
    }

    @Test("a horizontal flow layout fills columns top to bottom and scrolls sideways")
    func horizontalFlowLayout() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 3, height: 1)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 1
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 20, height: 2), collectionViewLayout: layout)
        let source = ArrayCollectionSource(sections: [["a", "b", "c", "d", "e"]])
        source.install(in: collectionView)
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.visibleCells.map(\.frame.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 1), CGPoint(x: 8, y: 0),
            ])
        #expect(collectionView.contentSize == CGSize(width: 11, height: 2))
    }
}
