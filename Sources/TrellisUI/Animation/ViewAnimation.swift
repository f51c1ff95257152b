// ViewAnimation: one animation started by View.animate — its timing on the application clock, the views
// and properties it animates, its steps, its lifecycle events and its completion.
import Foundation

/// The animation of the property changes made in one ``View/animate(withDuration:delay:curve:animations:completion:)``
/// block (`UIView.animate` with its completion).
///
/// It runs on the ``Application/clock`` of the views' application: each step (at most
/// ``Application/displayInterval`` apart, and exactly at the end) sets the views' presented values and
/// schedules an update cycle, so every screen draws the animation — in a terminal, frames move cell by
/// cell and colours blend. The views' properties hold the end values from the start.
///
/// Each animated view records `animationDidStart(_:)` when the animation begins (after its delay) and
/// `animationDidStop(_:finished:)` when it ends, is removed, or loses a property to a later animation
/// (arguments: the properties). In a Chrome trace the start is a span lasting until the view's last stop.
@MainActor
public final class ViewAnimation {
    /// Where an animation stands.
    public enum Phase: Sendable, Hashable {
        /// Created, before its start time (being set up, or in its delay): the views show the start values.
        case waiting
        /// Between its start and end time.
        case running
        /// It reached its end time (completion called with `true`).
        case finished
        /// It was removed before its end (completion called with `false`).
        case cancelled
    }

    /// The length of the animation in seconds.
    public let duration: TimeInterval
    /// How long after its creation the animation begins.
    public let delay: TimeInterval
    /// The timing curve.
    public let curve: View.AnimationCurve
    /// Where the animation stands.
    public private(set) var phase: Phase = .waiting
    /// The clock time at which the values start to change (creation plus ``delay``); set when the
    /// animation block returns.
    public private(set) var startTime: TimeInterval = 0

    /// Whether the animation still runs (waiting or running).
    public var isRunning: Bool { phase == .waiting || phase == .running }

    /// The clock time at which the animation ends.
    public var endTime: TimeInterval { startTime + Swift.max(0, duration) }

    /// The views the animation animates now (views whose properties were all removed are left out).
    public var views: [View] { targets.compactMap { $0.properties.isEmpty ? nil : $0.view } }

    /// The properties the animation animates on `view` now.
    public func properties(of view: View) -> View.AnimatableProperties {
        targetIndex[ObjectIdentifier(view)].map { targets[$0].properties } ?? []
    }

    /// The animation whose block is running (property changes join it).
    static var capturing: ViewAnimation? = nil

    private struct Target {
        weak var view: View?
        var properties: View.AnimatableProperties
        /// The recorder and index of the start event, closed as a span at the view's last stop.
        var span: (recorder: LifecycleRecorder, index: Int)?
    }

    private var targets: [Target] = []
    private var targetIndex: [ObjectIdentifier: Int] = [:]
    private var completion: (@MainActor (Bool) -> Void)?
    private weak var application: Application?
    private var timer: ApplicationTimer?
    /// The clock time the next step presents.
    private var nextStepTime: TimeInterval = 0
    private var isCommitted = false

    init(
        duration: TimeInterval, delay: TimeInterval, curve: View.AnimationCurve,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        self.duration = duration.isFinite ? Swift.max(0, duration) : 0
        self.delay = delay.isFinite ? Swift.max(0, delay) : 0
        self.curve = curve
        self.completion = completion
    }

    /// The current clock time of the animation's application (its start time while it has none).
    var now: TimeInterval { application?.clock.now ?? startTime }

    /// The eased progress (0…1) at clock time `time`: 0 before the start (and while the block runs).
    func progress(at time: TimeInterval) -> Double {
        guard isCommitted, time > startTime else { return 0 }
        guard duration > 0 else { return 1 }
        return curve.progress(atFraction: (time - startTime) / duration)
    }

    // MARK: Building (while the block runs)

    /// `view`'s `property` now animates with this animation.
    func add(_ view: View, _ property: View.AnimatableProperties) {
        let id = ObjectIdentifier(view)
        if let index = targetIndex[id] {
            targets[index].properties.formUnion(property)
            if targets[index].view == nil { targets[index].view = view }
        } else {
            targetIndex[id] = targets.count
            targets.append(Target(view: view, properties: property))
        }
    }

    /// Runs the animation block with this animation capturing property changes, then starts it.
    func capture(_ animations: () -> Void) {
        let outer = ViewAnimation.capturing
        ViewAnimation.capturing = self
        animations()
        ViewAnimation.capturing = outer
        commit()
    }

    /// Starts the clock: the start time is now plus the delay. Without a view in a window there is no
    /// clock to run on: the changes show at once and the completion is called with `true`.
    private func commit() {
        isCommitted = true
        application = targets.lazy.compactMap { $0.view?.window?.application }.first
        guard let application else {
            for index in targets.indices { removeTracks(at: index) }
            phase = .finished
            takeCompletion()?(true)
            return
        }
        startTime = application.clock.now + delay
        if delay == 0 { start() }
        scheduleStep(at: delay > 0 ? startTime : stepTime(after: startTime))
    }

    // MARK: Steps

    /// Steps lie on a grid of display intervals from the start time, and the last one on the end time, so
    /// that a clock advanced to a whole number of intervals (a test's, a run loop's frame) finds a step
    /// there. Each step fires a hair before its time (``tolerance``) and presents the values of its time:
    /// a clock advanced by sums of intervals lands just below or above a grid time.
    private func scheduleStep(at time: TimeInterval) {
        timer?.invalidate()
        guard let application else { return }
        let now = application.clock.now
        let fireDate = Swift.max(now, time - ViewAnimation.tolerance)
        let timer = application.scheduleTimer(after: fireDate - now) { [weak self] _ in self?.step() }
        timer.fireDate = fireDate
        nextStepTime = time
        self.timer = timer
    }

    /// The grid time after `time` (see ``scheduleStep(at:)``), at most the end time.
    private func stepTime(after time: TimeInterval) -> TimeInterval {
        let interval = Swift.max(application?.displayInterval ?? 1.0 / 60, 1e-3)
        let steps = ((time - startTime) / interval + 1e-6).rounded(.down) + 1
        return Swift.min(startTime + steps * interval, endTime)
    }

    private func start() {
        phase = .running
        for index in targets.indices where !targets[index].properties.isEmpty { recordStart(at: index) }
    }

    /// One step: presents the values at the current clock time, and ends the animation at its end time.
    private func step() {
        timer = nil
        guard isRunning, let application else { return }
        let time = Swift.max(application.clock.now, nextStepTime)
        if phase == .waiting {
            guard time >= startTime - ViewAnimation.tolerance else {
                scheduleStep(at: startTime)
                return
            }
            start()
        }
        if time >= endTime - ViewAnimation.tolerance {
            end(finished: true)
            return
        }
        for target in targets where !target.properties.isEmpty {
            target.view?.presentAnimatedValues(of: self, at: time)
        }
        scheduleStep(at: stepTime(after: time))
    }

    /// Clock readings this close to a step, start or end time count as reaching it (see
    /// ``scheduleStep(at:)``).
    private static let tolerance: TimeInterval = 1e-9

    // MARK: Ending

    /// Removes the animation from every view before its end: the views show their model values at once,
    /// record `animationDidStop(_:finished: false)`, and the completion is called with `false`.
    public func cancel() {
        guard isRunning else { return }
        end(finished: false)
    }

    private func end(finished: Bool) {
        phase = finished ? .finished : .cancelled
        timer?.invalidate()
        timer = nil
        for index in targets.indices { removeTracks(at: index, finished: finished) }
        takeCompletion()?(finished)
    }

    private func takeCompletion() -> (@MainActor (Bool) -> Void)? {
        defer { completion = nil }
        return completion
    }

    /// Takes this animation's tracks off the target's view (presenting its model values) and records the stop.
    private func removeTracks(at index: Int, finished: Bool? = nil) {
        let properties = targets[index].properties
        guard !properties.isEmpty else { return }
        targets[index].properties = []
        guard let view = targets[index].view else { return }
        view.removeAnimationTracks(properties, of: self)
        if let finished { recordStop(at: index, view: view, properties: properties, finished: finished) }
    }

    /// `view` lost `property` to another animation or to a change made without animation. An animation
    /// left with no property on any view is cancelled.
    func lose(_ property: View.AnimatableProperties, of view: View) {
        guard let index = targetIndex[ObjectIdentifier(view)], targets[index].properties.contains(property) else {
            return
        }
        targets[index].properties.subtract(property)
        if isCommitted { recordStop(at: index, view: view, properties: property, finished: false) }
        guard isCommitted, isRunning, targets.allSatisfy({ $0.properties.isEmpty }) else { return }
        phase = .cancelled
        timer?.invalidate()
        timer = nil
        takeCompletion()?(false)
    }

    // MARK: Recording

    private func recordStart(at index: Int) {
        guard let view = targets[index].view, let recorder = LifecycleRecorder.active else { return }
        let sequence = recorder.record(view, LifecycleEvent.animationDidStart, [targets[index].properties.description])
        targets[index].span = (recorder, sequence)
    }

    private func recordStop(at index: Int, view: View, properties: View.AnimatableProperties, finished: Bool) {
        let recorder = targets[index].span?.recorder ?? LifecycleRecorder.active
        recorder?.record(view, LifecycleEvent.animationDidStop, [properties.description, String(finished)])
        if targets[index].properties.isEmpty, let span = targets[index].span {
            span.recorder.closeSpan(span.index)
            targets[index].span = nil
        }
    }
}
