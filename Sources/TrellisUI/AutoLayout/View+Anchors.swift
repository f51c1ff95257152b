// The anchors only a view has: its text baselines (the edges, centre and size are every layout item's).
import Foundation

extension View: LayoutItem {}

extension View {
    /// The baseline of the first line of text: a ``Label``'s first line; the bottom edge of views
    /// without text.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text: a ``Label``'s last line; the bottom edge of views
    /// without text.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The standard distance between two neighbouring views' edges that
    /// ``LayoutXAxisAnchor/constraint(equalToSystemSpacingAfter:multiplier:)`` and its vertical
    /// counterpart use: 8 points, UIKit's standard spacing.
    public nonisolated static let systemSpacing: CGFloat = 8
}
