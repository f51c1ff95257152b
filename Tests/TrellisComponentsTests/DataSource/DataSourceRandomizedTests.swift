// Data source (seeded random): 10,000 random changesets, valid and invalid, synchronous and asynchronous,
// applied to a data source and to a plain-array model side by side.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// Counts the controllers alive: initialized and not yet invalidated.
@MainActor enum LiveItemControllers {
    static var count = 0
}

@MainActor final class CountedController: ComponentController<CountedItem> {
    override func didInit() { LiveItemControllers.count += 1 }
    override func invalidateController() { LiveItemControllers.count -= 1 }
}

/// An item whose controller is counted while alive.
struct CountedItem: Component, Equatable {
    typealias Controller = CountedController
    var model: RowModel
    func render(_ scope: Scope<CountedItem>) -> (any Component)? { RowLeaf(text: model.text, height: 1) }
}

/// Random changesets built from section counts: valid by construction, or made invalid by one known mistake.
struct RandomChangesets {
    var random: SeededRandomNumberGenerator
    var nextID = 1_000

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    private mutating func model() -> RowModel {
        nextID += 1
        return RowModel(id: nextID, text: "m\(nextID)")
    }

    /// A valid changeset for `counts` and the final section counts it leads to.
    mutating func valid(_ counts: [Int]) -> Changeset<RowModel> {
        var result = Changeset<RowModel>()
        let removedSections = Set(counts.indices.filter { _ in int(0...5) == 0 })
        var sources: [IndexPath] = []
        var takenPerSection = counts.map { _ in 0 }
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                let path: IndexPath = [section, item]
                let roll = int(0...9)
                if removedSections.contains(section) {
                    if roll == 0 { sources.append(path) }
                    continue
                }
                switch roll {
                case 0:
                    result.removeItem(at: path)
                    takenPerSection[section] += 1
                case 1: result.updateItem(at: path, with: model())
                case 2:
                    sources.append(path)
                    takenPerSection[section] += 1
                case 3:
                    result.updateItem(at: path, with: model())
                    sources.append(path)
                    takenPerSection[section] += 1
                default: break
                }
            }
        }
        result.removedSections = removedSections.sorted()
        let surviving = counts.indices.filter { !removedSections.contains($0) }.map { counts[$0] - takenPerSection[$0] }
        let insertedCount = int(0...2)
        let finalSectionCount = surviving.count + insertedCount
        let insertedSections = Set(Array(0..<finalSectionCount).shuffled(using: &random).prefix(insertedCount))
        result.insertedSections = insertedSections.sorted()
        var base: [Int] = []
        var next = 0
        for section in 0..<finalSectionCount {
            if insertedSections.contains(section) {
                base.append(0)
            } else {
                base.append(surviving[next])
                next += 1
            }
        }
        guard finalSectionCount > 0 else { return result }
        var destinations: [[Int?]] = base.map { _ in [] } // per final section: a source index or nil (insertion)
        for (index, _) in sources.enumerated() { destinations[int(0...(finalSectionCount - 1))].append(index) }
        for section in 0..<finalSectionCount { for _ in 0..<int(0...2) { destinations[section].append(nil) } }
        for section in 0..<finalSectionCount {
            let list = destinations[section].shuffled(using: &random)
            let total = base[section] + list.count
            let positions = Array(0..<total).shuffled(using: &random).prefix(list.count).sorted()
            for (position, entry) in zip(positions, list) {
                let destination: IndexPath = [section, position]
                if let source = entry {
                    result.moveItem(at: sources[source], to: destination)
                } else {
                    result.insertItem(model(), at: destination)
                }
            }
        }
        return result
    }

    /// A changeset made invalid by one mistake that breaks a rule for `counts` whatever else it holds.
    mutating func invalid(_ counts: [Int]) -> Changeset<RowModel> {
        var result = valid(counts)
        let final = finalCounts(counts, result)
        let nonEmpty = counts.indices.filter { counts[$0] > 0 }
        switch int(0...5) {
        case 0 where !nonEmpty.isEmpty:
            let section = nonEmpty[int(0...(nonEmpty.count - 1))]
            result.updateItem(at: [section, counts[section]], with: model())
        case 1:
            result.removeSection(counts.count + int(0...2))
        case 2 where !result.insertedItems.isEmpty:
            result.insertItem(model(), at: result.insertedItems[0].indexPath)
        case 3 where !nonEmpty.isEmpty:
            let section = nonEmpty[int(0...(nonEmpty.count - 1))]
            let path: IndexPath = [section, int(0...(counts[section] - 1))]
            result.updateItem(at: path, with: model())
            result.removeItem(at: path)
        case 4 where !nonEmpty.isEmpty:
            let section = nonEmpty[int(0...(nonEmpty.count - 1))]
            result.moveItem(at: [section, 0], to: [final.count, 0])
        default:
            let section = final.isEmpty ? 0 : int(0...(final.count - 1))
            result.insertItem(model(), at: [section, (final.isEmpty ? 0 : final[section]) + 1])
        }
        return result
    }

    private func finalCounts(_ counts: [Int], _ changeset: Changeset<RowModel>) -> [Int] {
        referenceApply(changeset, to: counts.map { Array(repeating: RowModel(id: 0, text: ""), count: $0) }).map(
            \.count)
    }
}

@Suite("Data source (seeded random)")
@MainActor struct DataSourceRandomizedTests {
    @Test(
        "10,000 random changesets, valid and invalid, synchronous and asynchronous: same contents as a plain array, invalid ones rejected with the state unchanged, no controller leaked"
    )
    func randomChangesets() throws {
        try LifecycleChecker.$current.withValue(LifecycleChecker()) {
            LiveItemControllers.count = 0
            var generator = RandomChangesets(random: SeededRandomNumberGenerator(seed: 2_022))
            var coin = SeededRandomNumberGenerator(seed: 7)
            let screen = HeadlessScreen(width: 20, height: 10)
            var dataSource: ComponentDataSource<RowModel>? = makeRowDataSource(screen) { model, _ in
                CountedItem(model: model)
            }
            var reference: [[RowModel]] = []
            var rejected = 0
            var asynchronousCount = 0
            for step in 0..<10_000 {
                let source = try #require(dataSource)
                let counts = reference.map(\.count)
                // Keep the lists small enough that every kind of change keeps happening.
                let total = counts.reduce(0, +)
                let makeInvalid = Int.random(in: 0..<4, using: &coin) == 0
                var change = makeInvalid ? generator.invalid(counts) : generator.valid(counts)
                if !makeInvalid, total > 40 {
                    change = Changeset(removedSections: Array(0..<counts.count))
                }
                let asynchronous = Bool.random(using: &coin)
                let before = source.state
                let pendingBefore = source.hasPendingModifications
                do {
                    try source.apply(change, mode: asynchronous ? .asynchronous : .synchronous)
                    #expect(!makeInvalid, "step \(step): an invalid changeset was accepted: \(change)")
                    reference = referenceApply(change, to: reference)
                    if asynchronous { asynchronousCount += 1 }
                } catch {
                    #expect(makeInvalid, "step \(step): a valid changeset was rejected: \(error) \(change)")
                    #expect(
                        source.state.isSameState(as: before), "step \(step): a rejected changeset changed the state")
                    #expect(source.hasPendingModifications == pendingBefore)
                    rejected += 1
                }
                if !asynchronous || Int.random(in: 0..<3, using: &coin) == 0 {
                    screen.runUntilIdle()
                    #expect(source.state.models == reference, "step \(step)")
                    #expect(LiveItemControllers.count == reference.joined().count, "step \(step): controllers leaked")
                }
                if step % 2_500 == 2_499 {
                    screen.runUntilIdle()
                    #expect(shownTexts(source.state) == reference.map { $0.map(\.text) })
                }
            }
            screen.runUntilIdle()
            #expect(dataSource?.state.models == reference)
            #expect(rejected > 2_000)
            #expect(asynchronousCount > 3_000)
            dataSource = nil
            #expect(LiveItemControllers.count == 0)
        }
    }
}
