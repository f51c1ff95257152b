// Pins the checker: diagnostics carry rule, path and message; reporting is per task; nothing traps.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Lifecycle checker")
struct LifecycleCheckerTests {
    @Test("Diagnostics name the rule and the view path, with subview indices")
    func pathsAndRules() {
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let a = View(), b = View(), c = View()
        w.addSubview(a)
        w.addSubview(b)
        b.addSubview(c)
        let diagnostics = collectDiagnostics {
            c.layoutSubviews()
            b.exchangeSubview(at: 0, withSubviewAt: 3)
        }
        #expect(diagnostics.map(\.rule) == ["I23", "V2"])
        #expect(diagnostics.map(\.path) == ["Window > View[1] > View[0]", "Window > View[1]"])
        #expect(
            diagnostics[0].description.hasPrefix("[I23] Window > View[1] > View[0]: layoutSubviews() called directly"))
    }

    @Test("Diagnostics include file and line when given, and checkers of parallel tasks stay separate")
    func fileLineAndIsolation() async {
        let outer = LifecycleChecker()
        let inner = LifecycleChecker()
        LifecycleChecker.$current.withValue(outer) {
            LifecycleChecker.emit(rule: "X1", path: "p", message: "m", file: "F.swift", line: 3)
            LifecycleChecker.$current.withValue(inner) {
                LifecycleChecker.emit(rule: "X2", path: "q", message: "n")
            }
        }
        #expect(outer.diagnostics == [Diagnostic(rule: "X1", path: "p", message: "m", file: "F.swift", line: 3)])
        #expect(outer.diagnostics.first?.description == "[X1] p: m (F.swift:3)")
        #expect(inner.diagnostics(rule: "X2").count == 1 && outer.diagnostics(rule: "X2").isEmpty)
    }

    @Test("runUpdateCycle from inside a cycle is reported (A1) and ignored")
    func reentrantCycle() {
        let app = Application()
        var nested = 0
        let diagnostics = collectDiagnostics {
            app.enqueueDeferred {
                nested += 1
                app.runUpdateCycle()
            }
            app.runUntilIdle()
        }
        #expect(diagnostics.map(\.rule) == ["A1"])
        #expect(nested == 1)
    }
}
