// StoryboardSegue: the object that carries out one transition a storyboard defines, from a source
// controller to a destination controller (UIKit's UIStoryboardSegue); subclass it for custom segues.
import Foundation

/// A transition between two view controllers that a storyboard defines (`UIStoryboardSegue`).
///
/// A segue is made each time it is performed: the destination is instantiated first (its
/// `init(coder:)` and `awakeFromNib()`), then the segue, then the source's
/// ``ViewController/prepare(for:sender:)`` runs, then ``perform()`` (S26). The built-in kinds
/// (show, show detail, presentation, popover, embed, unwind) are segues whose ``perform()`` runs a
/// handler made by the framework; a custom segue is a subclass that overrides ``perform()``,
/// registered with the class registry so a storyboard's `customClass` finds it.
///
/// ```swift
/// final class FadeSegue: StoryboardSegue {
///     override func perform() { source.present(destination, animated: false) }
/// }
/// ```
@MainActor
open class StoryboardSegue {
    /// The segue's identifier in the storyboard (`nil` for segues without one).
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller the segue leads to (for an unwind segue: the controller unwound to).
    public let destination: ViewController
    /// What the built-in kinds do in ``perform()``; unwind segues get theirs once their route is known.
    var performHandler: (@MainActor () -> Void)?

    /// Creates a segue that ``perform()`` carries out in a subclass. Storyboards create custom
    /// segues with this initializer, so a subclass that needs more state must keep it.
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
    }

    /// Creates a segue whose ``perform()`` runs `performHandler`
    /// (`UIStoryboardSegue(identifier:source:destination:performHandler:)`).
    public init(
        identifier: String?, source: ViewController, destination: ViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Carries out the transition. The default runs the perform handler given at creation (the
    /// built-in kinds) and does nothing without one; custom segues override it and do not call super.
    open func perform() {
        performHandler?()
    }
}
