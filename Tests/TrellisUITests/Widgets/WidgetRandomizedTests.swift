// Seeded randomized tests of widget invariants: control tracking under random pointer input and
// stack view layout under random contents and settings.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Widget invariants (seeded random)")
@MainActor
struct WidgetRandomizedTests {
    @Test(
        "random pointer input: every touchDown ends in exactly one up or cancel; exit and enter alternate; highlight means pressed inside"
    )
    func controlTracking() {
        var random = SeededRandomNumberGenerator(seed: 0xB077_0)
        for round in 0..<200 {
            let button = Button(title: "OK")
            button.frame = CGRect(x: 3, y: 1, width: 6, height: 1)
            let host = WidgetTestHost(width: 12, height: 3, button)
            let log = ControlEventLog()
            log.observe(button)
            var pressed = false
            for _ in 0..<12 {
                let point = CGPoint(x: Double(random.next() % 12), y: Double(random.next() % 3))
                switch random.next() % 6 {
                case 0, 1:
                    if !pressed {
                        host.screen.pointerDown(at: point)
                        pressed = true
                    }
                case 2, 3: host.screen.pointerMove(at: point)
                case 4:
                    guard pressed else { break }
                    let wasTracking = button.isTracking
                    let before = log.entries.count
                    host.screen.pointerUp(at: point)
                    pressed = false
                    // The release point alone decides inside or outside.
                    let expected =
                        button.frame.contains(point) ? ["touchUpInside", "primaryActionTriggered"] : ["touchUpOutside"]
                    #expect(Array(log.entries[before...]) == (wasTracking ? expected : []), "round \(round)")
                default:
                    button.isEnabled.toggle()
                }
                #expect(button.isHighlighted == (button.isTracking && button.isTouchInside), "round \(round)")
            }
            if pressed { host.screen.pointerUp(at: .zero) }
            // Check the whole sequence.
            var tracking = false
            var inside = false
            for entry in log.entries where entry != "primaryActionTriggered" {
                switch entry {
                case "touchDown":
                    #expect(!tracking, "round \(round): \(log.entries)")
                    tracking = true
                    inside = true
                case "touchUpInside", "touchUpOutside", "touchCancel":
                    #expect(tracking, "round \(round): \(log.entries)")
                    tracking = false
                case "touchDragExit":
                    #expect(tracking && inside, "round \(round): \(log.entries)")
                    inside = false
                case "touchDragEnter":
                    #expect(tracking && !inside, "round \(round): \(log.entries)")
                    inside = true
                case "touchDragInside": #expect(tracking && inside, "round \(round)")
                case "touchDragOutside": #expect(tracking && !inside, "round \(round)")
                default: Issue.record("unexpected event \(entry)")
                }
            }
            #expect(!tracking, "round \(round): \(log.entries)")
            let primary = log.entries.filter { $0 == "primaryActionTriggered" }.count
            #expect(primary == log.entries.filter { $0 == "touchUpInside" }.count, "round \(round)")
        }
    }

    @Test("random labels: a label sized by sizeThatFits shows every measured line, each within the measured width")
    func labelMeasureMatchesRendering() {
        var random = SeededRandomNumberGenerator(seed: 0x1AB_E1)
        let alphabet: [Character] = ["a", "b", " ", " ", "中", "🇯🇵", "e\u{301}", "x", "y"]
        for round in 0..<200 {
            let length = 1 + Int(random.next() % 30)
            var text = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            if text.allSatisfy(\.isWhitespace) { text += "z" }
            let label = Label(text: text)
            label.numberOfLines = Int(random.next() % 4)
            label.lineBreakMode = LineBreakMode.allCases[Int(random.next() % UInt64(LineBreakMode.allCases.count))]
            let width = CGFloat(2 + random.next() % 12)
            let size = label.sizeThatFits(CGSize(width: width, height: 0))
            label.frame = CGRect(origin: .zero, size: size)
            let host = WidgetTestHost(width: 20, height: 40, label)
            let context =
                "round \(round): \(text.debugDescription) width \(width) lines \(label.numberOfLines) \(label.lineBreakMode)"
            let measurer = CellTextMeasurer()
            let rows = host.screen.lines.prefix(Int(size.height))
            #expect(size.width <= width, "\(context)")
            let below = host.screen.lines.dropFirst(Int(size.height)).filter { !$0.isEmpty }
            #expect(below.isEmpty, "\(context)")
            for row in rows {
                #expect(measurer.width(of: row, font: .body) <= size.width, "\(context): \(rows)")
            }
            let expectedRows = label.textLayout(width: width).lines.map { line in
                String(line.text.reversed().drop(while: { $0 == " " }).reversed())
            }
            #expect(Array(rows) == expectedRows, "\(context)")
        }
    }

    @Test("random stacks: arranged views stay in order, never overlap, fill the axis when the distribution fills")
    func stackLayout() {
        var random = SeededRandomNumberGenerator(seed: 0x57AC_C)
        let words = ["a", "bb", "ccc", "中文", "dddd", "🇯🇵e\u{301}"]
        for round in 0..<300 {
            let count = 1 + Int(random.next() % 5)
            var views: [View] = []
            for _ in 0..<count {
                if random.next() % 5 == 0 {
                    views.append(View()) // no intrinsic size: flexible
                } else {
                    views.append(Label(text: words[Int(random.next() % UInt64(words.count))]))
                }
                if random.next() % 6 == 0 { views[views.count - 1].isHidden = true }
            }
            let axis = StackView.Axis.allCases[Int(random.next() % 2)]
            let distribution = StackView.Distribution.allCases[Int(random.next() % 5)]
            let alignment = StackView.Alignment.allCases[
                Int(random.next() % UInt64(StackView.Alignment.allCases.count))]
            let spacing = CGFloat(random.next() % 3)
            let length = CGFloat(random.next() % 30)
            let stack = StackView(
                arrangedSubviews: views, axis: axis, spacing: spacing, alignment: alignment, distribution: distribution)
            stack.frame =
                axis == .horizontal
                ? CGRect(x: 0, y: 0, width: length, height: 3) : CGRect(x: 0, y: 0, width: 6, height: length)
            _ = WidgetTestHost(width: 30, height: 30, stack)
            let context = "round \(round): \(axis) \(distribution) \(alignment) spacing \(spacing) length \(length)"
            let visible = views.filter { !$0.isHidden }
            let starts = visible.map { axis == .horizontal ? $0.frame.minX : $0.frame.minY }
            let ends = visible.map { axis == .horizontal ? $0.frame.maxX : $0.frame.maxY }
            for index in visible.indices {
                #expect(ends[index] >= starts[index], "\(context)")
                #expect(starts[index] >= -0.000_1, "\(context)")
                if index > 0 { #expect(starts[index] >= ends[index - 1] + spacing - 0.000_1, "\(context)") }
                let frame = visible[index].frame
                let crossEnd = axis == .horizontal ? frame.maxY : frame.maxX
                #expect(crossEnd <= (axis == .horizontal ? 3 : 6) + 0.000_1, "\(context)")
            }
            let needed =
                visible.map { v -> CGFloat in
                    let size = v.intrinsicContentSize
                    return Swift.max(0, axis == .horizontal ? size.width : size.height)
                }.reduce(0, +) + spacing * CGFloat(Swift.max(0, visible.count - 1))
            if let last = ends.last,
                needed <= length || distribution == .fillEqually || distribution == .fillProportionally
            {
                if distribution != .equalCentering || visible.count > 1 {
                    #expect(
                        abs(last - Swift.max(length, spacing * CGFloat(visible.count - 1))) < 0.000_1,
                        "\(context) ends \(ends)")
                }
            }
        }
    }
}
