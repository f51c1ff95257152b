// Containment: S17–S21, S23, S28, D1, D2, D10, D17, I17, I20 and leaks after removeFromParent.
import Foundation
import Testing
import TrellisUITestSupport

@testable import TrellisUI

/// A parent that adds `child` in viewDidLoad (S17).
@MainActor
final class ParentAddingChildInViewDidLoad: ViewController {
    let child: ViewController
    init(child: ViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: any Coder) { nil }
    override func viewDidLoad() {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// A container that forwards appearance to its shown child by hand (S20, I19).
@MainActor
final class ManualContainer: ViewController {
    var shown: ViewController?
    var forwards = true
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewWillAppear(_ animated: Bool) {
        if forwards { shown?.beginAppearanceTransition(true, animated: animated) }
    }
    override func viewDidAppear(_ animated: Bool) { if forwards { shown?.endAppearanceTransition() } }
    override func viewWillDisappear(_ animated: Bool) {
        if forwards { shown?.beginAppearanceTransition(false, animated: animated) }
    }
    override func viewDidDisappear(_ animated: Bool) { if forwards { shown?.endAppearanceTransition() } }
}

/// A controller whose view tree is labelled for layout assertions.
@MainActor
final class TreeViewController: ViewController {
    let root = View(frame: .zero)
    let leaf = View(frame: .zero)
    override func loadView() {
        view = root
        root.addSubview(leaf)
    }
}

@MainActor
@Suite("View controller containment")
struct ContainmentTests {
    @Test("S17: a child added in the parent's viewDidLoad appears with the parent, parent first (D1)")
    func childAddedBeforeVisible() {
        let host = ViewControllerTestHost()
        let c = PlainViewController()
        let p = ParentAddingChildInViewDidLoad(child: c)
        host.label("p", p)
        host.label("c", c)
        host.run { host.show(p) }
        #expect(
            host.calls(of: p, c) == [
                "p.loadView()", "p.viewDidLoad()",
                "c.willMove(toParent: p)", "c.loadView()", "c.viewDidLoad()", "c.didMove(toParent: p)",
                "p.viewWillAppear(false)", "c.viewWillAppear(false)",
                "p.viewIsAppearing(false)", "c.viewIsAppearing(false)",
                "p.viewWillLayoutSubviews()", "p.viewDidLayoutSubviews()",
                "c.viewWillLayoutSubviews()", "c.viewDidLayoutSubviews()",
                "p.viewDidAppear(false)", "c.viewDidAppear(false)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "S18: a child added to a visible parent appears while its view enters the window; didMove precedes viewDidAppear (D3)"
    )
    func childAddedToVisibleParent() {
        let host = ViewControllerTestHost()
        let p = PlainViewController()
        let c = TreeViewController()
        host.label("p", p)
        host.label("c", c)
        host.label("cv", c.root)
        host.label("c1", c.leaf)
        host.run {
            host.show(p)
            host.resetLog()
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
            #expect(c.appearanceState == .appearing)
            host.settle()
        }
        #expect(
            host.calls(of: c, c.root) == [
                "c.willMove(toParent: p)", "c.loadView()", "cv.didAddSubview(c1)", "c.viewDidLoad()",
                "cv.willMove(toSuperview: View)", "c.viewWillAppear(false)", "cv.willMove(toWindow: w)",
                "cv.didMoveToSuperview()", "cv.didMoveToWindow()", "c.viewIsAppearing(false)",
                "c.didMove(toParent: p)",
                "c.viewWillLayoutSubviews()", "cv.layoutSubviews()", "c.viewDidLayoutSubviews()",
                "cv.draw((0, 0, 0, 0))",
                "c.viewDidAppear(false)",
            ])
        #expect(c.appearanceState == .appeared)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "S19: a child removed from a visible parent: willMove(nil), viewWillDisappear during removal, didMove(nil), then viewDidDisappear"
    )
    func childRemovedFromVisibleParent() {
        let host = ViewControllerTestHost()
        let p = PlainViewController()
        let c = TreeViewController()
        host.label("p", p)
        host.label("c", c)
        host.label("cv", c.root)
        host.run {
            host.show(p)
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
            host.settle()
            host.resetLog()
            c.willMove(toParent: nil)
            c.view.removeFromSuperview()
            c.removeFromParent()
            host.settle()
        }
        #expect(
            host.calls(of: c, c.root) == [
                "c.willMove(toParent: nil)",
                "cv.willMove(toSuperview: nil)", "c.viewWillDisappear(false)", "cv.willMove(toWindow: nil)",
                "cv.didMoveToWindow()", "cv.didMoveToSuperview()",
                "c.didMove(toParent: nil)",
                "c.viewDidDisappear(false)",
            ])
        #expect(c.parent == nil && p.children.isEmpty)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("S20: a manually forwarding container swaps children with transition(from:to:) and begin/end calls")
    func manualForwardingSwap() {
        let host = ViewControllerTestHost()
        let m = ManualContainer()
        let x = PlainViewController()
        let y = PlainViewController()
        host.label("m", m)
        host.label("x", x)
        host.label("y", y)
        var completed: Bool?
        host.run {
            m.addChild(x)
            m.view.addSubview(x.view)
            x.didMove(toParent: m)
            m.shown = x
            host.show(m)
            host.resetLog()
            x.willMove(toParent: nil)
            m.addChild(y)
            x.beginAppearanceTransition(false, animated: true)
            y.beginAppearanceTransition(true, animated: true)
            m.transition(from: x, to: y, duration: 0.3) {
            } completion: { finished in
                completed = finished
                x.endAppearanceTransition()
                y.endAppearanceTransition()
                x.removeFromParent()
                y.didMove(toParent: m)
                m.shown = y
            }
            host.advance(0.3)
        }
        #expect(completed == true)
        #expect(
            host.calls(of: x, y) == [
                "x.willMove(toParent: nil)", "y.willMove(toParent: m)",
                "x.viewWillDisappear(true)",
                "y.loadView()", "y.viewDidLoad()", "y.viewWillAppear(true)",
                "y.viewIsAppearing(true)",
                "y.viewWillLayoutSubviews()", "y.viewDidLayoutSubviews()",
                "x.viewDidDisappear(true)", "y.viewDidAppear(true)",
                "x.didMove(toParent: nil)", "y.didMove(toParent: m)",
            ])
        #expect(x.view.superview == nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("transition(from:to:) of an automatically forwarding container drives both children's appearance")
    func automaticTransition() {
        let host = ViewControllerTestHost()
        let p = PlainViewController()
        let x = PlainViewController()
        let y = PlainViewController()
        host.label("x", x)
        host.label("y", y)
        var order: [String] = []
        host.run {
            p.addChild(x)
            p.view.addSubview(x.view)
            x.didMove(toParent: p)
            host.show(p)
            p.addChild(y)
            host.resetLog()
            p.transition(from: x, to: y, duration: 0.3, animations: { order.append("animations") }) { _ in
                order.append("completion")
            }
            host.advance(0.29)
            order.append("0.29")
            host.advance(0.01)
        }
        #expect(order == ["animations", "0.29", "completion"])
        #expect(
            host.calls(of: x, y) == [
                "x.viewWillDisappear(true)",
                "y.loadView()", "y.viewDidLoad()", "y.viewWillAppear(true)", "y.viewIsAppearing(true)",
                "y.viewWillLayoutSubviews()", "y.viewDidLayoutSubviews()",
                "x.viewDidDisappear(true)", "y.viewDidAppear(true)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("I19: a manually forwarding container that forgets its child is reported")
    func manualContainerThatDoesNotForward() {
        let host = ViewControllerTestHost()
        let m = ManualContainer()
        m.forwards = false
        let x = PlainViewController()
        host.run {
            m.addChild(x)
            m.view.addSubview(x.view)
            x.didMove(toParent: m)
            host.show(m)
        }
        #expect(host.ruleIDs == ["I19"])
        #expect(host.diagnostics.first?.path == "Window > ManualContainer > PlainViewController")
        #expect(x.appearanceState == .disappeared)
    }

    @Test("D1/D2: appearance goes parent first, then children in children order, for will and did callbacks")
    func parentThenChildrenInOrder() {
        let host = ViewControllerTestHost()
        let p = PlainViewController()
        let c1 = PlainViewController()
        let c2 = PlainViewController()
        host.label("p", p)
        host.label("c1", c1)
        host.label("c2", c2)
        host.run {
            for child in [c1, c2] {
                p.addChild(child)
                p.view.addSubview(child.view)
                child.didMove(toParent: p)
            }
            host.show(p)
            host.resetLog()
            host.window.isHidden = true
            host.settle()
        }
        #expect(
            host.calls(of: p, c1, c2) == [
                "p.viewWillDisappear(false)", "c1.viewWillDisappear(false)", "c2.viewWillDisappear(false)",
                "p.viewDidDisappear(false)", "c1.viewDidDisappear(false)", "c2.viewDidDisappear(false)",
            ])
    }

    @Test(
        "S23/I24: a layout pass is pre-order; each controller's will/did brackets only its own root view's layoutSubviews"
    )
    func layoutPassWithChildController() {
        let host = ViewControllerTestHost()
        let p = TreeViewController()
        let c = TreeViewController()
        host.label("P", p)
        host.label("pv", p.root)
        host.label("p1", p.leaf)
        host.label("C", c)
        host.label("cv", c.root)
        host.label("c1", c.leaf)
        host.run {
            p.loadViewIfNeeded()
            p.addChild(c)
            p.view.insertSubview(c.view, at: 0)
            c.didMove(toParent: p)
            host.show(p)
            host.resetLog()
            for view in [p.root, p.leaf, c.root, c.leaf] { view.setNeedsLayout() }
            host.window.layoutIfNeeded()
        }
        #expect(
            host.calls(of: p, c, p.root, p.leaf, c.root, c.leaf) == [
                "P.viewWillLayoutSubviews()", "pv.layoutSubviews()", "P.viewDidLayoutSubviews()",
                "C.viewWillLayoutSubviews()", "cv.layoutSubviews()", "C.viewDidLayoutSubviews()",
                "c1.layoutSubviews()", "p1.layoutSubviews()",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("S28/D10/I20: a controller's view added without addChild gets no appearance callbacks and is reported")
    func viewAddedWithoutContainment() {
        let host = ViewControllerTestHost()
        let p = PlainViewController()
        let s = PlainViewController()
        host.label("s", s)
        host.run {
            host.show(p)
            p.view.addSubview(s.view)
            host.settle()
        }
        // Layout brackets still run (they belong to the view), appearance callbacks never do.
        #expect(
            host.calls(of: s) == [
                "s.loadView()", "s.viewDidLoad()", "s.viewWillLayoutSubviews()", "s.viewDidLayoutSubviews()",
            ])
        #expect(host.ruleIDs == ["I20"])
        #expect(host.diagnostics.first?.path == "Window > PlainViewController")
        #expect(s.appearanceState == .disappeared)
    }

    @Test("I20: a child whose view is put inside another controller's view is reported")
    func childViewInWrongParent() {
        let host = ViewControllerTestHost()
        let p = PlainViewController()
        let other = PlainViewController()
        let c = PlainViewController()
        host.run {
            p.addChild(other)
            p.view.addSubview(other.view)
            other.didMove(toParent: p)
            p.addChild(c)
            other.view.addSubview(c.view)
            c.didMove(toParent: p)
            host.show(p)
        }
        #expect(host.ruleIDs == ["I20"])
    }

    @Test("I17: addChild calls only willMove(toParent:); removeFromParent calls only didMove(toParent: nil)")
    func containmentCallsOfAddAndRemove() {
        let host = ViewControllerTestHost()
        let p = PlainViewController()
        let c = PlainViewController()
        host.label("p", p)
        host.label("c", c)
        host.run {
            p.addChild(c)
            #expect(host.calls(of: c) == ["c.willMove(toParent: p)"])
            #expect(c.parent === p && p.children.count == 1)
            c.didMove(toParent: p)
            c.willMove(toParent: nil)
            host.resetLog()
            c.removeFromParent()
        }
        #expect(host.calls(of: c) == ["c.didMove(toParent: nil)"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "Adding a child that has another parent moves it: willMove(nil), didMove(nil) from the old parent, then willMove(new)"
    )
    func reparentingChild() {
        let host = ViewControllerTestHost()
        let p = PlainViewController()
        let q = PlainViewController()
        let c = PlainViewController()
        host.label("p", p)
        host.label("q", q)
        host.label("c", c)
        host.run {
            p.addChild(c)
            c.didMove(toParent: p)
            host.resetLog()
            q.addChild(c)
            c.didMove(toParent: q)
        }
        #expect(
            host.calls(of: c) == [
                "c.willMove(toParent: nil)", "c.didMove(toParent: nil)", "c.willMove(toParent: q)",
                "c.didMove(toParent: q)",
            ])
        #expect(p.children.isEmpty && q.children.first === c)
        // Re-parenting works as in UIKit and is reported as a slip (C5).
        #expect(host.ruleIDs == ["C5"])
    }

    @Test(
        "D17: a memory warning reaches the controller, its children in order, then what it presents; nothing is unloaded"
    )
    func memoryWarningForwarding() {
        let host = ViewControllerTestHost()
        let p = PlainViewController()
        let c1 = PlainViewController()
        let c2 = PlainViewController()
        let b = PlainViewController()
        host.label("p", p)
        host.label("c1", c1)
        host.label("c2", c2)
        host.label("b", b)
        host.run {
            p.addChild(c1)
            c1.didMove(toParent: p)
            p.addChild(c2)
            c2.didMove(toParent: p)
            host.show(p)
            p.present(b, animated: false)
            host.settle()
            host.resetLog()
            host.window.receiveMemoryWarning()
        }
        #expect(
            host.calls(of: p, c1, c2, b) == [
                "p.didReceiveMemoryWarning()", "c1.didReceiveMemoryWarning()", "c2.didReceiveMemoryWarning()",
                "b.didReceiveMemoryWarning()",
            ])
        #expect(p.isViewLoaded && b.isViewLoaded)
    }

    @Test("No leak: a child removed from its parent (view and controller) is released")
    func removedChildIsReleased() {
        let host = ViewControllerTestHost()
        let p = PlainViewController()
        weak var weakChild: ViewController?
        weak var weakView: View?
        host.run {
            host.show(p)
            do {
                let c = PlainViewController()
                weakChild = c
                weakView = c.view
                p.addChild(c)
                p.view.addSubview(c.view)
                c.didMove(toParent: p)
                host.settle()
                c.willMove(toParent: nil)
                c.view.removeFromSuperview()
                c.removeFromParent()
            }
            host.settle()
        }
        #expect(weakChild == nil)
        #expect(weakView == nil)
    }

    @Test("hierarchyPath names the window, containers with child indexes, and the controller")
    func hierarchyPath() {
        let host = ViewControllerTestHost()
        let tabs = TabBarController()
        let first = PlainViewController()
        let songs = PlainViewController()
        let nav = NavigationController(rootViewController: songs)
        host.run {
            tabs.viewControllers = [first, nav]
            host.show(tabs)
        }
        #expect(songs.hierarchyPath == "Window > TabBarController > NavigationController[1] > PlainViewController")
    }
}
