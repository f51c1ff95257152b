// EngineIncrementalLayoutTests: on seeded random trees and random edits, an incremental re-layout gives
// exactly the boxes of a fresh layout of the same tree.

import Testing
import TrellisLayout
import TrellisTesting

/// Random styles and trees for the invariant tests.
struct RandomTrees {
    var random: SeededRandomNumberGenerator

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func length(auto: Bool = true, percent: Bool = true) -> LayoutLength {
        switch Int.random(in: 0..<10, using: &random) {
        case 0...3: return auto ? .auto : .points(Double(Int.random(in: 0...60, using: &random)))
        case 4...7: return .points(Double(Int.random(in: 0...120, using: &random)) / 2)
        default: return percent ? .percent(Double(Int.random(in: 0...100, using: &random))) : .points(7)
        }
    }

    mutating func style(isRoot: Bool) -> FlexStyle {
        var style = FlexStyle()
        style.flexDirection = FlexDirection.allCases.randomElement(using: &random) ?? .column
        style.justifyContent = Justify.allCases.randomElement(using: &random) ?? .flexStart
        style.alignItems =
            [Align.flexStart, .center, .flexEnd, .stretch].randomElement(using: &random)
            ?? .stretch
        if chance(30) {
            style.alignSelf =
                [Align.auto, .flexStart, .center, .flexEnd, .stretch].randomElement(using: &random) ?? .auto
        }
        style.alignContent =
            Align.allCases.filter { $0 != .auto && $0 != .baseline }.randomElement(using: &random)
            ?? .flexStart
        if chance(30) { style.flexWrap = FlexWrap.allCases.randomElement(using: &random) ?? .noWrap }
        if !isRoot && chance(10) { style.positionType = .absolute }
        if chance(10) { style.positionType = .static }
        style.flexGrow = Double(Int.random(in: 0...2, using: &random))
        style.flexShrink = Double(Int.random(in: 0...1, using: &random))
        if chance(30) { style.flexBasis = length() }
        if chance(40) { style.width = length() }
        if chance(40) { style.height = length() }
        if isRoot && chance(50) { style.width = .points(Double(Int.random(in: 100...400, using: &random))) }
        if chance(10) { style.minWidth = length(auto: false) }
        if chance(10) { style.maxHeight = length(auto: false) }
        for edge in [Edge.left, .top, .right, .bottom, .start, .end, .all] where chance(12) {
            style.margin[edge] = chance(20) ? .auto : length(auto: false)
        }
        for edge in [Edge.left, .top, .right, .bottom, .horizontal, .vertical] where chance(10) {
            style.padding[edge] = length(auto: false)
        }
        for edge in [Edge.left, .top, .right, .bottom, .start] where chance(8) {
            style.border[edge] = .points(Double(Int.random(in: 0...5, using: &random)))
        }
        for edge in [Edge.left, .top, .right, .bottom, .start, .end] where chance(8) {
            style.position[edge] = length(auto: false)
        }
        if chance(15) { style.gap = .points(Double(Int.random(in: 0...10, using: &random))) }
        if chance(5) { style.aspectRatio = [0.5, 1, 2].randomElement(using: &random) }
        if !isRoot && chance(4) { style.display = .none }
        if chance(5) { style.direction = [LayoutDirection.ltr, .rtl].randomElement(using: &random) ?? .inherit }
        if chance(10) { style.overflow = [Overflow.hidden, .scroll].randomElement(using: &random) ?? .visible }
        if chance(20) { style.boxSizing = .contentBox }
        return style
    }

    mutating func textLeaf(counter: MeasureCounter) -> LayoutNode {
        let leaf = EngineFixtures.textLeaf(TextContent(Int.random(in: 1...30, using: &random)), counter: counter)
        leaf.style = style(isRoot: false)
        return leaf
    }

    mutating func tree(depth: Int, counter: MeasureCounter, isRoot: Bool = true) throws -> LayoutNode {
        if !isRoot && (depth == 0 || chance(25)) { return textLeaf(counter: counter) }
        let node = LayoutNode(style: style(isRoot: isRoot))
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            try node.appendChild(tree(depth: depth - 1, counter: counter, isRoot: false))
        }
        return node
    }
}

@Suite("Engine incremental layout")
struct EngineIncrementalLayoutTests {
    /// A deep copy (style, config, measure function) that has never been laid out.
    static func freshCopy(_ node: LayoutNode) throws -> LayoutNode {
        let copy = LayoutNode(style: node.style, config: node.config)
        copy.measure = node.measure
        copy.baseline = node.baseline
        for child in node.children { try copy.appendChild(freshCopy(child)) }
        return copy
    }

    static func allNodes(_ node: LayoutNode) -> [LayoutNode] {
        [node] + node.children.flatMap { allNodes($0) }
    }

    /// Whether two frame lists match to within one device pixel: caches reuse results for sizes equal
    /// within Yoga's 0.0001 tolerance, which can flip a rounding at an exact half pixel.
    static func matchWithinOnePixel(_ lhs: [[Double]], _ rhs: [[Double]], scale: Double) -> Bool {
        lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy { left, right in
                zip(left, right).allSatisfy { abs($0 - $1) <= 1 / scale + 1e-9 }
            }
    }

    @Test(
        "re-layout after random edits equals a fresh layout (seeded random trees)",
        arguments: 1...60, [1.0, 2.0])
    func incrementalEqualsFresh(seed: Int, scale: Double) throws {
        var trees = RandomTrees(random: SeededRandomNumberGenerator(seed: UInt64(seed)))
        let counter = MeasureCounter()
        let root = try trees.tree(depth: 4, counter: counter)
        root.config = LayoutConfig(pointScaleFactor: scale)
        let direction: LayoutDirection = seed % 2 == 0 ? .ltr : .rtl
        root.calculateLayout(direction: direction)

        for step in 0..<6 {
            let nodes = Self.allNodes(root)
            let target = nodes.randomElement(using: &trees.random) ?? root
            switch Int.random(in: 0..<4, using: &trees.random) {
            case 0:
                target.style = trees.style(isRoot: target === root)
            case 1 where target.measure == nil:
                let child =
                    trees.chance(50)
                    ? trees.textLeaf(counter: counter)
                    : try trees.tree(depth: 1, counter: counter, isRoot: false)
                try target.insertChild(child, at: Int.random(in: 0...target.children.count, using: &trees.random))
            case 2 where target !== root:
                try target.parent?.removeChild(target)
            default:
                // Content change of a text leaf: the owner marks it dirty.
                target.style.flexGrow = target.style.flexGrow == 0 ? 1 : 0
                target.markDirty()
            }
            let stepDirection: LayoutDirection = step == 3 ? (direction == .ltr ? .rtl : .ltr) : direction
            let width: Double? = step == 4 ? 333 : nil
            root.calculateLayout(width: width, direction: stepDirection)
            let fresh = try Self.freshCopy(root)
            fresh.calculateLayout(width: width, direction: stepDirection)
            let incremental = EngineFixtures.frames(root)
            let expected = EngineFixtures.frames(fresh)
            let matches = Self.matchWithinOnePixel(incremental, expected, scale: scale)
            #expect(matches, "seed \(seed) step \(step): \(incremental) vs fresh \(expected)")
            if !matches { return }
        }
    }
}
