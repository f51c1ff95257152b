// Segues from a view controller: performing a storyboard segue (S26), embedding (container views),
// and unwinding — the destination search up the hierarchy and the transitions back (S27).
import Foundation

extension ViewController {
    /// The storyboard this controller was made from; `nil` for controllers made in code.
    public var storyboard: (any StoryboardInstantiating)? { storyboardLink?.storyboard }

    // MARK: Performing

    /// `performSegue(withIdentifier:sender:)`: the segue with `identifier` among those that start
    /// here, without asking ``shouldPerformSegue(withIdentifier:sender:)`` (UIKit asks only for
    /// segues a control triggers, S26).
    func performStoryboardSegue(withIdentifier identifier: String, sender: AnyObject?) {
        guard let template = storyboardLink?.segueTemplate(withIdentifier: identifier) else {
            let origin = storyboard.map { "storyboard \"\($0.name)\"" } ?? "no storyboard (made in code)"
            ViewControllerInvariantChecks.report(
                rule: "IB-NO-SEGUE", on: self,
                message:
                    "performSegue(withIdentifier: \"\(identifier)\"): \(LifecycleRecorder.className(of: self)) has no segue with that identifier (\(origin)); nothing performed"
            )
            return
        }
        performSegue(template, sender: sender, askingFirst: false)
    }

    /// Performs `template` from this controller as its source. A segue a control, bar button item or
    /// gesture triggers asks ``shouldPerformSegue(withIdentifier:sender:)`` first (`askingFirst`).
    /// Then (S26): the destination is made (`init(coder:)`, `awakeFromNib()`), the segue object,
    /// ``prepare(for:sender:)``, and the segue's ``StoryboardSegue/perform()``. Unwind segues search
    /// for their destination instead (S27).
    package func performSegue(_ template: StoryboardSegueTemplate, sender: AnyObject?, askingFirst: Bool) {
        if askingFirst, !askShouldPerformSegue(template, sender: sender) { return }
        if template.kind == .unwind {
            performUnwind(template, sender: sender)
            return
        }
        guard let destination = instantiateDestination(of: template) else { return }
        let segue = makeSegue(template, destination: destination, sender: sender)
        notePrepare(segue, sender: sender)
        prepare(for: segue, sender: sender)
        LifecycleRecorder.note(segue, "perform()")
        segue.perform()
    }

    /// Embeds the destination of the embed segue `template` in `containerView` (a container view of
    /// this controller's view, while that view loads): ``shouldPerformSegue(withIdentifier:sender:)``,
    /// the destination made, ``prepare(for:sender:)``, then the segue adds it as a child —
    /// `addChild` (`willMove(toParent:)`), its view sized to the container and added, `didMove(toParent:)`.
    /// It appears when this controller does (S17).
    package func performEmbedSegue(_ template: StoryboardSegueTemplate, in containerView: View) {
        if !askShouldPerformSegue(template, sender: nil) { return }
        guard let destination = instantiateDestination(of: template) else { return }
        let segue = StoryboardSegue(identifier: template.identifier, source: self, destination: destination) {
            [weak self, weak containerView, weak destination] in
            guard let self, let containerView, let destination else { return }
            self.addChild(destination)
            let childView: View = destination.view
            childView.frame = containerView.bounds
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            containerView.addSubview(childView)
            destination.didMove(toParent: self)
        }
        notePrepare(segue, sender: nil)
        prepare(for: segue, sender: nil)
        LifecycleRecorder.note(segue, "perform()")
        segue.perform()
    }

    private func askShouldPerformSegue(_ template: StoryboardSegueTemplate, sender: AnyObject?) -> Bool {
        // UIKit passes a segue without identifier as nil; a Swift `String` gets the empty string.
        let identifier = template.identifier ?? ""
        LifecycleRecorder.note(
            self, "shouldPerformSegue(withIdentifier:sender:)",
            [identifier.debugDescription, LifecycleRecorder.describe(sender)])
        return shouldPerformSegue(withIdentifier: identifier, sender: sender)
    }

    private func notePrepare(_ segue: StoryboardSegue, sender: AnyObject?) {
        LifecycleRecorder.note(
            self, "prepare(for:sender:)", [LifecycleRecorder.describe(segue), LifecycleRecorder.describe(sender)])
    }

    private func instantiateDestination(of template: StoryboardSegueTemplate) -> ViewController? {
        do {
            return try template.instantiateDestination()
        } catch {
            ViewControllerInvariantChecks.report(
                rule: "IB-SEGUE-FAILED", on: self,
                message:
                    "the \(template.kind.rawValue) segue \(template.identifier.map { "\"\($0)\"" } ?? "without identifier") cannot make its destination: \(error); nothing performed"
            )
            return nil
        }
    }

    /// The segue object for one performance of `template`: the custom class, or a segue whose
    /// perform handler does what the kind does.
    private func makeSegue(
        _ template: StoryboardSegueTemplate, destination: ViewController, sender: AnyObject?
    ) -> StoryboardSegue {
        if let segueClass = template.segueClass {
            return segueClass.init(identifier: template.identifier, source: self, destination: destination)
        }
        let animated = template.animates
        switch template.kind {
        case .presentation, .modal, .popoverPresentation:
            // Applied before prepare(for:sender:), so the source can still change it there.
            if template.kind == .popoverPresentation {
                destination.modalPresentationStyle = .popover
            } else if let style = template.modalPresentationStyle {
                destination.modalPresentationStyle = style
            }
        default:
            break
        }
        return StoryboardSegue(identifier: template.identifier, source: self, destination: destination) {
            [weak self, weak destination, weak sender] in
            guard let self, let destination else { return }
            switch template.kind {
            case .show, .push:
                self.show(destination, sender: sender)
            case .showDetail:
                self.showDetailViewController(destination, sender: sender)
            case .presentation, .modal:
                self.present(destination, animated: animated)
            case .popoverPresentation:
                if let popover = destination.popoverPresentationController {
                    if let item = sender as? BarButtonItem {
                        popover.barButtonItem = item
                    } else if let view = template.popoverAnchorView ?? (sender as? View) {
                        popover.sourceView = view
                    }
                }
                self.present(destination, animated: animated)
            case .embed, .custom, .unwind:
                break
            }
        }
    }

    // MARK: Unwinding

    /// Where an unwind segue goes: the destination, the containers from the common ancestor down to
    /// it with the child each one must show, and the controller whose presentation is dismissed.
    private struct UnwindRoute {
        var destination: ViewController
        var steps: [(container: ViewController, child: ViewController)]
        var dismissingPresenter: ViewController?
    }

    /// S27: the destination search, ``prepare(for:sender:)``, the destination's unwind action (with
    /// the segue as its sender), then the segue's ``StoryboardSegue/perform()``: each container on
    /// the way down gets ``unwind(for:towards:)``, then the presentation crossed on the way up is
    /// dismissed.
    private func performUnwind(_ template: StoryboardSegueTemplate, sender: AnyObject?) {
        guard let action = template.unwindAction else {
            ViewControllerInvariantChecks.report(
                rule: "IB-UNWIND", on: self,
                message:
                    "the unwind segue \(template.identifier.map { "\"\($0)\"" } ?? "without identifier") names no unwind action; nothing performed"
            )
            return
        }
        let source = StoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        let outerPerformer = UnwindSearch.registeredActionPerformer
        UnwindSearch.registeredActionPerformer = template.registeredActionPerformer
        defer { UnwindSearch.registeredActionPerformer = outerPerformer }
        guard let route = unwindRoute(for: source) else {
            ViewControllerInvariantChecks.report(
                rule: "IB-UNWIND", on: self,
                message:
                    "no view controller up the hierarchy performs the unwind action \(action.name); the unwind segue \(template.identifier.map { "\"\($0)\" " } ?? "")is not performed"
            )
            return
        }
        let segue: StoryboardSegue
        if let segueClass = template.segueClass {
            segue = segueClass.init(identifier: template.identifier, source: self, destination: route.destination)
        } else {
            segue = StoryboardSegue(identifier: template.identifier, source: self, destination: route.destination)
            let animated = template.animates
            // The containers show the destination first, under the presentation (if any), which is
            // then dismissed: the destination is what the dismissal reveals.
            segue.performHandler = { [unowned segue] in
                for step in route.steps {
                    LifecycleRecorder.note(
                        step.container, "unwind(for:towards:)",
                        [LifecycleRecorder.describe(segue), LifecycleRecorder.describe(step.child)])
                    step.container.unwind(for: segue, towards: step.child)
                }
                route.dismissingPresenter?.dismiss(animated: animated)
            }
        }
        notePrepare(segue, sender: sender)
        prepare(for: segue, sender: sender)
        LifecycleRecorder.note(
            route.destination, "perform(_:withSender:)", [action.name, LifecycleRecorder.describe(segue)])
        if route.destination.canPerformAction(action, withSender: segue) {
            route.destination.perform(action, withSender: segue)
        } else {
            UnwindSearch.registeredActionPerformer?(action, route.destination)?(segue)
        }
        LifecycleRecorder.note(segue, "perform()")
        segue.perform()
        // The handler holds the route (the controllers on the way); a segue kept by the app must not.
        segue.performHandler = nil
    }

    /// UIKit's search: up from the source through parents (and, at the top of a parent chain, the
    /// presenting controller). At each controller, first its ``allowedChildrenForUnwinding(from:)``
    /// are searched (each child's own allowed children before the child itself), then the
    /// controller itself is asked ``canPerformUnwindSegueAction(_:from:sender:)``. The source
    /// itself is never a destination.
    private func unwindRoute(for source: StoryboardUnwindSegueSource) -> UnwindRoute? {
        var previous: ViewController = self
        var current: ViewController? = parentStorage ?? presentingStorage
        var dismissingPresenter: ViewController?
        var steps = 0
        while let ancestor = current, steps < 1_000 {
            steps += 1
            if previous.parentStorage !== ancestor { dismissingPresenter = ancestor }
            if let found = ancestor.searchUnwindChildren(source, depth: 0) {
                return UnwindRoute(
                    destination: found.destination, steps: found.steps, dismissingPresenter: dismissingPresenter)
            }
            if ancestor.askCanPerformUnwind(source) {
                return UnwindRoute(destination: ancestor, steps: [], dismissingPresenter: dismissingPresenter)
            }
            previous = ancestor
            current = ancestor.parentStorage ?? ancestor.presentingStorage
        }
        return nil
    }

    /// Searches this controller's allowed children (deepest first) for a destination; returns it
    /// with the containers to step through from this controller down to it.
    private func searchUnwindChildren(
        _ source: StoryboardUnwindSegueSource, depth: Int
    ) -> (destination: ViewController, steps: [(container: ViewController, child: ViewController)])? {
        guard depth < 100 else { return nil }
        LifecycleRecorder.note(
            self, "allowedChildrenForUnwinding(from:)", [LifecycleRecorder.describe(source.source)])
        for child in allowedChildrenForUnwinding(from: source) where child !== source.source {
            if let found = child.searchUnwindChildren(source, depth: depth + 1) {
                return (found.destination, [(self, child)] + found.steps)
            }
            if child.askCanPerformUnwind(source) {
                return (child, [(self, child)])
            }
        }
        return nil
    }

    private func askCanPerformUnwind(_ source: StoryboardUnwindSegueSource) -> Bool {
        LifecycleRecorder.note(
            self, "canPerformUnwindSegueAction(_:from:sender:)",
            [
                source.unwindAction.name, LifecycleRecorder.describe(source.source),
                LifecycleRecorder.describe(source.sender),
            ])
        return canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender)
    }

    // MARK: Defaults of the overridable unwind methods

    /// The default of ``canPerformUnwindSegueAction(_:from:sender:)``: not the source, and performs
    /// `action` — through ``canPerformAction(_:withSender:)`` or an action the storyboard's class
    /// registry holds for this controller's class.
    func defaultCanPerformUnwindSegueAction(
        _ action: ResponderAction, from fromViewController: ViewController, sender: AnyObject?
    ) -> Bool {
        guard fromViewController !== self else { return false }
        if canPerformAction(action, withSender: sender) { return true }
        return UnwindSearch.registeredActionPerformer?(action, self) != nil
    }

    /// The default of ``allowedChildrenForUnwinding(from:)``: the children without the one holding
    /// the source. A navigation controller offers only the controllers below that one, nearest
    /// first (an unwind goes back, never forward); without the source in its stack, top first.
    func defaultAllowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        let containing = childContaining(source)
        if let navigation = self as? NavigationController {
            let stack = navigation.viewControllers
            if let containing, let index = stack.firstIndex(where: { $0 === containing }) {
                return Array(stack[..<index].reversed())
            }
            return stack.reversed()
        }
        return childrenStorage.filter { $0 !== containing }
    }

    /// The default of ``childContaining(_:)``: the child that is the source or has it below it
    /// (through children and presentations).
    func defaultChildContaining(_ source: StoryboardUnwindSegueSource) -> ViewController? {
        var current: ViewController? = source.source
        var steps = 0
        while let controller = current, steps < 1_000 {
            steps += 1
            if controller.parentStorage === self { return controller }
            current = controller.parentStorage ?? controller.presentingStorage
        }
        return nil
    }

    /// The default of ``unwind(for:towards:)``: a navigation controller pops to `subsequent`, a tab
    /// bar controller selects it; other controllers do nothing.
    func defaultUnwind(for segue: StoryboardSegue, towards subsequent: ViewController) {
        if let navigation = self as? NavigationController {
            if navigation.viewControllers.last !== subsequent,
                navigation.viewControllers.contains(where: { $0 === subsequent })
            {
                navigation.popToViewController(subsequent, animated: true)
            }
        } else if let tabs = self as? TabBarController, tabs.viewControllers.contains(where: { $0 === subsequent }) {
            tabs.selectedViewController = subsequent
        }
    }
}

/// The unwind segue being performed: how its storyboard finds actions declared in its class registry,
/// for the default ``ViewController/canPerformUnwindSegueAction(_:from:sender:)`` during the search.
@MainActor
enum UnwindSearch {
    static var registeredActionPerformer:
        (@MainActor (_ action: ResponderAction, _ controller: ViewController) -> (@MainActor (AnyObject?) -> Void)?)?
}
