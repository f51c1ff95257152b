// SplitViewController: two columns when wide, one navigation stack when narrow, collapsing and
// separating on resize with whole lifecycle sequences, detail replacement, the delegate, misuse.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

/// Takes every collapsing secondary itself, and names the primary it separates from.
@MainActor
final class CollapsingSplitDelegate: SplitViewControllerDelegate {
    var takesSecondary = true
    var separated: ViewController?
    var log: [String] = []

    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        log.append("collapseSecondary")
        return takesSecondary
    }

    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? {
        log.append("separateSecondary")
        return separated
    }
}

@MainActor
@Suite("Split view controller")
struct SplitViewControllerTests {
    /// A split with a navigation controller (`nav`, root `list`) as primary and `detail` as secondary.
    private func makeSplit(in host: ViewControllerTestHost) -> (
        SplitViewController, NavigationController, ViewController, ViewController
    ) {
        let list = PlainViewController()
        let navigation = NavigationController(rootViewController: list)
        let detail = PlainViewController()
        let split = SplitViewController()
        split.viewControllers = [navigation, detail]
        host.label("split", split)
        host.label("nav", navigation)
        host.label("list", list)
        host.label("detail", detail)
        return (split, navigation, list, detail)
    }

    @Test(
        "Wide: the columns stand side by side; as a window's root (no width before it is in the window) the columns are told after the split's viewIsAppearing, primary first (D1, D2)"
    )
    func expandedAppearance() {
        let host = ViewControllerTestHost(width: 80, height: 10)
        let (split, navigation, list, detail) = makeSplit(in: host)
        host.run { host.show(split) }
        #expect(
            withoutLayoutCalls(host.calls(of: split, navigation, list, detail)).filter { !$0.contains("Move") } == [
                "split.loadView()", "nav.loadView()", "list.loadView()", "list.viewDidLoad()", "nav.viewDidLoad()",
                "detail.loadView()", "detail.viewDidLoad()", "split.viewDidLoad()",
                "split.viewWillAppear(false)", "split.viewIsAppearing(false)",
                "nav.viewWillAppear(false)", "nav.viewIsAppearing(false)", "list.viewWillAppear(false)",
                "list.viewIsAppearing(false)", "detail.viewWillAppear(false)", "detail.viewIsAppearing(false)",
                "split.viewDidAppear(false)", "nav.viewDidAppear(false)", "list.viewDidAppear(false)",
                "detail.viewDidAppear(false)",
            ])
        #expect(!split.isCollapsed && split.primaryColumnWidth == 30)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(detail.view.frame == CGRect(x: 31, y: 0, width: 49, height: 10))
        #expect(
            split.viewControllers.map(ObjectIdentifier.init) == [
                ObjectIdentifier(navigation), ObjectIdentifier(detail),
            ])
        #expect(list.splitViewController === split && detail.splitViewController === split)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Shown again with its width known (window hidden and shown), the split and its columns appear in the same order as the first time"
    )
    func reappearWithWidth() {
        let host = ViewControllerTestHost(width: 80, height: 10)
        let (split, navigation, list, detail) = makeSplit(in: host)
        host.run {
            host.show(split)
            host.window.isHidden = true
            host.settle()
            host.resetLog()
            host.window.isHidden = false
            host.settle()
        }
        #expect(
            withoutLayoutCalls(host.calls(of: split, navigation, list, detail)) == [
                "split.viewWillAppear(false)", "split.viewIsAppearing(false)",
                "nav.viewWillAppear(false)", "nav.viewIsAppearing(false)", "list.viewWillAppear(false)",
                "list.viewIsAppearing(false)", "detail.viewWillAppear(false)", "detail.viewIsAppearing(false)",
                "split.viewDidAppear(false)", "nav.viewDidAppear(false)", "list.viewDidAppear(false)",
                "detail.viewDidAppear(false)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Narrow from the start: the secondary is pushed onto the primary navigation controller before anything appears")
    func collapsedFromTheStart() {
        let host = ViewControllerTestHost(width: 40, height: 10)
        let (split, navigation, list, detail) = makeSplit(in: host)
        host.run { host.show(split) }
        #expect(split.isCollapsed)
        #expect(
            navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list), ObjectIdentifier(detail)])
        #expect(split.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(navigation)])
        #expect(detail.parent === navigation && navigation.view.frame.width == 40)
        #expect(detail.appearanceState == .appeared && list.appearanceState == .disappeared)
        #expect(!host.calls(of: list).contains("list.viewWillAppear(false)"))
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Resizing below the threshold collapses (the detail stays appeared, the list disappears); widening separates it again"
    )
    func collapseAndSeparateOnResize() {
        let host = ViewControllerTestHost(width: 80, height: 10)
        let (split, navigation, list, detail) = makeSplit(in: host)
        var collapsing: [String] = []
        host.run {
            host.show(split)
            host.resetLog()
            host.window.frame = CGRect(x: 0, y: 0, width: 50, height: 10)
            host.settle()
            collapsing = withoutLayoutCalls(host.calls(of: navigation, list, detail))
            host.resetLog()
            host.window.frame = CGRect(x: 0, y: 0, width: 80, height: 10)
            host.settle()
        }
        #expect(
            collapsing == [
                "detail.willMove(toParent: nil)", "detail.didMove(toParent: nil)", "detail.willMove(toParent: nav)",
                "list.viewWillDisappear(false)", "list.viewDidDisappear(false)", "detail.didMove(toParent: nav)",
            ])
        #expect(
            withoutLayoutCalls(host.calls(of: navigation, list, detail)) == [
                "detail.willMove(toParent: nil)", "detail.viewWillDisappear(false)", "list.viewWillAppear(false)",
                "list.viewIsAppearing(false)", "detail.viewDidDisappear(false)", "list.viewDidAppear(false)",
                "detail.didMove(toParent: nil)",
                "detail.willMove(toParent: split)", "detail.viewWillAppear(false)", "detail.viewIsAppearing(false)",
                "detail.didMove(toParent: split)", "detail.viewDidAppear(false)",
            ])
        #expect(!split.isCollapsed && detail.parent === split)
        #expect(navigation.viewControllers.count == 1)
        #expect(detail.appearanceState == .appeared && list.appearanceState == .appeared)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "showDetailViewController replaces the secondary when expanded: old will-disappear, new will-appear, then dids and containment"
    )
    func showDetailReplacesSecondary() {
        let host = ViewControllerTestHost(width: 80, height: 10)
        let (split, _, list, detail) = makeSplit(in: host)
        let other = PlainViewController()
        host.label("other", other)
        host.run {
            host.show(split)
            host.resetLog()
            list.showDetailViewController(other, sender: nil)
            host.settle()
        }
        #expect(
            withoutLayoutCalls(host.calls(of: detail, other)) == [
                "detail.willMove(toParent: nil)", "other.willMove(toParent: split)",
                "detail.viewWillDisappear(false)", "other.loadView()", "other.viewDidLoad()",
                "other.viewWillAppear(false)",
                "other.viewIsAppearing(false)",
                "detail.viewDidDisappear(false)", "other.viewDidAppear(false)",
                "detail.didMove(toParent: nil)", "other.didMove(toParent: split)",
            ])
        #expect(split.viewControllers.last === other && detail.parent == nil)
        #expect(other.view.frame == CGRect(x: 31, y: 0, width: 49, height: 10))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("showDetailViewController when collapsed pushes onto the primary navigation controller, animated")
    func showDetailPushesWhenCollapsed() {
        let host = ViewControllerTestHost(width: 40, height: 10)
        let (split, navigation, list, detail) = makeSplit(in: host)
        let other = PlainViewController()
        host.label("other", other)
        host.run {
            host.show(split)
            _ = navigation.popViewController(animated: false) // back to the list
            host.settle()
            host.resetLog()
            list.showDetailViewController(other, sender: nil)
            host.advance(0.3)
        }
        #expect(
            withoutLayoutCalls(host.calls(of: list, other)) == [
                "other.willMove(toParent: nav)", "other.loadView()", "other.viewDidLoad()",
                "list.viewWillDisappear(true)", "other.viewWillAppear(true)", "other.viewIsAppearing(true)",
                "list.viewDidDisappear(true)", "other.viewDidAppear(true)", "other.didMove(toParent: nav)",
            ])
        #expect(navigation.viewControllers.last === other && detail.parent == nil)
        host.run {
            host.window.frame = CGRect(x: 0, y: 0, width: 80, height: 10)
            host.settle()
        }
        #expect(split.viewControllers.last === other && other.parent === split)
        #expect(other.appearanceState == .appeared && list.appearanceState == .appeared)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Without a primary navigation controller the secondary is kept aside while collapsed: it disappears, and reappears when separated"
    )
    func secondaryKeptAside() {
        let host = ViewControllerTestHost(width: 80, height: 10)
        let primary = PlainViewController()
        let secondary = PlainViewController()
        let split = SplitViewController()
        split.viewControllers = [primary, secondary]
        host.label("primary", primary)
        host.label("secondary", secondary)
        var collapsing: [String] = []
        host.run {
            host.show(split)
            host.resetLog()
            host.window.frame = CGRect(x: 0, y: 0, width: 50, height: 10)
            host.settle()
            collapsing = withoutLayoutCalls(host.calls(of: primary, secondary))
            #expect(split.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(primary)])
            #expect(primary.view.frame.width == 50 && secondary.parent === split)
            host.resetLog()
            host.window.frame = CGRect(x: 0, y: 0, width: 80, height: 10)
            host.settle()
        }
        #expect(collapsing == ["secondary.viewWillDisappear(false)", "secondary.viewDidDisappear(false)"])
        #expect(
            withoutLayoutCalls(host.calls(of: primary, secondary)) == [
                "secondary.viewWillAppear(false)", "secondary.viewIsAppearing(false)", "secondary.viewDidAppear(false)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "A delegate that takes the collapsing secondary gets it removed; one that names a secondary gets it shown on separation"
    )
    func delegateCollapseAndSeparate() {
        let host = ViewControllerTestHost(width: 80, height: 10)
        let (split, navigation, list, detail) = makeSplit(in: host)
        let fresh = PlainViewController()
        host.label("fresh", fresh)
        let delegate = CollapsingSplitDelegate()
        delegate.separated = fresh
        split.delegate = delegate
        host.run {
            host.show(split)
            host.resetLog()
            host.window.frame = CGRect(x: 0, y: 0, width: 50, height: 10)
            host.settle()
            #expect(
                withoutLayoutCalls(host.calls(of: detail)) == [
                    "detail.willMove(toParent: nil)", "detail.viewWillDisappear(false)",
                    "detail.didMove(toParent: nil)",
                    "detail.viewDidDisappear(false)",
                ])
            #expect(navigation.viewControllers.count == 1 && list.appearanceState == .appeared)
            host.window.frame = CGRect(x: 0, y: 0, width: 80, height: 10)
            host.settle()
        }
        #expect(delegate.log == ["collapseSecondary", "separateSecondary"])
        #expect(split.viewControllers.last === fresh && fresh.appearanceState == .appeared)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("The split view renders both columns and a separator when wide, and one column when narrow")
    func rendering() {
        let host = ViewControllerTestHost(width: 70, height: 3)
        let list = ContentViewController(title: "Songs") { root in
            let label = Label(text: "Intro")
            label.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
            root.addSubview(label)
        }
        let detail = ContentViewController { root in
            let label = Label(text: "Lyrics")
            label.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
            root.addSubview(label)
        }
        let split = SplitViewController()
        split.viewControllers = [NavigationController(rootViewController: list), detail]
        host.show(split)
        #expect(host.screen.lines[0] == "            Songs             │Lyrics")
        #expect(host.screen.lines[1] == "Intro                         │")
        host.run {
            host.window.frame = CGRect(x: 0, y: 0, width: 40, height: 3)
            host.screen.runUntilIdle()
        }
        #expect(host.screen.lines[1] == "Lyrics")
        #expect(host.screen.lines[0].hasPrefix("‹ Songs"))
        #expect(host.ruleIDs.isEmpty)
    }

    @Test(
        "viewControllers needs one or two distinct controllers that keep their columns; anything else is reported (C5)")
    func misuse() {
        let host = ViewControllerTestHost()
        let split = SplitViewController()
        let a = PlainViewController()
        let b = PlainViewController()
        host.run {
            split.viewControllers = []
            split.viewControllers = [a, a]
            split.viewControllers = [split]
            split.viewControllers = [a, b]
            split.viewControllers = [b, a]
        }
        #expect(host.ruleIDs == ["C5", "C5", "C5", "C5"])
        #expect(split.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a), ObjectIdentifier(b)])
    }
}
