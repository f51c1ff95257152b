// LayoutAxis: horizontal or vertical (NSLayoutConstraint.Axis).
import Foundation

/// The axis a priority or a question about layout applies to (`NSLayoutConstraint.Axis`).
public enum LayoutAxis: Int, Sendable, Hashable, CaseIterable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
}
