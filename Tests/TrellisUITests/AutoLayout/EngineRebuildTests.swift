// Pins that a change which forces the engine to rebuild, made while it reports changed frames, lays out
// from the rebuilt solution instead of reading the solver it is replacing.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Auto Layout engine rebuilds")
struct EngineRebuildTests {
    @Test("Deactivating a constraint while another is broken rebuilds the engine, and the broken one then holds")
    func deactivationWithBrokenConstraint() {
        let container = makeContainer(width: 100, height: 20)
        let view = addConstrainedView(to: container)
        let narrow = view.widthAnchor.constraint(equalToConstant: 10)
        let wide = view.widthAnchor.constraint(equalToConstant: 30)
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
        #expect(view.frame.width == 10)

        // The broken `wide` may fit once `narrow` goes: the engine must rebuild, not walk the old solver.
        narrow.isActive = false
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 1))
    }
}
