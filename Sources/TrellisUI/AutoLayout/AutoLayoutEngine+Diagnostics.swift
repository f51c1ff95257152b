// What the engine reports: UIKit's "Unable to simultaneously satisfy constraints" log for required
// constraints that conflict (AL-UNSATISFIABLE), ambiguous layouts (AL-AMBIGUOUS), and the debugging
// queries behind hasAmbiguousLayout, exerciseAmbiguityInLayout() and constraintsAffectingLayout(for:).
import Foundation
import TrellisConstraintSolver

extension AutoLayoutEngine {
    /// Reports that `constraint` conflicts with `conflicting` and is left out, in UIKit's words.
    func reportUnsatisfiable(_ constraint: LayoutConstraint, conflicting: [LayoutConstraint]) {
        let involved = conflicting + [constraint]
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
            "(",
        ]
        lines += involved.enumerated().map { index, item in
            "    \"\(item)\"" + (index == involved.count - 1 ? "" : ",")
        }
        lines.append(")")
        var views: [View] = []
        for item in involved {
            for view in item.itemViews ?? [] where !views.contains(where: { $0 === view }) { views.append(view) }
        }
        lines.append("Views:")
        lines += views.map { "    \(LayoutConstraint.describeItem($0)): \($0.lifecyclePath)" }
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("\(constraint)")
        let place = constraint.installedView ?? constraint.systemContext ?? root
        LifecycleChecker.emit(
            rule: "AL-UNSATISFIABLE", path: place?.lifecyclePath ?? "AutoLayoutEngine",
            message: lines.joined(separator: "\n"))
    }

    /// Reports (once per view) a ``View/forFirstBaselineLayout`` or ``View/forLastBaselineLayout`` that is
    /// neither the view nor one of its descendants: the view's own baseline is used instead.
    func reportBaselineView(_ target: View, of view: View, first: Bool) {
        guard !isMeasuring, reportedBaselineViews.insert(ObjectIdentifier(view)).inserted else { return }
        let property = first ? "forFirstBaselineLayout" : "forLastBaselineLayout"
        LifecycleChecker.emit(
            rule: "AL-BASELINE-VIEW", path: view.lifecyclePath,
            message:
                "\(property) is \(LayoutConstraint.describeItem(target)) (\(target.lifecyclePath)), which is not "
                + "this view or one of its descendants; constraints on its baseline use the view's own baseline")
    }

    /// Whether any of `view`'s frame variables is left open by the constraints.
    func isAmbiguous(_ view: View) -> Bool {
        !ambiguousVariables(of: view).isEmpty
    }

    private func ambiguousVariables(of view: View) -> [(Int, SolverVariable)] {
        guard let entry = variables[ObjectIdentifier(view)] else { return [] }
        let all = [
            (entry.horizontalSolver, entry.minX), (entry.horizontalSolver, entry.width),
            (entry.verticalSolver, entry.minY), (entry.verticalSolver, entry.height),
        ]
        return all.filter { solvers[$0.0].isAmbiguous($0.1) }
    }

    /// Moves each open variable of `view` to another value its constraints allow.
    func exerciseAmbiguity(of view: View) {
        for (index, variable) in ambiguousVariables(of: view) {
            _ = solvers[index].exerciseAmbiguity(of: variable)
        }
        propagateChanges()
    }

    /// The constraints connected to `view`'s variables along `axis`, nearest first.
    func constraintsAffecting(_ view: View, axis: LayoutAxis) -> [LayoutConstraint] {
        guard let entry = variables[ObjectIdentifier(view)] else { return [] }
        let index = axis == .horizontal ? entry.horizontalSolver : entry.verticalSolver
        let start = axis == .horizontal ? [entry.minX, entry.width] : [entry.minY, entry.height]
        var axisVariables = Set<SolverVariable>()
        for candidate in variables.values {
            if axis == .horizontal || isCoupled {
                axisVariables.insert(candidate.minX)
                axisVariables.insert(candidate.width)
            }
            if axis == .vertical || isCoupled {
                axisVariables.insert(candidate.minY)
                axisVariables.insert(candidate.height)
            }
        }
        let constraints = held[index].values.compactMap { constraint -> (LayoutConstraint, Set<SolverVariable>)? in
            guard let (expression, _) = self.expression(for: constraint) else { return nil }
            let used = Set(expression.terms.filter { $0.coefficient != 0 }.map(\.variable)).intersection(axisVariables)
            return used.isEmpty ? nil : (constraint, used)
        }
        var reached = Set(start)
        var result: [LayoutConstraint] = []
        var taken = Set<ObjectIdentifier>()
        var frontier = Set(start)
        while !frontier.isEmpty {
            var next = Set<SolverVariable>()
            for (constraint, used) in constraints
            where !taken.contains(ObjectIdentifier(constraint)) && !used.isDisjoint(with: frontier) {
                taken.insert(ObjectIdentifier(constraint))
                result.append(constraint)
                for variable in used where reached.insert(variable).inserted { next.insert(variable) }
            }
            frontier = next
        }
        return result
    }

    /// After layout, with a checker installed: reports each view whose frame the constraints leave open
    /// (once, until it is fixed).
    func reportAmbiguityIfChecking() {
        guard LifecycleChecker.current != nil, !needsRebuild else { return }
        for view in members where view !== root {
            let state = view.autoLayoutState
            let open = ambiguousVariables(of: view)
            if open.isEmpty {
                state.reportedAmbiguity = false
                continue
            }
            guard !state.reportedAmbiguity else { continue }
            state.reportedAmbiguity = true
            guard let entry = variables[ObjectIdentifier(view)] else { continue }
            var names: [String] = []
            for (_, variable) in open {
                let name =
                    variable == entry.minX
                    ? "x" : variable == entry.width ? "width" : variable == entry.minY ? "y" : "height"
                if !names.contains(name) { names.append(name) }
            }
            let frame = view.frameStorage
            LifecycleChecker.emit(
                rule: "AL-AMBIGUOUS", path: view.lifecyclePath,
                message:
                    "ambiguous layout: the constraints do not fix its \(names.joined(separator: ", ")); its frame "
                    + "(\(frame.minX), \(frame.minY), \(frame.width), \(frame.height)) is one of several solutions"
            )
        }
    }
}
