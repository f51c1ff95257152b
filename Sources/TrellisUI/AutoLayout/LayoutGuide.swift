// LayoutGuide: a rectangle that takes part in Auto Layout without being a view (UILayoutGuide) — for
// spacing and grouping, and for the margins, safe area and readable-content guides views own.
import Foundation

/// A rectangle in a view's coordinate space that constraints place, without drawing or taking events
/// (`UILayoutGuide`). Add it to a view with ``View/addLayoutGuide(_:)``; after layout its
/// ``layoutFrame`` is where the constraints put it.
@MainActor
open class LayoutGuide: LayoutItem, @MainActor CustomStringConvertible {
    /// What a guide is for: the app's, or one Auto Layout keeps in place itself.
    enum Role: Equatable {
        case user
        case layoutMargins
        case safeArea
        case readableContent
        /// A scroll view's ``ScrollView/contentLayoutGuide``.
        case scrollContent
        /// A scroll view's ``ScrollView/frameLayoutGuide``.
        case scrollFrame
        case topLayoutSupport
        case bottomLayoutSupport
    }

    let role: Role
    weak var owningViewStorage: View?

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init() {
        role = .user
    }

    init(role: Role, owningView: View, identifier: String) {
        self.role = role
        self.owningViewStorage = owningView
        self.identifier = identifier
    }

    /// The view whose coordinate space the guide lives in. Setting it adds the guide to that view (or
    /// removes it from its view, for `nil`).
    public var owningView: View? {
        get { owningViewStorage }
        set {
            guard newValue !== owningViewStorage else { return }
            if let newValue {
                newValue.addLayoutGuide(self)
            } else {
                owningViewStorage?.removeLayoutGuide(self)
            }
        }
    }

    /// A name for debugging, printed in constraint descriptions.
    public var identifier: String = ""

    /// The guide's rectangle in its owning view's coordinates, as the last solve placed it
    /// (`.zero` before the guide has been laid out).
    public var layoutFrame: CGRect {
        guard let view = owningViewStorage, let engine = view.layoutEngine(creating: false) else { return .zero }
        return engine.currentFrame(of: self) ?? .zero
    }

    /// `LayoutGuide 'identifier' in View[0]`.
    public var description: String { "<\(LayoutConstraint.describeItem(self))>" }
}
