// Pins layout guides: guides a view owns, the layout margins guide with preserved superview margins and
// safe-area insets, the safe area a navigation controller and additional insets give, the readable content
// guide and the legacy top and bottom layout guides.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Auto Layout layout guides and safe area")
struct LayoutGuideTests {
    @Test("An added guide is placed by constraints and reports its layout frame after layout")
    func addedGuide() {
        let container = makeContainer(width: 100, height: 20)
        let a = addConstrainedView(to: container), b = addConstrainedView(to: container)
        let gap = LayoutGuide()
        gap.identifier = "gap"
        container.addLayoutGuide(gap)
        #expect(gap.owningView === container)
        #expect(container.layoutGuides.count == 1)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 10),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 15),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            gap.topAnchor.constraint(equalTo: container.topAnchor, constant: 3),
            gap.heightAnchor.constraint(equalToConstant: 4),
            a.topAnchor.constraint(equalTo: gap.topAnchor), b.topAnchor.constraint(equalTo: gap.topAnchor),
            a.heightAnchor.constraint(equalTo: gap.heightAnchor), b.heightAnchor.constraint(equalTo: gap.heightAnchor),
        ])
        container.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 10, y: 3, width: 15, height: 4))
        #expect(b.frame == CGRect(x: 25, y: 3, width: 75, height: 4))
        container.removeLayoutGuide(gap)
        #expect(gap.owningView == nil && container.layoutGuides.isEmpty)
        // Only the constraints without the guide stay: a's leading (and its width, on a) and b's trailing.
        #expect(container.constraints.count == 2)
        #expect(a.constraints.count == 1)
    }

    @Test("Preserved superview margins grow a subview's margins where it reaches into them")
    func preservedSuperviewMargins() {
        let container = makeContainer(width: 100, height: 40)
        container.layoutMargins = EdgeInsets(all: 10)
        let inner = View(frame: CGRect(x: 4, y: 0, width: 50, height: 40))
        container.addSubview(inner)
        inner.layoutMargins = EdgeInsets(all: 2)
        let probe = addConstrainedView(to: inner)
        LayoutConstraint.activate([
            probe.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            probe.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
            probe.widthAnchor.constraint(equalToConstant: 1), probe.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(probe.frame.origin == CGPoint(x: 2, y: 2))
        inner.preservesSuperviewLayoutMargins = true
        container.layoutIfNeeded()
        #expect(probe.frame.origin == CGPoint(x: 6, y: 10))
    }

    /// A controller whose root view holds one view pinned to the safe area; records the safe-area callbacks.
    final class SafeAreaViewController: ViewController {
        let pinned = View()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(pinned)
            pinned.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                pinned.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                pinned.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            ])
        }
    }

    @Test("A navigation controller's bars and additional insets give its child's root view its safe area")
    func safeAreaFromNavigationController() {
        let host = ViewControllerTestHost(width: 40, height: 12)
        let child = SafeAreaViewController()
        let navigation = NavigationController(rootViewController: child)
        host.show(navigation)
        let childView: View = child.view
        // The bar sits above the content area holding the child's view (opaque bars): no inset from it.
        #expect(childView.frame == CGRect(x: 0, y: 0, width: 40, height: 11))
        #expect(childView.convert(CGPoint.zero, to: host.window) == CGPoint(x: 0, y: 1))
        #expect(childView.safeAreaInsets == .zero)
        #expect(child.pinned.frame == CGRect(x: 0, y: 0, width: 40, height: 11))
        host.recorder.reset()
        host.recorder.setLabel("child", for: child)
        host.recorder.setLabel("child.view", for: childView)
        host.recorder.setLabel("nav", for: navigation)
        host.run {
            navigation.additionalSafeAreaInsets = EdgeInsets(top: 3, left: 0, bottom: 2, right: 1)
            navigation.setToolbarHidden(false, animated: false)
            host.screen.runUntilIdle()
        }
        // The navigation controller's safe area reaches 2 points below its bar and 1 point above its
        // toolbar, so the child's view is inset by what is left.
        #expect(childView.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(childView.safeAreaInsets == EdgeInsets(top: 2, left: 0, bottom: 1, right: 1))
        #expect(child.pinned.frame == CGRect(x: 0, y: 2, width: 39, height: 7))
        #expect(
            host.recorder.events.filter(callbackPrefixes: ["safeArea", "viewSafeArea"]).calls.filter {
                $0.hasPrefix("child")
            } == ["child.view.safeAreaInsetsDidChange()", "child.viewSafeAreaInsetsDidChange()"])
    }

    @Test("The legacy top and bottom layout guides are as long as the safe-area insets")
    func legacyLayoutGuides() {
        let host = ViewControllerTestHost(width: 30, height: 10)
        let controller = ContentViewController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 2, left: 0, bottom: 1, right: 0)
        let content = View()
        controller.loadViewIfNeeded()
        controller.view.addSubview(content)
        content.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        host.show(controller)
        #expect(controller.topLayoutGuide.length == 2)
        #expect(controller.bottomLayoutGuide.length == 1)
        #expect(content.frame == CGRect(x: 0, y: 2, width: 30, height: 7))
    }

    @Test("Margins are measured from the safe area unless insetsLayoutMarginsFromSafeArea is off")
    func marginsFromSafeArea() {
        let host = ViewControllerTestHost(width: 30, height: 10)
        let controller = ContentViewController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 2, left: 1, bottom: 0, right: 0)
        let content = View()
        controller.loadViewIfNeeded()
        controller.view.addSubview(content)
        controller.view.layoutMargins = EdgeInsets(all: 1)
        content.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 1), content.heightAnchor.constraint(equalToConstant: 1),
        ])
        host.show(controller)
        #expect(content.frame.origin == CGPoint(x: 2, y: 3))
        host.run {
            controller.view.insetsLayoutMarginsFromSafeArea = false
            host.screen.runUntilIdle()
        }
        #expect(content.frame.origin == CGPoint(x: 1, y: 1))
    }

    @Test("The readable content guide fills the margins up to 80 points, centred")
    func readableContentGuide() {
        for (width, expected) in [
            (CGFloat(60), CGRect(x: 8, y: 8, width: 44, height: 4)), (200, CGRect(x: 60, y: 8, width: 80, height: 4)),
        ] {
            let container = makeContainer(width: width, height: 20)
            let text = addConstrainedView(to: container)
            let guide = container.readableContentGuide
            LayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                text.topAnchor.constraint(equalTo: guide.topAnchor),
                text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            container.layoutIfNeeded()
            #expect(text.frame == expected)
        }
    }
}
