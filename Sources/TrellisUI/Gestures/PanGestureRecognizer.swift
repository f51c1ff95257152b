// PanGestureRecognizer: dragging with the primary button held (UIKit's UIPanGestureRecognizer).
import Foundation

/// Recognizes a drag — a continuous gesture: `began` once the pointer moved ``minimumTranslation``
/// points from where the press began, `changed` for each further move, `ended` at the release. A press
/// released before it moved that far fails.
///
/// ``translation(in:)`` is measured from the press point (or from where ``setTranslation(_:in:)`` put
/// it), so the first `began` already reports the distance moved.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// How far (in points) the pointer must move before the pan begins. UIKit uses about 10 points of a
    /// touch screen; Trellis's points are often terminal cells, so the default is one.
    public var minimumTranslation: CGFloat = 1

    private var start: CGPoint?
    /// The window point the translation is measured from.
    private var origin = CGPoint.zero
    private var current = CGPoint.zero
    private var previous: (location: CGPoint, time: TimeInterval)?
    private var latestTime: TimeInterval = 0

    /// Creates a recognizer with no handlers.
    public override init() {
        super.init()
    }

    /// Creates a recognizer from an archive: the common keys (``GestureRecognizer/init(coder:)``).
    /// `minimumNumberOfTouches` and `maximumNumberOfTouches` are not read: a terminal has one pointer.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
    }

    /// How far the pointer moved since the press began (or since ``setTranslation(_:in:)``), in `view`'s
    /// coordinates (`nil`: the window's).
    public func translation(in view: View?) -> CGPoint {
        let from = convert(origin, to: view)
        let to = convert(current, to: view)
        return CGPoint(x: to.x - from.x, y: to.y - from.y)
    }

    /// Makes the translation in `view`'s coordinates read `translation` from here on (commonly `.zero`
    /// after applying it).
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        let here = convert(current, to: view)
        let start = CGPoint(x: here.x - translation.x, y: here.y - translation.y)
        origin = view.map { $0.convert(start, to: nil) } ?? start
    }

    /// The speed of the last move in points per second of the application clock, in `view`'s coordinates
    /// (zero when no time passed between the last two events).
    public func velocity(in view: View?) -> CGPoint {
        guard let previous, latestTime > previous.time else { return .zero }
        let from = convert(previous.location, to: view)
        let to = convert(current, to: view)
        let elapsed = CGFloat(latestTime - previous.time)
        return CGPoint(x: (to.x - from.x) / elapsed, y: (to.y - from.y) / elapsed)
    }

    private func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    private func track(_ event: PointerEvent) {
        previous = (current, latestTime)
        current = event.location
        latestTime = event.timestamp
    }

    open override func pointerDown(_ event: PointerEvent) {
        guard state == .possible else { return }
        start = event.location
        origin = event.location
        current = event.location
        latestTime = event.timestamp
        previous = nil
    }

    open override func pointerMoved(_ event: PointerEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            track(event)
            if Self.distance(from: start, to: event.location) >= minimumTranslation { state = .began }
        case .began, .changed:
            track(event)
            state = .changed
        default:
            break
        }
    }

    open override func pointerUp(_ event: PointerEvent) {
        switch state {
        case .possible:
            state = .failed
        case .began, .changed:
            track(event)
            state = .ended
        default:
            break
        }
    }

    open override func reset() {
        start = nil
        previous = nil
    }
}
