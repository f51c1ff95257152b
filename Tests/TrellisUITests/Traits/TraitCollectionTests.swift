// Pins trait collections: a window's size classes from its size, inherited by its view controllers and
// views, and `traitCollectionDidChange(_:)` delivered top-down (each controller before its view) when a
// resize crosses a size-class boundary or a view moves into a window with other traits.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Trait collections")
struct TraitCollectionTests {
    static let phonePortrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    static let phoneLandscape = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)
    static let pad = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)

    /// A window of 375 × 667 points whose root controller has subview `a` and a child controller whose
    /// view has subview `b`.
    @MainActor
    private struct Hierarchy {
        let window: Window
        let root = PlainViewController(), child = PlainViewController()
        let a = View(frame: .zero), b = View(frame: .zero)

        init(screen: HeadlessScreen) {
            window = Window(screen: screen)
            window.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.view.addSubview(a)
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            child.view.addSubview(b)
        }

        var labels: KeyValuePairs<String, AnyObject> {
            [
                "window": window, "root": root, "rootView": root.view, "a": a, "child": child,
                "childView": child.view, "b": b,
            ]
        }
    }

    @Test("window sizes get UIKit's size classes; views and controllers outside a window have none")
    func sizeClassesFromWindowSizes() {
        #expect(TraitCollection(windowSize: CGSize(width: 375, height: 667)) == Self.phonePortrait)
        #expect(TraitCollection(windowSize: CGSize(width: 667, height: 375)) == Self.phoneLandscape)
        #expect(TraitCollection(windowSize: CGSize(width: 678, height: 1024)) == Self.pad)
        #expect(TraitCollection(windowSize: CGSize(width: 677, height: 1024)) == Self.phonePortrait)
        #expect(TraitCollection(windowSize: CGSize(width: 80, height: 24)) == Self.phoneLandscape)
        #expect(View(frame: .zero).traitCollection == TraitCollection())
        #expect(PlainViewController().traitCollection == TraitCollection())
    }

    @Test(
        "a resize across a size-class boundary calls traitCollectionDidChange top-down, each controller before its view"
    )
    func resizeAcrossBoundary() {
        let screen = HeadlessScreen(width: 1024, height: 1024)
        let hierarchy = Hierarchy(screen: screen)
        #expect(hierarchy.b.traitCollection == Self.phonePortrait)
        #expect(hierarchy.child.traitCollection == Self.phonePortrait)

        let recorder = makeRecorder(labels: hierarchy.labels)
        withRecorder(recorder) { hierarchy.window.frame = CGRect(x: 0, y: 0, width: 667, height: 375) }
        let previous = Self.phonePortrait.description
        #expect(
            recorder.events.filter(callbackPrefix: "traitCollectionDidChange").calls == [
                "window.traitCollectionDidChange(\(previous))",
                "root.traitCollectionDidChange(\(previous))",
                "rootView.traitCollectionDidChange(\(previous))",
                "a.traitCollectionDidChange(\(previous))",
                "child.traitCollectionDidChange(\(previous))",
                "childView.traitCollectionDidChange(\(previous))",
                "b.traitCollectionDidChange(\(previous))",
            ])
        let views: [View] = [hierarchy.window, hierarchy.a, hierarchy.child.view, hierarchy.b]
        for environment in views {
            #expect(environment.traitCollection == Self.phoneLandscape)
        }
        #expect(hierarchy.root.traitCollection == Self.phoneLandscape)
        #expect(hierarchy.child.traitCollection == Self.phoneLandscape)
    }

    @Test("a resize within the same size classes calls no traitCollectionDidChange")
    func resizeWithinSizeClasses() {
        let screen = HeadlessScreen(width: 1024, height: 1024)
        let hierarchy = Hierarchy(screen: screen)
        let recorder = makeRecorder(labels: hierarchy.labels)
        withRecorder(recorder) {
            hierarchy.window.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
            hierarchy.window.frame = CGRect(x: 0, y: 0, width: 677, height: 500)
        }
        #expect(recorder.events.filter(callbackPrefix: "traitCollectionDidChange").calls == [])
        #expect(hierarchy.b.traitCollection == Self.phonePortrait)
    }

    @Test(
        "an override sees the new and previous traits, a handler runs after it; entering a window calls only the handler"
    )
    func overrideAndHandlerSeeTraits() {
        final class ProbeView: View {
            var seen: [String] = []
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                seen.append("\(previousTraitCollection?.description ?? "nil") -> \(traitCollection)")
            }
        }
        let screen = HeadlessScreen(width: 1024, height: 1024)
        let window = Window(screen: screen)
        let probe = ProbeView(frame: .zero)
        probe.registerForTraitChanges { view, previous in
            (view as? ProbeView)?.seen.append("handler \(previous?.description ?? "nil")")
        }
        window.addSubview(probe)
        window.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        #expect(
            probe.seen == [
                "handler nil", "\(Self.pad) -> \(Self.phonePortrait)", "handler \(Self.pad)",
            ])
    }

    @Test(
        "moving a view into a window with other traits calls traitCollectionDidChange on its subtree; same traits or no previous window, none"
    )
    func moveBetweenWindows() {
        let screen = HeadlessScreen(width: 1024, height: 1024)
        let phone = Window(screen: screen), pad = Window(screen: screen), otherPad = Window(screen: screen)
        phone.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let view = View(frame: .zero), subview = View(frame: .zero)
        view.addSubview(subview)
        phone.addSubview(view)
        #expect(subview.traitCollection == Self.phonePortrait)

        let recorder = makeRecorder(labels: ["view": view, "subview": subview])
        withRecorder(recorder) {
            pad.addSubview(view)
            otherPad.addSubview(view)
            view.removeFromSuperview()
            phone.addSubview(view)
        }
        #expect(
            recorder.events.filter(callbackPrefix: "traitCollectionDidChange").calls == [
                "view.traitCollectionDidChange(\(Self.phonePortrait))",
                "subview.traitCollectionDidChange(\(Self.phonePortrait))",
            ])
        #expect(subview.traitCollection == Self.phonePortrait)
    }
}
