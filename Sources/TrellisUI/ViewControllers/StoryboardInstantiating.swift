// StoryboardInstantiating: what a view controller knows of the storyboard it came from. TrellisUI
// cannot see the Interface Builder module, so the storyboard reaches controllers through this protocol.
import Foundation

/// A storyboard that makes view controllers (`UIStoryboard` as a view controller sees it through
/// ``ViewController/storyboard``). TrellisInterfaceBuilder's `Storyboard` conforms.
///
/// ```swift
/// let detail = try storyboard?.instantiateViewController(withIdentifier: "Detail")
/// ```
@MainActor
public protocol StoryboardInstantiating: AnyObject {
    /// The storyboard's name: its file name without the `.storyboard` extension.
    var name: String { get }

    /// A new instance of the storyboard's initial view controller, or `nil` when the storyboard
    /// names none.
    func instantiateInitialViewController() throws -> ViewController?

    /// A new instance of the view controller whose storyboard identifier is `identifier`; each call
    /// makes a new one. Throws when no scene has that identifier or the scene cannot be made.
    func instantiateViewController(withIdentifier identifier: String) throws -> ViewController

    /// Loads the view of `owner`, a controller this storyboard made, from the view nib `nibName`
    /// (the scene's view). Returns `nil` when the storyboard has no such view, and the controller
    /// falls back to its default view.
    func instantiateView(nibName: String, owner: ViewController) -> View?
}

/// What ties a view controller to the storyboard that made it: the storyboard, the view nib its
/// view loads from, and the segues that start from it.
@MainActor
package final class StoryboardLink {
    /// The storyboard the controller came from.
    package let storyboard: any StoryboardInstantiating
    /// The scene view the controller's view loads from; `nil` when the scene has none.
    package let viewNibName: String?
    /// The segues that start from the controller, in document order.
    package private(set) var segueTemplates: [StoryboardSegueTemplate]

    /// Ties a controller to `storyboard`.
    package init(
        storyboard: any StoryboardInstantiating, viewNibName: String?, segueTemplates: [StoryboardSegueTemplate]
    ) {
        self.storyboard = storyboard
        self.viewNibName = viewNibName
        self.segueTemplates = segueTemplates
    }

    /// The first segue with `identifier`.
    package func segueTemplate(withIdentifier identifier: String) -> StoryboardSegueTemplate? {
        segueTemplates.first { $0.identifier == identifier }
    }
}

extension ViewController {
    /// The view of the storyboard scene this controller came from, made now (its view nib), or `nil`
    /// for a controller made in code or a scene without a view. The default `loadView()` uses it,
    /// and so do the containers that override `loadView()` and take a document's view.
    package func instantiateStoryboardView() -> View? {
        guard let link = storyboardLink, let nibName = link.viewNibName else { return nil }
        return link.storyboard.instantiateView(nibName: nibName, owner: self)
    }
}
