// ComponentKit fidelity: parent constraints win over a child's own size, synchronous updates take effect
// at the next layout, main-actor state updates stay on the main actor, and one view shows one tree.
import Foundation
import Testing
import TrellisLayout
import TrellisTesting
import TrellisUI

@testable import TrellisComponents

/// A fixed-size leaf with a view.
private func sized(_ width: Double, _ height: Double) -> ViewComponent {
    ViewComponent(attributes: [], size: ComponentSize(width: .points(width), height: .points(height)))
}

/// A row of fixed-width leaves with per-child grow and shrink factors.
private func row(widths: [Double], grow: [Double] = [], shrink: [Double] = []) -> Flex {
    var style = FlexStyle()
    style.flexDirection = .row
    style.alignItems = .flexStart
    return Flex(
        style: style,
        children: widths.indices.map { index in
            var properties = FlexChildProperties()
            properties.flexGrow = index < grow.count ? grow[index] : 0
            properties.flexShrink = index < shrink.count ? shrink[index] : 0
            return sized(widths[index], 1).flexItem(properties)
        })
}

@Suite("ComponentKit fidelity")
@MainActor struct ComponentKitFidelityTests {
    /// Widths of the mounted leaves of `component` laid out in `width`×`height`, with or without the fast path.
    private func widths(_ component: any Component, width: Int, alwaysUsesTrellisLayout: Bool) -> [Double] {
        Flex.$alwaysUsesTrellisLayout.withValue(alwaysUsesTrellisLayout) {
            let host = ComponentTestHost(width: width, height: 4, component: component)
            host.attach()
            return host.mountedViews.map { Double($0.frame.width) }
        }
    }

    // MARK: Parent constraints win

    @Test("a sized root fills its hosting view's bounds (the parent's exact constraint wins)")
    func sizedRootFillsHostingView() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        let view = ComponentHostingView(model: 0, sizeRangeProvider: .flexibleWidthAndHeight) { _, _ in sized(5, 2) }
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 8)
        window.addSubview(view)
        screen.runUntilIdle()
        #expect(view.root.mountedViews.map(\.frame) == [CGRect(x: 0, y: 0, width: 20, height: 8)])
        // The size-range provider still answers sizeThatFits: the root's own size there.
        #expect(view.sizeThatFits(CGSize(width: 20, height: 8)) == CGSize(width: 5, height: 2))
    }

    @Test(
        "flex grow results stick: widths 50/50/50 with grow 1/0/1 in a 350-wide row are 150/50/150",
        arguments: [false, true])
    func flexGrowSticks(alwaysUsesTrellisLayout: Bool) {
        let tree = row(widths: [50, 50, 50], grow: [1, 0, 1])
        #expect(widths(tree, width: 350, alwaysUsesTrellisLayout: alwaysUsesTrellisLayout) == [150, 50, 150])
    }

    @Test(
        "flex shrink results stick: widths 300/100/200 with shrink 1/0/1 in a 400-wide row are 180/100/120",
        arguments: [false, true])
    func flexShrinkSticks(alwaysUsesTrellisLayout: Bool) {
        let tree = row(widths: [300, 100, 200], shrink: [1, 0, 1])
        #expect(widths(tree, width: 400, alwaysUsesTrellisLayout: alwaysUsesTrellisLayout) == [180, 100, 120])
    }

    @Test("a child's own max size still bounds its growth (Yoga resolves it before the parent's range)")
    func childMaxBoundsGrowth() {
        var style = FlexStyle()
        style.flexDirection = .row
        style.alignItems = .flexStart
        let capped = ViewComponent(attributes: [], size: ComponentSize(height: .points(1), maxWidth: .points(30)))
        let tree = Flex(style: style, children: [capped.flexGrow(1), sized(10, 1).flexGrow(1)])
        #expect(widths(tree, width: 100, alwaysUsesTrellisLayout: false) == [30, 70])
        #expect(widths(tree, width: 100, alwaysUsesTrellisLayout: true) == [30, 70])
    }

    // MARK: Synchronous updates

    @Test("a synchronous model update invalidates the size at the call and shows at the next layoutIfNeeded")
    func synchronousModelUpdate() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        let view = ComponentHostingView(model: Lines(lines: ["one"]), componentProvider: renderLines)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        window.addSubview(view)
        screen.runUntilIdle()
        var invalidations = 0
        view.onSizeInvalidated = { _ in invalidations += 1 }
        view.updateModel(Lines(lines: ["two", "three"]), mode: .synchronous)
        #expect(invalidations == 1)
        view.layoutIfNeeded()
        #expect(view.root.mountedViews.compactMap { ($0 as? Label)?.text } == ["two", "three"])
        screen.runUntilIdle()
        #expect(invalidations == 1)
        #expect(Array(screen.lines.prefix(2)) == ["two", "three"])
    }

    @Test("a synchronous context update shows at the next layoutIfNeeded")
    func synchronousContextUpdate() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        let view = ComponentHostingView(model: 0) { _, context in TextComponent(context[GreetingKey.self]) }
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        window.addSubview(view)
        screen.runUntilIdle()
        var invalidations = 0
        view.onSizeInvalidated = { _ in invalidations += 1 }
        view.updateContext(ComponentContext().setting(GreetingKey.self, "bonjour"), mode: .synchronous)
        #expect(invalidations == 1)
        view.layoutIfNeeded()
        #expect(view.root.mountedViews.compactMap { ($0 as? Label)?.text } == ["bonjour"])
    }

    @Test("a synchronous state update on the main actor shows at the next layoutIfNeeded")
    func synchronousStateUpdate() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        let view = ComponentHostingView(model: 0) { _, _ in Echo() }
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        window.addSubview(view)
        screen.runUntilIdle()
        var invalidations = 0
        view.onSizeInvalidated = { _ in invalidations += 1 }
        view.root.controller(of: Echo.self)?.updateState(mode: .synchronous) { $0 = "now" }
        #expect(invalidations == 1)
        view.layoutIfNeeded()
        #expect(view.root.mountedViews.compactMap { ($0 as? Label)?.text } == ["now"])
    }

    // MARK: Main-actor state updates

    @Test("a state update made on the main actor is queued at once, not through the application's inbox")
    func mainActorUpdateIsQueuedInline() {
        let host = ComponentTestHost(component: Echo())
        host.attach()
        #expect(!host.root.needsBuild)
        host.root.controller(of: Echo.self)?.updateState(mode: .asynchronous) { $0 = "queued" }
        #expect(host.root.needsBuild)
        host.runUntilIdle()
        #expect(texts(host) == ["queued"])
    }

    @Test("a main-actor state update on a tree without an application is applied at the next mount")
    func mainActorUpdateWithoutApplication() {
        withLifecycle { _, checker in
            let rootView = View(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
            let root = ComponentRoot(component: Echo(), scheduler: nil)
            root.attach(
                to: rootView, sizeRange: (try? SizeRange(exactly: LayoutSize(width: 20, height: 2))) ?? .unconstrained)
            root.controller(of: Echo.self)?.updateState(mode: .synchronous) { $0 = "kept" }
            root.mount(in: (try? SizeRange(exactly: LayoutSize(width: 20, height: 2))) ?? .unconstrained)
            #expect(root.mountedViews.compactMap { ($0 as? Label)?.text } == ["kept"])
            #expect(checker.diagnostics.isEmpty)
        }
    }

    @Test("an off-main state update made before the tree has an application is kept and applied once it has one")
    func offMainUpdateBeforeApplicationIsKept() async {
        let screen = HeadlessScreen(width: 20, height: 2)
        let rootView = View(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
        let root = ComponentRoot(component: Echo(), scheduler: nil)
        let range = (try? SizeRange(exactly: LayoutSize(width: 20, height: 2))) ?? .unconstrained
        root.attach(to: rootView, sizeRange: range)
        let updater = root.controller(of: Echo.self)!.stateUpdater
        await Task.detached { updater.update(mode: .synchronous) { $0 += "late" } }.value
        root.scheduler = screen.application
        screen.application.runUntilIdle()
        root.mount(in: range)
        #expect(root.mountedViews.compactMap { ($0 as? Label)?.text } == ["late"])
    }

    // MARK: One view, one tree

    @Test("attaching a second root to a view detaches the first: its unmount callbacks, then the second's mount")
    func secondRootDetachesFirst() {
        withLifecycle { recorder, _ in
            let host = ComponentTestHost(component: Box(name: "a"))
            host.attach()
            let other = ComponentRoot(component: Box(name: "b", color: .blue), scheduler: host.application)
            other.buildIfNeeded()
            guard let a = host.root.controller(of: Box.self), let b = other.controller(of: Box.self) else {
                Issue.record("no controllers")
                return
            }
            recorder.setLabel("a", for: a)
            recorder.setLabel("b", for: b)
            let ids = [ObjectIdentifier(a), ObjectIdentifier(b)]
            let aView = a.view
            recorder.reset()
            other.attach(to: host.rootView, sizeRange: host.sizeRange)
            #expect(
                recorder.events.filter { ids.contains($0.objectID) }.map { "\($0.label).\($0.callback)" } == [
                    "a.willUnmount", "a.componentWillRelinquishView", "a.didUnmount",
                    "b.willMount", "b.componentDidAcquireView", "b.didMount",
                ])
            #expect(host.root.attachedView == nil)
            #expect(host.root.mountedViews.isEmpty)
            #expect(
                host.rootView.subviews.filter { !$0.isHidden }.map(ObjectIdentifier.init)
                    == other.mountedViews.map(ObjectIdentifier.init))
            #expect(aView.map { $0.isHidden || $0 === b.view } ?? false)
        }
    }
}

/// A context value read by the context-update test.
private enum GreetingKey: ComponentContextKey {
    static let defaultValue = "hello"
}
