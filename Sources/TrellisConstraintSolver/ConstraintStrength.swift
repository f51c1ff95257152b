// The strength of a constraint, on UIKit's priority scale.

/// How strongly a solver holds a constraint, as a UIKit layout priority from 1 to 1000.
///
/// A priority of 1000 is ``required``: the solver satisfies it or rejects it. Lower priorities are
/// optional and satisfied in priority order: a higher priority always wins over any number of lower ones
/// (the solver minimises a lexicographic objective, one level per distinct priority in use), and
/// constraints of the same priority share their level, so the solver minimises the sum of their errors.
public struct ConstraintStrength: Hashable, Comparable, Sendable {
    /// A constraint the solver must satisfy: priority 1000.
    public static let required = ConstraintStrength(priority: 1000)

    /// The priority, from 1 to 1000.
    public var priority: Double

    /// A strength of the given priority, clamped to 1...1000 as UIKit clamps layout priorities.
    public init(priority: Double) {
        self.priority = priority.isNaN ? 1 : min(max(priority, 1), 1000)
    }

    /// Whether the strength is ``required``.
    public var isRequired: Bool { priority >= 1000 }

    /// Orders strengths by priority.
    public static func < (lhs: ConstraintStrength, rhs: ConstraintStrength) -> Bool {
        lhs.priority < rhs.priority
    }
}
