// One-line lifecycle recordings for tests: run a body under a fresh recorder, get the events back.
import Foundation
import TrellisUI

/// Runs `body` with a fresh `LifecycleRecorder` as the current recorder and returns what it
/// recorded. `labels` name objects in the recording:
///
/// ```swift
/// let log = record(labeling: ["s": superview, "v": view]) { superview.addSubview(view) }
/// #expect(log.calls == ["v.willMove(toSuperview: s)", "v.didMoveToSuperview()", "s.didAddSubview(v)"])
/// ```
///
/// Time stamps come from `clock` (an application's clock), if given.
public func record(
    labeling labels: KeyValuePairs<String, AnyObject> = [:], clock: ApplicationClock? = nil,
    _ body: () throws -> Void
) rethrows -> [LifecycleEvent] {
    let recorder = makeRecorder(labels: labels, clock: clock)
    try LifecycleRecorder.$current.withValue(recorder) { try body() }
    return recorder.events
}

/// The `async` form of ``record(labeling:clock:_:)``.
public func record(
    labeling labels: KeyValuePairs<String, AnyObject> = [:], clock: ApplicationClock? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
) async rethrows -> [LifecycleEvent] {
    let recorder = makeRecorder(labels: labels, clock: clock)
    try await LifecycleRecorder.$current.withValue(recorder) { try await body() }
    return recorder.events
}

/// Runs `body` with a fresh `LifecycleChecker` as the current checker and returns every
/// diagnostic it received.
public func collectDiagnostics(_ body: () throws -> Void) rethrows -> [Diagnostic] {
    let checker = LifecycleChecker()
    try LifecycleChecker.$current.withValue(checker) { try body() }
    return checker.diagnostics
}

/// Runs `body` with `recorder` current (the recorder keeps its labels across calls, so a test can
/// label objects once and record several phases).
public func withRecorder<T>(_ recorder: LifecycleRecorder, _ body: () throws -> T) rethrows -> T {
    try LifecycleRecorder.$current.withValue(recorder) { try body() }
}

/// Builds a recorder from labels.
public func makeRecorder(
    labels: KeyValuePairs<String, AnyObject> = [:], clock: ApplicationClock? = nil
) -> LifecycleRecorder {
    let recorder = LifecycleRecorder(clock: clock)
    for (label, object) in labels { recorder.setLabel(label, for: object) }
    return recorder
}
