// Hosting: ComponentHostingView sizes, invalidation, appearance; ComponentHostingViewController wiring.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// A model rendered as a column of texts.
struct Lines: Sendable {
    var lines: [String]
}

@Sendable func renderLines(_ model: Lines, _ context: ComponentContext) -> (any Component)? {
    Flex(style: FlexStyle(), children: model.lines.map { TextComponent($0) })
}

@Suite("Hosting")
@MainActor struct HostingTests {
    @Test("sizeThatFits lays out without mounting, per the size-range provider, and is cached per generation")
    func sizeThatFits() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let view = ComponentHostingView(
            model: Lines(lines: ["abc", "hello world"]), sizeRangeProvider: .flexibleHeight,
            application: screen.application, componentProvider: renderLines)
        #expect(view.sizeThatFits(CGSize(width: 30, height: 100)) == CGSize(width: 30, height: 2))
        #expect(view.root.attachedView == nil)
        let generations = view.root.generationCount
        _ = view.sizeThatFits(CGSize(width: 30, height: 100))
        #expect(view.root.generationCount == generations)
        let flexible = ComponentHostingView(
            model: Lines(lines: ["abc", "hello world"]),
            sizeRangeProvider: .flexibleWidthAndHeight,
            application: screen.application, componentProvider: renderLines)
        #expect(flexible.sizeThatFits(CGSize(width: 30, height: 100)) == CGSize(width: 11, height: 2))
    }

    @Test("model updates invalidate the size and remount in the next update cycle")
    func invalidationAndRemount() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        let view = ComponentHostingView(model: Lines(lines: ["one"]), componentProvider: renderLines)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        window.addSubview(view)
        var invalidations = 0
        view.onSizeInvalidated = { _ in invalidations += 1 }
        screen.runUntilIdle()
        #expect(screen.lines.first == "one")
        view.updateModel(Lines(lines: ["one", "two"]))
        #expect(screen.lines.prefix(2) == ["one", ""])
        screen.runUntilIdle()
        #expect(invalidations >= 1)
        #expect(Array(screen.lines.prefix(2)) == ["one", "two"])
        view.updateModel(Lines(lines: ["three"]), mode: .asynchronous)
        screen.runUntilIdle()
        #expect(Array(screen.lines.prefix(2)) == ["three", ""])
    }

    @Test("appearance is forwarded to every controller of the hosted tree")
    func appearanceForwarding() {
        withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 40, height: 10)
            let view = ComponentHostingView(model: 0, application: screen.application) { _, _ in Box(color: .red) }
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
            view.buildIfNeeded()
            let controller = view.root.controller(of: Box.self)
            view.hostingViewWillAppear()
            view.hostingViewDidDisappear()
            #expect(callbacks(recorder, controller) == ["componentTreeWillAppear", "componentTreeDidDisappear"])
        }
    }

    @Test("ComponentHostingViewController builds in viewDidLoad, forwards appearance and sizes the hosting view")
    func hostingViewController() {
        withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 30, height: 6)
            let window = Window(screen: screen)
            let controller = ComponentHostingViewController(
                model: Lines(lines: ["hosted"]), componentProvider: renderLines)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            screen.runUntilIdle()
            #expect(controller.hostingView.frame == CGRect(x: 0, y: 0, width: 30, height: 6))
            #expect(screen.lines.first == "hosted")
            #expect(controller.hostingView.root.generationCount == 1)
            let box = ComponentHostingViewController(model: 1) { _, _ in Box(color: .red) }
            window.rootViewController = box
            screen.runUntilIdle()
            let boxController = box.hostingView.root.controller(of: Box.self)
            #expect(callbacks(recorder, boxController).contains("componentTreeWillAppear"))
            #expect(callbacks(recorder, boxController).first == "componentTreeWillAppear")
        }
    }

    @Test("releasing a hosting view invalidates its controllers")
    func hostTeardownInvalidates() {
        withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 10, height: 2)
            var view: ComponentHostingView<Int>? = ComponentHostingView(model: 0, application: screen.application) {
                _, _ in
                Box(color: .red)
            }
            view?.buildIfNeeded()
            weak let controller = view?.root.controller(of: Box.self)
            let id = controller.map(ObjectIdentifier.init)
            view = nil
            ComponentRoot.waitForRetiredTrees()
            #expect(recorder.events.contains { $0.objectID == id && $0.callback == "invalidateController" })
            #expect(controller == nil)
        }
    }
}
