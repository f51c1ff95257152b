// EngineCSSBehaviourTests: the engine's CSS behaviour (`LayoutErrata.none`) against Yoga's (`LayoutErrata.yoga`):
// sizing keywords, min-content widths, freezing while flexing, safe alignment, self alignment and stretch in
// multi-line containers.

import Testing
import TrellisLayout

@Suite("Engine CSS behaviour")
struct EngineCSSBehaviourTests {
    /// A text leaf of `words` (each character 10 points square, one line 10 high), wrapping at spaces.
    private func text(_ words: [Int], style: FlexStyle = .webDefaults) -> LayoutNode {
        let leaf = LayoutNode(style: style)
        let natural = Double(words.reduce(0, +) + words.count - 1) * 10
        let longest = Double(words.max() ?? 0) * 10
        leaf.measure = { width, widthMode, _, _ in
            let used = widthMode == .undefined ? natural : widthMode == .exactly ? width : min(natural, width)
            // Greedy wrapping at the used width (at least the longest word).
            let limit = max(used, longest)
            var lines = 1
            var current = 0.0
            for word in words.map({ Double($0) * 10 }) {
                if current == 0 {
                    current = word
                } else if current + 10 + word <= limit {
                    current += 10 + word
                } else {
                    lines += 1
                    current = word
                }
            }
            return LayoutSize(width: used, height: Double(lines) * 10)
        }
        leaf.minContentWidth = { longest }
        return leaf
    }

    private func row(width: Double, config: LayoutConfig, _ configure: (inout FlexStyle) -> Void = { _ in })
        -> LayoutNode
    {
        var style = FlexStyle.webDefaults
        style.width = .points(width)
        style.height = 10
        configure(&style)
        return LayoutNode(style: style, config: config)
    }

    @Test("LayoutConfig.default keeps Yoga's behaviour and LayoutConfig.web none of it")
    func configs() {
        #expect(LayoutConfig.default.errata == .yoga)
        #expect(LayoutConfig.web.errata == .none)
        #expect(LayoutErrata.yoga.contains([.clampedFreeSpace, .maxWinsOverMin, .yogaAspectRatio]))
    }

    @Test("min-content, max-content and fit-content widths come from the content, stretch from the container")
    func sizingKeywords() throws {
        var columnStyle = FlexStyle.webDefaults
        columnStyle.flexDirection = .column
        columnStyle.alignItems = .flexStart
        columnStyle.width = 60
        let root = LayoutNode(style: columnStyle, config: .web)
        var leaves: [LayoutNode] = []
        for keyword in [LayoutLength.minContent, .maxContent, .fitContent, .stretch] {
            var style = FlexStyle.webDefaults
            style.width = keyword
            let leaf = text([2, 4, 3], style: style)
            try root.appendChild(leaf)
            leaves.append(leaf)
        }
        root.calculateLayout()
        // HH HHHH HHH: longest word 40, one line 110; fit-content in 60 is 60; stretch fills 60.
        #expect(leaves.map(\.layout.width) == [40, 110, 60, 60])
        #expect(leaves.map(\.layout.height) == [30, 10, 30, 30])
    }

    @Test("a text item shrinks no further than its longest word under CSS behaviour (automatic minimum)")
    func automaticMinimumOfText() throws {
        let root = row(width: 20, config: .web)
        let leaf = text([5])
        try root.appendChild(leaf)
        root.calculateLayout()
        #expect(leaf.layout.width == 50)
    }

    @Test("free space comes from flex base sizes and min violations freeze (CSS) or clamp first (Yoga)")
    func freezing() throws {
        func widths(_ config: LayoutConfig) throws -> [Double] {
            let root = row(width: 300, config: config)
            var first = FlexStyle.webDefaults
            first.flexGrow = 1
            first.flexBasis = 0
            first.minWidth = 200
            var other = FlexStyle.webDefaults
            other.flexGrow = 1
            other.flexBasis = 0
            let items = [LayoutNode(style: first), LayoutNode(style: other), LayoutNode(style: other)]
            for item in items { try root.appendChild(item) }
            root.calculateLayout()
            return items.map(\.layout.width)
        }
        #expect(try widths(.web) == [200, 50, 50])
        #expect(try widths(.default) == [233, 34, 33])
    }

    @Test("while flexing, a minimum above the maximum wins under CSS behaviour; Yoga clamps to the maximum first")
    func minWinsOverMax() throws {
        func widths(_ config: LayoutConfig) throws -> [Double] {
            let root = row(width: 300, config: config)
            var conflicting = FlexStyle.webDefaults
            conflicting.flexGrow = 1
            conflicting.minWidth = 80
            conflicting.maxWidth = 40
            var other = FlexStyle.webDefaults
            other.flexGrow = 1
            let items = [LayoutNode(style: conflicting), LayoutNode(style: other)]
            for item in items { try root.appendChild(item) }
            root.calculateLayout()
            return items.map(\.layout.width)
        }
        #expect(try widths(.web) == [80, 220])
        // Yoga distributes as if the first item were 40 wide, then its own layout clamps it to 80.
        #expect(try widths(.default) == [80, 260])
    }

    @Test("safe centring of an overflowing item falls back to start; unsafe centring overflows both edges")
    func safeAlignment() throws {
        func left(_ overflow: OverflowAlignment) throws -> Double {
            let root = row(width: 50, config: .web) {
                $0.justifyContent = .center
                $0.justifyContentOverflow = overflow
            }
            var style = FlexStyle.webDefaults
            style.width = 80
            style.flexShrink = 0
            let item = LayoutNode(style: style)
            try root.appendChild(item)
            root.calculateLayout()
            return item.layout.left
        }
        #expect(try left(.safe) == 0)
        #expect(try left(.unsafe) == -15)
    }

    @Test("selfStart follows the item's own direction in a column, flexStart the container's")
    func selfStart() throws {
        var columnStyle = FlexStyle.webDefaults
        columnStyle.flexDirection = .column
        columnStyle.width = 100
        let root = LayoutNode(style: columnStyle, config: .web)
        var selfStyle = FlexStyle.webDefaults
        selfStyle.width = 30
        selfStyle.height = 10
        selfStyle.direction = .rtl
        selfStyle.alignSelf = .selfStart
        var startStyle = selfStyle
        startStyle.alignSelf = .flexStart
        let selfAligned = LayoutNode(style: selfStyle)
        let startAligned = LayoutNode(style: startStyle)
        try root.appendChild(selfAligned)
        try root.appendChild(startAligned)
        root.calculateLayout(direction: .ltr)
        #expect(selfAligned.layout.left == 70)
        #expect(startAligned.layout.left == 0)
    }

    @Test(
        "a stretched item of a multi-line container takes its line's cross size, not the space between lines",
        arguments: [LayoutConfig.web, .default])
    func multiLineStretch(config: LayoutConfig) throws {
        var style = FlexStyle.webDefaults
        style.width = 100
        style.height = 160
        style.flexWrap = .wrap
        style.alignContent = .spaceBetween
        let root = LayoutNode(style: style, config: config)
        func item(_ width: Double, _ height: Double?) -> LayoutNode {
            var itemStyle = FlexStyle.webDefaults
            itemStyle.width = .points(width)
            if let height { itemStyle.height = .points(height) }
            return LayoutNode(style: itemStyle)
        }
        let items = [item(50, 40), item(40, nil), item(60, 20), item(30, nil)]
        for child in items { try root.appendChild(child) }
        root.calculateLayout()
        #expect(items.map(\.layout.height) == [40, 40, 20, 20])
        #expect(items.map(\.layout.top) == [0, 0, 140, 140])
    }

    @Test("a display: none root and its subtree have no box")
    func displayNoneRoot() throws {
        var style = FlexStyle.webDefaults
        style.display = .none
        style.width = 100
        style.height = 100
        let root = LayoutNode(style: style, config: .web)
        let child = LayoutNode(style: .webDefaults)
        try root.appendChild(child)
        root.calculateLayout()
        #expect([root.layout.width, root.layout.height, child.layout.width] == [0, 0, 0])
    }
}
