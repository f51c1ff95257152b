// ConformanceAhemMeasureTests: the Ahem text measure of FORMAT.md (widths, wrapping width rule, line counting).

import Testing
import TrellisLayout
import TrellisLayoutConformance

@Suite("AhemTextMeasure")
struct ConformanceAhemMeasureTests {
    @Test(
        "width: exactly → offered, at-most → min(10·n, offered), undefined → 10·n",
        arguments: [
            (MeasureMode.exactly, 35.0, 35.0), (.atMost, 35.0, 35.0), (.atMost, 500.0, 110.0), (.undefined, 7.0, 110.0),
        ])
    func widthFollowsMode(mode: MeasureMode, offered: Double, width: Double) {
        let measure = AhemTextMeasure(text: "HHHHH HHHHH", isColumn: true)
        #expect(measure.measure(width: offered, widthMode: mode, height: 0, heightMode: .undefined).width == width)
    }

    @Test("a column text wraps at the measured width; a row text never narrower than its longest word")
    func wrappingWidthRule() {
        // "HH HHHH HH": n = 10, words 2, 4, 2; at-most 30 → width 30.
        let column = AhemTextMeasure(text: "HH HHHH HH", isColumn: true)
        let row = AhemTextMeasure(text: "HH HHHH HH", isColumn: false)
        // Column: W = 30: "HH" (cur 30), "HHHH" (40 > 30: over-long, lines 1→3, cur 0), "HH" (cur 30) → 3 lines.
        #expect(
            column.measure(width: 30, widthMode: .atMost, height: 0, heightMode: .undefined)
                == LayoutSize(width: 30, height: 30))
        // Row: W = max(30, 40) = 40: "HH" cur 30; "HHHH" 30+40 > 40 → lines 2, cur 50; "HH" 50+20 > 40 → lines 3.
        #expect(
            row.measure(width: 30, widthMode: .atMost, height: 0, heightMode: .undefined)
                == LayoutSize(width: 30, height: 30))
        #expect(column.lineCount(wrappingWidth: 40) == 3)
        #expect(row.lineCount(wrappingWidth: 70) == 2)
    }

    @Test(
        "line counting of FORMAT.md step 3",
        arguments: [
            ("HH HH", 50.0, 1), ("HH HH", 40.0, 2), ("HH HH", 20.0, 2), ("HH HH", 10.0, 2),
            ("HHHHHH HH", 30.0, 2), ("HH HHHHHH", 30.0, 2), ("HH HHHHHH HH", 30.0, 3), ("H H H H", 30.0, 2),
            ("HHHH", 0.0, 1), ("HH HH HH", 0.0, 3),
        ])
    func lineCount(text: String, wrappingWidth: Double, lines: Int) {
        #expect(AhemTextMeasure(text: text, isColumn: true).lineCount(wrappingWidth: wrappingWidth) == lines)
    }

    @Test(
        "height: exactly → offered, at-most → min(natural, offered), undefined → natural",
        arguments: [
            (MeasureMode.exactly, 5.0, 5.0), (.atMost, 15.0, 15.0), (.atMost, 100.0, 20.0), (.undefined, 1.0, 20.0),
        ])
    func heightFollowsMode(mode: MeasureMode, offered: Double, height: Double) {
        let measure = AhemTextMeasure(text: "HH HH", isColumn: true)
        #expect(measure.measure(width: 20, widthMode: .exactly, height: offered, heightMode: mode).height == height)
    }

    @Test("min-content is the longest word, max-content the whole text")
    func intrinsicWidths() {
        let measure = AhemTextMeasure(text: "H HHH HH", isColumn: false)
        #expect(measure.minContentWidth == 30)
        #expect(measure.maxContentWidth == 80)
    }
}
