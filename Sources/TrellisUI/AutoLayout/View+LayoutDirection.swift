// The layout direction of a view: its semantic content attribute and the direction that results,
// inherited from the superview as UIKit's trait collection does.
import Foundation

extension View {
    /// How the view's content behaves in right-to-left layout (`.unspecified` by default: it follows
    /// the superview).
    public var semanticContentAttribute: SemanticContentAttribute {
        get { autoLayoutStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            autoLayoutState.semanticContentAttribute = newValue
            // Leading and trailing of this subtree may flip.
            if usesAutoLayout || layoutRoot.usesAutoLayout { layoutEngine(creating: false)?.invalidate() }
            setNeedsLayout()
        }
    }

    /// The direction the view lays out in: forced by ``semanticContentAttribute`` (playback and spatial
    /// content is always left to right), else the superview's, else the application's
    /// ``Application/userInterfaceLayoutDirection`` (left to right outside a window).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var current: View? = self
        while let view = current {
            switch view.autoLayoutStorage?.semanticContentAttribute ?? .unspecified {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: current = view.superviewStorage
            }
        }
        return windowForInvalidation?.application.userInterfaceLayoutDirection ?? .leftToRight
    }
}
