// The view controllers and segue the storyboard tests' documents name (Documents/Storyboards), and the
// host that opens those documents with a registry of its own.
import Foundation
import TrellisInterfaceBuilder
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

/// The menu: performs the unwind action `unwindToMenu:` and remembers what its segue callbacks saw.
@MainActor
final class MenuViewController: ViewController {
    var allowsSegues = true
    var unwindSegues: [StoryboardSegue] = []
    var prepared: [(segue: StoryboardSegue, destinationViewWasLoaded: Bool)] = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool { allowsSegues }

    override func prepare(for segue: StoryboardSegue, sender: AnyObject?) {
        prepared.append((segue, segue.destination.isViewLoaded))
    }

    override func canPerformAction(_ action: ResponderAction, withSender sender: AnyObject?) -> Bool {
        action == "unwindToMenu:" || super.canPerformAction(action, withSender: sender)
    }

    override func perform(_ action: ResponderAction, withSender sender: AnyObject?) {
        if action == "unwindToMenu:", let segue = sender as? StoryboardSegue { unwindSegues.append(segue) }
    }
}

/// The detail: an outlet to its label, and an initializer with an injected model (creator tests).
@MainActor
final class DetailViewController: ViewController {
    @Outlet var titleLabel: Label?
    var model: String?
    var viewWasLoadedAtAwake: Bool?
    var labelAtAwake: Label?
    var labelAtViewDidLoad: Label?

    init?(coder: any Coder, model: String) {
        self.model = model
        super.init(coder: coder)
    }

    required init?(coder: any Coder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        viewWasLoadedAtAwake = isViewLoaded
        labelAtAwake = titleLabel
    }

    override func viewDidLoad() {
        labelAtViewDidLoad = titleLabel
    }
}

/// A controller presented modally; it has no unwind action of its own.
@MainActor
final class ModalViewController: ViewController {}

/// Holds a container view whose embed segue makes a ``ChildViewController``.
@MainActor
final class ParentViewController: ViewController {
    var childAtViewDidLoad: ViewController?
    override func viewDidLoad() { childAtViewDidLoad = children.first }
}

/// Embedded by ``ParentViewController``'s container view.
@MainActor
final class ChildViewController: ViewController {}

/// The initial controller of Referenced.storyboard, reached through storyboard references.
@MainActor
final class GreetingViewController: ViewController {}

/// The split view's primary column.
@MainActor
final class MasterViewController: ViewController {}

/// The split view's secondary column.
@MainActor
final class ColumnDetailViewController: ViewController {}

/// A custom segue: presents without animation.
@MainActor
final class FadeSegue: StoryboardSegue {
    override func perform() {
        source.present(destination, animated: false)
    }
}

/// Opens the test documents with a registry holding the classes above.
@MainActor
enum StoryboardFixtures {
    static func registry(withSegue: Bool = true) -> ClassRegistry {
        let registry = ClassRegistry()
        registry.register(MenuViewController.self)
        registry.register(DetailViewController.self)
        registry.register(ModalViewController.self)
        registry.register(ParentViewController.self)
        registry.register(ChildViewController.self)
        registry.register(GreetingViewController.self)
        registry.register(MasterViewController.self)
        registry.register(ColumnDetailViewController.self)
        if withSegue { registry.register(FadeSegue.self) }
        return registry
    }

    static func storyboard(_ name: String, withSegue: Bool = true) throws -> Storyboard {
        try Storyboard(name: name, bundle: .module, registry: registry(withSegue: withSegue))
    }
}

/// The storyboard tests' classes, as recordings name them.
let storyboardTestClasses: Set<String> = [
    "MenuViewController", "DetailViewController", "ModalViewController", "ParentViewController",
    "ChildViewController", "GreetingViewController", "MasterViewController", "ColumnDetailViewController",
    "StoryboardSegue", "FadeSegue", "NavigationController", "TabBarController", "SplitViewController",
]

extension ViewControllerTestHost {
    /// Every recorded call on the storyboard tests' controllers and segues (and the built-in
    /// containers), without layout calls, in order.
    func storyboardCalls(_ classes: Set<String> = storyboardTestClasses) -> [String] {
        withoutLayoutCalls(recorder.events.filter { classes.contains($0.className) }.map(\.description))
    }
}
