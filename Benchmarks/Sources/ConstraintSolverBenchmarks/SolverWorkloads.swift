// The Auto Layout solver workloads A1–A3 of ../shared/peers/README.md (the kiwisolver section), built the
// same way kiwi_bench.py builds them, so the figures compare one to one.
import TrellisConstraintSolver

/// The gap between views and cells, as in kiwi_bench.py.
let spacing = 8.0

/// One view: four solver variables, right = left + width and bottom = top + height.
struct ViewVariables {
    var left: SolverVariable
    var top: SolverVariable
    var width: SolverVariable
    var height: SolverVariable

    init(_ solver: inout ConstraintSolver) {
        left = solver.makeVariable()
        top = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }
}

/// A1: a vertical chain of `count` views in a container whose width is an edit variable.
struct ChainWorkload {
    var solver = ConstraintSolver()
    var containerLeft: SolverVariable
    var containerTop: SolverVariable
    var containerWidth: SolverVariable
    var views: [ViewVariables] = []

    /// Makes the variables (outside the timed part, as Kiwi's Python objects are).
    init(count: Int) {
        containerLeft = solver.makeVariable(name: "c.left")
        containerTop = solver.makeVariable(name: "c.top")
        containerWidth = solver.makeVariable(name: "c.width")
        views.reserveCapacity(count)
        for _ in 0..<count { views.append(ViewVariables(&solver)) }
    }

    /// The timed part: every constraint added (each addition re-solves), in kiwi_bench.py's order.
    mutating func addConstraints() throws {
        let required = ConstraintStrength.required
        _ = try solver.addConstraint(LinearExpression(containerLeft), .equal, strength: required)
        _ = try solver.addConstraint(LinearExpression(containerTop), .equal, strength: required)
        // Kiwi's "strong" is above every UIKit priority below required.
        try solver.addEditVariable(containerWidth, strength: ConstraintStrength(priority: 999))
        try solver.suggestValue(375, for: containerWidth)
        var previousBottom = LinearExpression(containerTop)
        for view in views {
            _ = try solver.addConstraint(view.top - previousBottom - spacing, .equal, strength: required)
            _ = try solver.addConstraint(view.left - containerLeft - 16, .equal, strength: required)
            _ = try solver.addConstraint(
                view.left + view.width - (containerLeft + containerWidth - 16), .equal, strength: required)
            _ = try solver.addConstraint(view.height - 44, .equal, strength: ConstraintStrength(priority: 750))
            _ = try solver.addConstraint(view.height - 20, .greaterThanOrEqual, strength: required)
            previousBottom = view.top + view.height
        }
    }

    /// The views that are not where the chain puts them for `containerWidth`, and the last view's top.
    func check(containerWidth: Double) -> (viewsOff: Int, lastTop: Double, expectedTop: Double) {
        var off = 0
        for view in views {
            if abs(solver.value(of: view.left) - 16) > 1e-6
                || abs(solver.value(of: view.width) - (containerWidth - 32)) > 1e-6
                || abs(solver.value(of: view.height) - 44) > 1e-6
            {
                off += 1
            }
        }
        let lastTop = views.last.map { solver.value(of: $0.top) } ?? 0
        return (off, lastTop, spacing + Double(views.count - 1) * (44 + spacing))
    }
}

/// A3: a k × k grid of 40 × 40 cells chained to their neighbours in a fixed container.
struct GridWorkload {
    var solver = ConstraintSolver()
    let side: Int
    var containerLeft: SolverVariable
    var containerTop: SolverVariable
    var containerWidth: SolverVariable
    var containerHeight: SolverVariable
    var cells: [[ViewVariables]] = []

    init(side: Int) {
        self.side = side
        containerLeft = solver.makeVariable()
        containerTop = solver.makeVariable()
        containerWidth = solver.makeVariable()
        containerHeight = solver.makeVariable()
        for _ in 0..<side {
            var row: [ViewVariables] = []
            for _ in 0..<side { row.append(ViewVariables(&solver)) }
            cells.append(row)
        }
    }

    /// The timed part: the constraints of kiwi_bench.py's build_grid, in its order. Returns their count.
    mutating func addConstraints() throws -> Int {
        let required = ConstraintStrength.required
        let size = Double(side) * (40 + spacing) + spacing
        var count = 0
        func add(_ expression: LinearExpression) throws {
            _ = try solver.addConstraint(expression, .equal, strength: required)
            count += 1
        }
        try add(LinearExpression(containerLeft))
        try add(LinearExpression(containerTop))
        try add(containerWidth - size)
        try add(containerHeight - size)
        for row in 0..<side {
            for column in 0..<side {
                let cell = cells[row][column]
                if column == 0 {
                    try add(cell.left - containerLeft - spacing)
                } else {
                    let previous = cells[row][column - 1]
                    try add(cell.left - (previous.left + previous.width + spacing))
                }
                if row == 0 {
                    try add(cell.top - containerTop - spacing)
                } else {
                    let above = cells[row - 1][column]
                    try add(cell.top - (above.top + above.height + spacing))
                }
                if column > 0 { try add(cell.width - cells[row][column - 1].width) }
                if row > 0 { try add(cell.height - cells[row - 1][column].height) }
                if column == side - 1 {
                    try add(cell.left + cell.width - (containerLeft + containerWidth - spacing))
                }
                if row == side - 1 {
                    try add(cell.top + cell.height - (containerTop + containerHeight - spacing))
                }
            }
        }
        return count
    }

    /// The cells that are not 40 × 40 at 8 + 48·index (within 1e-6).
    func cellsOff() -> Int {
        var off = 0
        for row in 0..<side {
            for column in 0..<side {
                let cell = cells[row][column]
                if abs(solver.value(of: cell.left) - (spacing + Double(column) * 48)) > 1e-6
                    || abs(solver.value(of: cell.top) - (spacing + Double(row) * 48)) > 1e-6
                    || abs(solver.value(of: cell.width) - 40) > 1e-6
                    || abs(solver.value(of: cell.height) - 40) > 1e-6
                {
                    off += 1
                }
            }
        }
        return off
    }
}
