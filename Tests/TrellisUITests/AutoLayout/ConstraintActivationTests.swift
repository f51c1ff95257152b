// Pins activation and deactivation (installation on the items' nearest common ancestor), constant edits,
// priorities, identifiers, invalid constraints and constraints removed with their views.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Auto Layout constraint activation")
struct ConstraintActivationTests {
    @Test("Activation installs a constraint on the items' nearest common ancestor; deactivation removes it")
    func installationOnNearestCommonAncestor() {
        let root = makeContainer()
        let left = View(), right = View(), leftChild = View(), rightChild = View()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(leftChild)
        right.addSubview(rightChild)
        let width = leftChild.widthAnchor.constraint(equalToConstant: 5)
        let toParent = leftChild.leadingAnchor.constraint(equalTo: left.leadingAnchor)
        let siblings = left.topAnchor.constraint(equalTo: right.topAnchor)
        let cousins = leftChild.centerYAnchor.constraint(equalTo: rightChild.centerYAnchor)
        #expect(!width.isActive)
        LayoutConstraint.activate([width, toParent, siblings, cousins])
        #expect(width.isActive && toParent.isActive && siblings.isActive && cousins.isActive)
        #expect(leftChild.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
        #expect(left.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(toParent)])
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(siblings), ObjectIdentifier(cousins)])
        LayoutConstraint.deactivate([siblings, width])
        #expect(!siblings.isActive && !width.isActive)
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(cousins)])
        #expect(leftChild.constraints.isEmpty)
        cousins.isActive = false
        #expect(root.constraints.isEmpty)
    }

    @Test("Items without a common ancestor are reported and the constraint stays inactive")
    func noCommonAncestor() {
        let a = View(), b = View()
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let diagnostics = collectDiagnostics { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(diagnostics.map(\.rule) == ["AL-NO-COMMON-ANCESTOR"])
        #expect(diagnostics.first?.message.contains("no common ancestor") == true)
    }

    @Test("Constraints UIKit rejects are reported when made and never activate")
    func invalidConstraints() {
        let container = makeContainer()
        let view = addConstrainedView(to: container)
        var made: [LayoutConstraint] = []
        let diagnostics = collectDiagnostics {
            made.append(
                LayoutConstraint(
                    item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 10))
            made.append(
                LayoutConstraint(
                    item: view, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .left,
                    multiplier: 1, constant: 0))
            made.append(
                LayoutConstraint(
                    item: view, attribute: .top, relatedBy: .equal, toItem: container, attribute: .centerX,
                    multiplier: 1, constant: 0))
            made.append(
                LayoutConstraint(
                    item: view, attribute: .width, relatedBy: .equal, toItem: container, attribute: .left,
                    multiplier: 1, constant: 0))
            LayoutConstraint.activate(made)
        }
        #expect(made.allSatisfy { !$0.isActive })
        #expect(diagnostics.map(\.rule) == Array(repeating: "AL-INVALID-CONSTRAINT", count: 8))
        #expect(diagnostics[0].message.contains("cannot equal a constant"))
        #expect(diagnostics[1].message.contains("leading/trailing cannot be related to left/right"))
        #expect(diagnostics[2].message.contains("horizontal position cannot be related to a vertical one"))
        #expect(diagnostics[3].message.contains("a size cannot be related to a position"))
        #expect(container.constraints.isEmpty)
    }

    @Test("Changing the constant of an active constraint edits it in the solver and lays out again")
    func constantIsAnEdit() {
        let container = makeContainer()
        let view = addConstrainedView(to: container)
        let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            leading, view.topAnchor.constraint(equalTo: container.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        let handle = leading.solverID
        #expect(view.frame.minX == 10)
        leading.constant = 25
        #expect(leading.solverID == handle)
        #expect(handle != nil)
        container.layoutIfNeeded()
        #expect(view.frame.minX == 25)
    }

    @Test("A higher priority wins over a lower one; changing an optional priority re-solves")
    func priorities() {
        let container = makeContainer()
        let view = addConstrainedView(to: container)
        let narrow = view.widthAnchor.constraint(equalToConstant: 10)
        narrow.priority = .defaultHigh
        let wide = view.widthAnchor.constraint(equalToConstant: 40)
        wide.priority = .defaultLow
        LayoutConstraint.activate([
            narrow, wide, view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(view.frame.width == 10)
        wide.priority = LayoutPriority(999)
        container.layoutIfNeeded()
        #expect(view.frame.width == 40)
    }

    @Test("An active constraint cannot change between required and optional; out-of-range priorities are clamped")
    func priorityRules() {
        let container = makeContainer()
        let view = addConstrainedView(to: container)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let diagnostics = collectDiagnostics {
            width.isActive = true
            width.priority = .defaultHigh
            width.isActive = false
            width.priority = .defaultHigh
            width.isActive = true
            width.priority = LayoutPriority(2000)
        }
        #expect(diagnostics.map(\.rule) == ["AL-INVALID-PRIORITY", "AL-INVALID-PRIORITY", "AL-INVALID-PRIORITY"])
        #expect(diagnostics[0].message.contains("crosses required/optional"))
        #expect(diagnostics[1].message.contains("outside 1...1000"))
        #expect(width.priority == .defaultHigh)
    }

    @Test("The identifier and priority appear in the constraint's description")
    func identifierInDescription() {
        let container = makeContainer()
        let view = addConstrainedView(to: container)
        let constraint = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        constraint.identifier = "inset"
        constraint.priority = LayoutPriority(750)
        #expect(constraint.description == "<LayoutConstraint 'inset' View[0].leading == View.leading + 20 @750>")
        constraint.isActive = true
        #expect(
            constraint.description == "<LayoutConstraint 'inset' View[0].leading == View.leading + 20 @750   (active)>")
    }

    @Test("Removing a view deactivates the constraints above it that refer to its subtree; its own stay")
    func removalDeactivatesOutsideConstraints() {
        let container = makeContainer()
        let view = addConstrainedView(to: container)
        let child = addConstrainedView(to: view)
        let outside = view.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let fromChild = child.topAnchor.constraint(equalTo: container.topAnchor)
        let inside = child.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        LayoutConstraint.activate([outside, fromChild, inside])
        view.removeFromSuperview()
        #expect(!outside.isActive && !fromChild.isActive)
        #expect(inside.isActive)
        #expect(container.constraints.isEmpty)
        #expect(view.constraints.count == 1)
    }

    @Test("addConstraint(_:) installs on the receiver; removeConstraint(_:) only removes its own")
    func legacyAddAndRemove() {
        let container = makeContainer()
        let view = addConstrainedView(to: container)
        let constraint = view.widthAnchor.constraint(equalToConstant: 3)
        container.addConstraint(constraint)
        #expect(container.constraints.count == 1 && constraint.isActive)
        view.removeConstraint(constraint)
        #expect(constraint.isActive)
        container.removeConstraint(constraint)
        #expect(!constraint.isActive && container.constraints.isEmpty)
        let stray = View()
        let diagnostics = collectDiagnostics { stray.addConstraint(view.widthAnchor.constraint(equalToConstant: 1)) }
        #expect(diagnostics.map(\.rule) == ["AL-NO-COMMON-ANCESTOR"])
        #expect(view.constraints.count == 1)
    }

    @Test("x and y are solved in separate solvers until a constraint relates a width to a height")
    func separateAxes() {
        let container = makeContainer()
        let view = addConstrainedView(to: container)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 12),
        ])
        container.layoutIfNeeded()
        let engine = container.layoutEngine(creating: false)
        #expect(engine?.solvers.count == 2)
        view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25).isActive = true
        container.layoutIfNeeded()
        #expect(engine?.solvers.count == 1)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 12, height: 3))
    }

    @Test("A window's constrained views follow the window's size in the update cycle")
    func windowResize() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let window = Window(screen: screen)
        let root = View(frame: window.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        let bar = addConstrainedView(to: root)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -2),
            bar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.makeKeyAndVisible()
        screen.runUntilIdle()
        #expect(bar.frame == CGRect(x: 2, y: 9, width: 36, height: 1))
        window.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        screen.runUntilIdle()
        #expect(root.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(bar.frame == CGRect(x: 2, y: 19, width: 56, height: 1))
    }
}
