// Pins the constraints step of the update cycle: updateConstraints bottom-up (subviews first), a view
// controller's updateViewConstraints for its root view, all before layout; setNeedsUpdateConstraints,
// requiresConstraintBasedLayout and the missing-super report.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Auto Layout constraints step")
struct ConstraintsStepTests {
    /// A view that pins itself to its superview's top-left corner in `updateConstraints()`, once.
    final class SelfPinningView: View {
        var installed = false
        override func updateConstraints() {
            if !installed, let superview {
                installed = true
                translatesAutoresizingMaskIntoConstraints = false
                LayoutConstraint.activate([
                    leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 1),
                    topAnchor.constraint(equalTo: superview.topAnchor, constant: 1),
                    widthAnchor.constraint(equalToConstant: 2), heightAnchor.constraint(equalToConstant: 2),
                ])
            }
            super.updateConstraints()
        }
        override class var requiresConstraintBasedLayout: Bool { true }
    }

    /// A root view controller with subviews a (with a1) and b, all taking part in Auto Layout.
    final class TreeViewController: ViewController {
        let a = SelfPinningView(), a1 = SelfPinningView(), b = SelfPinningView()
        override func loadView() {
            let root = View()
            root.addSubview(a)
            a.addSubview(a1)
            root.addSubview(b)
            view = root
        }
        override func updateViewConstraints() {
            super.updateViewConstraints()
        }
    }

    @Test(
        "Subviews update before their superview, the controller's updateViewConstraints for its root view, all before layout"
    )
    func orderOfTheConstraintsStep() {
        let host = ViewControllerTestHost(width: 20, height: 10)
        let controller = TreeViewController()
        controller.loadViewIfNeeded()
        for (label, object) in [
            ("vc", controller as AnyObject), ("root", controller.view), ("a", controller.a), ("a1", controller.a1),
            ("b", controller.b),
        ] {
            host.recorder.setLabel(label, for: object)
        }
        host.show(controller)
        let calls = host.recorder.events.filter(callbackPrefixes: [
            "update", "layoutSubviews", "viewWillLayout", "viewDidLayout",
        ]).calls
        #expect(
            calls == [
                "a1.updateConstraints()", "a.updateConstraints()", "b.updateConstraints()",
                "vc.updateViewConstraints()", "root.updateConstraints()", "w.updateConstraints()",
                "w.layoutSubviews()",
                "vc.viewWillLayoutSubviews()", "root.layoutSubviews()", "vc.viewDidLayoutSubviews()",
                "a.layoutSubviews()", "a1.layoutSubviews()", "b.layoutSubviews()",
            ])
        #expect(controller.a.frame == CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(controller.a1.frame == CGRect(x: 1, y: 1, width: 2, height: 2))
    }

    @Test("setNeedsUpdateConstraints() asks for just that view's updateConstraints in the next cycle")
    func setNeedsUpdateConstraints() {
        let host = ViewControllerTestHost(width: 20, height: 10)
        let controller = TreeViewController()
        host.show(controller)
        host.recorder.reset()
        host.recorder.setLabel("b", for: controller.b)
        #expect(!controller.b.needsUpdateConstraints())
        controller.b.setNeedsUpdateConstraints()
        #expect(controller.b.needsUpdateConstraints())
        host.run { host.screen.runUntilIdle() }
        #expect(host.recorder.events.filter(callbackPrefixes: ["update"]).calls == ["b.updateConstraints()"])
        #expect(!controller.b.needsUpdateConstraints())
    }

    /// A view whose `updateConstraints()` forgets `super`.
    final class ForgetfulView: View {
        override func updateConstraints() {}
        override class var requiresConstraintBasedLayout: Bool { true }
    }

    @Test("An updateConstraints() override that does not call super is reported")
    func missingSuper() {
        let container = makeContainer()
        container.addSubview(ForgetfulView())
        let diagnostics = collectDiagnostics { container.layoutIfNeeded() }
        #expect(diagnostics.map(\.rule) == ["AL-UPDATE-CONSTRAINTS-SUPER"])
        #expect(diagnostics.first?.path == "View > ForgetfulView[0]")
    }

    @Test("Views outside Auto Layout get no updateConstraints, and a plain window no constraints step")
    func plainViewsAreNotAsked() {
        let host = ViewControllerTestHost(width: 20, height: 10)
        let controller = ContentViewController { root in
            root.addSubview(View(frame: CGRect(x: 1, y: 1, width: 3, height: 3)))
        }
        host.show(controller)
        #expect(host.recorder.events.filter(callbackPrefixes: ["update"]).isEmpty)
        #expect(!host.window.usesAutoLayout)
        #expect(host.window.autoLayoutStorage?.engine == nil)
    }
}
