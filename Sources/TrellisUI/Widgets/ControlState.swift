// Control.State and Control.Event: the option sets of UIKit's UIControl, Swift-ified.
import Foundation

extension Control {
    /// The states a control can be in; ``Control/state`` combines them.
    public struct State: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The raw bits.
        public let rawValue: Int
        /// Creates a state from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// No other state: enabled, not highlighted, not selected.
        public static let normal: State = []
        /// The pointer is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// ``Control/isEnabled`` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// ``Control/isSelected`` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control is the first responder (has keyboard focus).
        public static let focused = State(rawValue: 1 << 3)

        /// E.g. `[highlighted, selected]`; `normal` for the empty set.
        public var description: String {
            let names = [
                (State.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"),
                (.focused, "focused"),
            ]
            .filter { contains($0.0) }.map(\.1)
            return names.isEmpty ? "normal" : "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// The events a control sends to its actions.
    public struct Event: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The raw bits.
        public let rawValue: Int
        /// Creates an event set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The primary pointer button went down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// The pointer moved inside the control while tracking.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The pointer moved outside the control while tracking.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The pointer moved back inside the control while tracking.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The pointer left the control while tracking.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The pointer went up inside the control (a tap or click).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The pointer went up outside the control (the tap was abandoned).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// Tracking was cancelled (the control left its window or was disabled while pressed).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button tap or key activation, Return in a text field).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed by editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)

        /// Every pointer event.
        public static let allTouchEvents: Event = [
            .touchDown, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchUpInside,
            .touchUpOutside, .touchCancel,
        ]
        /// Every editing event.
        public static let allEditingEvents: Event = [.editingDidBegin, .editingChanged, .editingDidEnd]
        /// Every event.
        public static let allEvents = Event(rawValue: ~0)

        static let named: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
            (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
            (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        ]

        /// The single events in this set, in declaration order.
        public var elements: [Event] { Self.named.map(\.0).filter { contains($0) } }

        /// E.g. `touchUpInside` or `[touchDown, touchUpInside]`.
        public var description: String {
            let names = Self.named.filter { contains($0.0) }.map(\.1)
            return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
        }
    }
}
