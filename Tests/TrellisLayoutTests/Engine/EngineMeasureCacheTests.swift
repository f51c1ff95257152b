// EngineMeasureCacheTests: measure functions are called exactly as often as needed (cache keyed by
// available size and modes), on fresh layouts and incremental re-layouts.

import Testing
import TrellisLayout

@Suite("Engine measure cache")
struct EngineMeasureCacheTests {
    @Test(
        "a fresh layout of the rows × cells × text tree measures every leaf exactly once",
        arguments: [(1, 54.0), (10, 640.0), (100, 6400.0)])
    func freshLayoutMeasuresOnce(rows: Int, height: Double) throws {
        let counter = MeasureCounter()
        let tree = try EngineFixtures.rowsOfText(rows: rows, counter: counter)
        tree.root.calculateLayout()
        #expect(counter.calls == rows * 10)
        #expect(tree.root.layout.height == height)
    }

    @Test("re-laying out after one leaf changed measures exactly that leaf once")
    func relayoutMeasuresDirtyLeafOnce() throws {
        let counter = MeasureCounter()
        let tree = try EngineFixtures.rowsOfText(rows: 10, counter: counter)
        tree.root.calculateLayout()
        let index = 5 * 10 + 5
        let leaf = try #require(tree.root.children[5].children[5].children.first)
        tree.contents[index].characters += 25
        leaf.markDirty()
        counter.calls = 0
        tree.root.calculateLayout()
        #expect(counter.calls == 1)
        #expect(tree.root.layout.height == 680)
    }

    @Test("re-laying out a clean tree calls no measure function and changes nothing")
    func cleanRelayoutIsFree() throws {
        let counter = MeasureCounter()
        let tree = try EngineFixtures.rowsOfText(rows: 10, counter: counter)
        tree.root.calculateLayout()
        let before = EngineFixtures.frames(tree.root)
        counter.calls = 0
        tree.root.calculateLayout()
        #expect(counter.calls == 0)
        #expect(EngineFixtures.frames(tree.root) == before)
    }

    @Test("a measure function receives the content box and its mode")
    func measureReceivesContentBox() throws {
        var calls: [String] = []
        let root = LayoutNode(
            style: EngineFixtures.style {
                $0.width = 100
                $0.alignItems = .flexStart
            })
        let leaf = LayoutNode(style: EngineFixtures.style { $0.padding[.horizontal] = 10 })
        leaf.measure = { width, widthMode, height, heightMode in
            calls.append("\(width) \(widthMode) \(height) \(heightMode)")
            return LayoutSize(width: 30, height: 12)
        }
        try root.appendChild(leaf)
        root.calculateLayout()
        #expect(calls == ["80.0 atMost inf undefined"])
        #expect(EngineFixtures.frame(leaf) == [0, 0, 50, 12])
    }
}
