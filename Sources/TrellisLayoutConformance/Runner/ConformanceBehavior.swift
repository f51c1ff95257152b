// ConformanceBehavior: which engine behaviour (Yoga's or CSS's, `LayoutErrata`) a conformance run uses.

import TrellisLayout

/// The engine behaviour a conformance run lays its tests out with.
public enum ConformanceBehavior: String, Sendable, Hashable, CaseIterable {
    /// Each file's own: Yoga's (`LayoutErrata.yoga`) for `"yoga"` files, CSS's (`LayoutErrata.none`) for
    /// `"web"` files.
    case file
    /// Yoga's behaviour for every file.
    case yoga
    /// CSS's behaviour for every file.
    case css

    /// The errata every test runs with, or `nil` for each file's own.
    public var errata: LayoutErrata? {
        switch self {
        case .file: nil
        case .yoga: .yoga
        case .css: LayoutErrata.none
        }
    }
}
