// One recorded lifecycle callback: who received it, what it was, with which arguments, and when.
import Foundation

/// A single callback captured by a ``LifecycleRecorder``.
///
/// Events are values: they keep the receiver's identity (``objectID``) but not the receiver itself,
/// so recording never extends an object's lifetime (leak tests stay meaningful).
public struct LifecycleEvent: Sendable, Hashable, CustomStringConvertible {
    /// Identity of the object that received the callback.
    public let objectID: ObjectIdentifier
    /// The receiver's dynamic class name, e.g. `"Label"` or `"SongsViewController"`.
    public let className: String
    /// The label the recorder knew for the receiver when the event was recorded (see
    /// ``LifecycleRecorder/setLabel(_:for:)``); the class name when none was set.
    public let label: String
    /// The callback's Swift name with its argument labels, e.g. `"viewWillAppear(_:)"`,
    /// `"willMove(toWindow:)"`, `"layoutSubviews"`.
    public let callback: String
    /// The callback's arguments, already rendered as strings (objects as their labels, `nil` as `"nil"`).
    public let arguments: [String]
    /// Application-clock time (seconds) at which the callback began.
    public let timestamp: TimeInterval
    /// Position of the event in its recording, starting at 0. Strictly increasing.
    public let sequence: Int
    /// For callbacks recorded as spans (layout, drawing): the clock time and sequence number at which
    /// the callback returned. `nil` for instantaneous callbacks.
    public internal(set) var end: (timestamp: TimeInterval, sequence: Int)? {
        get { endStorage.map { ($0.timestamp, $0.sequence) } }
        set { endStorage = newValue.map { SpanEnd(timestamp: $0.timestamp, sequence: $0.sequence) } }
    }

    var endStorage: SpanEnd?

    struct SpanEnd: Sendable, Hashable {
        var timestamp: TimeInterval
        var sequence: Int
    }

    /// Creates an event. Usually only ``LifecycleRecorder`` does this.
    public init(
        objectID: ObjectIdentifier, className: String, label: String, callback: String,
        arguments: [String], timestamp: TimeInterval, sequence: Int
    ) {
        self.objectID = objectID
        self.className = className
        self.label = label
        self.callback = callback
        self.arguments = arguments
        self.timestamp = timestamp
        self.sequence = sequence
    }

    /// The call as it would be written: `"a.viewWillAppear(false)"`, `"v.willMove(toWindow: w)"`,
    /// `"v.layoutSubviews()"`.
    public var description: String { "\(label).\(formattedCall)" }

    /// The call without the receiver: `"viewWillAppear(false)"`, `"willMove(toSuperview: s)"`.
    public var formattedCall: String {
        guard let open = callback.firstIndex(of: "("), callback.hasSuffix(")") else {
            return "\(callback)(\(arguments.joined(separator: ", ")))"
        }
        let base = callback[..<open]
        let inner = callback[callback.index(after: open)..<callback.index(before: callback.endIndex)]
        let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        guard labels.count == arguments.count else {
            return "\(base)(\(arguments.joined(separator: ", ")))"
        }
        let parts = zip(labels, arguments).map { label, argument in
            label == "_" ? argument : "\(label): \(argument)"
        }
        return "\(base)(\(parts.joined(separator: ", ")))"
    }
}

extension LifecycleEvent {
    /// The callback recorded on a view when a view animation begins animating it (after its delay);
    /// its argument names the properties. In a Chrome trace it is a span lasting until the view's last stop.
    public static let animationDidStart = "animationDidStart(_:)"
    /// The callback recorded on a view when an animation stops animating properties of it: at its end
    /// (`finished: true`), or removed, cancelled or interrupted by a later animation (`finished: false`).
    public static let animationDidStop = "animationDidStop(_:finished:)"

    /// Whether the event is a view animation's start or stop.
    public var isAnimationEvent: Bool {
        callback == LifecycleEvent.animationDidStart || callback == LifecycleEvent.animationDidStop
    }
}
