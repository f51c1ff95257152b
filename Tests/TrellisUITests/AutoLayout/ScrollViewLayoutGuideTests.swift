// Pins a scroll view's content and frame layout guides (UIKit 11): constraints to the content guide give
// the content size and where the content lies, constraints to the frame guide hold a view still while the
// content scrolls, and the older form (constraints to the scroll view's own edges) goes on sizing content.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Auto Layout scroll view layout guides")
struct ScrollViewLayoutGuideTests {
    /// A 20 × 10 scroll view filling a container, placed by constraints.
    private func makeScrollView() -> (container: View, scrollView: ScrollView) {
        let container = makeContainer(width: 20, height: 10)
        let scrollView = ScrollView(frame: .zero)
        addConstrainedView(to: container, scrollView)
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: container.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        return (container, scrollView)
    }

    @Test("constraints to the content guide size contentSize and place the content; the frame guide fixes its width")
    func contentGuideSizesTheContent() {
        let (container, scrollView) = makeScrollView()
        let content = addConstrainedView(to: scrollView)
        let content2 = addConstrainedView(to: scrollView)
        let guide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor, constant: 1),
            content.heightAnchor.constraint(equalToConstant: 30),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content2.topAnchor.constraint(equalTo: content.bottomAnchor),
            content2.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -2),
            content2.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 3),
            content2.widthAnchor.constraint(equalToConstant: 4), content2.heightAnchor.constraint(equalToConstant: 5),
        ])
        container.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(scrollView.contentSize == CGSize(width: 20, height: 38))
        #expect(content.frame == CGRect(x: 0, y: 1, width: 20, height: 30))
        #expect(content2.frame == CGRect(x: 3, y: 31, width: 4, height: 5))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 20, height: 38))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 20, height: 10))
        // The content is as wide as the frame: a wider container widens it and the content size.
        container.frame = CGRect(x: 0, y: 0, width: 26, height: 10)
        container.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 26, height: 38))
        #expect(content.frame.width == 26)
    }

    @Test("a view constrained to the frame guide stays in view while the content scrolls under it")
    func frameGuideHoldsStill() {
        let (container, scrollView) = makeScrollView()
        let content = addConstrainedView(to: scrollView)
        let badge = addConstrainedView(to: scrollView)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 20), content.heightAnchor.constraint(equalToConstant: 40),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -1),
            badge.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 3), badge.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 20, height: 40))
        #expect(badge.frame == CGRect(x: 16, y: 9, width: 3, height: 1))
        scrollView.contentOffset = CGPoint(x: 0, y: 12)
        container.layoutIfNeeded()
        // In content coordinates it moved with the offset, so on screen it is where it was.
        #expect(badge.frame == CGRect(x: 16, y: 21, width: 3, height: 1))
        #expect(badge.convert(CGPoint.zero, to: container) == CGPoint(x: 16, y: 9))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 20, height: 40))
    }

    @Test("constraints to the scroll view's own edges still size the content, as before the guides")
    func edgesStillSizeTheContent() {
        let (container, scrollView) = makeScrollView()
        let content = addConstrainedView(to: scrollView)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 15), content.heightAnchor.constraint(equalToConstant: 25),
        ])
        container.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 15, height: 25))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 15, height: 25))
    }

    @Test("a scroll view no constraint reaches into keeps the content size the app set")
    func appSetContentSizeSurvives() {
        let (container, scrollView) = makeScrollView()
        scrollView.contentSize = CGSize(width: 50, height: 60)
        _ = scrollView.contentLayoutGuide
        _ = scrollView.frameLayoutGuide
        container.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 50, height: 60))
    }
}
