// Pins forFirstBaselineLayout / forLastBaselineLayout: a view's baseline anchors follow the descendant it
// names (a label's text line), stack views name their first and last visible arranged views and follow
// changes, and a baseline view outside the view is reported (AL-BASELINE-VIEW) and its own baseline used.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

/// A card whose baselines are those of its title label, placed inside it by constraints.
@MainActor
private final class TitledCard: View {
    let title = Label(text: "a\nb")
    var baselineView: View?

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor),
            title.topAnchor.constraint(equalTo: topAnchor, constant: 2),
            title.widthAnchor.constraint(equalToConstant: 5),
        ])
    }

    required init?(coder: any Coder) { nil }

    override var forFirstBaselineLayout: View { baselineView ?? title }
    override var forLastBaselineLayout: View { baselineView ?? title }
}

@MainActor
@Suite("Auto Layout baseline views")
struct BaselineLayoutViewTests {
    @Test("a view's baseline anchors are its baseline view's: a label inside it, wherever constraints put it")
    func baselinesFollowTheBaselineView() {
        let container = makeContainer(width: 40, height: 20)
        let card = TitledCard(frame: .zero)
        addConstrainedView(to: container, card)
        let first = addConstrainedView(to: container, Label(text: "x"))
        let last = addConstrainedView(to: container, Label(text: "y"))
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 3),
            card.widthAnchor.constraint(equalToConstant: 10), card.heightAnchor.constraint(equalToConstant: 8),
            first.leadingAnchor.constraint(equalTo: card.trailingAnchor),
            first.firstBaselineAnchor.constraint(equalTo: card.firstBaselineAnchor),
            last.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            last.lastBaselineAnchor.constraint(equalTo: card.lastBaselineAnchor),
        ])
        container.layoutIfNeeded()
        // The title is 2 rows at y = 3 + 2: first baseline at 6 (bottom of row 5), last at 7.
        #expect(card.title.frame == CGRect(x: 0, y: 2, width: 5, height: 2))
        #expect(first.frame.minY == 5)
        #expect(last.frame.minY == 6)
    }

    @Test("a stack's baselines are its first and last visible arranged views', and follow when one is hidden")
    func stackBaselinesFollowItsArrangedViews() {
        let container = makeContainer(width: 40, height: 20)
        let header = Label(text: "h")
        let body = Label(text: "b1\nb2")
        body.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [header, body], axis: .vertical, spacing: 1, alignment: .leading)
        addConstrainedView(to: container, stack)
        #expect(stack.forFirstBaselineLayout === header)
        #expect(stack.forLastBaselineLayout === body)
        let side = addConstrainedView(to: container, Label(text: "s"))
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 2),
            side.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 1),
            side.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        // The header's row is y = 2: the side label's baseline matches at row 2.
        #expect(side.frame.minY == 2)
        header.isHidden = true
        container.layoutIfNeeded()
        #expect(stack.forFirstBaselineLayout === body)
        // The body is now first, at the stack's top (y = 2 in the container); its first line is row 2.
        #expect(body.frame.minY == 0)
        #expect(side.frame.minY == 2)
        stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 2).isActive = true
        header.isHidden = false
        body.isHidden = true
        container.layoutIfNeeded()
        #expect(stack.forFirstBaselineLayout === header)
        #expect(side.frame.minY == 2)
        header.isHidden = true
        container.layoutIfNeeded()
        // No visible arranged view: the stack's own bottom edge.
        #expect(stack.forFirstBaselineLayout === stack)
        #expect(side.frame.maxY == stack.frame.maxY)
    }

    @Test("nested stacks in a baseline-aligned row line their first lines up through forFirstBaselineLayout")
    func nestedStacksAlignBaselines() {
        let inner = StackView(
            arrangedSubviews: [Label(text: "t"), Label(text: "u")], axis: .vertical, spacing: 2, alignment: .leading)
        let tall = Label(text: "1\n2\n3")
        tall.numberOfLines = 0
        let row = StackView(arrangedSubviews: [tall, inner], spacing: 1, alignment: .firstBaseline)
        let container = makeContainer(width: 40, height: 20)
        addConstrainedView(to: container, row)
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            row.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        // Both first lines on row 0.
        #expect(tall.frame.minY == 0)
        #expect(inner.frame.minY == 0)
        #expect(inner.arrangedSubviews[0].convert(CGPoint.zero, to: container).y == 0)
    }

    @Test("a baseline view that is not a descendant is reported once and the view's own baseline is used")
    func foreignBaselineViewIsReported() {
        let container = makeContainer(width: 40, height: 20)
        let card = TitledCard(frame: .zero)
        addConstrainedView(to: container, card)
        let stranger = addConstrainedView(to: container, Label(text: "z"))
        card.baselineView = stranger
        let side = addConstrainedView(to: container, Label(text: "s"))
        let diagnostics = collectDiagnostics {
            LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                card.topAnchor.constraint(equalTo: container.topAnchor),
                card.widthAnchor.constraint(equalToConstant: 10), card.heightAnchor.constraint(equalToConstant: 8),
                stranger.leadingAnchor.constraint(equalTo: card.trailingAnchor),
                stranger.topAnchor.constraint(equalTo: container.topAnchor),
                side.leadingAnchor.constraint(equalTo: stranger.trailingAnchor),
                side.lastBaselineAnchor.constraint(equalTo: card.lastBaselineAnchor),
            ])
            container.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.rule) == ["AL-BASELINE-VIEW"])
        #expect(diagnostics.first?.path == "View > TitledCard[0]")
        #expect(
            diagnostics.first?.message
                == "forLastBaselineLayout is Label[1] (View > Label[1]), which is not this view or one of its "
                + "descendants; constraints on its baseline use the view's own baseline")
        // The card's own baseline: its bottom edge, at 8.
        #expect(side.frame.maxY == 8)
    }
}
