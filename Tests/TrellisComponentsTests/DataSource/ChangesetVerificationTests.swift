// Changeset verification: ComponentKit's 54 verification cases, plus Trellis's stricter rules, against the
// current state and against pending asynchronous modifications.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// A changeset written compactly: index paths as (section, item).
func changeset(
    updated: [(Int, Int)] = [], removed: [(Int, Int)] = [], removedSections: [Int] = [],
    moved: [((Int, Int), (Int, Int))] = [], insertedSections: [Int] = [], inserted: [(Int, Int)] = []
) -> Changeset<RowModel> {
    let model = RowModel(id: -1, text: "new")
    return Changeset(
        updatedItems: updated.map { ([$0.0, $0.1], RowModel(id: -2, text: "upd")) },
        removedItems: removed.map { [$0.0, $0.1] }, removedSections: removedSections,
        movedItems: moved.map { ([$0.0.0, $0.0.1], [$0.1.0, $0.1.1]) }, insertedSections: insertedSections,
        insertedItems: inserted.map { ([$0.0, $0.1], model) })
}

/// One verification case: the section counts of the state, asynchronous changesets pending, the changeset,
/// and the error expected (operation, section, item) or nil for a valid one.
struct VerificationCase: Sendable, CustomTestStringConvertible {
    let name: String
    let counts: [Int]
    var pending: [Changeset<RowModel>] = []
    let changeset: Changeset<RowModel>
    var expected: Expected?

    struct Expected: Sendable {
        let operation: ChangesetError.Operation
        let section: Int
        let item: Int?
        var rule: ChangesetError.Rule?
    }

    var testDescription: String { name }
}

private func invalid(
    _ operation: ChangesetError.Operation, _ section: Int, _ item: Int?, _ rule: ChangesetError.Rule? = nil
) -> VerificationCase.Expected {
    VerificationCase.Expected(operation: operation, section: section, item: item, rule: rule)
}

/// ComponentKit's `CKDataSourceChangesetVerificationTests`, case by case (54).
let componentKitVerificationCases: [VerificationCase] = [
    // Valid changesets.
    VerificationCase(name: "empty changeset, no sections", counts: [], changeset: changeset()),
    VerificationCase(name: "empty changeset, sections", counts: [2, 2], changeset: changeset()),
    VerificationCase(
        name: "section and items into no sections", counts: [],
        changeset: changeset(insertedSections: [0], inserted: [(0, 0), (0, 1)])),
    VerificationCase(
        name: "insertion into an empty section", counts: [0], changeset: changeset(inserted: [(0, 0), (0, 1)])),
    VerificationCase(
        name: "insertion at the beginning of a section", counts: [2], changeset: changeset(inserted: [(0, 0), (0, 1)])
    ),
    VerificationCase(
        name: "insertion in the middle of a section", counts: [2], changeset: changeset(inserted: [(0, 1), (0, 2)])),
    VerificationCase(
        name: "insertion at the end of a section", counts: [2], changeset: changeset(inserted: [(0, 2), (0, 3)])),
    VerificationCase(name: "removal at the beginning", counts: [3], changeset: changeset(removed: [(0, 0)])),
    VerificationCase(name: "removal in the middle", counts: [3], changeset: changeset(removed: [(0, 1)])),
    VerificationCase(name: "removal at the end", counts: [3], changeset: changeset(removed: [(0, 2)])),
    VerificationCase(
        name: "removal of all items", counts: [3], changeset: changeset(removed: [(0, 2), (0, 1), (0, 0)])),
    VerificationCase(name: "section into no sections", counts: [], changeset: changeset(insertedSections: [0])),
    VerificationCase(name: "section at the beginning", counts: [2, 2], changeset: changeset(insertedSections: [0])),
    VerificationCase(name: "section in the middle", counts: [2, 2], changeset: changeset(insertedSections: [1])),
    VerificationCase(name: "section at the end", counts: [2, 2], changeset: changeset(insertedSections: [2])),
    VerificationCase(name: "several sections", counts: [2, 2], changeset: changeset(insertedSections: [1, 2])),
    VerificationCase(
        name: "removal of the first section", counts: [2, 2, 2], changeset: changeset(removedSections: [0])),
    VerificationCase(
        name: "removal of a middle section", counts: [2, 2, 2], changeset: changeset(removedSections: [1])),
    VerificationCase(
        name: "removal of the last section", counts: [2, 2, 2], changeset: changeset(removedSections: [2])),
    VerificationCase(
        name: "removal of the first sections", counts: [2, 2, 2], changeset: changeset(removedSections: [0, 1])),
    VerificationCase(
        name: "removal of the last sections", counts: [2, 2, 2], changeset: changeset(removedSections: [1, 2])),
    VerificationCase(name: "update", counts: [2], changeset: changeset(updated: [(0, 0)])),
    VerificationCase(name: "move forward in a section", counts: [2], changeset: changeset(moved: [((0, 0), (0, 1))])),
    VerificationCase(name: "move backward in a section", counts: [2], changeset: changeset(moved: [((0, 1), (0, 0))])),
    VerificationCase(
        name: "move forward between sections", counts: [2, 2, 2], changeset: changeset(moved: [((0, 0), (1, 2))])),
    VerificationCase(
        name: "move backward between sections", counts: [2, 2, 2], changeset: changeset(moved: [((1, 0), (0, 2))])),
    VerificationCase(
        name: "move backward with the items between removed ([A, B, C, D] → [D, A])", counts: [4],
        changeset: changeset(removed: [(0, 1), (0, 2)], moved: [((0, 3), (0, 0))])),
    VerificationCase(
        name: "moves with a section removal: sources before the change", counts: [20, 20],
        changeset: changeset(
            removedSections: [0], moved: [((1, 1), (0, 9)), ((1, 4), (0, 17)), ((1, 18), (0, 13)), ((1, 19), (0, 5))])),
    VerificationCase(
        name: "moves with a section insertion: sources before the change", counts: [20],
        changeset: changeset(
            moved: [((0, 1), (1, 9)), ((0, 4), (1, 17)), ((0, 18), (1, 13)), ((0, 19), (1, 5))], insertedSections: [0])
    ),
    VerificationCase(
        name: "moves with a section removal and insertion", counts: [20, 20],
        changeset: changeset(
            removedSections: [0], moved: [((1, 1), (1, 9)), ((1, 4), (1, 17)), ((1, 18), (1, 13)), ((1, 19), (1, 5))],
            insertedSections: [0])),
    VerificationCase(
        name: "moves into a new section: destinations after the change", counts: [2, 2],
        changeset: changeset(moved: [((0, 0), (1, 0)), ((1, 0), (1, 1))], insertedSections: [1])),
    VerificationCase(
        name: "moves in a section with updates and insertions: destinations after the change", counts: [7],
        changeset: changeset(
            updated: [(0, 0), (0, 1), (0, 2), (0, 3), (0, 5), (0, 6)], moved: [((0, 0), (0, 9)), ((0, 1), (0, 10))],
            inserted: (2...7).map { (0, $0) })),
    VerificationCase(
        name: "moves out of a removed section", counts: [2, 2],
        changeset: changeset(removedSections: [0], moved: [((0, 0), (0, 0)), ((0, 1), (0, 1))])),
    VerificationCase(
        name: "20 moves past 19 insertions in one section", counts: [20],
        changeset: changeset(moved: (0..<20).map { ((0, $0), (0, 19 + $0)) }, inserted: (0..<19).map { (0, $0) })),
    VerificationCase(
        name: "pending changeset with moves: its destinations follow its section removals and insertions",
        counts: [1, 1, 1, 1, 1],
        pending: [
            changeset(
                removedSections: [0, 2], moved: [((3, 0), (4, 0))], insertedSections: [0, 2, 3],
                inserted: [(0, 0), (2, 0), (3, 0)])
        ],
        changeset: changeset(
            removedSections: [0, 3], moved: [((4, 0), (4, 0))], insertedSections: [0, 3], inserted: [(0, 0), (3, 0)])),
    // Invalid changesets.
    VerificationCase(
        name: "update in a negative section", counts: [2], changeset: changeset(updated: [(-1, 1)]),
        expected: invalid(.updateItem, -1, 1)),
    VerificationCase(
        name: "update of a negative item", counts: [2], changeset: changeset(updated: [(0, -1)]),
        expected: invalid(.updateItem, 0, -1)),
    VerificationCase(
        name: "insertion past the end of a section", counts: [2], changeset: changeset(inserted: [(0, 3)]),
        expected: invalid(.insertItem, 0, 3, .itemOutOfRange)),
    VerificationCase(
        name: "insertions leaving a gap at the end", counts: [2],
        changeset: changeset(inserted: [(0, 2), (0, 4), (0, 5)]),
        expected: invalid(.insertItem, 0, 4)),
    VerificationCase(
        name: "insertion in a section that does not exist", counts: [2], changeset: changeset(inserted: [(1, 0)]),
        expected: invalid(.insertItem, 1, 0, .sectionOutOfRange)),
    VerificationCase(
        name: "removal past the end of a section", counts: [2], changeset: changeset(removed: [(0, 2)]),
        expected: invalid(.removeItem, 0, 2, .itemOutOfRange)),
    VerificationCase(
        name: "removal in a section that does not exist", counts: [2], changeset: changeset(removed: [(1, 0)]),
        expected: invalid(.removeItem, 1, 0, .sectionOutOfRange)),
    VerificationCase(
        name: "section insertion past the end", counts: [2], changeset: changeset(insertedSections: [2]),
        expected: invalid(.insertSection, 2, nil)),
    VerificationCase(
        name: "removal of a section that does not exist", counts: [2], changeset: changeset(removedSections: [2]),
        expected: invalid(.removeSection, 2, nil)),
    VerificationCase(
        name: "update past the end of a section", counts: [2], changeset: changeset(updated: [(0, 2)]),
        expected: invalid(.updateItem, 0, 2)),
    VerificationCase(
        name: "update in a section that does not exist", counts: [2], changeset: changeset(updated: [(1, 0)]),
        expected: invalid(.updateItem, 1, 0)),
    VerificationCase(
        name: "move from past the end of a section", counts: [2], changeset: changeset(moved: [((0, 2), (0, 0))]),
        expected: invalid(.moveItem, 0, 2)),
    VerificationCase(
        name: "move to past the end of a section", counts: [2], changeset: changeset(moved: [((0, 0), (0, 2))]),
        expected: invalid(.moveItem, 0, 2)),
    VerificationCase(
        name: "move from a section that does not exist", counts: [2], changeset: changeset(moved: [((1, 0), (0, 0))]),
        expected: invalid(.moveItem, 1, nil)),
    VerificationCase(
        name: "move to a section that does not exist", counts: [2], changeset: changeset(moved: [((0, 0), (1, 0))]),
        expected: invalid(.moveItem, 1, nil)),
    // More complicated situations.
    VerificationCase(
        name: "first sections with their items", counts: [],
        changeset: changeset(insertedSections: [0, 1], inserted: [(0, 0), (0, 1), (1, 0), (1, 1)])),
    VerificationCase(
        name: "items into sections a pending changeset inserts", counts: [],
        pending: [changeset(insertedSections: [0, 1])],
        changeset: changeset(inserted: [(0, 0), (0, 1), (1, 0), (1, 1)])),
    VerificationCase(
        name: "removals from items pending changesets insert", counts: [],
        pending: [
            changeset(insertedSections: [0]), changeset(inserted: [(0, 0), (0, 1)]), changeset(insertedSections: [1]),
            changeset(inserted: [(1, 0), (1, 1)]),
        ],
        changeset: changeset(removed: [(0, 0), (1, 0)])),
    VerificationCase(
        name: "removal from a section no pending changeset inserts", counts: [],
        pending: [changeset(insertedSections: [0]), changeset(inserted: [(0, 0), (0, 1)])],
        changeset: changeset(removed: [(0, 0), (1, 0)]), expected: invalid(.removeItem, 1, 0)),
]

/// Rules Trellis adds where ComponentKit's dictionaries could not express the mistake or let it through.
let trellisVerificationCases: [VerificationCase] = [
    VerificationCase(
        name: "an item both removed and updated", counts: [2],
        changeset: changeset(updated: [(0, 0)], removed: [(0, 0)]),
        expected: invalid(.removeItem, 0, 0, .removedAndUpdated)),
    VerificationCase(
        name: "an item both removed and moved", counts: [2],
        changeset: changeset(removed: [(0, 0)], moved: [((0, 0), (0, 0))]),
        expected: invalid(.moveItem, 0, 0, .removedAndMoved)),
    VerificationCase(
        name: "a duplicate insertion", counts: [2], changeset: changeset(inserted: [(0, 0), (0, 0)]),
        expected: invalid(.insertItem, 0, 0, .duplicate)),
    VerificationCase(
        name: "a duplicate removal", counts: [2], changeset: changeset(removed: [(0, 1), (0, 1)]),
        expected: invalid(.removeItem, 0, 1, .duplicate)),
    VerificationCase(
        name: "a duplicate section removal", counts: [2, 2], changeset: changeset(removedSections: [1, 1]),
        expected: invalid(.removeSection, 1, nil, .duplicate)),
    VerificationCase(
        name: "a move onto an insertion's index path", counts: [2],
        changeset: changeset(moved: [((0, 1), (0, 0))], inserted: [(0, 0)]),
        expected: invalid(.moveItem, 0, 0, .destinationTaken)),
    VerificationCase(
        name: "a move onto a removed section", counts: [2, 2],
        changeset: changeset(removedSections: [1], moved: [((0, 0), (1, 0))]),
        expected: invalid(.moveItem, 1, nil, .sectionOutOfRange)),
    VerificationCase(
        name: "the same item moved twice", counts: [3],
        changeset: changeset(moved: [((0, 0), (0, 1)), ((0, 0), (0, 2))]),
        expected: invalid(.moveItem, 0, 0, .duplicate)),
    VerificationCase(
        name: "an index path without an item", counts: [2],
        changeset: Changeset(updatedItems: [(IndexPath(indexes: [0]), RowModel(id: 0, text: ""))]),
        expected: invalid(.updateItem, 0, -1, .malformedIndexPath)),
]

@Suite("Changeset verification")
@MainActor struct ChangesetVerificationTests {
    /// Applies `verificationCase` asynchronously after its pending changesets; the state before comes from a
    /// synchronous insertion (`throughPending == false`) or from one more pending asynchronous changeset.
    private func check(_ verificationCase: VerificationCase, throughPending: Bool) throws {
        try withLifecycle { _, checker in
            let screen = HeadlessScreen(width: 20, height: 10)
            let dataSource = makeRowDataSource(screen)
            let initial = modelsForCounts(verificationCase.counts)
            try dataSource.apply(initialChangeset(initial), mode: throughPending ? .asynchronous : .synchronous)
            for pending in verificationCase.pending { try dataSource.apply(pending, mode: .asynchronous) }
            var expectedModels = verificationCase.pending.reduce(initial) { referenceApply($1, to: $0) }
            let before = dataSource.state.models
            do throws(ChangesetError) {
                try dataSource.apply(verificationCase.changeset, mode: .asynchronous, userInfo: ["tag": "case"])
                #expect(verificationCase.expected == nil, "accepted an invalid changeset")
                expectedModels = referenceApply(verificationCase.changeset, to: expectedModels)
            } catch {
                let expected = try #require(verificationCase.expected, "rejected a valid changeset: \(error)")
                #expect(error.operation == expected.operation)
                #expect(error.section == expected.section)
                #expect(error.item == expected.item)
                if let rule = expected.rule { #expect(error.rule == rule) }
                #expect(checker.diagnostics.map(\.rule) == ["C-DATASOURCE-CHANGESET"])
            }
            #expect(dataSource.state.models == before, "an asynchronous changeset changed the state at the call")
            screen.runUntilIdle()
            #expect(dataSource.state.models == expectedModels)
            #expect(!dataSource.hasPendingModifications)
        }
    }

    @Test(
        "ComponentKit's 54 verification cases, against the current state",
        arguments: componentKitVerificationCases + trellisVerificationCases)
    func againstCurrentState(_ verificationCase: VerificationCase) throws {
        try check(verificationCase, throughPending: false)
    }

    @Test(
        "ComponentKit's 54 verification cases, against pending asynchronous modifications",
        arguments: componentKitVerificationCases + trellisVerificationCases)
    func againstPendingModifications(_ verificationCase: VerificationCase) throws {
        try check(verificationCase, throughPending: true)
    }

    @Test("the ComponentKit table holds its 54 cases: 38 valid, 16 invalid")
    func caseCount() {
        #expect(componentKitVerificationCases.count == 54)
        #expect(componentKitVerificationCases.filter { $0.expected == nil }.count == 38)
    }

    @Test("a synchronous changeset is verified after the pending asynchronous ones, which it applies first")
    func synchronousAfterPending() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .asynchronous)
        try dataSource.apply(changeset(inserted: [(0, 2)]), mode: .asynchronous)
        // Valid only once both pending changesets are applied: item 2 exists only then.
        try dataSource.apply(changeset(removed: [(0, 2)]), mode: .synchronous)
        #expect(dataSource.state.models == [rows(0..<2)])
        #expect(!dataSource.hasPendingModifications)
        screen.runUntilIdle()
        #expect(dataSource.state.models == [rows(0..<2)])
    }
}
