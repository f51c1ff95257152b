// EngineDirectionTests: right-to-left layout, logical edges and inherited directions.

import Testing
import TrellisLayout

@Suite("Engine direction")
struct EngineDirectionTests {
    private func row(direction: LayoutDirection = .inherit) throws -> (LayoutNode, [LayoutNode]) {
        let root = LayoutNode(
            style: EngineFixtures.style {
                $0.flexDirection = .row
                $0.width = 100
                $0.height = 20
                $0.direction = direction
            })
        let first = LayoutNode(
            style: EngineFixtures.style {
                $0.width = 10
                $0.margin[.start] = 5
            })
        let second = LayoutNode(
            style: EngineFixtures.style {
                $0.width = 20
                $0.padding[.end] = 3
            })
        try root.appendChild(first)
        try root.appendChild(second)
        return (root, [first, second])
    }

    @Test("a row starts at the left in LTR and at the right in RTL, with start margins mirrored")
    func rowMirrors() throws {
        let (root, children) = try row()
        root.calculateLayout(direction: .ltr)
        #expect(children.map(EngineFixtures.frame) == [[5, 0, 10, 20], [15, 0, 20, 20]])
        root.calculateLayout(direction: .rtl)
        #expect(children.map(EngineFixtures.frame) == [[85, 0, 10, 20], [65, 0, 20, 20]])
        #expect(children.map(\.layout.direction) == [.rtl, .rtl])
    }

    @Test("a node's own direction overrides the inherited one")
    func explicitDirectionWins() throws {
        let (root, children) = try row(direction: .ltr)
        root.calculateLayout(direction: .rtl)
        #expect(children.map(EngineFixtures.frame) == [[5, 0, 10, 20], [15, 0, 20, 20]])
        #expect(root.layout.direction == .ltr)
    }

    @Test("row-reverse in RTL runs left to right; the start margin is still on the right")
    func rowReverseInRTL() throws {
        let (root, children) = try row()
        root.style.flexDirection = .rowReverse
        root.calculateLayout(direction: .rtl)
        #expect(children.map(EngineFixtures.frame) == [[0, 0, 10, 20], [15, 0, 20, 20]])
    }

    @Test("start and end insets of an absolute child follow the direction")
    func logicalInsets() throws {
        let root = LayoutNode(
            style: EngineFixtures.style {
                $0.width = 100
                $0.height = 100
            })
        let child = LayoutNode(
            style: EngineFixtures.style {
                $0.positionType = .absolute
                $0.width = 10
                $0.height = 10
                $0.position[.start] = 7
                $0.position[.top] = 3
            })
        try root.appendChild(child)
        root.calculateLayout(direction: .ltr)
        #expect(EngineFixtures.frame(child) == [7, 3, 10, 10])
        root.calculateLayout(direction: .rtl)
        #expect(EngineFixtures.frame(child) == [83, 3, 10, 10])
    }
}
