// The view-controller rules of the lifecycle checker (I1–I5, I7–I10, I12, I17–I20, I24 and the
// unbalanced-call rules T9–T11): an independent shadow of each controller's lifecycle, rebuilt from
// the callbacks the framework makes, that reports every violation to `LifecycleChecker`.
import Foundation

/// What the framework tells the checker about one view controller. The checker never reads the
/// controller's own state machine: it re-derives everything from these signals, so a bug in the
/// machine shows up as a violation.
enum ViewControllerSignal: Equatable, Sendable {
    case loadViewBegan
    case viewDidLoad
    case viewAssigned
    case viewUnloaded
    case willAppear(animated: Bool)
    case isAppearing(inWindow: Bool)
    case didAppear(animated: Bool)
    case willDisappear(animated: Bool)
    case didDisappear(animated: Bool)
    case willMoveToParent(ObjectIdentifier?)
    case didMoveToParent(ObjectIdentifier?)
    case addChildBegan
    case addChildEnded
    case removeFromParentBegan
    case removeFromParentEnded
    case willLayout(insideAncestorLayout: Bool)
    case didLayout
    case transitionFlagsSampled(anySet: Bool, insideAppearanceCallback: Bool)
    case presentCompletion(presentedIsVisible: Bool)
    case dismissCompletion
}

/// The checker's private picture of one controller.
struct ViewControllerInvariantShadow {
    var state: AppearanceState = .disappeared
    var willAnimated = false
    var isAppearingCount = 0
    var isLoaded = false
    var isLoading = false
    /// `.some(parent)` after `willMove(toParent: parent)` until the matching `didMove`.
    var pendingWillMove: ObjectIdentifier?? = .none
    var insideAddChild = false
    var insideRemoveFromParent = false
    var layoutOpen = false
}

/// The view-controller rules of the lifecycle checker.
@MainActor
enum ViewControllerInvariantChecks {
    /// Reports a violation on `controller` with its hierarchy path.
    static func report(rule: String, on controller: ViewController, message: String) {
        LifecycleChecker.emit(rule: rule, path: controller.hierarchyPath, message: message)
    }

    /// Feeds one signal to the rules; reports what it breaks.
    static func observe(_ signal: ViewControllerSignal, on controller: ViewController) {
        var shadow = controller.invariantShadow
        defer { controller.invariantShadow = shadow }
        func fail(_ rule: String, _ message: String) { report(rule: rule, on: controller, message: message) }

        switch signal {
        case .loadViewBegan:
            if shadow.isLoaded { fail("I12", "loadView() while the view is loaded") }
            shadow.isLoading = true
        case .viewDidLoad:
            if !shadow.isLoading { fail("I12", "viewDidLoad() without loadView() (or twice for one load)") }
            shadow.isLoading = false
            shadow.isLoaded = true
        case .viewAssigned:
            shadow.isLoaded = true
        case .viewUnloaded:
            shadow.isLoaded = false
        case .willAppear(let animated):
            if !shadow.isLoaded { fail("I5", "viewWillAppear(\(animated)) before the view was loaded") }
            switch shadow.state {
            case .disappeared, .disappearing: break
            case .appearing, .appeared:
                fail(
                    "I2",
                    "viewWillAppear(\(animated)) while \(shadow.state); the previous viewWillAppear was not followed by viewDidAppear or viewWillDisappear"
                )
            }
            shadow.state = .appearing
            shadow.willAnimated = animated
        case .isAppearing(let inWindow):
            if shadow.state != .appearing {
                fail("I4", "viewIsAppearing while \(shadow.state); it belongs between viewWillAppear and viewDidAppear")
            } else if shadow.isAppearingCount > 0 {
                fail("I4", "viewIsAppearing twice in one appearance")
            }
            if !inWindow { fail("I4", "viewIsAppearing before the view is in a window") }
            shadow.isAppearingCount += 1
        case .didAppear(let animated):
            switch shadow.state {
            case .appearing: break
            case .disappearing:
                fail(
                    "I1",
                    "viewDidAppear(\(animated)) while disappearing: not a transition of the appearance state machine")
            case .appeared, .disappeared:
                fail("I3", "viewDidAppear(\(animated)) without an unmatched viewWillAppear")
            }
            if shadow.state == .appearing && animated != shadow.willAnimated {
                fail("I8", "viewDidAppear(\(animated)) after viewWillAppear(\(shadow.willAnimated))")
            }
            shadow.state = .appeared
        case .willDisappear(let animated):
            switch shadow.state {
            case .appeared, .appearing: break
            case .disappeared, .disappearing:
                fail(
                    "I2",
                    "viewWillDisappear(\(animated)) while \(shadow.state); the previous viewWillDisappear was not followed by viewDidDisappear or viewWillAppear"
                )
            }
            shadow.state = .disappearing
            shadow.willAnimated = animated
        case .didDisappear(let animated):
            switch shadow.state {
            case .disappearing: break
            case .appearing:
                fail(
                    "I1",
                    "viewDidDisappear(\(animated)) while appearing: not a transition of the appearance state machine")
            case .appeared, .disappeared:
                fail("I3", "viewDidDisappear(\(animated)) without an unmatched viewWillDisappear")
            }
            if shadow.state == .disappearing && animated != shadow.willAnimated {
                fail("I8", "viewDidDisappear(\(animated)) after viewWillDisappear(\(shadow.willAnimated))")
            }
            shadow.state = .disappeared
            shadow.isAppearingCount = 0
        case .willMoveToParent(let parent):
            if shadow.insideRemoveFromParent { fail("I17", "removeFromParent() called willMove(toParent:)") }
            shadow.pendingWillMove = .some(parent)
        case .didMoveToParent(let parent):
            if shadow.insideAddChild { fail("I17", "addChild(_:) called didMove(toParent:)") }
            if !shadow.insideRemoveFromParent, shadow.pendingWillMove != .some(parent) {
                fail(
                    "I18",
                    parent == nil
                        ? "didMove(toParent: nil) without willMove(toParent: nil) first"
                        : "didMove(toParent:) without addChild(_:) (willMove(toParent:)) first")
            }
            shadow.pendingWillMove = .none
        case .addChildBegan:
            shadow.insideAddChild = true
        case .addChildEnded:
            shadow.insideAddChild = false
        case .removeFromParentBegan:
            if shadow.pendingWillMove != .some(nil) {
                fail("I18", "removeFromParent() without willMove(toParent: nil) first")
            }
            shadow.insideRemoveFromParent = true
        case .removeFromParentEnded:
            shadow.insideRemoveFromParent = false
        case .willLayout(let insideAncestorLayout):
            if shadow.layoutOpen { fail("I24", "viewWillLayoutSubviews again before viewDidLayoutSubviews") }
            if insideAncestorLayout {
                fail(
                    "I24",
                    "viewWillLayoutSubviews inside an ancestor controller's layout bracket; the pass must be top-down with each bracket around its own root view only"
                )
            }
            shadow.layoutOpen = true
        case .didLayout:
            if !shadow.layoutOpen { fail("I24", "viewDidLayoutSubviews without viewWillLayoutSubviews") }
            shadow.layoutOpen = false
        case .transitionFlagsSampled(let anySet, let inside):
            if anySet && !inside {
                fail(
                    "I9",
                    "isMovingToParent/isMovingFromParent/isBeingPresented/isBeingDismissed is true outside the appearance callbacks"
                )
            }
        case .presentCompletion(let visible):
            if visible && shadow.state != .appeared {
                fail(
                    "I10",
                    "present completion ran while the presented controller is \(shadow.state), before its viewDidAppear"
                )
            }
        case .dismissCompletion:
            if shadow.state != .disappeared {
                fail(
                    "I10",
                    "dismiss completion ran while the dismissed controller is \(shadow.state), before its viewDidDisappear"
                )
            }
        }
    }

    /// I24: the layout bracket of `controller` opens; no ancestor's bracket may be open.
    static func observeLayoutBegan(of controller: ViewController) {
        var insideAncestor = false
        var current = controller.storedView?.superview
        while let view = current {
            if let owner = view.owner as? ViewController, owner.invariantShadow.layoutOpen {
                insideAncestor = true
                break
            }
            current = view.superview
        }
        observe(.willLayout(insideAncestorLayout: insideAncestor), on: controller)
    }

    /// I9: samples the transition flags outside the appearance callbacks.
    static func sampleTransitionFlags(of controller: ViewController) {
        let anySet =
            controller.isMovingToParent || controller.isMovingFromParent
            || controller.isBeingPresented || controller.isBeingDismissed
        observe(
            .transitionFlagsSampled(anySet: anySet, insideAppearanceCallback: controller.isInsideAppearanceCallback),
            on: controller)
    }

    /// I19: a container that forwards manually must have brought the children shown in its view to
    /// its own side by the time its did-callback ran.
    static func checkManualForwarding(of parent: ViewController) {
        guard !parent.shouldAutomaticallyForwardAppearanceMethods, let root = parent.storedView else { return }
        let parentAppeared = parent.invariantShadow.state == .appeared
        for child in parent.childrenStorage {
            guard let childView = child.storedView, childView.isInHierarchy(of: root) else { continue }
            let childState = child.invariantShadow.state
            let wrongSide = parentAppeared ? childState == .disappeared : childState == .appeared
            if wrongSide {
                report(
                    rule: "I19", on: child,
                    message:
                        "\(LifecycleRecorder.className(of: parent)) forwards appearance manually but left this child \(childState) while it is \(parent.invariantShadow.state); call beginAppearanceTransition/endAppearanceTransition on it"
                )
            }
        }
    }

    /// I20 / D10 (S28): a controller's view entered a window; the controller owning the enclosing
    /// view must be its parent (or it must be a root or presented controller).
    static func checkHierarchyConsistency(of controller: ViewController) {
        guard let view = controller.storedView, let window = view.window else { return }
        let enclosing = view.enclosingViewController
        if let parent = controller.parentStorage {
            if enclosing !== parent {
                report(
                    rule: "I20", on: controller,
                    message:
                        "view is inside \(enclosing.map(LifecycleRecorder.className(of:)) ?? "the window") but the parent is \(LifecycleRecorder.className(of: parent))"
                )
            }
        } else if window.rootViewController !== controller, controller.presentingStorage == nil {
            report(
                rule: "I20", on: controller,
                message:
                    "view added to \(enclosing.map(LifecycleRecorder.className(of:)) ?? "a window")'s hierarchy without addChild(_:); appearance callbacks are not forwarded to it (D10)"
            )
        }
    }
}
