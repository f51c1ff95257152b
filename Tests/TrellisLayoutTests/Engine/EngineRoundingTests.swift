// EngineRoundingTests: results are rounded to the pixel grid of the configured scale with Yoga's rule.

import Testing
import TrellisLayout

@Suite("Engine rounding")
struct EngineRoundingTests {
    private func threeThirds(scale: Double) throws -> LayoutNode {
        let root = LayoutNode(
            style: EngineFixtures.style {
                $0.flexDirection = .row
                $0.width = 100
                $0.height = 10
            }, config: LayoutConfig(pointScaleFactor: scale))
        for _ in 0..<3 { try root.appendChild(LayoutNode(style: EngineFixtures.style { $0.flexGrow = 1 })) }
        root.calculateLayout()
        return root
    }

    @Test("at scale 1, thirds round from absolute edges: 33 + 34 + 33")
    func scaleOne() throws {
        let root = try threeThirds(scale: 1)
        #expect(root.children.map(EngineFixtures.frame) == [[0, 0, 33, 10], [33, 0, 34, 10], [67, 0, 33, 10]])
    }

    @Test("at scale 2, edges land on half points: 33.5 + 33 + 33.5")
    func scaleTwo() throws {
        let root = try threeThirds(scale: 2)
        #expect(
            root.children.map(EngineFixtures.frame) == [[0, 0, 33.5, 10], [33.5, 0, 33, 10], [66.5, 0, 33.5, 10]])
    }

    @Test("at scale 3, every edge is a whole number of pixels")
    func scaleThree() throws {
        let root = try threeThirds(scale: 3)
        let frames = root.children.map(EngineFixtures.frame)
        for frame in frames {
            for value in frame { #expect(abs(value * 3 - (value * 3).rounded()) < 1e-9) }
        }
        #expect(abs(frames.map { $0[2] }.reduce(0, +) - 100) < 1e-9)
    }

    @Test("scale 0 disables rounding")
    func scaleZero() throws {
        let root = try threeThirds(scale: 0)
        #expect(abs(root.children[1].layout.left - 100.0 / 3) < 1e-9)
        #expect(abs(root.children[1].layout.width - 100.0 / 3) < 1e-9)
    }

    @Test("a measured leaf is never rounded down (text would be truncated)")
    func textIsNotRoundedDown() throws {
        let root = LayoutNode(style: EngineFixtures.style { $0.alignItems = .flexStart })
        let leaf = LayoutNode()
        leaf.measure = { _, _, _, _ in LayoutSize(width: 10.2, height: 5.1) }
        try root.appendChild(leaf)
        root.calculateLayout()
        #expect(EngineFixtures.frame(leaf) == [0, 0, 11, 6])
    }

    @Test("changing the scale factor re-rounds the whole tree")
    func scaleChangeRerounds() throws {
        let root = try threeThirds(scale: 1)
        root.config = LayoutConfig(pointScaleFactor: 2)
        root.calculateLayout()
        #expect(
            root.children.map(EngineFixtures.frame) == [[0, 0, 33.5, 10], [33.5, 0, 33, 10], [66.5, 0, 33.5, 10]])
    }
}
