// Containment: children, parent, addChild/removeFromParent (I17, I18); the built-in
// transition(from:to:…) for custom containers is in ViewController+Transition.swift.
import Foundation

extension ViewController {
    /// The child view controllers, in the order they were added.
    public var children: [ViewController] { childrenStorage }

    /// The parent view controller, if this one is a child.
    public var parent: ViewController? { parentStorage }

    func performAddChild(_ child: ViewController) {
        guard child !== self else {
            ViewControllerInvariantChecks.report(
                rule: "I20", on: self, message: "addChild(_:) with the controller itself; ignored")
            return
        }
        if child.parentStorage === self { return }
        var ancestor: ViewController? = self
        while let current = ancestor {
            if current === child {
                ViewControllerInvariantChecks.report(
                    rule: "I20", on: self,
                    message: "addChild(_:) with an ancestor (\(child.hierarchyPath)); ignored")
                return
            }
            ancestor = current.parentStorage
        }
        if let oldParent = child.parentStorage {
            // UIKit moves the child; the call is still a slip (the old parent never removed it).
            ViewControllerInvariantChecks.report(
                rule: "C5", on: child,
                message:
                    "addChild(_:) on \(LifecycleRecorder.className(of: self)) while it is a child of \(LifecycleRecorder.className(of: oldParent)); removed from it first (willMove(toParent: nil), didMove(toParent: nil))"
            )
            child.willMove(toParent: nil)
            child.performRemoveFromParent()
        }
        ViewControllerInvariantChecks.observe(.addChildBegan, on: child)
        child.willMove(toParent: self)
        childrenStorage.append(child)
        child.parentStorage = self
        ViewControllerInvariantChecks.observe(.addChildEnded, on: child)
    }

    func performRemoveFromParent() {
        guard let parent = parentStorage else {
            ViewControllerInvariantChecks.report(
                rule: "C5", on: self, message: "removeFromParent() on a controller that has no parent; ignored")
            return
        }
        ViewControllerInvariantChecks.observe(.removeFromParentBegan, on: self)
        parent.childrenStorage.removeAll { $0 === self }
        // A transition the parent forwarded must still end once the child has left (D3: in the
        // deferred step), or the child would stay half-way.
        for entry in parent.forwardedAppearance where entry.child === self && isRunning(entry.token) {
            let token = entry.token
            let application = (storedView?.window ?? parent.storedView?.window)?.application
            TransitionTiming.finish(animated: false, duration: 0, application: application) { [weak self] in
                self?.endAppearance(token)
            }
        }
        parent.forwardedAppearance.removeAll { $0.child === self }
        parentStorage = nil
        didMove(toParent: nil)
        ViewControllerInvariantChecks.observe(.removeFromParentEnded, on: self)
    }

    /// `Window > TabBarController > NavigationController[1] > SongsViewController`: where this
    /// controller sits, for diagnostics.
    public var hierarchyPath: String {
        var parts: [String] = []
        var current: ViewController? = self
        var guardCount = 0
        while let controller = current, guardCount < 1_000 {
            guardCount += 1
            var name = LifecycleRecorder.className(of: controller)
            if let parent = controller.parentStorage {
                if parent.childrenStorage.count > 1,
                    let index = parent.childrenStorage.firstIndex(where: { $0 === controller })
                {
                    name += "[\(index)]"
                }
                parts.insert(name, at: 0)
                current = parent
            } else if let presenting = controller.presentingStorage {
                parts.insert("presented " + name, at: 0)
                current = presenting
            } else {
                parts.insert(name, at: 0)
                current = nil
            }
        }
        if storedView?.window != nil || isWindowRoot {
            parts.insert("Window", at: 0)
        }
        return parts.joined(separator: " > ")
    }

    /// Whether this controller, or the root of its parent chain, is some window's root.
    private var isWindowRoot: Bool {
        var current: ViewController = self
        while let next = current.parentStorage ?? current.presentingStorage { current = next }
        return current.storedView?.window?.rootViewController === current
    }
}

extension View {
    /// Whether this view is `ancestor` or inside its subtree.
    func isInHierarchy(of ancestor: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }

    /// The nearest view controller whose root view contains this view (excluding this view's own).
    var enclosingViewController: ViewController? {
        var current = superview
        while let view = current {
            if let owner = view.owner as? ViewController { return owner }
            current = view.superview
        }
        return nil
    }
}
