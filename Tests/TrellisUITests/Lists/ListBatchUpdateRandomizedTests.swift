// A seeded randomized test of batch updates: random deletions, insertions, moves, reloads and section
// changes applied to a collection view and to a plain array model built independently from UIKit's
// rules, with random scrolling; after every step each visible cell shows the model's item at its index
// path and exactly the items in view (plus overscan) have cells.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("List batch updates (randomized)")
@MainActor
struct ListBatchUpdateRandomizedTests {
    /// One random valid batch over `old`: what to tell the collection view, and the model after it.
    struct RandomBatch {
        var deletedSections = IndexSet()
        var insertedSections = IndexSet()
        var deletedItems: [IndexPath] = []
        var insertedItems: [IndexPath] = []
        var reloadedItems: [IndexPath] = []
        var moves: [(IndexPath, IndexPath)] = []
        var model: [[String]] = []
    }

    /// Builds a batch by choosing what leaves the old model and where new and moved items land in the
    /// new one, then assembles the new model position by position (no index arithmetic shared with
    /// the code under test).
    static func randomBatch(
        _ old: [[String]], serial: inout Int, rng: inout SeededRandomNumberGenerator
    ) -> RandomBatch {
        var batch = RandomBatch()
        func fresh() -> String {
            serial += 1
            return "n\(serial)"
        }
        // Sections deleted (old indices).
        for section in old.indices where old.count > 1 && Int.random(in: 0..<12, using: &rng) == 0 {
            batch.deletedSections.insert(section)
        }
        // Per surviving old section: items deleted, moved away, reloaded; the rest stay in order.
        var remaining: [[String]] = []
        var moving: [(from: IndexPath, value: String)] = []
        for (section, items) in old.enumerated() where !batch.deletedSections.contains(section) {
            var kept: [String] = []
            for (item, value) in items.enumerated() {
                let path = IndexPath(item: item, section: section)
                switch Int.random(in: 0..<20, using: &rng) {
                case 0, 1: batch.deletedItems.append(path)
                case 2: moving.append((path, value))
                case 3:
                    batch.reloadedItems.append(path)
                    kept.append(value + "'")
                default: kept.append(value)
                }
            }
            remaining.append(kept)
        }
        // New sections: the survivors in order, with new ones inserted at random places.
        var newSections: [(inserted: Bool, items: [String])] = remaining.map { (false, $0) }
        for _ in 0..<Int.random(in: 0..<3, using: &rng) where Int.random(in: 0..<4, using: &rng) == 0 {
            let place = Int.random(in: 0...newSections.count, using: &rng)
            newSections.insert((true, (0..<Int.random(in: 0..<4, using: &rng)).map { _ in fresh() }), at: place)
        }
        for (index, section) in newSections.enumerated() where section.inserted { batch.insertedSections.insert(index) }
        let targets = newSections.indices.filter { !newSections[$0].inserted }
        // Arrivals per new section: insertions and moved items, at random final positions.
        var arrivals: [Int: [(value: String, moveFrom: IndexPath?)]] = [:]
        for move in moving {
            guard let target = targets.randomElement(using: &rng) else {
                batch.deletedItems.append(move.from)
                continue
            }
            arrivals[target, default: []].append((move.value, move.from))
        }
        for _ in 0..<Int.random(in: 0..<4, using: &rng) {
            guard let target = targets.randomElement(using: &rng) else { break }
            arrivals[target, default: []].append((fresh(), nil))
        }
        for (section, arriving) in arrivals {
            let stay = newSections[section].items
            let total = stay.count + arriving.count
            var positions = Array(0..<total)
            positions.shuffle(using: &rng)
            let chosen = Array(positions.prefix(arriving.count))
            var result = [String?](repeating: nil, count: total)
            for (arrival, position) in zip(arriving, chosen) {
                result[position] = arrival.value
                let path = IndexPath(item: position, section: section)
                if let from = arrival.moveFrom {
                    batch.moves.append((from, path))
                } else {
                    batch.insertedItems.append(path)
                }
            }
            var rest = stay.makeIterator()
            for index in result.indices where result[index] == nil { result[index] = rest.next() }
            newSections[section].items = result.map { $0! }
        }
        batch.model = newSections.map(\.items)
        return batch
    }

    @Test("1,200 random batches and scrolls keep every visible cell showing the model's item at its index path")
    func randomBatches() {
        var rng = SeededRandomNumberGenerator(seed: 0x5EED_0022)
        let layout = CollectionViewListLayout()
        layout.itemHeight = 1
        layout.headerHeight = 0
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 8, height: 8), collectionViewLayout: layout)
        var serial = 0
        let initial: [[String]] = (0..<4).map { _ in
            (0..<Int.random(in: 0..<15, using: &rng)).map { _ in
                serial += 1
                return "n\(serial)"
            }
        }
        let source = ArrayCollectionSource(sections: initial)
        source.logsCellRequests = false
        source.install(in: collectionView)
        let host = WidgetTestHost(width: 10, height: 10, collectionView)
        var applied = 0
        let diagnostics = collectDiagnostics {
            for step in 0..<1_200 {
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0..<60, using: &rng)))
                    host.screen.runUntilIdle()
                } else {
                    let batch = Self.randomBatch(source.sections, serial: &serial, rng: &rng)
                    var completed: Bool?
                    collectionView.performBatchUpdates(
                        {
                            collectionView.deleteSections(batch.deletedSections)
                            collectionView.insertSections(batch.insertedSections)
                            collectionView.deleteItems(at: batch.deletedItems)
                            collectionView.insertItems(at: batch.insertedItems)
                            collectionView.reloadItems(at: batch.reloadedItems)
                            for (from, to) in batch.moves { collectionView.moveItem(at: from, to: to) }
                            source.sections = batch.model
                        }, completion: { completed = $0 })
                    #expect(completed == true, "step \(step)")
                    applied += 1
                }
                host.screen.runUntilIdle()
                check(collectionView, source.sections, step: step)
                // Reuse keeps the number of cells ever made near one screenful.
                #expect(source.cellsCreated <= 16, "step \(step)")
            }
        }
        #expect(diagnostics.isEmpty)
        #expect(applied > 800)
    }

    /// Every visible cell shows the model's item at its index path, and the visible index paths are
    /// exactly the items whose rows meet the bounds widened by the overscan (a quarter on each side).
    private func check(_ collectionView: CollectionView, _ model: [[String]], step: Int) {
        #expect(collectionView.numberOfSections == model.count, "step \(step)")
        var expected: [IndexPath] = []
        var row = 0
        let top = collectionView.contentOffset.y - 2
        let bottom = collectionView.contentOffset.y + 8 + 2
        for (section, items) in model.enumerated() {
            for item in items.indices {
                if CGFloat(row + 1) > top && CGFloat(row) < bottom {
                    expected.append(IndexPath(item: item, section: section))
                }
                row += 1
            }
        }
        #expect(collectionView.contentSize.height == CGFloat(row), "step \(step)")
        #expect(collectionView.indexPathsForVisibleItems == expected, "step \(step)")
        for indexPath in collectionView.indexPathsForVisibleItems {
            let shown = (collectionView.cellForItem(at: indexPath) as? TextCell)?.label.text
            #expect(shown == model[indexPath.section][indexPath.item], "step \(step) at \(path(indexPath))")
        }
    }
}
