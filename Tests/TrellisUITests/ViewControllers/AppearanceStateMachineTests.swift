// The appearance state machine T1–T12 driven through beginAppearanceTransition /
// endAppearanceTransition (parameterised), and I7/I8.
import Foundation
import Testing
import TrellisUITestSupport

@testable import TrellisUI

/// One step of a begin/end script.
enum AppearanceStep: Sendable, CustomStringConvertible {
    case begin(Bool, animated: Bool)
    case end

    var description: String {
        switch self {
        case .begin(let appearing, let animated): "begin(\(appearing), animated: \(animated))"
        case .end: "end"
        }
    }
}

/// A transition of the reference machine: reach a state with `setup`, apply `trigger`, expect the
/// recorded callbacks, the state and the diagnostics.
struct MachineCase: Sendable, CustomStringConvertible {
    let id: String
    let setup: [AppearanceStep]
    let trigger: [AppearanceStep]
    let expectedCalls: [String]
    let expectedState: AppearanceState
    let expectedRules: [String]

    var description: String { id }
}

@MainActor
@Suite("Appearance state machine T1–T12")
struct AppearanceStateMachineTests {
    nonisolated static let cases: [MachineCase] = [
        MachineCase(
            id: "T1 Disappeared → Appearing: viewWillAppear (view loaded first)", setup: [],
            trigger: [.begin(true, animated: true)],
            expectedCalls: ["a.loadView()", "a.viewDidLoad()", "a.viewWillAppear(true)"],
            expectedState: .appearing, expectedRules: []),
        MachineCase(
            id: "T3 Appearing → Appeared: viewDidAppear with the begin's animated flag (I8)",
            setup: [.begin(true, animated: true)], trigger: [.end],
            expectedCalls: ["a.viewDidAppear(true)"], expectedState: .appeared, expectedRules: []),
        MachineCase(
            id: "T4 Appeared → Disappearing: viewWillDisappear",
            setup: [.begin(true, animated: false), .end], trigger: [.begin(false, animated: true)],
            expectedCalls: ["a.viewWillDisappear(true)"], expectedState: .disappearing, expectedRules: []),
        MachineCase(
            id: "T5 Disappearing → Disappeared: viewDidDisappear",
            setup: [.begin(true, animated: false), .end, .begin(false, animated: false)], trigger: [.end],
            expectedCalls: ["a.viewDidDisappear(false)"], expectedState: .disappeared, expectedRules: []),
        MachineCase(
            id: "T6 Appearing → Disappearing (interrupted appear): viewWillDisappear, never viewDidAppear",
            setup: [.begin(true, animated: true)], trigger: [.begin(false, animated: true), .end],
            expectedCalls: ["a.viewWillDisappear(true)", "a.viewDidDisappear(true)"],
            expectedState: .disappeared, expectedRules: []),
        MachineCase(
            id: "T7 Disappearing → Appearing (interrupted disappear): viewWillAppear, never viewDidDisappear",
            setup: [.begin(true, animated: false), .end, .begin(false, animated: true)],
            trigger: [.begin(true, animated: true), .end],
            expectedCalls: ["a.viewWillAppear(true)", "a.viewDidAppear(true)"],
            expectedState: .appeared, expectedRules: []),
        MachineCase(
            id: "T8 nested begin in the same direction only counts",
            setup: [.begin(true, animated: false)], trigger: [.begin(true, animated: false)],
            expectedCalls: [], expectedState: .appearing, expectedRules: []),
        MachineCase(
            id: "T9 begin(true) while Appeared is reported and ignored",
            setup: [.begin(true, animated: false), .end], trigger: [.begin(true, animated: false)],
            expectedCalls: [], expectedState: .appeared, expectedRules: ["T9"]),
        MachineCase(
            id: "T10 begin(false) while Disappeared is reported and ignored",
            setup: [], trigger: [.begin(false, animated: false)],
            expectedCalls: [], expectedState: .disappeared, expectedRules: ["T10"]),
        MachineCase(
            id: "T11 end while Appeared is reported and ignored",
            setup: [.begin(true, animated: false), .end], trigger: [.end],
            expectedCalls: [], expectedState: .appeared, expectedRules: ["T11"]),
        MachineCase(
            id: "T11 end while Disappeared is reported and ignored",
            setup: [], trigger: [.end],
            expectedCalls: [], expectedState: .disappeared, expectedRules: ["T11"]),
        MachineCase(
            id: "T12 end while nested only decrements; the final end fires viewDidAppear (I7)",
            setup: [.begin(true, animated: false), .begin(true, animated: false)],
            trigger: [.end, .end],
            expectedCalls: ["a.viewDidAppear(false)"], expectedState: .appeared, expectedRules: []),
        MachineCase(
            id: "T12 nested disappearance: one viewWillDisappear, one viewDidDisappear (I7)",
            setup: [.begin(true, animated: false), .end],
            trigger: [.begin(false, animated: false), .begin(false, animated: false), .end, .end],
            expectedCalls: ["a.viewWillDisappear(false)", "a.viewDidDisappear(false)"],
            expectedState: .disappeared, expectedRules: []),
    ]

    private func apply(_ steps: [AppearanceStep], to a: ViewController) {
        for step in steps {
            switch step {
            case .begin(let appearing, let animated): a.beginAppearanceTransition(appearing, animated: animated)
            case .end: a.endAppearanceTransition()
            }
        }
    }

    @Test("Each transition of the machine", arguments: cases)
    func transition(_ machineCase: MachineCase) {
        let host = ViewControllerTestHost()
        let a = ViewController()
        host.label("a", a)
        host.run {
            apply(machineCase.setup, to: a)
            if !machineCase.setup.isEmpty { host.resetLog() }
            apply(machineCase.trigger, to: a)
        }
        #expect(host.calls(of: a) == machineCase.expectedCalls)
        #expect(a.appearanceState == machineCase.expectedState)
        #expect(host.ruleIDs == machineCase.expectedRules)
    }

    @Test(
        "T2: viewIsAppearing fires once per appearance, after the view is in the window and before viewDidAppear (I4)")
    func viewIsAppearingOncePerAppearance() {
        let host = ViewControllerTestHost()
        let a = ViewController()
        host.label("a", a)
        host.run {
            host.window.rootViewController = a
            host.window.makeKeyAndVisible()
            host.settle()
            host.window.isHidden = true
            host.settle()
            host.window.isHidden = false
            host.settle()
        }
        #expect(
            host.calls(of: a).filter { $0.hasPrefix("a.view") && !$0.contains("Layout") && !$0.contains("Load") } == [
                "a.viewWillAppear(false)", "a.viewIsAppearing(false)", "a.viewDidAppear(false)",
                "a.viewWillDisappear(false)", "a.viewDidDisappear(false)",
                "a.viewWillAppear(false)", "a.viewIsAppearing(false)", "a.viewDidAppear(false)",
            ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("T7 after T6 in one appearance: viewIsAppearing still at most once (I4)")
    func isAppearingAcrossInterruptions() {
        let host = ViewControllerTestHost()
        let a = ViewController()
        host.label("a", a)
        host.run {
            host.window.rootViewController = a
            host.window.makeKeyAndVisible()
            host.window.isHidden = true
            host.window.isHidden = false
            host.settle()
        }
        let appearance = host.calls(of: a).filter {
            $0.hasPrefix("a.view") && !$0.contains("Layout") && !$0.contains("Load")
        }
        #expect(
            appearance == [
                "a.viewWillAppear(false)", "a.viewIsAppearing(false)", "a.viewWillDisappear(false)",
                "a.viewWillAppear(false)", "a.viewDidAppear(false)",
            ])
        #expect(host.diagnostics.isEmpty)
    }
}
