// EngineAspectRatioLeafTests: a measured leaf with an aspect ratio and no definite height, under CSS's
// behaviour (its height comes from its width through the ratio, also as its automatic minimum) and Yoga's
// (its height is its content's).

import Testing
import TrellisLayout

@Suite("Engine aspect-ratio leaves")
struct EngineAspectRatioLeafTests {
    /// A column 300 wide holding one text leaf, "HH HH HH" in 10-point squares, with `ratio` and a
    /// max-width of 40: the text wraps to three lines (30 high) at that width.
    private func layout(ratio: Double, config: LayoutConfig, defaults: FlexStyle = .webDefaults) throws -> LayoutResult
    {
        var rootStyle = defaults
        rootStyle.flexDirection = .column
        rootStyle.alignItems = .flexStart
        rootStyle.width = 300
        var leafStyle = defaults
        leafStyle.aspectRatio = ratio
        leafStyle.maxWidth = 40
        let leaf = LayoutNode(style: leafStyle)
        leaf.measure = { width, widthMode, _, _ in
            let natural = 80.0
            let used = widthMode == .undefined ? natural : widthMode == .exactly ? width : min(natural, width)
            // Words of 20 points with 10-point spaces: as many per line as fit.
            let perLine = max(1, Int((used + 10) / 30))
            let lines = (3 + perLine - 1) / perLine
            return LayoutSize(width: used, height: Double(lines) * 10)
        }
        leaf.minContentWidth = { 20 }
        let root = try LayoutNode(style: rootStyle, config: config, children: [leaf])
        root.calculateLayout()
        return leaf.layout
    }

    @Test("under CSS a ratio leaf without a definite height takes the height its width gives, even below its text")
    func cssHeightFromWidth() throws {
        let wide = try layout(ratio: 2, config: .web)
        #expect([wide.width, wide.height] == [40, 20])
        let tall = try layout(ratio: 0.5, config: .web)
        #expect([tall.width, tall.height] == [40, 80])
    }

    @Test("under Yoga's behaviour a ratio leaf is as tall as its text (LayoutErrata.yogaAspectRatio)")
    func yogaHeightFromContent() throws {
        let wide = try layout(ratio: 2, config: .default, defaults: FlexStyle())
        #expect([wide.width, wide.height] == [40, 30])
        // Web defaults and CSS's behaviour in every other respect.
        let withErratum = try layout(ratio: 2, config: LayoutConfig(errata: .yogaAspectRatio))
        #expect(withErratum.height == 30)
    }
}
