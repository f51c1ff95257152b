// Pins UIKit's report for required constraints that cannot all hold: the "Unable to simultaneously satisfy
// constraints" text naming the constraints and views, the broken constraint, and recovery.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Auto Layout unsatisfiable constraints")
struct UnsatisfiableConstraintsTests {
    @Test("Conflicting required constraints are reported as UIKit logs them, one is broken and layout goes on")
    func reportAndRecovery() {
        let container = makeContainer(width: 100, height: 20)
        let view = addConstrainedView(to: container)
        let narrow = view.widthAnchor.constraint(equalToConstant: 10)
        narrow.identifier = "narrow"
        let wide = view.widthAnchor.constraint(equalToConstant: 30)
        wide.identifier = "wide"
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 1),
            narrow,
        ])
        let diagnostics = collectDiagnostics {
            wide.isActive = true
            container.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.rule) == ["AL-UNSATISFIABLE"])
        #expect(diagnostics.first?.path == "View > View[0]")
        #expect(
            diagnostics.first?.message == """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                \tTry this:
                \t\t(1) look at each constraint and try to figure out which you don't expect;
                \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
                (
                    "<LayoutConstraint 'narrow' View[0].width == 10   (active)>",
                    "<LayoutConstraint 'wide' View[0].width == 30   (active)>"
                )
                Views:
                    View[0]: View > View[0]

                Will attempt to recover by breaking constraint 
                <LayoutConstraint 'wide' View[0].width == 30   (active)>
                """)
        #expect(wide.isActive)
        #expect(view.frame.width == 10)
        // The broken constraint takes effect once the one it conflicts with is gone.
        narrow.isActive = false
        container.layoutIfNeeded()
        #expect(view.frame.width == 30)
    }

    @Test("A constraint conflicting with a translated frame names the autoresizing-mask constraint")
    func conflictWithAutoresizingMask() {
        let container = makeContainer(width: 100, height: 20)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        container.addSubview(view)
        let diagnostics = collectDiagnostics {
            view.widthAnchor.constraint(equalToConstant: 40).isActive = true
            container.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.rule) == ["AL-UNSATISFIABLE"])
        #expect(
            diagnostics.first?.message.contains(
                "\"<AutoresizingMaskLayoutConstraint h=--- v=--- View[0].width == 10>\",") == true)
        #expect(view.frame.width == 10)
    }
}
