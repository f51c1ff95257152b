// LayoutRelation: how the two sides of a layout constraint compare (NSLayoutConstraint.Relation).
import Foundation

/// The relation between the two sides of a ``LayoutConstraint``. The raw values are UIKit's.
public enum LayoutRelation: Int, Sendable, Hashable, CaseIterable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`, as constraint descriptions print it.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
