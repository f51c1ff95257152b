// StoryboardUnwindSegueSource: what an unwind segue started from, handed to the containers that
// take part in finding its destination (UIKit's UIStoryboardUnwindSegueSource).
import Foundation

/// Where an unwind segue started (`UIStoryboardUnwindSegueSource`): the controller, its unwind
/// action and the sender. Containers get it in ``ViewController/allowedChildrenForUnwinding(from:)``
/// and ``ViewController/childContaining(_:)`` while the destination is searched for.
@MainActor
public final class StoryboardUnwindSegueSource {
    /// The controller the unwind segue started from.
    public let source: ViewController
    /// The action the destination must perform (the storyboard's `unwindAction`, such as
    /// `"unwindToMenu:"`).
    public let unwindAction: ResponderAction
    /// The object that triggered the segue.
    public let sender: AnyObject?

    /// Creates an unwind source (storyboards and tests; a container only reads it).
    public init(source: ViewController, unwindAction: ResponderAction, sender: AnyObject?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
