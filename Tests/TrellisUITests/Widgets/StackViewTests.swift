// Tests of StackView: every distribution and alignment, hidden views, arranged-view management,
// intrinsic size, nesting and what stacks render.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("StackView")
@MainActor
struct StackViewTests {
    /// Lays out `stack` at `size` in a window and returns the arranged views' frames.
    private func layOut(_ stack: StackView, size: CGSize) -> [CGRect] {
        stack.frame = CGRect(origin: .zero, size: size)
        _ = WidgetTestHost(width: 30, height: 8, stack)
        return stack.arrangedSubviews.map(\.frame)
    }

    private func labels(_ texts: String...) -> [View] { texts.map { Label(text: $0) } }

    nonisolated static let distributionCases: [(StackView.Distribution, [CGFloat], [CGFloat])] = [
        (.fill, [0, 2, 6], [1, 3, 14]),
        (.fillEqually, [0, 7, 14], [6, 6, 6]),
        (.fillProportionally, [0, 4, 14], [3, 9, 6]),
        (.equalSpacing, [0, 8, 18], [1, 3, 2]),
        (.equalCentering, [0, 8.25, 18], [1, 3, 2]),
    ]

    @Test("distributions share a 20-point row among views 1, 3 and 2 wide with spacing 1", arguments: distributionCases)
    func distributions(_ distribution: StackView.Distribution, xs: [CGFloat], widths: [CGFloat]) {
        let stack = StackView(arrangedSubviews: labels("a", "bbb", "cc"), spacing: 1, distribution: distribution)
        let frames = layOut(stack, size: CGSize(width: 20, height: 1))
        #expect(frames.map(\.minX) == xs)
        #expect(frames.map(\.width) == widths)
        #expect(frames.allSatisfy { $0.minY == 0 && $0.height == 1 })
    }

    @Test("fill gives extra space to views without an intrinsic length and takes missing space from the end")
    func fillFlexibleAndOverflow() {
        let flexible = StackView(arrangedSubviews: [Label(text: "a"), View(), Label(text: "cc")], spacing: 1)
        #expect(layOut(flexible, size: CGSize(width: 20, height: 1)).map(\.minX) == [0, 2, 18])
        let tight = StackView(arrangedSubviews: labels("a", "bbb", "cc"), spacing: 1)
        let frames = layOut(tight, size: CGSize(width: 5, height: 1))
        #expect(frames.map(\.width) == [1, 2, 0])
        #expect(frames.map(\.minX) == [0, 2, 5])
    }

    nonisolated static let horizontalAlignmentCases: [(StackView.Alignment, [CGFloat], [CGFloat])] = [
        (.fill, [0, 0], [5, 5]),
        (.top, [0, 0], [1, 3]),
        (.leading, [0, 0], [1, 3]),
        (.center, [2, 1], [1, 3]),
        (.bottom, [4, 2], [1, 3]),
        (.trailing, [4, 2], [1, 3]),
        (.firstBaseline, [1, 0], [1, 3]),
        (.lastBaseline, [1, 0], [1, 3]),
    ]

    @Test(
        "alignments place a label and a bordered button in a 5-row horizontal stack",
        arguments: horizontalAlignmentCases)
    func horizontalAlignment(_ alignment: StackView.Alignment, ys: [CGFloat], heights: [CGFloat]) {
        let stack = StackView(arrangedSubviews: [Label(text: "a"), Button(title: "OK", style: .bordered)], spacing: 1)
        stack.alignment = alignment
        let frames = layOut(stack, size: CGSize(width: 20, height: 5))
        #expect(frames.map(\.minY) == ys)
        #expect(frames.map(\.height) == heights)
    }

    @Test(
        "first and last baselines of a two-line label",
        arguments: [
            (StackView.Alignment.firstBaseline, [CGFloat(0), 0]),
            (.lastBaseline, [0, 1]),
        ])
    func multiLineBaselines(_ alignment: StackView.Alignment, ys: [CGFloat]) {
        let twoLines = Label(text: "a\nb")
        twoLines.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [twoLines, Label(text: "c")], spacing: 1, alignment: alignment)
        let frames = layOut(stack, size: CGSize(width: 10, height: 4))
        #expect(frames.map(\.minY) == ys)
        #expect(frames.map(\.height) == [2, 1])
    }

    nonisolated static let verticalAlignmentCases: [(StackView.Alignment, [CGFloat], [CGFloat])] = [
        (.fill, [0, 0], [10, 10]),
        (.leading, [0, 0], [2, 4]),
        (.center, [4, 3], [2, 4]),
        (.trailing, [8, 6], [2, 4]),
        (.firstBaseline, [0, 0], [10, 10]), // baselines mean nothing across a column: fill
    ]

    @Test("alignments place views across a 10-point vertical stack", arguments: verticalAlignmentCases)
    func verticalAlignment(_ alignment: StackView.Alignment, xs: [CGFloat], widths: [CGFloat]) {
        let stack = StackView(arrangedSubviews: labels("ab", "abcd"), axis: .vertical, alignment: alignment)
        let frames = layOut(stack, size: CGSize(width: 10, height: 4))
        #expect(frames.map(\.minX) == xs)
        #expect(frames.map(\.width) == widths)
        #expect(frames.map(\.minY) == [0, 1])
    }

    @Test("hidden arranged views take no space")
    func hiddenViews() {
        let views = labels("a", "bbb", "cc")
        views[1].isHidden = true
        let stack = StackView(arrangedSubviews: views, spacing: 1, distribution: .fillEqually)
        let frames = layOut(stack, size: CGSize(width: 20, height: 1))
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 9.5, height: 1))
        #expect(frames[2] == CGRect(x: 10.5, y: 0, width: 9.5, height: 1))
        #expect(stack.intrinsicContentSize == CGSize(width: 5, height: 1)) // 2 + 1 + 2 (equal lengths)
    }

    @Test("hiding an arranged view after layout frees its space; showing it takes the space back")
    func hideAfterLayout() {
        let views = labels("a", "bbb", "cc")
        let stack = StackView(arrangedSubviews: views, spacing: 1, distribution: .equalSpacing)
        stack.frame = CGRect(x: 0, y: 0, width: 12, height: 1)
        let host = WidgetTestHost(width: 12, height: 1, stack)
        #expect(host.text == "a   bbb   cc")
        views[1].isHidden = true
        #expect(host.text == "a         cc")
        views[1].isHidden = false
        #expect(host.text == "a   bbb   cc")
    }

    @Test("arranged views: add, insert, move, remove (stays a subview) and removeFromSuperview")
    func arrangedManagement() {
        let a = Label(text: "a"), b = Label(text: "b"), c = Label(text: "c"), d = Label(text: "d")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["a", "c", "b"])
        stack.addArrangedSubview(a) // moves to the end
        #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["c", "b", "a"])
        stack.insertArrangedSubview(d, at: 99) // clamped
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["c", "a", "d"])
        #expect(b.superview === stack)
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["a", "d"])
        #expect(stack.subviews.count == 3)
    }

    @Test("a stack's intrinsic size is what its views need, with spacing and margins")
    func intrinsicSize() {
        let row = StackView(arrangedSubviews: labels("a", "bbb", "cc"), spacing: 1)
        #expect(row.intrinsicContentSize == CGSize(width: 8, height: 1))
        let column = StackView(arrangedSubviews: labels("a", "bbb", "cc"), axis: .vertical, spacing: 1)
        #expect(column.intrinsicContentSize == CGSize(width: 3, height: 5))
        column.layoutMargins = EdgeInsets(all: 1)
        #expect(column.intrinsicContentSize == CGSize(width: 3, height: 5))
        column.isLayoutMarginsRelativeArrangement = true
        #expect(column.intrinsicContentSize == CGSize(width: 5, height: 7))
        #expect(
            layOut(column, size: CGSize(width: 5, height: 7)).map(\.origin) == [
                CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 3), CGPoint(x: 1, y: 5),
            ])
    }

    @Test("nested stacks render a form: a title above a row of a field label and buttons")
    func nestedRendering() {
        let buttons = StackView(arrangedSubviews: [Button(title: "OK"), Button(title: "Cancel")], spacing: 1)
        let row = StackView(arrangedSubviews: [Label(text: "Name:"), buttons], spacing: 2)
        let form = StackView(
            arrangedSubviews: [Label(text: "Sign in"), row], axis: .vertical, spacing: 1, alignment: .leading)
        form.frame = CGRect(x: 1, y: 0, width: 28, height: 3)
        let host = WidgetTestHost(width: 30, height: 4, form)
        #expect(host.text == " Sign in\n\n Name:  [ OK ] [ Cancel ]")
    }

    @Test("changing an arranged label's text lays the stack out again")
    func relayoutOnContentChange() {
        let first = Label(text: "a")
        let stack = StackView(arrangedSubviews: [first, Label(text: "z")], spacing: 1, alignment: .center)
        stack.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        stack.distribution = .equalSpacing
        let host = WidgetTestHost(width: 10, height: 1, stack)
        #expect(host.text == "a        z")
        first.text = "abc"
        #expect(host.text == "abc      z")
        stack.distribution = .fill
        stack.spacing = 2
        #expect(host.text == "abc  z")
    }
}
