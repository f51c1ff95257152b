// Tests of StackView arranged through the constraints it owns: every distribution × alignment on both axes
// (frames worked out from UIKit's rules), spacing, custom spacing, hidden views, baselines, margins,
// baseline-relative spacing, nesting, a stack sized by Auto Layout, and the constraints' UIKit identifiers.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

/// A view with a fixed intrinsic content size.
@MainActor
private final class SizedView: View {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: any Coder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

@Suite("StackView constraints")
@MainActor
struct StackViewConstraintTests {
    /// The window each stack was first laid out in: later layouts of the same stack happen there.
    @MainActor
    private final class Hosts {
        var hosts: [ObjectIdentifier: WidgetTestHost] = [:]
    }

    private let hosts = Hosts()

    /// Lays `stack` out with its frame set to `frame` in a window laid out by frames (the same window for
    /// every layout of one stack), checking that the constraints are neither unsatisfiable nor ambiguous;
    /// returns the arranged views' frames.
    @discardableResult
    private func layOut(_ stack: StackView, in frame: CGRect, screen: CGSize = CGSize(width: 120, height: 120))
        -> [CGRect]
    {
        let checker = LifecycleChecker()
        LifecycleChecker.$current.withValue(checker) {
            stack.frame = frame
            if let host = hosts.hosts[ObjectIdentifier(stack)] {
                host.screen.runUntilIdle()
            } else {
                hosts.hosts[ObjectIdentifier(stack)] = WidgetTestHost(
                    width: Int(screen.width), height: Int(screen.height), stack)
            }
        }
        #expect(checker.diagnostics.isEmpty, "\(checker.diagnostics)")
        return stack.arrangedSubviews.map(\.frame)
    }

    /// The constraints the stack made ("UISV-…"), wherever activation installed them (the stack, or an
    /// arranged view for a constraint on that view alone).
    private func stackConstraints(_ stack: StackView) -> [LayoutConstraint] {
        ([stack] + stack.subviews).flatMap(\.constraints).filter { $0.identifier?.hasPrefix("UISV-") == true }
    }

    /// Three views 10×10, 20×20 and 30×30 with spacing 5: 70 of the 100 points along the axis are needed.
    private func threeViews() -> [View] { [SizedView(10, 10), SizedView(20, 20), SizedView(30, 30)] }

    /// Starts and lengths along the axis in a 100-long stack, by distribution (UIKit's rules).
    nonisolated static let mainAxis: [StackView.Distribution: (starts: [CGFloat], lengths: [CGFloat])] = [
        // Equal hugging: the last view takes the 30 extra points.
        .fill: ([0, 15, 40], [10, 20, 60]),
        // (100 - 2 × 5) / 3 each.
        .fillEqually: ([0, 35, 70], [30, 30, 30]),
        // 90 points shared 10 : 20 : 30.
        .fillProportionally: ([0, 20, 55], [15, 30, 45]),
        // Intrinsic lengths; the 40 points left make two equal gaps of 20.
        .equalSpacing: ([0, 30, 70], [10, 20, 30]),
        // Centres 5 (first at the start) and 85 (last at the end), the middle one halfway: 45.
        .equalCentering: ([0, 35, 70], [10, 20, 30]),
    ]

    /// Starts and lengths across the axis in a 50-wide stack, by alignment. Views without text have their
    /// baselines at their bottoms, so baseline alignment lines up bottoms with the tallest view at the top.
    nonisolated static func crossAxis(_ alignment: StackView.Alignment, _ axis: StackView.Axis) -> (
        starts: [CGFloat], lengths: [CGFloat]
    ) {
        switch alignment {
        case .fill: ([0, 0, 0], [50, 50, 50])
        case .leading, .top: ([0, 0, 0], [10, 20, 30])
        case .center: ([20, 15, 10], [10, 20, 30])
        case .trailing, .bottom: ([40, 30, 20], [10, 20, 30])
        case .firstBaseline, .lastBaseline:
            // Baselines mean nothing across a column: vertical stacks fill.
            axis == .horizontal ? ([20, 10, 0], [10, 20, 30]) : ([0, 0, 0], [50, 50, 50])
        }
    }

    nonisolated static let combinations: [(StackView.Axis, StackView.Distribution, StackView.Alignment)] =
        StackView.Axis.allCases.flatMap { axis in
            StackView.Distribution.allCases.flatMap { distribution in
                [StackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map {
                    (axis, distribution, $0)
                }
            }
        }

    @Test("every distribution × alignment on both axes places views as UIKit does", arguments: combinations)
    func distributionAndAlignment(
        _ axis: StackView.Axis, _ distribution: StackView.Distribution, _ alignment: StackView.Alignment
    ) throws {
        let stack = StackView(
            arrangedSubviews: threeViews(), axis: axis, spacing: 5, alignment: alignment, distribution: distribution)
        let frames = layOut(
            stack,
            in: axis == .horizontal
                ? CGRect(x: 3, y: 4, width: 100, height: 50) : CGRect(x: 3, y: 4, width: 50, height: 100))
        let main = try #require(Self.mainAxis[distribution])
        let cross = Self.crossAxis(alignment, axis)
        let expected = (0..<3).map { index in
            axis == .horizontal
                ? CGRect(
                    x: main.starts[index], y: cross.starts[index], width: main.lengths[index],
                    height: cross.lengths[index])
                : CGRect(
                    x: cross.starts[index], y: main.starts[index], width: cross.lengths[index],
                    height: main.lengths[index])
        }
        #expect(frames == expected)
    }

    @Test("spacing and custom spacing after a view; custom spacing goes with the view")
    func customSpacing() {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views, spacing: 5)
        #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        stack.setCustomSpacing(12, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 12)
        #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 30)).map(\.minX) == [0, 22, 47])
        #expect(stack.intrinsicContentSize == CGSize(width: 77, height: 30))
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 30)).map(\.minX) == [0, 15, 40])
        stack.setCustomSpacing(1, after: views[1])
        stack.removeArrangedSubview(views[1])
        stack.insertArrangedSubview(views[1], at: 1)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)

        let checker = LifecycleChecker()
        LifecycleChecker.$current.withValue(checker) { stack.setCustomSpacing(3, after: View()) }
        #expect(checker.diagnostics.map(\.rule) == ["AL-STACK-NOT-ARRANGED"])
    }

    @Test("a hidden arranged view collapses: no length, no spacing, at the end of the view before it")
    func hiddenViews() {
        let views = threeViews()
        views[1].isHidden = true
        let stack = StackView(arrangedSubviews: views, spacing: 5, distribution: .fillEqually)
        let frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 47.5, height: 30))
        #expect(frames[1] == CGRect(x: 47.5, y: 0, width: 0, height: 30))
        #expect(frames[2] == CGRect(x: 52.5, y: 0, width: 47.5, height: 30))
        views[0].isHidden = true
        views[1].isHidden = false
        let shown = layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(shown.map(\.minX) == [0, 0, 52.5])
        #expect(shown.map(\.width) == [0, 47.5, 47.5])
        let hiding = stackConstraints(stack).filter { $0.identifier == "UISV-hiding" }
        #expect(hiding.count == 2 && hiding.allSatisfy { $0.firstItem === views[0] })
    }

    @Test(
        "fill shrinks the last views first, collapses views when even the spacing does not fit, stretches a view without intrinsic size"
    )
    func fillOverflowAndFlexible() {
        let tight = StackView(arrangedSubviews: threeViews(), spacing: 5)
        #expect(layOut(tight, in: CGRect(x: 0, y: 0, width: 45, height: 30)).map(\.width) == [10, 20, 5])
        // Spacing longer than the stack: the views collapse and the stack overflows at its end.
        let collapsed = layOut(tight, in: CGRect(x: 0, y: 0, width: 6, height: 30))
        #expect(collapsed.map(\.width) == [0, 0, 0])
        #expect(collapsed.map(\.minX) == [0, 5, 10])
        let flexible = StackView(arrangedSubviews: [SizedView(10, 10), View(), SizedView(30, 30)], spacing: 5)
        #expect(layOut(flexible, in: CGRect(x: 0, y: 0, width: 100, height: 30)).map(\.width) == [10, 50, 30])
        let hugging = threeViews()
        hugging[2].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        let stack = StackView(arrangedSubviews: hugging, spacing: 5)
        #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 30)).map(\.width) == [10, 50, 30])
    }

    @Test("labels align their first or last baselines; a bordered button's text line lines up with a label's")
    func baselineAlignment() {
        let twoLines = Label(text: "a\nb")
        twoLines.numberOfLines = 0
        let button = Button(title: "OK", style: .bordered)
        let first = StackView(
            arrangedSubviews: [twoLines, Label(text: "c"), button], spacing: 1, alignment: .firstBaseline)
        // Baselines at 1 (label rows) and 2 (the button's text row): the button is at the top.
        #expect(layOut(first, in: CGRect(x: 0, y: 0, width: 20, height: 6)).map(\.minY) == [1, 1, 0])
        let last = StackView(
            arrangedSubviews: [
                Label(text: "a\nb").multiline(), Label(text: "c"), Button(title: "OK", style: .bordered),
            ],
            spacing: 1, alignment: .lastBaseline)
        #expect(layOut(last, in: CGRect(x: 0, y: 0, width: 20, height: 6)).map(\.minY) == [0, 1, 0])
    }

    @Test("margins-relative arrangement lays the views out inside the layout margins")
    func marginsRelative() {
        let stack = StackView(arrangedSubviews: threeViews(), spacing: 5, distribution: .fillEqually)
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 30)).first?.minX == 0)
        stack.isLayoutMarginsRelativeArrangement = true
        let frames = layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(frames.map(\.minX) == [2, 35, 68])
        #expect(frames.map(\.width) == [28, 28, 28])
        #expect(frames.allSatisfy { $0.minY == 1 && $0.height == 26 })
    }

    @Test("baseline-relative arrangement measures vertical spacing from last baseline to first baseline")
    func baselineRelative() {
        let top = Label(text: "a\nb").multiline()
        let bottom = Button(title: "OK", style: .bordered)
        let stack = StackView(arrangedSubviews: [top, bottom], axis: .vertical, spacing: 2, alignment: .leading)
        // Edge to edge: 2 rows, 2 of spacing, 3 rows.
        #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 10, height: 7)).map(\.minY) == [0, 4])
        stack.isBaselineRelativeArrangement = true
        // The label's last baseline is at 2; the button's first baseline 2 below it, at 4, puts its top at 2.
        #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 10, height: 5)).map(\.minY) == [0, 2])
        #expect(
            stackConstraints(stack).contains {
                $0.firstAttribute == .firstBaseline && $0.secondAttribute == .lastBaseline
            })
    }

    @Test("nested stacks: a column of rows, the inner stacks sized by their views")
    func nesting() {
        let row1 = StackView(arrangedSubviews: [SizedView(10, 2), SizedView(20, 4)], spacing: 1, alignment: .center)
        let row2 = StackView(arrangedSubviews: [SizedView(5, 3), View()], spacing: 2)
        let column = StackView(arrangedSubviews: [row1, row2], axis: .vertical, spacing: 1, alignment: .fill)
        #expect(
            layOut(column, in: CGRect(x: 1, y: 1, width: 40, height: 20)) == [
                CGRect(x: 0, y: 0, width: 40, height: 4), CGRect(x: 0, y: 5, width: 40, height: 15),
            ])
        #expect(
            row1.arrangedSubviews.map(\.frame) == [
                CGRect(x: 0, y: 1, width: 10, height: 2), CGRect(x: 11, y: 0, width: 29, height: 4),
            ])
        #expect(
            row2.arrangedSubviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 5, height: 15), CGRect(x: 7, y: 0, width: 33, height: 15),
            ])
    }

    @Test("a stack placed by constraints takes its intrinsic size along and across the axis")
    func stackInAutoLayout() throws {
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let stack = StackView(arrangedSubviews: threeViews(), spacing: 5, alignment: .top)
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        LayoutConstraint.activate(
            try LayoutConstraint.constraints(withVisualFormat: "H:|-7-[stack]", views: ["stack": stack])
                + LayoutConstraint.constraints(withVisualFormat: "V:|-2-[stack]", views: ["stack": stack]))
        let checker = LifecycleChecker()
        LifecycleChecker.$current.withValue(checker) { _ = WidgetTestHost(width: 100, height: 60, container) }
        #expect(checker.diagnostics.isEmpty, "\(checker.diagnostics)")
        #expect(stack.frame == CGRect(x: 7, y: 2, width: 70, height: 30))
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 15, 40])
    }

    @Test("the stack owns its constraints with UIKit's identifiers; arranged views stop translating autoresizing")
    func ownedConstraints() {
        let views = threeViews()
        let stack = StackView(arrangedSubviews: views, spacing: 5, alignment: .center, distribution: .fillEqually)
        layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        let identifiers = stackConstraints(stack).compactMap(\.identifier)
        #expect(
            Set(identifiers) == [
                "UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment",
                "UISV-spanning-boundary", "UISV-nonnegative-length",
            ])
        #expect(identifiers.filter { $0 == "UISV-spacing" }.count == 2)
        #expect(identifiers.filter { $0 == "UISV-fill-equally" }.count == 2)

        stack.distribution = .equalSpacing
        layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
        stack.distribution = .fill
        layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(!stack.layoutGuides.contains { $0.identifier == "UISV-distributing" })

        stack.removeArrangedSubview(views[1])
        // No longer placed by the stack: as in UIKit the app places it (here by its frame).
        #expect(!views[1].translatesAutoresizingMaskIntoConstraints)
        views[1].translatesAutoresizingMaskIntoConstraints = true
        layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(views[1].superview === stack)
        #expect(!stackConstraints(stack).contains { $0.firstItem === views[1] || $0.secondItem === views[1] })
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 15])
    }

    @Test("an arranged view's intrinsic size change re-proportions a fill-proportionally stack")
    func proportionalFollowsIntrinsicSize() {
        let first = SizedView(10, 10)
        let stack = StackView(arrangedSubviews: [first, SizedView(30, 10)], distribution: .fillProportionally)
        #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 80, height: 10)).map(\.width) == [20, 60])
        first.size = CGSize(width: 50, height: 10)
        #expect(layOut(stack, in: CGRect(x: 0, y: 0, width: 80, height: 10)).map(\.width) == [50, 30])
    }
}

extension Label {
    /// The label with unlimited lines.
    fileprivate func multiline() -> Label {
        numberOfLines = 0
        return self
    }
}
