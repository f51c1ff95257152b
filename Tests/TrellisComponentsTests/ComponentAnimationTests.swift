// Component animations on the application clock: from the previous component (and interrupted by the
// next), on initial mount, on final unmount (the view is pooled after it), bounds animations of a
// hosting view, and removing animations from relinquished views — as whole recorded callback sequences.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// Records its views entering and leaving the reuse pool in the current recorder.
private let glidingView = ViewClass(
    View.self, variant: "gliding",
    didEnterReusePool: { view in LifecycleRecorder.current?.record(view, "didEnterReusePool") },
    willLeaveReusePool: { view in LifecycleRecorder.current?.record(view, "willLeaveReusePool") }
) { View(frame: .zero) }

/// A keyed leaf with a coloured view and the animations it is given.
private struct Glider: Component, Equatable {
    typealias Controller = GliderController
    var name: String
    var color: Color = .red
    var width: Double = 4
    var appear: [ComponentAnimation] = []
    var change: [ComponentAnimation] = []
    var disappear: [ComponentAnimation] = []
    /// The controller starts an animation of its own in `didMount` …
    var pulses = false
    /// … and removes it in `componentWillRelinquishView`.
    var removesPulse = false

    var scopeKey: String? { name }
    var viewConfiguration: ViewConfiguration? {
        ViewConfiguration(glidingView, attributes: [ViewAttributes.backgroundColor(color)])
    }
    var size: ComponentSize { ComponentSize(width: .points(width), height: .points(1)) }

    var animationsOnInitialMount: [ComponentAnimation] { appear }
    func animations(fromPreviousComponent previousComponent: Glider) -> [ComponentAnimation] { change }
    var animationsOnFinalUnmount: [ComponentAnimation] { disappear }
}

@MainActor private final class GliderController: ComponentController<Glider> {
    var pulse: ViewAnimation?
    override func didMount() {
        guard component.pulses, let view else { return }
        pulse = View.animate(withDuration: 5) { view.alpha = 0.5 }
    }
    override func componentWillRelinquishView() {
        if component.removesPulse { pulse?.cancel() }
    }
}

/// A root whose glider moves and grows, with a bounds animation whenever it changes.
private struct Track: Component, Equatable {
    var offset: Double
    var width: Double = 4
    var extra = false
    func render(_ scope: Scope<Track>) -> (any Component)? {
        var items = [Absolute.Child(Glider(name: "a", width: width), at: LayoutPoint(x: offset, y: 0))]
        if extra { items.append(Absolute.Child(Glider(name: "b"), at: LayoutPoint(x: 0, y: 2))) }
        return Absolute(items)
    }
    func boundsAnimation(fromPreviousComponent previousComponent: Track) -> ComponentBoundsAnimation? {
        previousComponent == self ? nil : ComponentBoundsAnimation(duration: 1, curve: .linear)
    }
}

/// Gliders at the given x positions on the first row.
private func row(_ items: [(Glider, Double)]) -> Absolute {
    Absolute(items.map { Absolute.Child($0.0, at: LayoutPoint(x: $0.1, y: 0)) })
}

private let linear = ComponentAnimation(duration: 1, curve: .linear)
/// Animates the frame only (a colour change shows at once).
private let linearMove = ComponentAnimation(duration: 1, curve: .linear, properties: .frame)

@Suite("Component animations")
@MainActor struct ComponentAnimationTests {
    /// The recorded callbacks of the named objects, without drawing, layout and hierarchy callbacks.
    private func sequence(_ recorder: LifecycleRecorder, _ named: KeyValuePairs<String, AnyObject>) -> [String] {
        let ignored = ["draw(_:in:)", "layoutSubviews", "willMove(", "didMove", "didAddSubview", "willRemoveSubview"]
        return recorder.events.filter { event in !ignored.contains { event.callback.hasPrefix($0) } }
            .callbacks(of: named)
    }

    private func controller(_ host: ComponentTestHost, _ name: String) -> GliderController? {
        host.root.controllers.compactMap { $0 as? GliderController }.first { $0.component.name == name }
    }

    @Test(
        "from the previous component: the frame and colour animate from the old values on the clock, after the remount callbacks"
    )
    func fromPrevious() throws {
        try withLifecycle { recorder, checker in
            let host = ComponentTestHost(
                width: 20, height: 3, component: row([(Glider(name: "a", change: [linear]), 0)]))
            host.attach()
            host.runUntilIdle()
            let c = try #require(controller(host, "a"))
            let v = try #require(c.view)
            recorder.reset()
            host.update(row([(Glider(name: "a", color: .blue, change: [linear]), 10)]))
            #expect(
                sequence(recorder, ["c": c, "v": v]) == [
                    "c.willUpdateComponent()", "c.willRemount()", "c.didRemount()", "c.didUpdateComponent()",
                    "v.animationDidStart(frame, backgroundColor)",
                ])
            #expect(v.frame.minX == 10 && v.backgroundColor == .blue, "the model has the new values at once")
            #expect(v.presentationFrame.minX == 0 && v.presentationBackgroundColor == .red)
            host.screen.advance(by: 0.5)
            let blend = Color(red: 0.5, green: 0, blue: 0.5)
            #expect(v.presentationFrame.minX == 5)
            #expect(v.presentationBackgroundColor == blend)
            #expect(host.screen.cell(x: 5, y: 0)?.background == blend)
            #expect(host.screen.cell(x: 8, y: 0)?.background == blend)
            #expect(host.screen.cell(x: 10, y: 0)?.background != blend)
            host.screen.advance(by: 0.5)
            #expect(v.presentationFrame == v.frame)
            #expect(host.screen.cell(x: 10, y: 0)?.background == .blue)
            #expect(
                sequence(recorder, ["c": c, "v": v]).last
                    == "v.animationDidStop(frame, backgroundColor, finished: true)")
            #expect(checker.diagnostics.isEmpty)
        }
    }

    @Test("an animation interrupted by another update restarts from the presented value, not the old end value")
    func interruptedByUpdate() throws {
        try withLifecycle { recorder, checker in
            // Each version differs (a reused, equal component is not a new version: nothing animates).
            let host = ComponentTestHost(
                width: 30, height: 3, component: row([(Glider(name: "a", change: [linearMove]), 0)]))
            host.attach()
            host.update(row([(Glider(name: "a", color: .green, change: [linearMove]), 20)]))
            let c = try #require(controller(host, "a"))
            let v = try #require(c.view)
            host.screen.advance(by: 0.5)
            #expect(v.presentationFrame.minX == 10)
            recorder.reset()
            host.update(row([(Glider(name: "a", color: .blue, change: [linearMove]), 0)]))
            #expect(
                sequence(recorder, ["c": c, "v": v]) == [
                    "c.willUpdateComponent()", "c.willRemount()", "v.animationDidStop(frame, finished: false)",
                    "c.didRemount()", "c.didUpdateComponent()", "v.animationDidStart(frame)",
                ])
            #expect(v.frame.minX == 0)
            #expect(v.presentationFrame.minX == 10, "from where it was on screen")
            host.screen.advance(by: 0.5)
            #expect(v.presentationFrame.minX == 5)
            host.screen.advance(by: 0.5)
            #expect(v.presentationFrame.minX == 0)
            #expect(sequence(recorder, ["v": v]).last == "v.animationDidStop(frame, finished: true)")
            #expect(checker.diagnostics.isEmpty)
        }
    }

    @Test(
        "a view recycled mid-animation: the mount layer removes its animations when it is relinquished; the next component gets it still"
    )
    func recycledMidAnimation() throws {
        try withLifecycle { recorder, checker in
            let host = ComponentTestHost(
                width: 30, height: 3, component: row([(Glider(name: "a", change: [linearMove]), 0)]))
            host.attach()
            host.update(row([(Glider(name: "a", color: .blue, change: [linearMove]), 10)]))
            let a = try #require(controller(host, "a"))
            let v = try #require(a.view)
            host.screen.advance(by: 0.5)
            recorder.reset()
            host.update(row([(Glider(name: "b", color: .green), 2)]))
            let b = try #require(controller(host, "b"))
            #expect(b.view === v, "positional reuse hands the view over")
            #expect(
                sequence(recorder, ["a": a, "b": b, "v": v]) == [
                    "b.didInit()", "b.willMount()", "a.willUnmount()", "a.componentWillRelinquishView()",
                    "v.animationDidStop(frame, finished: false)", "a.didUnmount()", "b.componentDidAcquireView()",
                    "b.didMount()", "a.invalidateController()",
                ])
            #expect(v.animations.isEmpty)
            #expect(v.presentationFrame == CGRect(x: 2, y: 0, width: 4, height: 1))
            host.screen.advance(by: 1)
            #expect(sequence(recorder, ["v": v]) == ["v.animationDidStop(frame, finished: false)"])
            #expect(host.screen.cell(x: 2, y: 0)?.background == .green)
            #expect(checker.diagnostics.isEmpty)
        }
    }

    @Test(
        "componentWillRelinquishView is where a controller removes its own animations; one it leaves running is reported and removed"
    )
    func controllerAnimations() throws {
        for removes in [true, false] {
            try withLifecycle { recorder, checker in
                let glider = Glider(name: "a", pulses: true, removesPulse: removes)
                let host = ComponentTestHost(width: 20, height: 3, component: row([(glider, 0)]))
                host.attach()
                let c = try #require(controller(host, "a"))
                let v = try #require(c.view)
                #expect(v.animations.count == 1)
                recorder.reset()
                host.detach()
                #expect(
                    sequence(recorder, ["c": c, "v": v]) == [
                        "c.willUnmount()", "c.componentWillRelinquishView()",
                        "v.animationDidStop(alpha, finished: false)",
                        "c.didUnmount()", "v.didEnterReusePool()",
                    ])
                #expect(v.animations.isEmpty)
                #expect(c.pulse?.phase == .cancelled)
                let reported = checker.diagnostics(rule: "C-ANIMATION-RELINQUISH")
                #expect(reported.count == (removes ? 0 : 1))
                #expect(reported.allSatisfy { $0.path.hasSuffix("Glider[key=a]") })
            }
        }
    }

    @Test("on initial mount the view comes from the animation's values to its mounted ones, after didMount")
    func initialMount() throws {
        try withLifecycle { recorder, checker in
            let appear = [
                ComponentAnimation.fade(duration: 1, curve: .linear),
                ComponentAnimation.slide(by: CGPoint(x: -4, y: 0), duration: 1, curve: .linear),
            ]
            let host = ComponentTestHost(width: 20, height: 3, component: row([(Glider(name: "a", appear: appear), 8)]))
            host.attach()
            let c = try #require(controller(host, "a"))
            let v = try #require(c.view)
            #expect(
                sequence(recorder, ["c": c, "v": v]) == [
                    "c.didInit()", "c.willMount()", "c.componentDidAcquireView()", "c.didMount()",
                    "v.animationDidStart(alpha)", "v.animationDidStart(frame)",
                ])
            #expect(v.alpha == 1 && v.frame.minX == 8)
            #expect(v.presentationAlpha == 0 && v.presentationFrame.minX == 4)
            host.screen.advance(by: 0.5)
            #expect(v.presentationAlpha == 0.5 && v.presentationFrame.minX == 6)
            host.screen.advance(by: 0.5)
            #expect(v.presentationAlpha == 1 && v.presentationFrame.minX == 8)
            #expect(host.screen.cell(x: 8, y: 0)?.background == .red)
            // A later update of the same scope is not an initial mount.
            recorder.reset()
            host.update(row([(Glider(name: "a", color: .blue, appear: appear), 8)]))
            #expect(sequence(recorder, ["v": v]).isEmpty)
            #expect(checker.diagnostics.isEmpty)
        }
    }

    @Test(
        "on final unmount the view animates out on screen and is pooled only when the animation ends; a sibling keeps its view"
    )
    func finalUnmount() throws {
        try withLifecycle { recorder, checker in
            let a = Glider(name: "a", disappear: [.fade(duration: 1, curve: .linear)])
            let b = Glider(name: "b", color: .blue)
            let host = ComponentTestHost(width: 20, height: 3, component: row([(a, 0), (b, 5)]))
            host.attach()
            let ca = try #require(controller(host, "a"))
            let cb = try #require(controller(host, "b"))
            let va = try #require(ca.view)
            let vb = try #require(cb.view)
            recorder.reset()
            host.update(row([(b, 5)]))
            #expect(
                sequence(recorder, ["ca": ca, "cb": cb, "va": va, "vb": vb]) == [
                    "cb.willRemount()", "cb.didRemount()", "ca.willUnmount()", "ca.componentWillRelinquishView()",
                    "ca.didUnmount()", "va.animationDidStart(alpha)", "ca.invalidateController()",
                ])
            #expect(cb.view === vb, "the view animating out is not vended to the sibling")
            #expect(!va.isHidden && va.presentationAlpha == 1)
            host.screen.advance(by: 0.5)
            #expect(!va.isHidden && va.presentationAlpha == 0.5)
            #expect(host.screen.cell(x: 0, y: 0)?.background != nil)
            #expect(sequence(recorder, ["va": va]) == ["va.animationDidStart(alpha)"], "not pooled yet")
            host.screen.advance(by: 0.5)
            #expect(
                sequence(recorder, ["va": va]) == [
                    "va.animationDidStart(alpha)", "va.animationDidStop(alpha, finished: true)",
                    "va.didEnterReusePool()",
                ])
            #expect(va.isHidden)
            #expect(va.alpha == 1, "the mounted values are restored for the next component")
            #expect(host.screen.cell(x: 0, y: 0)?.background == nil)
            // The pooled view serves the next pass again (positional vending: the first request takes it).
            host.update(row([(b, 5), (Glider(name: "c"), 12)]))
            #expect(host.mountedViews.contains { $0 === va } && !va.isHidden)
            #expect(sequence(recorder, ["va": va]).last == "va.willLeaveReusePool()")
            #expect(checker.diagnostics.isEmpty)
        }
    }

    @Test("while a view animates out, a component mounting meanwhile takes another view, and a detach pools it at once")
    func departingViewIsNotVended() throws {
        try withLifecycle { recorder, checker in
            let a = Glider(name: "a", disappear: [.slide(by: CGPoint(x: 0, y: 2), duration: 1, curve: .linear)])
            let b = Glider(name: "b", color: .blue)
            let host = ComponentTestHost(width: 20, height: 3, component: row([(a, 0), (b, 5)]))
            host.attach()
            let va = try #require(controller(host, "a")?.view)
            let vb = try #require(controller(host, "b")?.view)
            host.update(row([(b, 5)]))
            host.screen.advance(by: 0.5)
            #expect(va.presentationFrame.minY == 1)
            recorder.reset()
            host.update(row([(b, 5), (Glider(name: "c", color: .green), 12)]))
            let vc = try #require(controller(host, "c")?.view)
            #expect(vc !== va && vc !== vb)
            #expect(controller(host, "b")?.view === vb)
            #expect(!va.isHidden && va.presentationFrame.minY == 1, "still animating out")
            #expect(sequence(recorder, ["va": va]).isEmpty)
            host.detach()
            #expect(
                sequence(recorder, ["va": va]) == [
                    "va.animationDidStop(frame, finished: false)", "va.didEnterReusePool()",
                ])
            #expect(va.isHidden && va.frame.minY == 0)
            #expect(checker.diagnostics.isEmpty)
        }
    }

    @Test(
        "a hosting view whose root changes size with a bounds animation moves and resizes its views over the animation; views that join take their frames at once"
    )
    func hostingViewBoundsAnimation() throws {
        try withLifecycle { recorder, checker in
            let screen = HeadlessScreen(width: 30, height: 4)
            let window = Window(screen: screen)
            // The application holds windows weakly.
            defer { withExtendedLifetime(window) {} }
            let hosting = ComponentHostingView(model: Track(offset: 0)) { model, _ in model }
            hosting.frame = CGRect(x: 0, y: 0, width: 30, height: 4)
            window.addSubview(hosting)
            window.makeKeyAndVisible()
            screen.runUntilIdle()
            let va = try #require(hosting.root.mountedViews.first)
            recorder.reset()
            hosting.updateModel(Track(offset: 10, width: 8, extra: true))
            screen.runUntilIdle()
            #expect(va.frame == CGRect(x: 10, y: 0, width: 8, height: 1))
            #expect(va.presentationFrame == CGRect(x: 0, y: 0, width: 4, height: 1))
            let vb = try #require(hosting.root.mountedViews.first { $0 !== va })
            #expect(vb.presentationFrame == vb.frame, "a view that joins takes its frame at once")
            screen.advance(by: 0.5)
            #expect(va.presentationFrame == CGRect(x: 5, y: 0, width: 6, height: 1))
            #expect(screen.cell(x: 5, y: 0)?.background == .red)
            #expect(screen.cell(x: 10, y: 0)?.background == .red)
            #expect(screen.cell(x: 11, y: 0)?.background != .red)
            screen.advance(by: 0.5)
            #expect(va.presentationFrame == va.frame)
            #expect(
                recorder.events.filter(\.isAnimationEvent).callbacks(of: ["a": va]) == [
                    "a.animationDidStart(frame)", "a.animationDidStop(frame, finished: true)",
                ])
            // An unchanged root: no bounds animation.
            hosting.frame = CGRect(x: 0, y: 0, width: 30, height: 3)
            screen.runUntilIdle()
            #expect(va.animations.isEmpty)
            #expect(checker.diagnostics.isEmpty)
        }
    }

    @Test(
        "seeded random additions, removals, changes, detaches and clock steps: mounted views are shown and owned once, a shown view not mounted is animating out, and every view is pooled once its animations end",
        arguments: [1, 2, 3, 4] as [UInt64])
    func randomized(seed: UInt64) {
        withLifecycle { recorder, checker in
            var rng = SeededRandomNumberGenerator(seed: seed)
            let colors: [Color] = [.red, .blue, .green, .yellow]
            func animations() -> [ComponentAnimation] {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: return []
                case 1: return [.fade(duration: Double.random(in: 0.1...1, using: &rng))]
                case 2:
                    return [
                        .slide(
                            by: CGPoint(x: 0, y: 1), duration: Double.random(in: 0.1...1, using: &rng), curve: .easeOut)
                    ]
                default: return [ComponentAnimation(duration: Double.random(in: 0.1...1, using: &rng), curve: .linear)]
                }
            }
            func glider(_ name: String) -> Glider {
                Glider(
                    name: name, color: colors.randomElement(using: &rng)!, appear: animations(), change: animations(),
                    disappear: animations())
            }
            var items: [(glider: Glider, x: Double)] = [(glider("a"), 0), (glider("b"), 10)]
            var next = 0
            let host = ComponentTestHost(width: 60, height: 4, component: row(items))
            host.attach()
            var attached = true
            for step in 0..<300 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1:
                    next += 1
                    items.insert(
                        (glider("n\(next)"), Double(Int.random(in: 0...50, using: &rng))),
                        at: Int.random(in: 0...items.count, using: &rng))
                case 2, 3:
                    if !items.isEmpty { items.remove(at: Int.random(in: 0..<items.count, using: &rng)) }
                case 4, 5:
                    if !items.isEmpty {
                        let index = Int.random(in: 0..<items.count, using: &rng)
                        items[index] = (glider(items[index].glider.name), Double(Int.random(in: 0...50, using: &rng)))
                    }
                case 6:
                    if Int.random(in: 0..<4, using: &rng) == 0 {
                        if attached { host.detach() } else { host.attach() }
                        attached.toggle()
                    }
                default:
                    host.screen.advance(by: Double.random(in: 0...0.6, using: &rng))
                }
                host.update(row(items))
                let mounted = attached ? host.mountedViews : []
                #expect(
                    Set(mounted.map(ObjectIdentifier.init)).count == mounted.count,
                    "seed \(seed) step \(step): a view owned twice")
                #expect(mounted.allSatisfy { !$0.isHidden }, "seed \(seed) step \(step): a mounted view is hidden")
                let shownUnmounted = host.rootView.subviews.filter { view in
                    !view.isHidden && !mounted.contains { $0 === view }
                }
                #expect(
                    shownUnmounted.allSatisfy { !$0.animations.isEmpty },
                    "seed \(seed) step \(step): a shown view that is not mounted is not animating out")
            }
            host.screen.advance(by: 2)
            let mounted = attached ? host.mountedViews : []
            #expect(
                host.rootView.subviews.allSatisfy { $0.animations.isEmpty }, "seed \(seed): animations left running")
            #expect(
                host.rootView.subviews.allSatisfy { view in view.isHidden == !mounted.contains { $0 === view } },
                "seed \(seed): a view neither mounted nor pooled")
            host.root.invalidate()
            #expect(ControllerLifecycleValidator.violations(in: recorder.events).isEmpty)
            #expect(checker.diagnostics.isEmpty, "seed \(seed): \(checker.diagnostics.prefix(3))")
        }
    }
}
