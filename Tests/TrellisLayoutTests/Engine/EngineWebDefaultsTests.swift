// EngineWebDefaultsTests: CSS initial values (`FlexStyle.webDefaults`), including the automatic minimum
// size of flex items.

import Testing
import TrellisLayout

@Suite("Engine web defaults")
struct EngineWebDefaultsTests {
    /// A text leaf `natural` points wide that cannot get narrower than its longest word.
    private func text(natural: Double, longestWord: Double, style: FlexStyle = .webDefaults) -> LayoutNode {
        let leaf = LayoutNode(style: style)
        leaf.measure = { width, widthMode, _, _ in
            let used: Double
            switch widthMode {
            case .undefined: used = natural
            case .exactly: used = width
            case .atMost: used = max(min(natural, width), longestWord)
            }
            return LayoutSize(width: used, height: 10)
        }
        return leaf
    }

    @Test("web defaults are CSS's initial values")
    func initialValues() {
        let style = FlexStyle.webDefaults
        #expect(style.flexDirection == .row && style.flexShrink == 1 && style.alignContent == .stretch)
        #expect(style.boxSizing == .contentBox && style.minWidth == .auto && style.minHeight == .auto)
        #expect(FlexStyle() == FlexStyle.yogaDefaults)
        #expect(FlexStyle().flexDirection == .column && FlexStyle().flexShrink == 0 && FlexStyle().minWidth == nil)
    }

    @Test("items shrink no further than their content (automatic minimum size)")
    func automaticMinimumStopsShrinking() throws {
        var rootStyle = FlexStyle.webDefaults
        rootStyle.width = 100
        let root = LayoutNode(style: rootStyle)
        let wide = text(natural: 80, longestWord: 60)
        let narrow = text(natural: 80, longestWord: 10)
        try root.appendChild(wide)
        try root.appendChild(narrow)
        root.calculateLayout()
        #expect([wide.layout.width, narrow.layout.width] == [60, 40])
    }

    @Test("without an automatic minimum (min-width unset) both items shrink equally")
    func noMinimumShrinksEqually() throws {
        var rootStyle = FlexStyle.webDefaults
        rootStyle.width = 100
        var itemStyle = FlexStyle.webDefaults
        itemStyle.minWidth = nil
        let root = LayoutNode(style: rootStyle)
        let wide = text(natural: 80, longestWord: 60, style: itemStyle)
        let narrow = text(natural: 80, longestWord: 10, style: itemStyle)
        try root.appendChild(wide)
        try root.appendChild(narrow)
        root.calculateLayout()
        #expect([wide.layout.width, narrow.layout.width] == [50, 50])
    }

    @Test("a scroll container's automatic minimum is zero")
    func scrollContainerHasNoMinimum() throws {
        var rootStyle = FlexStyle.webDefaults
        rootStyle.width = 100
        var scrollStyle = FlexStyle.webDefaults
        scrollStyle.overflow = .hidden
        let root = LayoutNode(style: rootStyle)
        let wide = text(natural: 80, longestWord: 60, style: scrollStyle)
        let narrow = text(natural: 80, longestWord: 10)
        try root.appendChild(wide)
        try root.appendChild(narrow)
        root.calculateLayout()
        #expect([wide.layout.width, narrow.layout.width] == [50, 50])
    }

    @Test("content-box sizes exclude padding and border")
    func contentBoxSizing() throws {
        var style = FlexStyle.webDefaults
        style.width = 50
        style.height = 20
        style.padding[.all] = 10
        style.border[.left] = 2
        let node = LayoutNode(style: style)
        node.calculateLayout()
        #expect(EngineFixtures.frame(node) == [0, 0, 72, 40])
    }
}
