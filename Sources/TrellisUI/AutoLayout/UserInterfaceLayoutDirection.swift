// UserInterfaceLayoutDirection: left-to-right or right-to-left layout (UIUserInterfaceLayoutDirection).
import Foundation

/// The direction text runs in, which decides where leading and trailing are
/// (`UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Sendable, Hashable, CaseIterable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}
