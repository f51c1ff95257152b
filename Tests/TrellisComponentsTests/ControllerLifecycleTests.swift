// Whole-sequence tests of the controller lifecycle (§2.1–2.6 of the ComponentKit semantics).
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@Suite("Controller lifecycle")
@MainActor struct ControllerLifecycleTests {
    /// Runs `body` with a recorder, a host that has just mounted `Box(color: .red)`, and its controller.
    private func withMountedBox(_ body: (LifecycleRecorder, ComponentTestHost, Probe<Box>?) -> Void) {
        withLifecycle { recorder, _ in
            let host = ComponentTestHost(component: Box(color: .red))
            host.attach()
            body(recorder, host, host.root.controller(of: Box.self))
        }
    }

    @Test("first mount: didInit, willMount, componentDidAcquireView, didMount")
    func firstMount() {
        withMountedBox { recorder, host, controller in
            #expect(
                callbacks(recorder, controller, includingInit: true)
                    == ["didInit", "willMount", "componentDidAcquireView", "didMount"])
            #expect(controller?.view != nil)
            #expect(controller?.mountPhase == .mounted)
        }
    }

    @Test("unmount: willUnmount, componentWillRelinquishView, didUnmount; view cleared")
    func unmount() {
        withMountedBox { recorder, host, controller in
            recorder.reset()
            host.detach()
            #expect(callbacks(recorder, controller) == ["willUnmount", "componentWillRelinquishView", "didUnmount"])
            #expect(controller?.view == nil)
        }
    }

    @Test("update while mounted reusing the view: willUpdateComponent, willRemount, didRemount, didUpdateComponent")
    func remountReusingView() {
        withMountedBox { recorder, host, controller in
            let view = controller?.view
            recorder.reset()
            host.update(Box(color: .blue))
            #expect(
                callbacks(recorder, controller)
                    == ["willUpdateComponent", "willRemount", "didRemount", "didUpdateComponent"])
            #expect(controller?.view === view)
            #expect(controller?.component.color == .blue)
            #expect(view?.backgroundColor == .blue)
        }
    }

    @Test(
        "update whose view cannot be recycled (attribute without unapplicator added): relinquish and acquire between willRemount and didRemount"
    )
    func remountWithNewView() {
        withMountedBox { recorder, host, controller in
            let oldView = controller?.view
            recorder.reset()
            host.update(Box(color: .red, persistent: 7))
            #expect(
                callbacks(recorder, controller) == [
                    "willUpdateComponent", "willRemount", "componentWillRelinquishView", "componentDidAcquireView",
                    "didRemount", "didUpdateComponent",
                ])
            #expect(controller?.view !== oldView)
            #expect(controller?.view?.tag == 7)
            #expect(oldView?.isHidden == true)
        }
    }

    @Test("update while unmounted: only willUpdateComponent; re-attach then mounts with didUpdateComponent")
    func updateWhileUnmountedThenReattach() {
        withMountedBox { recorder, host, controller in
            host.detach()
            recorder.reset()
            host.update(Box(color: .green))
            #expect(callbacks(recorder, controller) == ["willUpdateComponent"])
            recorder.reset()
            host.attach()
            #expect(
                callbacks(recorder, controller)
                    == ["willMount", "componentDidAcquireView", "didMount", "didUpdateComponent"])
            #expect(controller?.view?.backgroundColor == .green)
        }
    }

    @Test("re-attach of an unchanged tree: mount callbacks without update callbacks")
    func reattachUnchanged() {
        withMountedBox { recorder, host, controller in
            host.detach()
            recorder.reset()
            host.attach()
            #expect(callbacks(recorder, controller) == ["willMount", "componentDidAcquireView", "didMount"])
        }
    }

    @Test("attach to a different root view: detach from the old view, then mount into the new one")
    func attachToDifferentRootView() {
        withMountedBox { recorder, host, controller in
            let other = View(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
            host.window.addSubview(other)
            recorder.reset()
            host.attach(to: other)
            #expect(
                callbacks(recorder, controller) == [
                    "willUnmount", "componentWillRelinquishView", "didUnmount",
                    "willMount", "componentDidAcquireView", "didMount",
                ])
            #expect(controller?.view?.superview === other)
        }
    }

    @Test("parent and child: will-callbacks pre-order, did-callbacks post-order")
    func parentChildOrdering() {
        withLifecycle { recorder, _ in
            let host = ComponentTestHost(component: Panel(name: "p", children: [Box(name: "a"), Box(name: "b")]))
            host.attach()
            let panel = host.root.controller(of: Panel.self)
            let a = host.root.controller(of: Box.self, at: 0)
            let b = host.root.controller(of: Box.self, at: 1)
            recorder.setLabel("panel", for: panel!)
            recorder.setLabel("a", for: a!)
            recorder.setLabel("b", for: b!)
            recorder.reset()
            host.detach()
            host.attach()
            let mountEvents = recorder.events.filter { ["willMount", "didMount"].contains($0.callback) }
                .map { "\($0.label).\($0.callback)" }
            #expect(
                mountEvents == [
                    "panel.willMount", "a.willMount", "a.didMount", "b.willMount", "b.didMount", "panel.didMount",
                ])
            #expect(a?.view?.superview === panel?.view)
        }
    }

    @Test("removed subtrees unmount after the new tree mounted, children before parents")
    func unmountOrderOfRemovedSubtrees() {
        withLifecycle { recorder, _ in
            let tree = Group(
                name: "root",
                children: [
                    Panel(name: "gone", children: [Box(name: "x"), Box(name: "y")]),
                    Box(name: "stay"),
                ])
            let host = ComponentTestHost(component: tree)
            host.attach()
            for controller in host.root.controllers {
                let label: String =
                    switch controller {
                    case let c as Probe<Panel>: c.component.name
                    case let c as Probe<Box>: c.component.name
                    case let c as Probe<Group>: c.component.name
                    default: "?"
                    }
                recorder.setLabel(label, for: controller)
            }
            recorder.reset()
            host.update(Group(name: "root", children: [Box(name: "stay"), Box(name: "new")]))
            let events = recorder.events.filter {
                [
                    "willMount", "didMount", "willRemount", "didRemount", "willUnmount", "didUnmount",
                    "invalidateController",
                ]
                .contains($0.callback)
            }.map { "\($0.label).\($0.callback)" }
            #expect(
                events == [
                    "root.willRemount", "stay.willRemount", "stay.didRemount", "Probe<Box>.willMount",
                    "Probe<Box>.didMount",
                    "root.didRemount",
                    "y.willUnmount", "y.didUnmount", "x.willUnmount", "x.didUnmount", "gone.willUnmount",
                    "gone.didUnmount",
                    "gone.invalidateController", "x.invalidateController", "y.invalidateController",
                ])
        }
    }

    @Test("controller is created once and carried across generations; component is the latest")
    func controllerCarriedAcrossGenerations() {
        withLifecycle { recorder, _ in
            let host = ComponentTestHost(component: Box(name: "k", color: .red))
            host.attach()
            let first = host.root.controller(of: Box.self)
            for color in [Color.blue, .green, .yellow] { host.update(Box(name: "k", color: color)) }
            let last = host.root.controller(of: Box.self)
            #expect(first === last)
            #expect(last?.component.color == .yellow)
            #expect(callbacks(recorder, first, includingInit: true).filter { $0 == "didInit" }.count == 1)
        }
    }

    @Test("didInit runs on the main actor once; invalidateController when the host goes away")
    func invalidateOnHostTeardown() {
        withMountedBox { recorder, host, controller in
            recorder.reset()
            host.root.invalidate()
            #expect(
                callbacks(recorder, controller)
                    == ["willUnmount", "componentWillRelinquishView", "didUnmount", "invalidateController"])
        }
    }

    @Test("tree appearance reaches every controller")
    func treeAppearance() {
        withLifecycle { recorder, _ in
            let host = ComponentTestHost(component: Group(name: "g", children: [Box(name: "a")]))
            host.attach()
            let group = host.root.controller(of: Group.self)
            let box = host.root.controller(of: Box.self)
            recorder.reset()
            host.root.treeWillAppear()
            host.root.treeDidDisappear()
            #expect(callbacks(recorder, group) == ["componentTreeWillAppear", "componentTreeDidDisappear"])
            #expect(callbacks(recorder, box) == ["componentTreeWillAppear", "componentTreeDidDisappear"])
        }
    }
}

@Suite("Mount skipping")
@MainActor struct MountSkippingTests {
    @Test("a state update remounts only its own scope; unchanged scoped subtrees are skipped without callbacks")
    func unchangedSubtreesSkipped() {
        withLifecycle { recorder, _ in
            let host = ComponentTestHost(component: CounterList(ids: Array(1...5)))
            host.attach()
            let controllers = (0..<5).compactMap { host.root.controller(of: CounterRow.self, at: $0) }
            recorder.reset()
            controllers[2].updateState(mode: .synchronous) { $0 += 1 }
            host.runUntilIdle()
            #expect(
                callbacks(recorder, controllers[2])
                    == ["willUpdateComponent", "willRemount", "didRemount", "didUpdateComponent"])
            for index in [0, 1, 3, 4] { #expect(callbacks(recorder, controllers[index]) == []) }
            #expect(host.root.lastMountAnalytics.componentsSkipped == 4)
            #expect(texts(host) == ["row 1: 0", "row 2: 0", "row 3: 1", "row 4: 0", "row 5: 0"])
        }
    }

    @Test("a skipped subtree that moves is mounted again (position is part of the skip test)")
    func movedSubtreeRemounts() {
        withLifecycle { recorder, _ in
            let host = ComponentTestHost(component: CounterList(ids: [1, 2, 3]))
            host.attach()
            let third = host.root.controller(of: CounterRow.self, at: 2)
            recorder.reset()
            host.update(CounterList(ids: [2, 3]))
            #expect(callbacks(recorder, third) == ["willRemount", "didRemount"])
            #expect(texts(host) == ["row 2: 0", "row 3: 0"])
        }
    }
}

/// A controller that opts in to didPrepareLayout.
@MainActor final class LayoutWatcher: ComponentController<Watched> {
    override class var wantsDidPrepareLayout: Bool { true }
    var preparedSizes: [LayoutSize] = []
    override func didPrepareLayout(_ layout: ComponentLayout) { preparedSizes.append(layout.size) }
}

/// A leaf whose controller watches root layouts.
struct Watched: Component {
    typealias Controller = LayoutWatcher
    var viewConfiguration: ViewConfiguration? { ViewConfiguration(.plainView) }
    var size: ComponentSize { Fixture.size(3, 1) }
}

@Suite("Layout preparation")
@MainActor struct LayoutPreparationTests {
    @Test("didPrepareLayout reaches opted-in controllers with the new root layout, before the mount callbacks")
    func didPrepareLayoutBeforeMount() {
        withLifecycle { recorder, _ in
            let host = ComponentTestHost(width: 10, height: 2, component: Watched())
            host.attach()
            let controller = host.root.controllers.first as? LayoutWatcher
            #expect(
                callbacks(recorder, controller)
                    == ["didPrepareLayout", "willMount", "componentDidAcquireView", "didMount"])
            // The root fills the host's exact range (the parent's constraint wins over its own 3×1).
            #expect(controller?.preparedSizes == [LayoutSize(width: 10, height: 2)])
            let plain = ComponentTestHost(component: Box())
            plain.attach()
            #expect(!callbacks(recorder, plain.root.controller(of: Box.self)).contains("didPrepareLayout"))
        }
    }
}
