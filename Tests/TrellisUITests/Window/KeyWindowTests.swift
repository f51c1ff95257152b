// Pins key-window changes (S7, D7) with their notifications and the root owner's window hooks.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Key window")
struct KeyWindowTests {
    /// Observes this application's key notifications into the current recorder, as pseudo-callbacks.
    private func observe(_ app: Application, into recorder: LifecycleRecorder) -> [NSObjectProtocol] {
        [Window.didBecomeKeyNotification, Window.didResignKeyNotification].map { name in
            app.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { note in
                recorder.record(
                    note.object as AnyObject,
                    name == Window.didBecomeKeyNotification ? "didBecomeKeyNotification" : "didResignKeyNotification")
            }
        }
    }

    @Test(
        "S7: makeKey resigns the previous key window, then the new one becomes key; each posts its notification after the callback"
    )
    func makeKeyOrder() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w1 = Window(screen: screen), w2 = Window(screen: screen)
        w1.makeKeyAndVisible()
        w2.isHidden = false
        let recorder = makeRecorder(labels: ["w1": w1, "w2": w2])
        let observers = observe(screen.application, into: recorder)
        defer { observers.forEach(screen.application.notificationCenter.removeObserver) }
        withRecorder(recorder) { w2.makeKey() }
        #expect(
            recorder.events.calls == [
                "w1.resignKey()", "w1.didResignKeyNotification()", "w2.becomeKey()", "w2.didBecomeKeyNotification()",
            ])
        #expect(w2.isKeyWindow && !w1.isKeyWindow && screen.application.keyWindow === w2)
    }

    @Test("makeKey on the key window does nothing")
    func makeKeyTwice() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        w.makeKeyAndVisible()
        let log = record { w.makeKey() }
        #expect(log.isEmpty && w.isKeyWindow)
    }

    @Test("D7: makeKeyAndVisible shows the window first (owner's visibility hooks), then makes it key")
    func makeKeyAndVisibleOrder() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        let owner = UICoreFakeOwner(name: "root")
        w.rootOwnerStorage = owner
        #expect(w.isHidden)
        w.makeKeyAndVisible()
        #expect(owner.log == ["windowWillBecomeVisible", "windowDidBecomeVisible", "windowDidBecomeKey"])
        #expect(!w.isHidden && w.isKeyWindow)
    }

    @Test("Hiding the key window resigns key status and tells the owner")
    func hidingResignsKey() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        let owner = UICoreFakeOwner(name: "root")
        w.rootOwnerStorage = owner
        w.makeKeyAndVisible()
        owner.log.removeAll()
        let log = record(labeling: ["w": w]) { w.isHidden = true }
        #expect(owner.log == ["windowWillBecomeHidden", "windowDidResignKey", "windowDidBecomeHidden"])
        #expect(log.calls == ["w.resignKey()"])
        #expect(screen.application.keyWindow == nil)
    }

    @Test("Notifications go to the window's own application center, so other applications never see them")
    func notificationsArePerApplication() {
        let first = HeadlessScreen(width: 40, height: 20), second = HeadlessScreen(width: 40, height: 20)
        final class Count: @unchecked Sendable { var value = 0 }
        let seenBySecond = Count()
        let observer = second.application.notificationCenter.addObserver(
            forName: Window.didBecomeKeyNotification, object: nil, queue: nil
        ) { _ in seenBySecond.value += 1 }
        defer { second.application.notificationCenter.removeObserver(observer) }
        Window(screen: first).makeKeyAndVisible()
        #expect(seenBySecond.value == 0)
        Window(screen: second).makeKeyAndVisible()
        #expect(seenBySecond.value == 1)
    }

    @Test("Showing and hiding post the visibility notifications after the owner's did-hooks")
    func visibilityNotifications() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        let owner = UICoreFakeOwner(name: "root")
        w.rootOwnerStorage = owner
        var seen: [String] = []
        let center = screen.application.notificationCenter
        let observers = [
            center.addObserver(forName: Window.didBecomeVisibleNotification, object: w, queue: nil) { _ in
                MainActor.assumeIsolated { seen.append("visible after \(owner.log.last ?? "")") }
            },
            center.addObserver(forName: Window.didBecomeHiddenNotification, object: w, queue: nil) { _ in
                MainActor.assumeIsolated { seen.append("hidden after \(owner.log.last ?? "")") }
            },
        ]
        defer { observers.forEach(center.removeObserver) }
        w.isHidden = false
        w.isHidden = true
        #expect(seen == ["visible after windowDidBecomeVisible", "hidden after windowDidBecomeHidden"])
    }

    @Test("Windows on a screen that owns an application join it; others get their own")
    func windowsJoinTheScreensApplication() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w1 = Window(screen: screen), w2 = Window(screen: screen)
        #expect(w1.application === screen.application && w2.application === screen.application)
        #expect(screen.application.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(w1), ObjectIdentifier(w2)])
        #expect(w1.frame == screen.bounds && w1.window === w1)
    }
}
