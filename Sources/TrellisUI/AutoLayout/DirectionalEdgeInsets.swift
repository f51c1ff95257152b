// DirectionalEdgeInsets: insets whose horizontal edges follow the layout direction (NSDirectionalEdgeInsets).
import Foundation

/// Insets for each edge, with `leading` and `trailing` instead of left and right
/// (`NSDirectionalEdgeInsets`): in right-to-left layout `leading` is the right inset.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with a value for each edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = DirectionalEdgeInsets()

    /// The physical insets for `direction`: leading is left in left-to-right layout, right otherwise.
    public func edgeInsets(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }

    /// The directional insets of physical `insets` in `direction`.
    public init(_ insets: EdgeInsets, direction: UserInterfaceLayoutDirection) {
        switch direction {
        case .leftToRight:
            self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        case .rightToLeft:
            self.init(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
        }
    }

    /// A textual description listing every edge.
    public var description: String {
        "DirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}
