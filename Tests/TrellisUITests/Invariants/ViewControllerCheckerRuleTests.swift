// Every view-controller rule of the checker can fire: bad signal sequences are fed straight to the
// rules (the framework itself never produces them), and a legal walk produces nothing.
import Foundation
import Testing
import TrellisUITestSupport

@testable import TrellisUI

struct RuleCase: Sendable, CustomStringConvertible {
    let name: String
    let signals: [ViewControllerSignal]
    let expectedRules: [String]
    var description: String { name }
}

@MainActor
@Suite("View-controller checker rules")
struct ViewControllerCheckerRuleTests {
    nonisolated static let someParent: ObjectIdentifier? = ObjectIdentifier(NSObject.self)

    nonisolated static let badSequences: [RuleCase] = [
        RuleCase(
            name: "I1: viewDidAppear while disappearing",
            signals: [
                .viewAssigned, .willAppear(animated: false), .didAppear(animated: false),
                .willDisappear(animated: false), .didAppear(animated: false),
            ],
            expectedRules: ["I1"]),
        RuleCase(
            name: "I1: viewDidDisappear while appearing",
            signals: [.viewAssigned, .willAppear(animated: false), .didDisappear(animated: false)],
            expectedRules: ["I1"]),
        RuleCase(
            name: "I2: two viewWillAppear in a row",
            signals: [.viewAssigned, .willAppear(animated: false), .willAppear(animated: false)],
            expectedRules: ["I2"]),
        RuleCase(
            name: "I2: viewWillDisappear while disappeared",
            signals: [.viewAssigned, .willDisappear(animated: false)],
            expectedRules: ["I2"]),
        RuleCase(
            name: "I3: viewDidAppear without viewWillAppear",
            signals: [.viewAssigned, .didAppear(animated: false)],
            expectedRules: ["I3"]),
        RuleCase(
            name: "I3: viewDidDisappear while appeared",
            signals: [
                .viewAssigned, .willAppear(animated: true), .didAppear(animated: true), .didDisappear(animated: true),
            ],
            expectedRules: ["I3"]),
        RuleCase(
            name: "I4: viewIsAppearing outside an appearance",
            signals: [.viewAssigned, .isAppearing(inWindow: true)],
            expectedRules: ["I4"]),
        RuleCase(
            name: "I4: viewIsAppearing twice",
            signals: [
                .viewAssigned, .willAppear(animated: false), .isAppearing(inWindow: true), .isAppearing(inWindow: true),
            ],
            expectedRules: ["I4"]),
        RuleCase(
            name: "I4: viewIsAppearing before the view is in a window",
            signals: [.viewAssigned, .willAppear(animated: false), .isAppearing(inWindow: false)],
            expectedRules: ["I4"]),
        RuleCase(
            name: "I5: viewWillAppear before the view loaded",
            signals: [.willAppear(animated: false)],
            expectedRules: ["I5"]),
        RuleCase(
            name: "I8: animated differs between will and did",
            signals: [.viewAssigned, .willAppear(animated: true), .didAppear(animated: false)],
            expectedRules: ["I8"]),
        RuleCase(
            name: "I8: animated differs between will- and did-disappear",
            signals: [
                .viewAssigned, .willAppear(animated: false), .didAppear(animated: false),
                .willDisappear(animated: false), .didDisappear(animated: true),
            ],
            expectedRules: ["I8"]),
        RuleCase(
            name: "I9: a transition flag set outside the appearance callbacks",
            signals: [.transitionFlagsSampled(anySet: true, insideAppearanceCallback: false)],
            expectedRules: ["I9"]),
        RuleCase(
            name: "I10: present completion before viewDidAppear",
            signals: [.viewAssigned, .willAppear(animated: true), .presentCompletion(presentedIsVisible: true)],
            expectedRules: ["I10"]),
        RuleCase(
            name: "I10: dismiss completion before viewDidDisappear",
            signals: [
                .viewAssigned, .willAppear(animated: true), .didAppear(animated: true),
                .willDisappear(animated: true), .dismissCompletion,
            ],
            expectedRules: ["I10"]),
        RuleCase(
            name: "I12: viewDidLoad twice for one load",
            signals: [.loadViewBegan, .viewDidLoad, .viewDidLoad],
            expectedRules: ["I12"]),
        RuleCase(
            name: "I12: loadView while loaded",
            signals: [.viewAssigned, .loadViewBegan],
            expectedRules: ["I12"]),
        RuleCase(
            name: "I17: addChild calling didMove(toParent:)",
            signals: [.addChildBegan, .willMoveToParent(someParent), .didMoveToParent(someParent), .addChildEnded],
            expectedRules: ["I17"]),
        RuleCase(
            name: "I17: removeFromParent calling willMove(toParent:)",
            signals: [
                .willMoveToParent(nil), .removeFromParentBegan, .willMoveToParent(nil), .didMoveToParent(nil),
                .removeFromParentEnded,
            ],
            expectedRules: ["I17"]),
        RuleCase(
            name: "I18: didMove(toParent:) without addChild",
            signals: [.didMoveToParent(someParent)],
            expectedRules: ["I18"]),
        RuleCase(
            name: "I18: didMove(toParent: nil) without willMove(toParent: nil)",
            signals: [.didMoveToParent(nil)],
            expectedRules: ["I18"]),
        RuleCase(
            name: "I18: removeFromParent without willMove(toParent: nil)",
            signals: [.removeFromParentBegan, .didMoveToParent(nil), .removeFromParentEnded],
            expectedRules: ["I18"]),
        RuleCase(
            name: "I24: viewWillLayoutSubviews twice without viewDidLayoutSubviews",
            signals: [.willLayout(insideAncestorLayout: false), .willLayout(insideAncestorLayout: false)],
            expectedRules: ["I24"]),
        RuleCase(
            name: "I24: viewDidLayoutSubviews without viewWillLayoutSubviews",
            signals: [.didLayout],
            expectedRules: ["I24"]),
        RuleCase(
            name: "I24: a child's layout bracket inside its parent's",
            signals: [.willLayout(insideAncestorLayout: true), .didLayout],
            expectedRules: ["I24"]),
    ]

    @Test("Each rule fires on a sequence that breaks it, with the controller's path", arguments: badSequences)
    func ruleFires(_ ruleCase: RuleCase) {
        let checker = LifecycleChecker()
        let controller = PlainViewController()
        LifecycleChecker.$current.withValue(checker) {
            for signal in ruleCase.signals { ViewControllerInvariantChecks.observe(signal, on: controller) }
        }
        #expect(checker.diagnostics.map(\.rule) == ruleCase.expectedRules)
        #expect(checker.diagnostics.allSatisfy { $0.path == "PlainViewController" })
    }

    @Test("A legal walk through T1, T2, T6, T5, T1, T3, T4, T7, T3 with containment and layout reports nothing")
    func legalWalkIsSilent() {
        let checker = LifecycleChecker()
        let controller = PlainViewController()
        let parent = Self.someParent
        let walk: [ViewControllerSignal] = [
            .addChildBegan, .willMoveToParent(parent), .addChildEnded,
            .loadViewBegan, .viewDidLoad, .didMoveToParent(parent),
            .willAppear(animated: true), .isAppearing(inWindow: true), .willDisappear(animated: true),
            .didDisappear(animated: true),
            .willAppear(animated: false), .isAppearing(inWindow: true), .willLayout(insideAncestorLayout: false),
            .didLayout,
            .didAppear(animated: false), .presentCompletion(presentedIsVisible: true),
            .willDisappear(animated: true), .willAppear(animated: true), .didAppear(animated: true),
            .transitionFlagsSampled(anySet: true, insideAppearanceCallback: true),
            .willMoveToParent(nil), .removeFromParentBegan, .didMoveToParent(nil), .removeFromParentEnded,
            .viewUnloaded, .loadViewBegan, .viewDidLoad,
        ]
        LifecycleChecker.$current.withValue(checker) {
            for signal in walk { ViewControllerInvariantChecks.observe(signal, on: controller) }
        }
        #expect(checker.diagnostics.isEmpty)
    }
}
