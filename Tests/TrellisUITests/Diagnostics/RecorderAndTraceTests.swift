// Pins the lifecycle recorder (identity, labels, filters, spans, isolation between tasks) and the
// Chrome trace export.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Lifecycle recorder and trace export")
struct RecorderAndTraceTests {
    @Test("Events carry object identity, class, label, callback, arguments, clock time and sequence")
    func eventContents() {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        let v = View()
        let recorder = makeRecorder(labels: ["v": v], clock: screen.application.clock)
        screen.application.advance(by: 2)
        withRecorder(recorder) { w.addSubview(v) }
        let first = recorder.events[0]
        #expect(first.objectID == ObjectIdentifier(v))
        #expect(first.className == "View" && first.label == "v")
        #expect(first.callback == "willMove(toSuperview:)" && first.arguments == ["Window"])
        #expect(first.timestamp == 2 && first.sequence == 0)
        #expect(recorder.events.map(\.sequence) == Array(0..<recorder.events.count))
    }

    @Test("Filters select by object, by class and by callback prefix")
    func filters() {
        final class Special: View {}
        let s = View(), v = View(), special = Special()
        let log = record(labeling: ["s": s, "v": v, "x": special]) {
            s.addSubview(v)
            s.addSubview(special)
        }
        #expect(log.callbacks(of: v) == ["v.willMove(toSuperview: s)", "v.didMoveToSuperview()"])
        #expect(log.filter(classNames: ["Special"]).calls == ["x.willMove(toSuperview: s)", "x.didMoveToSuperview()"])
        #expect(log.filter(callbackPrefix: "didAdd").calls == ["s.didAddSubview(v)", "s.didAddSubview(x)"])
        #expect(
            log.callbacks(of: [s, v], prefix: "did") == [
                "v.didMoveToSuperview()", "s.didAddSubview(v)", "s.didAddSubview(x)",
            ])
    }

    @Test("Recordings of concurrent tasks never mix")
    func taskIsolation() async {
        let results = await withTaskGroup(of: [String].self) { group in
            for index in 0..<8 {
                group.addTask { @MainActor in
                    let s = View(), v = View()
                    return record(labeling: ["s\(index)": s, "v\(index)": v]) {
                        s.addSubview(v)
                        v.removeFromSuperview()
                    }.calls
                }
            }
            var all: [[String]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for calls in results {
            let index = calls.first!.dropFirst().prefix { $0 != "." }
            #expect(
                calls == [
                    "v\(index).willMove(toSuperview: s\(index))", "v\(index).didMoveToSuperview()",
                    "s\(index).didAddSubview(v\(index))",
                    "s\(index).willRemoveSubview(v\(index))", "v\(index).willMove(toSuperview: nil)",
                    "v\(index).didMoveToSuperview()",
                ])
        }
    }

    @Test("Recordings made without labels can name receivers afterwards")
    func namingAfterwards() {
        let s = View(), v = View()
        let log = record { s.addSubview(v) }
        #expect(
            log.callbacks(of: ["s": s, "v": v]) == [
                "v.willMove(toSuperview: View)", "v.didMoveToSuperview()", "s.didAddSubview(View)",
            ])
    }

    @Test("The recorder is safe to use from many threads at once; sequence numbers stay dense and unique")
    func threadSafety() async {
        final class Probe: Sendable {}
        let recorder = LifecycleRecorder()
        let probes = (0..<4).map { _ in Probe() }
        await withTaskGroup(of: Void.self) { group in
            for probe in probes {
                group.addTask {
                    for index in 0..<250 { recorder.record(probe, "tick", [String(index)]) }
                }
            }
        }
        let events = recorder.events
        #expect(events.map(\.sequence) == Array(0..<1_000))
        for probe in probes {
            #expect(events.filter(objects: [probe]).map(\.arguments) == (0..<250).map { [String($0)] })
        }
    }

    @Test("Calls are formatted with argument labels")
    func formatting() {
        let event = LifecycleEvent(
            objectID: ObjectIdentifier(View.self), className: "C", label: "c", callback: "transition(from:to:)",
            arguments: ["a", "b"], timestamp: 0, sequence: 0)
        #expect(event.description == "c.transition(from: a, to: b)")
        let unlabeled = LifecycleEvent(
            objectID: ObjectIdentifier(View.self), className: "C", label: "c", callback: "viewWillAppear(_:)",
            arguments: ["true"], timestamp: 0, sequence: 0)
        #expect(unlabeled.description == "c.viewWillAppear(true)")
    }

    @Test(
        "Chrome trace export is valid JSON with X spans and i instants, µs time stamps, pid/tid and Class.callback names"
    )
    func chromeTrace() throws {
        let screen = HeadlessScreen(width: 40, height: 20)
        let w = Window(screen: screen)
        let v = View(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        v.backgroundColor = .red
        let recorder = makeRecorder(labels: ["v": v], clock: screen.application.clock)
        screen.application.advance(by: 0.5)
        withRecorder(recorder) {
            w.addSubview(v)
            w.isHidden = false
            screen.application.runUntilIdle()
        }
        let json = recorder.chromeTraceJSON()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let events = try #require(object["traceEvents"] as? [[String: Any]])
        let lifecycle = events.filter { ($0["ph"] as? String) != "M" }
        #expect(lifecycle.count == recorder.events.count)
        #expect(lifecycle.allSatisfy { $0["pid"] as? Int == 1 && $0["tid"] as? Int == 1 && $0["ts"] is Double })
        let names = lifecycle.compactMap { $0["name"] as? String }
        #expect(
            names.prefix(3) == ["View.willMove(toSuperview:)", "View.willMove(toWindow:)", "View.didMoveToSuperview"])
        let layout = try #require(lifecycle.first { $0["name"] as? String == "View.layoutSubviews" })
        #expect(layout["ph"] as? String == "X" && (layout["dur"] as? Double ?? 0) >= 1)
        let instant = try #require(lifecycle.first)
        #expect(instant["ph"] as? String == "i")
        // The layout pass ran at clock time 0.5 s = 500 000 µs (plus its sequence number).
        let ts = layout["ts"] as? Double ?? 0
        #expect(ts >= 500_000 && ts < 501_000)
        let stamps = lifecycle.compactMap { $0["ts"] as? Double }
        #expect(stamps == stamps.sorted())
    }

    @Test("Spans nest: a layout span closes after callbacks made inside it")
    func spansNest() {
        final class Nesting: View {
            override func layoutSubviews() {
                super.layoutSubviews()
                LifecycleRecorder.current?.record(self, "inside")
            }
        }
        let view = Nesting()
        let recorder = LifecycleRecorder()
        withRecorder(recorder) { view.layoutIfNeeded() }
        let span = recorder.events[0]
        #expect(span.callback == "layoutSubviews" && recorder.events[1].callback == "inside")
        #expect(span.end?.sequence == 2)
    }
}
