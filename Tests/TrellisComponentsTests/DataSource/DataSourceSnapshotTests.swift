// Data source snapshots: applying whole contents by identifiers, as UIKit's diffable data source does.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@Suite("Data source snapshots")
@MainActor struct DataSourceSnapshotTests {
    private func snapshot(_ sections: [(String, [RowModel])]) -> DataSourceSnapshot<String, RowModel> {
        var snapshot = DataSourceSnapshot<String, RowModel>()
        for (identifier, items) in sections {
            snapshot.appendSections([identifier])
            snapshot.appendItems(items, toSection: identifier)
        }
        return snapshot
    }

    private func roots(_ dataSource: ComponentDataSource<RowModel>) -> [Int: ComponentRoot] {
        var result: [Int: ComponentRoot] = [:]
        for item in dataSource.state.sections.joined() { result[item.model.id] = item.scopeRoot }
        return result
    }

    @Test("a snapshot's diff removes, inserts, moves and updates; kept items keep their scope roots")
    func diff() throws {
        try withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 20, height: 10)
            let dataSource = makeRowDataSource(screen)
            try dataSource.apply(snapshot([("a", rows(1..<4)), ("b", rows(4..<6))]), mode: .synchronous)
            #expect(dataSource.state.models == [rows(1..<4), rows(4..<6)])
            let before = roots(dataSource)
            let removed = try #require(rowController(dataSource, [0, 1]))
            let changed = try #require(rowController(dataSource, [1, 0]))
            var four = rows(4..<5)[0]
            four.text = "four"
            let next = [
                ("b", [rows(5..<6)[0], four]), ("a", [rows(3..<4)[0], rows(1..<2)[0], RowModel(id: 6, text: "r6")]),
            ]
            try dataSource.apply(snapshot(next), mode: .asynchronous)
            screen.runUntilIdle()
            #expect(dataSource.state.models == next.map(\.1))
            let after = roots(dataSource)
            for id in [1, 3, 4, 5] { #expect(after[id] === before[id]) }
            #expect(callbacks(recorder, removed) == ["invalidateController"])
            #expect(callbacks(recorder, changed) == ["willUpdateComponent"])
            #expect(shownTexts(dataSource.state) == [["r5", "four"], ["r3", "r1", "r6"]])
        }
    }

    @Test("duplicate identifiers are an error naming them; nothing is applied")
    func duplicates() throws {
        try withLifecycle { _, checker in
            let screen = HeadlessScreen(width: 20, height: 10)
            let dataSource = makeRowDataSource(screen)
            try dataSource.apply(snapshot([("a", rows(1..<3))]), mode: .synchronous)
            let state = dataSource.state
            #expect(throws: DataSourceSnapshotError.duplicateItemIdentifiers(["2"])) {
                try dataSource.apply(snapshot([("a", rows(1..<3)), ("b", rows(2..<3))]), mode: .synchronous)
            }
            #expect(throws: DataSourceSnapshotError.duplicateSectionIdentifiers(["a"])) {
                try dataSource.apply(snapshot([("a", []), ("a", [])]), mode: .synchronous)
            }
            var unknown = DataSourceSnapshot<String, RowModel>()
            unknown.appendItems(rows(0..<1), toSection: "missing")
            #expect(throws: DataSourceSnapshotError.unknownSections(["missing"])) {
                try dataSource.apply(unknown, mode: .synchronous)
            }
            #expect(dataSource.state.isSameState(as: state))
            #expect(checker.diagnostics.map(\.rule) == Array(repeating: "C-DATASOURCE-SNAPSHOT", count: 3))
            #expect(checker.diagnostics.first?.message.contains("2") == true)
        }
    }

    @Test("seeded random snapshots, synchronous and asynchronous: the contents follow; kept items keep their roots")
    func seededRandomSnapshots() throws {
        var random = SeededRandomNumberGenerator(seed: 22)
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        var nextText = 0
        var models: [Int: RowModel] = [:]
        var expected: [[RowModel]] = []
        var lastRoots: [Int: ComponentRoot] = [:]
        for step in 0..<300 {
            let sectionNames = ["a", "b", "c", "d"].filter { _ in Int.random(in: 0..<4, using: &random) > 0 }.shuffled(
                using: &random)
            var ids = Array(0..<24).shuffled(using: &random)
            var sections: [(String, [RowModel])] = []
            for name in sectionNames {
                let count = Int.random(in: 0...5, using: &random)
                let taken = ids.prefix(count)
                ids.removeFirst(taken.count)
                sections.append(
                    (
                        name,
                        taken.map { id in
                            if models[id] == nil || Int.random(in: 0..<5, using: &random) == 0 {
                                nextText += 1
                                models[id] = RowModel(id: id, text: "t\(nextText)")
                            }
                            return models[id]!
                        }
                    ))
            }
            let asynchronous = Bool.random(using: &random)
            try dataSource.apply(snapshot(sections), mode: asynchronous ? .asynchronous : .synchronous)
            expected = sections.map(\.1)
            screen.runUntilIdle()
            #expect(dataSource.state.models == expected, "step \(step)")
            // An item in this snapshot and the one before is the same item: its root (state, controllers) stays.
            let current = roots(dataSource)
            for (id, root) in current where lastRoots[id] != nil {
                #expect(lastRoots[id] === root, "step \(step): item \(id) got a new root")
            }
            lastRoots = current
        }
        screen.runUntilIdle()
        #expect(dataSource.state.models == expected)
        #expect(shownTexts(dataSource.state) == expected.map { $0.map(\.text) })
    }
}
