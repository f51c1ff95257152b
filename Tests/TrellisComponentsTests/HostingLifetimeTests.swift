// Hosting lifetime: a mounted hosting view (or hosting view controller) is freed with its last outside
// reference, and its controllers are unmounted and invalidated.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@Suite("Hosting lifetime")
@MainActor struct HostingLifetimeTests {
    @Test(
        "a mounted hosting view is freed when the last outside reference goes; its controllers unmount, then invalidate"
    )
    func mountedHostingViewIsFreed() {
        withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 20, height: 4)
            let window = Window(screen: screen)
            window.makeKeyAndVisible()
            var view: ComponentHostingView<Int>? = ComponentHostingView(model: 0) { _, _ in Box(color: .red) }
            view?.frame = CGRect(x: 0, y: 0, width: 20, height: 4)
            window.addSubview(view!)
            screen.runUntilIdle()
            weak let weakView = view
            weak let controller = view?.root.controller(of: Box.self)
            weak let componentView = controller?.view
            weak let root = view?.root
            #expect(componentView != nil)
            let id = controller.map(ObjectIdentifier.init)
            recorder.reset()
            view?.removeFromSuperview()
            view = nil
            // Nothing global (the application, the tree held back for freeing) keeps the view or its root.
            #expect(weakView == nil)
            #expect(root == nil)
            screen.runUntilIdle()
            ComponentRoot.waitForRetiredTrees()
            #expect(controller == nil)
            #expect(componentView == nil)
            #expect(
                recorder.events.filter { $0.objectID == id }.map(\.callback) == [
                    "willUnmount", "componentWillRelinquishView", "didUnmount", "invalidateController",
                ])
        }
    }

    @Test("a hosting view controller shown in a window is freed once replaced and released; its controllers invalidate")
    func hostingViewControllerIsFreed() {
        withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 20, height: 4)
            let window = Window(screen: screen)
            window.makeKeyAndVisible()
            var hosting: ComponentHostingViewController<Int>? = ComponentHostingViewController(model: 0) { _, _ in
                Box(color: .red)
            }
            window.rootViewController = hosting
            screen.runUntilIdle()
            weak let weakController = hosting
            weak let weakView = hosting?.hostingView
            weak let controller = weakView?.root.controller(of: Box.self)
            #expect(controller?.view != nil)
            let id = controller.map(ObjectIdentifier.init)
            window.rootViewController = ViewController()
            hosting = nil
            screen.runUntilIdle()
            ComponentRoot.waitForRetiredTrees()
            #expect(weakController == nil)
            #expect(weakView == nil)
            #expect(controller == nil)
            #expect(
                recorder.events.filter { $0.objectID == id }.map(\.callback).suffix(4) == [
                    "willUnmount", "componentWillRelinquishView", "didUnmount", "invalidateController",
                ])
        }
    }

    @Test("a hosting view with a stateful tree and pending updates is still freed")
    func hostingViewWithPendingUpdatesIsFreed() {
        let screen = HeadlessScreen(width: 20, height: 4)
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        var view: ComponentHostingView<Int>? = ComponentHostingView(model: 0) { _, _ in Echo() }
        view?.frame = CGRect(x: 0, y: 0, width: 20, height: 4)
        window.addSubview(view!)
        screen.runUntilIdle()
        weak let weakView = view
        view?.root.controller(of: Echo.self)?.updateState(mode: .asynchronous) { $0 = "pending" }
        view?.updateModel(1, mode: .asynchronous)
        view?.removeFromSuperview()
        view = nil
        screen.runUntilIdle()
        ComponentRoot.waitForRetiredTrees()
        #expect(weakView == nil)
    }

    @Test("a state update reaching a tree whose hosting view went away is reported, not dropped silently")
    func updateAfterHostWentAway() {
        withLifecycle { _, checker in
            let screen = HeadlessScreen(width: 20, height: 4)
            var view: ComponentHostingView<Int>? = ComponentHostingView(model: 0, application: screen.application) {
                _, _ in
                Echo()
            }
            view?.buildIfNeeded()
            let updater = view?.root.controller(of: Echo.self)?.stateUpdater
            view = nil
            updater?.update(mode: .synchronous) { $0 = "late" }
            #expect(checker.diagnostics(rule: "C-STATE-DETACHED").map(\.path) == ["Echo"])
        }
    }
}
