// Pins ambiguity: hasAmbiguousLayout, exerciseAmbiguityInLayout(), constraintsAffectingLayout(for:), and the
// lifecycle checker's AL-AMBIGUOUS report with the view path after layout.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Auto Layout ambiguity")
struct AmbiguityTests {
    /// A 10-point-wide view somewhere between the container's edges: x is open.
    private func looseView() -> (container: View, view: View, constraints: [LayoutConstraint]) {
        let container = makeContainer(width: 100, height: 10)
        let view = addConstrainedView(to: container)
        let constraints = [
            view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor),
            view.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 1),
        ]
        LayoutConstraint.activate(constraints)
        return (container, view, constraints)
    }

    @Test("An open position is ambiguous; exercising it moves the view to another allowed frame")
    func detectAndExercise() {
        let (container, view, _) = looseView()
        container.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        let before = view.frame
        view.exerciseAmbiguityInLayout()
        container.layoutIfNeeded()
        #expect(view.frame != before)
        #expect(view.frame.minX >= 0 && view.frame.maxX <= 100 && view.frame.width == 10)
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5).isActive = true
        container.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame.minX == 5)
    }

    @Test("constraintsAffectingLayout(for:) lists the constraints that place the view on that axis")
    func affectingConstraints() {
        let (container, view, constraints) = looseView()
        defer { withExtendedLifetime(container) {} }
        let horizontal = view.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)
        let vertical = view.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init)
        for constraint in constraints[0..<3] { #expect(horizontal.contains(ObjectIdentifier(constraint))) }
        for constraint in constraints[3...] { #expect(vertical.contains(ObjectIdentifier(constraint))) }
        #expect(!horizontal.contains(ObjectIdentifier(constraints[3])))
    }

    @Test("After a window's layout the checker reports an ambiguous view once, with its path")
    func checkerReportsAmbiguity() {
        let host = ViewControllerTestHost(width: 30, height: 10)
        let loose = View()
        let controller = ContentViewController { root in
            root.addSubview(loose)
            loose.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                loose.widthAnchor.constraint(equalToConstant: 4), loose.heightAnchor.constraint(equalToConstant: 1),
                loose.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        host.show(controller)
        #expect(host.checker.diagnostics.map(\.rule) == ["AL-AMBIGUOUS"])
        #expect(host.checker.diagnostics.first?.path == "Window > View[0] > View[0]")
        #expect(
            host.checker.diagnostics.first?.message.hasPrefix("ambiguous layout: the constraints do not fix its x")
                == true)
        host.run {
            loose.setNeedsLayout()
            host.screen.runUntilIdle()
        }
        #expect(host.checker.diagnostics.count == 1)
    }
}
