// Input simulation for HeadlessScreen: keys, typing, pastes, pointer presses, moves, clicks and scrolls sent
// through the key window, as a terminal's input decoder would.
import Foundation
import TrellisUI

extension HeadlessScreen {
    /// Sends `event` to the key window and runs the application until idle, recording into the
    /// application's `Application.lifecycleRecorder` when no other recorder is current.
    ///
    /// Without a key window nothing can receive input: the event is dropped and reported to the
    /// current `LifecycleChecker` as rule `H1` (never silently).
    /// - Returns: whether a key window received the event.
    @discardableResult
    public func send(_ event: Event) -> Bool {
        guard let window = application.keyWindow else {
            LifecycleChecker.emit(
                rule: "H1", path: "HeadlessScreen",
                message:
                    "input \(event) sent with no key window; call makeKeyAndVisible() on a window of this screen first")
            return false
        }
        application.withLifecycleRecording {
            window.sendEvent(event)
            application.runUntilIdle()
        }
        return true
    }

    /// Presses `key` with `modifiers`.
    @discardableResult
    public func sendKey(_ key: Key, modifiers: KeyModifiers = []) -> Bool {
        send(.key(KeyEvent(key: key, modifiers: modifiers)))
    }

    /// Presses the key of `event`.
    @discardableResult
    public func sendKey(_ event: KeyEvent) -> Bool {
        send(.key(event))
    }

    /// Types `text` one grapheme cluster at a time; `"\n"` presses Enter, `"\t"` Tab, `"\u{8}"` and
    /// `"\u{7F}"` Backspace, and `"\u{1B}"` Escape.
    @discardableResult
    public func type(_ text: String) -> Bool {
        var delivered = true
        for character in text {
            let key: Key
            switch character {
            case "\n", "\r", "\r\n": key = .enter
            case "\t": key = .tab
            case "\u{8}", "\u{7F}": key = .backspace
            case "\u{1B}": key = .escape
            default: key = .character(character)
            }
            delivered = sendKey(key) && delivered
        }
        return delivered
    }

    /// Pastes `text` as a whole, as a terminal's bracketed paste delivers it (`Event.paste(_:)`):
    /// the first responder's `paste(_:)` gets all of it at once, with no key presses.
    @discardableResult
    public func paste(_ text: String) -> Bool {
        send(.paste(text))
    }

    /// Presses `button` at `point` (screen points = cells).
    @discardableResult
    public func pointerDown(at point: CGPoint, button: PointerButton = .primary) -> Bool {
        pressedButton = button
        return send(.pointer(PointerEvent(location: windowPoint(point), phase: .down, button: button)))
    }

    /// Moves the pointer to `point`, dragging with the pressed button if one is down.
    @discardableResult
    public func pointerMove(at point: CGPoint) -> Bool {
        send(.pointer(PointerEvent(location: windowPoint(point), phase: .moved, button: pressedButton ?? .none)))
    }

    /// Releases the pressed button (or `button`) at `point`.
    @discardableResult
    public func pointerUp(at point: CGPoint, button: PointerButton? = nil) -> Bool {
        let released = button ?? pressedButton ?? .primary
        pressedButton = nil
        return send(.pointer(PointerEvent(location: windowPoint(point), phase: .up, button: released)))
    }

    /// Presses and releases `button` at `point`.
    @discardableResult
    public func click(at point: CGPoint, button: PointerButton = .primary) -> Bool {
        let down = pointerDown(at: point, button: button)
        let up = pointerUp(at: point, button: button)
        return down && up
    }

    /// Scrolls by (`dx`, `dy`) points at `point`; positive values scroll content down / right.
    @discardableResult
    public func scroll(at point: CGPoint, dx: CGFloat = 0, dy: CGFloat) -> Bool {
        send(.scroll(ScrollEvent(location: windowPoint(point), deltaX: dx, deltaY: dy)))
    }

    /// Converts a screen point to the key window's coordinates (windows may not start at the origin).
    private func windowPoint(_ point: CGPoint) -> CGPoint {
        guard let window = application.keyWindow else { return point }
        return CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
    }
}
