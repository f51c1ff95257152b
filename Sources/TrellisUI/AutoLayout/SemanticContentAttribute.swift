// SemanticContentAttribute: whether a view's content flips in right-to-left layout (UISemanticContentAttribute).
import Foundation

/// How a view's content behaves in right-to-left layout (`UISemanticContentAttribute`); decides the
/// view's ``View/effectiveUserInterfaceLayoutDirection``.
public enum SemanticContentAttribute: Sendable, Hashable, CaseIterable {
    /// Follows the layout direction inherited from the superview (the application's at the top).
    case unspecified
    /// Playback controls (play, rewind): always left to right.
    case playback
    /// Spatial controls (a directional pad): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
