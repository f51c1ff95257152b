// Pins every kind of anchor: edges, centres and sizes, leading/trailing in both layout directions,
// the margin attributes, system spacing and baselines.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Auto Layout anchors")
struct AnchorTests {
    @Test("Edges, sizes and centres place a view inside its superview")
    func edgesSizesAndCentres() {
        let container = makeContainer(width: 100, height: 50)
        let a = addConstrainedView(to: container)
        let b = addConstrainedView(to: container)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 30),
            a.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
            b.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -4),
            b.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 1, constant: 6),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 5, width: 30, height: 25))
        #expect(b.frame == CGRect(x: 60, y: 40, width: 36, height: 10))

        let c = addConstrainedView(to: container)
        LayoutConstraint.activate([
            c.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            c.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: 1),
            c.widthAnchor.constraint(equalToConstant: 20),
            c.heightAnchor.constraint(equalTo: c.widthAnchor, multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        #expect(c.frame == CGRect(x: 40, y: 21, width: 20, height: 10))
    }

    @Test("Leading and trailing are left and right in left-to-right layout and flip in right-to-left layout")
    func leadingTrailingFollowLayoutDirection() {
        for direction in [SemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let container = makeContainer(width: 100, height: 20)
            container.semanticContentAttribute = direction
            let first = addConstrainedView(to: container)
            let second = addConstrainedView(to: container)
            LayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                first.widthAnchor.constraint(equalToConstant: 20),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 5),
                second.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -15),
                first.topAnchor.constraint(equalTo: container.topAnchor),
                second.topAnchor.constraint(equalTo: container.topAnchor),
                first.heightAnchor.constraint(equalToConstant: 1),
                second.heightAnchor.constraint(equalToConstant: 1),
            ])
            container.layoutIfNeeded()
            if direction == .forceLeftToRight {
                #expect(first.effectiveUserInterfaceLayoutDirection == .leftToRight)
                #expect(first.frame.origin.x == 10 && second.frame.origin.x == 35 && second.frame.width == 50)
            } else {
                #expect(first.effectiveUserInterfaceLayoutDirection == .rightToLeft)
                #expect(first.frame == CGRect(x: 70, y: 0, width: 20, height: 1))
                #expect(second.frame == CGRect(x: 15, y: 0, width: 50, height: 1))
            }
        }
    }

    @Test("The layout direction is inherited from the superview and from the application")
    func layoutDirectionIsInherited() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let window = Window(screen: screen)
        let outer = View(), inner = View(), playback = View()
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.addSubview(playback)
        playback.semanticContentAttribute = .playback
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        window.application.userInterfaceLayoutDirection = .rightToLeft
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
        outer.semanticContentAttribute = .forceLeftToRight
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test(
        "Margin attributes use the layout margins, 8 points by default, directional ones flipping in right-to-left layout"
    )
    func marginAttributes() {
        let container = makeContainer(width: 100, height: 40)
        #expect(container.layoutMargins == EdgeInsets(all: 8))
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 10)
        let view = addConstrainedView(to: container)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        let marker = addConstrainedView(to: container)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: marker, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: marker, attribute: .centerY, relatedBy: .equal, toItem: container,
                attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            marker.widthAnchor.constraint(equalToConstant: 2), marker.heightAnchor.constraint(equalToConstant: 2),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 4, y: 2, width: 86, height: 32))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 4, y: 2, width: 86, height: 32))
        #expect(marker.frame == CGRect(x: 4, y: 17, width: 2, height: 2))

        container.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        #expect(container.layoutMargins == EdgeInsets(top: 2, left: 10, bottom: 6, right: 4))
        #expect(view.frame == CGRect(x: 10, y: 2, width: 86, height: 32))
        #expect(marker.frame == CGRect(x: 94, y: 17, width: 2, height: 2))

        container.layoutMargins = EdgeInsets(all: 1)
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 1, y: 1, width: 98, height: 38))
    }

    @Test("System spacing is 8 points after an x anchor and below a y anchor, times the multiplier")
    func systemSpacing() {
        let container = makeContainer(width: 100, height: 60)
        let a = addConstrainedView(to: container)
        let b = addConstrainedView(to: container)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 18, y: 26, width: 10, height: 10))
    }

    @Test("A label's baselines are its first and last lines' bottoms; other views' baselines are their bottoms")
    func baselines() {
        let container = makeContainer(width: 100, height: 30)
        let label = addConstrainedView(to: container, Label(text: "one two three four"))
        (label as? Label)?.numberOfLines = 0
        (label as? Label)?.preferredMaxLayoutWidth = 9
        let box = addConstrainedView(to: container)
        let last = addConstrainedView(to: container)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 2),
            box.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 1),
            box.widthAnchor.constraint(equalToConstant: 3), box.heightAnchor.constraint(equalToConstant: 4),
            box.lastBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
            last.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 1),
            last.widthAnchor.constraint(equalToConstant: 3), last.heightAnchor.constraint(equalToConstant: 1),
            last.firstBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
        ])
        container.layoutIfNeeded()
        let lines = (label as? Label)?.textLayout(width: 9).lines.count ?? 0
        #expect(lines == 3)
        #expect(label.frame.height == 3)
        // The first line's baseline is the bottom of row 1 (y = 3): the box ends there.
        #expect(box.frame.maxY == 3)
        // The last line's baseline is the label's bottom (y = 5).
        #expect(last.frame.maxY == 5)
    }

    @Test("An offset anchor relates the distance between two anchors")
    func offsetAnchors() {
        let container = makeContainer(width: 100, height: 10)
        let a = addConstrainedView(to: container)
        let b = addConstrainedView(to: container)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(equalToConstant: 10),
            container.leadingAnchor.anchorWithOffset(to: a.leadingAnchor)
                .constraint(equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor), multiplier: 2),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 1), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(b.frame.minX == 25)
    }
}
