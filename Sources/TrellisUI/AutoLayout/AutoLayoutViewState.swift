// AutoLayoutViewState: everything Auto Layout keeps per view, allocated the first time a view is
// constrained or an Auto Layout property is set, so views outside Auto Layout carry one nil pointer.
import Foundation

/// One view's Auto Layout state.
@MainActor
final class AutoLayoutViewState {
    /// The margins as the app set them: physical (``View/layoutMargins``) or directional.
    enum Margins: Equatable {
        case physical(EdgeInsets)
        case directional(DirectionalEdgeInsets)
    }

    /// UIKit's default margins: 8 points on every edge.
    static let defaultMargins = Margins.directional(
        DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))

    /// The active constraints installed on this view (``View/constraints``), in installation order.
    var constraints: [LayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var horizontalHugging = LayoutPriority.defaultLow
    var verticalHugging = LayoutPriority.defaultLow
    var horizontalCompressionResistance = LayoutPriority.defaultHigh
    var verticalCompressionResistance = LayoutPriority.defaultHigh
    var margins = AutoLayoutViewState.defaultMargins
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// The guides added with ``View/addLayoutGuide(_:)``.
    var layoutGuides: [LayoutGuide] = []
    /// The guides Auto Layout keeps in place itself (margins, safe area, readable content, a view
    /// controller's legacy guides), made on first use.
    var systemGuides: [LayoutGuide] = []
    /// The engine of the hierarchy this view is the root of (a window, or a view outside any window).
    var engine: AutoLayoutEngine?
    /// The frame and superview size the autoresizing constraints are derived from; set when the app
    /// sets the frame, so frames the engine applies later stay on the same linear function.
    var autoresizingReference: (frame: CGRect, superviewSize: CGSize)?
    /// The safe-area insets and effective margins last announced with the did-change callbacks.
    var announcedSafeAreaInsets: EdgeInsets?
    var announcedLayoutMargins: EdgeInsets?
    /// Whether the ambiguity of this view was reported and not resolved since.
    var reportedAmbiguity = false

    func systemGuide(_ role: LayoutGuide.Role) -> LayoutGuide? {
        systemGuides.first { $0.role == role }
    }
}

extension View {
    /// The Auto Layout state, made on first use.
    var autoLayoutState: AutoLayoutViewState {
        if let state = autoLayoutStorage { return state }
        let state = AutoLayoutViewState()
        autoLayoutStorage = state
        return state
    }
}
