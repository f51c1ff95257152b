// LastBaselineAlignmentTests: `Align.lastBaseline` and baseline alignment in column containers under CSS
// behaviour (CSS Box Alignment 3, sections 9.1 and 9.3), driven through the public LayoutNode API.

import Testing
import TrellisLayout

@Suite("Last-baseline alignment")
struct LastBaselineAlignmentTests {
    /// A web-defaults leaf of the given size whose first and last baselines are `first` and `last`.
    private func leaf(width: Double, height: Double, first: Double, last: Double) -> LayoutNode {
        var style = FlexStyle.webDefaults
        style.width = .points(width)
        style.height = .points(height)
        let node = LayoutNode(style: style)
        node.baseline = { _, _ in first }
        node.lastBaseline = { _, _ in last }
        return node
    }

    private func container(_ configure: (inout FlexStyle) -> Void) -> LayoutNode {
        var style = FlexStyle.webDefaults
        configure(&style)
        let node = LayoutNode(style: style)
        node.config = .web
        return node
    }

    @Test("a row's last-baseline items share their last baselines and are packed against the line's end")
    func rowItemsShareLastBaselineAtEnd() throws {
        let root = container {
            $0.width = 200
            $0.height = 60
            $0.alignItems = .lastBaseline
        }
        let tall = leaf(width: 20, height: 30, first: 5, last: 25)
        let short = leaf(width: 20, height: 10, first: 8, last: 8)
        try root.appendChild(tall)
        try root.appendChild(short)
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        // Descents: 5 and 2, so the shared last baseline sits 5 above the line's bottom edge (y = 55).
        #expect(tall.layout.top == 30)
        #expect(short.layout.top == 47)
    }

    @Test("a row's first-baseline items still align by their first baselines at the line's start")
    func rowItemsShareFirstBaselineAtStart() throws {
        let root = container {
            $0.width = 200
            $0.height = 60
            $0.alignItems = .baseline
        }
        let tall = leaf(width: 20, height: 30, first: 5, last: 25)
        let short = leaf(width: 20, height: 10, first: 8, last: 8)
        try root.appendChild(tall)
        try root.appendChild(short)
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(tall.layout.top == 3)
        #expect(short.layout.top == 0)
    }

    @Test(
        "a column's baseline groups line up by their left edges, packed at the start or end of the inline direction",
        arguments: [
            (Align.baseline, LayoutDirection.ltr, 0.0), (.baseline, .rtl, 70), (.lastBaseline, .ltr, 70),
            (.lastBaseline, .rtl, 0),
        ])
    func columnBaselineGroupPacking(alignment: Align, direction: LayoutDirection, groupLeft: Double) throws {
        let root = container {
            $0.width = 100
            $0.flexDirection = .column
            $0.alignItems = alignment
        }
        let narrow = leaf(width: 20, height: 10, first: 8, last: 8)
        let wide = leaf(width: 30, height: 10, first: 8, last: 8)
        try root.appendChild(narrow)
        try root.appendChild(wide)
        root.calculateLayout(width: nil, height: nil, direction: direction)
        #expect(narrow.layout.left == groupLeft)
        #expect(wide.layout.left == groupLeft)
    }

    @Test("under Yoga's behaviour a column's baseline items stay at flex-start")
    func yogaColumnBaselineIsFlexStart() throws {
        var style = FlexStyle()
        style.width = 100
        style.flexDirection = .column
        style.alignItems = .baseline
        let root = LayoutNode(style: style)
        let narrow = leaf(width: 20, height: 10, first: 8, last: 8)
        try root.appendChild(narrow)
        root.calculateLayout(width: nil, height: nil, direction: .rtl)
        #expect(narrow.layout.left == 80)
    }
}
