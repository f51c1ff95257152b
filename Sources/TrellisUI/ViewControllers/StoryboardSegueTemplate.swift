// StoryboardSegueTemplate: a segue as a storyboard describes it, kept by its source controller and
// turned into a fresh StoryboardSegue (with a fresh destination) each time it is performed.
import Foundation

/// A segue a storyboard defines for a source controller (UIKit's private segue templates): its
/// identifier, its kind and how to make its destination. Performing it makes a new destination and
/// a new ``StoryboardSegue`` every time.
@MainActor
public final class StoryboardSegueTemplate {
    /// The kinds of segue Interface Builder writes (`<segue kind="…">`).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Shown in the primary context: `show(_:sender:)` (a navigation controller pushes).
        case show
        /// Shown in the secondary context: `showDetailViewController(_:sender:)`.
        case showDetail
        /// Presented modally with the segue's presentation style.
        case presentation
        /// Presented as a popover anchored to the segue's anchor view or its sender.
        case popoverPresentation
        /// The destination is embedded as a child in a container view when the source's view loads.
        case embed
        /// Performed by a ``StoryboardSegue`` subclass named by the segue's `customClass`.
        case custom
        /// Goes back to the nearest controller up the hierarchy that performs the unwind action.
        case unwind
        /// The pre-iOS 8 name of ``show``, performed the same way.
        case push
        /// The pre-iOS 8 name of ``presentation``, performed the same way.
        case modal
    }

    /// The segue's identifier, used by ``ViewController/performSegue(withIdentifier:sender:)``.
    public let identifier: String?
    /// What the segue does.
    public let kind: Kind
    /// For ``Kind/unwind``: the action the destination performs (`unwindAction="unwindToMenu:"`).
    public let unwindAction: ResponderAction?
    /// For presentations: the style the destination is presented with (`nil` keeps the
    /// destination's own).
    public let modalPresentationStyle: ModalPresentationStyle?
    /// Whether the transition is animated (`animates="NO"` in the document turns it off).
    public let animates: Bool
    /// For ``Kind/popoverPresentation``: the view the popover points at (`popoverAnchorView`), set
    /// once the source's view is loaded; the sender is used when it is `nil`.
    public weak var popoverAnchorView: View?
    /// For ``Kind/custom``: the segue class to make; `nil` makes a plain ``StoryboardSegue``.
    public let segueClass: StoryboardSegue.Type?
    /// For ``Kind/unwind``: finds an unwind action a controller declares outside the responder methods
    /// (the storyboard's class registry): a performer of `action` for `controller`, or `nil`.
    package var registeredActionPerformer:
        (@MainActor (_ action: ResponderAction, _ controller: ViewController) -> (@MainActor (AnyObject?) -> Void)?)?
    private let makeDestination: @MainActor () throws -> ViewController

    /// Describes a segue. `destination` makes a new destination controller each time it is called
    /// (an unwind segue's is never called: its destination is found at run time).
    public init(
        identifier: String?, kind: Kind, unwindAction: ResponderAction? = nil,
        modalPresentationStyle: ModalPresentationStyle? = nil, animates: Bool = true,
        segueClass: StoryboardSegue.Type? = nil, destination: @escaping @MainActor () throws -> ViewController
    ) {
        self.identifier = identifier
        self.kind = kind
        self.unwindAction = unwindAction
        self.modalPresentationStyle = modalPresentationStyle
        self.animates = animates
        self.segueClass = segueClass
        self.makeDestination = destination
    }

    /// A new destination controller.
    func instantiateDestination() throws -> ViewController {
        try makeDestination()
    }
}
