// The four appearance states of a view controller (reference §1) and the token that ties an
// internally driven transition to its end.
import Foundation

/// Where a view controller is in its appearance cycle (UIKit's private appear state).
public enum AppearanceState: Sendable, Hashable, CustomStringConvertible {
    /// Not in a visible window's hierarchy (initial state).
    case disappeared
    /// `viewWillAppear` has run; `viewDidAppear` has not.
    case appearing
    /// `viewDidAppear` has run.
    case appeared
    /// `viewWillDisappear` has run; `viewDidDisappear` has not.
    case disappearing

    /// Whether this state is on the way in or in (`appearing`/`appeared`).
    var isAppearingSide: Bool { self == .appearing || self == .appeared }
    /// Whether a will-callback is waiting for its did-callback.
    var isTransitional: Bool { self == .appearing || self == .disappearing }

    /// The state's name, as lifecycle diagnostics print it.
    public var description: String {
        switch self {
        case .disappeared: "disappeared"
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        }
    }
}

/// Identifies one direction change of one view controller. The framework ends a transition only
/// with the token its begin returned; a token outlived by a newer direction change is stale and
/// its end is skipped. This is what lets overlapping transitions on different controllers
/// (a push running while a tab switch or a presentation hides the stack) never produce an
/// unbalanced end.
struct AppearanceToken {
    let transition: Int
}
