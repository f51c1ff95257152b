// Keyboard focus: which views Tab / Shift-Tab visit and in what order, where key presses go when
// focus is confined to a modal, and the caret a host places its real cursor at.
import Foundation

extension Window {
    // MARK: Focus scope

    /// The frontmost view controller. First the frontmost window-level controller: the deepest
    /// presented controller whose view is in this window and that is not on its way out (being
    /// dismissed), else the root view controller when its view is in this window. Then, inside that
    /// controller's view, the controller presented over a presentation context
    /// (``ModalPresentationStyle/currentContext``, ``ModalPresentationStyle/overCurrentContext``)
    /// that the user sees, when there is one. Key presses and pastes go here when there is no first
    /// responder in the focus scope.
    var frontmostViewController: ViewController? {
        guard let windowLevel = frontmostWindowLevelViewController else { return nil }
        return frontmostContextPresentation(in: windowLevel) ?? windowLevel
    }

    /// The deepest window-level presented controller whose view is in this window and that is not
    /// being dismissed, else the root view controller when its view is in this window.
    private var frontmostWindowLevelViewController: ViewController? {
        guard let root = rootViewController else { return nil }
        for presented in root.presentationChain.reversed()
        where presented.storedView?.window === self && presented.appearanceStateStorage != .disappearing {
            return presented
        }
        return root.storedView?.window === self ? root : nil
    }

    /// The controller presented over a presentation context inside `controller` that the user sees on
    /// top. Candidates are shown — their views in this window, they and their superviews not hidden or
    /// transparent (a context in an unselected tab has left the window) — and not being dismissed. The
    /// deepest candidate holding the first responder wins, else the topmost: a presentation lies above
    /// everything inside its context (so above the presentations made there) and below what it presents
    /// or contains itself. The controller tree is walked rather than the view tree, which is far larger.
    private func frontmostContextPresentation(in controller: ViewController) -> ViewController? {
        var shown: [ViewController] = [] // bottom to top
        func visit(_ controller: ViewController, depth: Int) {
            guard depth < 1_000 else { return }
            for child in controller.childrenStorage { visit(child, depth: depth + 1) }
            guard let presented = controller.presentedStorage, presented.isPresentedInsideContextView else { return }
            if presented.appearanceStateStorage != .disappearing, let view = presented.storedView, isShownInWindow(view)
            {
                shown.append(presented)
            }
            visit(presented, depth: depth + 1)
        }
        visit(controller, depth: 0)
        let focused = (firstResponder as? View) ?? (firstResponder as? ViewController)?.storedView
        if let focused,
            let holding = shown.last(where: { presented in
                presented.storedView.map { focused.isDescendant(of: $0) } ?? false
            })
        {
            return holding
        }
        return shown.last
    }

    /// Whether `view` is in this window with neither it nor a superview hidden or transparent.
    private func isShownInWindow(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current, candidate !== self {
            if candidate.isHidden || candidate.alpha < 0.01 { return false }
            current = candidate.superview
        }
        return current === self
    }

    /// The view keyboard focus is confined to: the frontmost presented controller's view while a
    /// presentation is up (at window level or over a presentation context), else the window.
    var focusScope: View {
        guard let frontmost = frontmostViewController, frontmost.presentingStorage != nil,
            let view = frontmost.storedView
        else { return self }
        return view
    }

    /// Whether `responder` is inside the focus scope: a view in the scope's subtree, or a view
    /// controller whose view is.
    func isInFocusScope(_ responder: Responder) -> Bool {
        let scope = focusScope
        if scope === self { return true }
        if let view = responder as? View { return view.isDescendant(of: scope) }
        if let controller = responder as? ViewController, let view = controller.storedView {
            return view.isDescendant(of: scope)
        }
        return false
    }

    /// Where key presses and pastes are delivered (see ``sendEvent(_:)``).
    var keyEventTarget: Responder {
        if let first = firstResponder, isInFocusScope(first) { return first }
        return frontmostViewController ?? self
    }

    // MARK: Focus order

    /// The views keyboard focus visits, in reading order: top to bottom, then left to right, by
    /// their frames in window coordinates (views at the same place in view-tree order).
    ///
    /// A view is included when ``Responder/canBecomeFocused`` is true and it can be seen: it and its
    /// ancestors are not hidden, not transparent (alpha ≥ 0.01) and take user interaction; some of
    /// its frame lies inside the window and inside every clipping ancestor; and the view controllers
    /// owning it are appearing or appeared. While a presentation is up only views inside the frontmost
    /// presented controller's view are included.
    public var focusableViews: [View] {
        focusOrder(including: nil)
    }

    /// Moves keyboard focus to the next view of ``focusableViews`` after the first responder (the
    /// previous one with `backwards`), wrapping around; with no first responder in the focus scope, to
    /// the first (or last) one. A view that refuses to become first responder is skipped. Returns
    /// whether the first responder changed.
    @discardableResult
    public func moveFocus(backwards: Bool = false) -> Bool {
        let current = firstResponder.flatMap { isInFocusScope($0) ? $0 : nil }
        return moveFocus(from: current, backwards: backwards)
    }

    /// Moves focus from `start` (a view of this window, or nothing) as ``moveFocus(backwards:)`` does.
    @discardableResult
    func moveFocus(from start: Responder?, backwards: Bool) -> Bool {
        let startView = start as? View
        let order = focusOrder(including: startView)
        guard !order.isEmpty else { return false }
        let count = order.count
        let candidates: [View]
        if let startView, let index = order.firstIndex(where: { $0 === startView }) {
            candidates = (1..<count).map { step in order[(index + (backwards ? count - step : step)) % count] }
        } else {
            candidates = backwards ? order.reversed() : order
        }
        let previous = firstResponder
        for candidate in candidates where candidate !== startView && candidate.canBecomeFocused {
            if candidate.becomeFirstResponder() { return true }
            // The current first responder refuses to resign: no other candidate can do better.
            if let previous, firstResponder === previous, !previous.canResignFirstResponder { return false }
        }
        return false
    }

    /// The focusable views in reading order, plus `extra` at its place when it is a visible view of
    /// the scope that is not focusable itself (so focus can move on from it).
    private func focusOrder(including extra: View?) -> [View] {
        var found: [(view: View, frame: CGRect, index: Int)] = []
        let scope = focusScope
        // The scope's own translation and clip, from the window down to it.
        guard let (translation, visible) = placement(of: scope) else { return [] }
        collectFocusable(
            in: scope, translation: translation, visible: visible, extra: extra, into: &found)
        found.sort { lhs, rhs in
            if lhs.frame.minY != rhs.frame.minY { return lhs.frame.minY < rhs.frame.minY }
            if lhs.frame.minX != rhs.frame.minX { return lhs.frame.minX < rhs.frame.minX }
            return lhs.index < rhs.index
        }
        return found.map(\.view)
    }

    /// Visits `view` (whose superview's bounds coordinates are offset by `translation` from window
    /// coordinates) and its subtree in pre-order, collecting the views that can take focus.
    private func collectFocusable(
        in view: View, translation: CGPoint, visible: CGRect, extra: View?,
        into found: inout [(view: View, frame: CGRect, index: Int)]
    ) {
        guard Window.mayTakeFocus(view) else { return }
        let frame: CGRect
        let inner: CGPoint
        if view === self {
            frame = bounds
            inner = .zero
        } else {
            frame = view.frame.offsetBy(dx: translation.x, dy: translation.y)
            inner = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
        }
        let shown = frame.intersection(visible)
        let isShown = !shown.isNull && shown.width > 0 && shown.height > 0
        if isShown, view !== self, view.canBecomeFocused || view === extra {
            found.append((view, frame, found.count))
        }
        let clip = view.clipsToBounds ? visible.intersection(frame) : visible
        if clip.isNull || clip.width <= 0 || clip.height <= 0 { return }
        for subview in view.subviews {
            collectFocusable(in: subview, translation: inner, visible: clip, extra: extra, into: &found)
        }
    }

    /// Whether `view` and its subtree may take focus as far as the view itself says: shown, opaque
    /// enough, interactive, and — for a view controller's root view — its controller appearing or
    /// appeared.
    private static func mayTakeFocus(_ view: View) -> Bool {
        guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return false }
        if let controller = view.owner as? ViewController, !controller.appearanceStateStorage.isAppearingSide {
            return false
        }
        return true
    }

    /// For a view of this window: the offset from its superview's bounds coordinates to window
    /// coordinates, and the part of the window its superview chain lets show (window bounds cut by
    /// clipping ancestors). `nil` when the view is not in this window or an ancestor is hidden or
    /// transparent — or, for `focus`, cannot take focus (see ``mayTakeFocus(_:)``).
    private func placement(of view: View, focus: Bool = true) -> (translation: CGPoint, visible: CGRect)? {
        if view === self { return (.zero, bounds) }
        var chain: [View] = []
        var current = view.superview
        while let ancestor = current, ancestor !== self {
            chain.append(ancestor)
            current = ancestor.superview
        }
        guard current === self else { return nil }
        var translation = CGPoint.zero
        var visible = bounds
        for ancestor in chain.reversed() {
            if focus {
                guard Window.mayTakeFocus(ancestor) else { return nil }
            } else {
                guard !ancestor.isHidden, ancestor.alpha >= 0.01 else { return nil }
            }
            let frame = ancestor.frame.offsetBy(dx: translation.x, dy: translation.y)
            if ancestor.clipsToBounds { visible = visible.intersection(frame) }
            translation = CGPoint(x: frame.minX - ancestor.bounds.minX, y: frame.minY - ancestor.bounds.minY)
        }
        return (translation, visible)
    }

    // MARK: Caret

    /// The caret of the first responder, in window coordinates, when it is a ``TextField`` that is
    /// editing and its caret can be seen (not hidden, transparent, clipped away or outside the
    /// window, and inside the focus scope); `nil` otherwise. A terminal host places the real
    /// terminal cursor here after each frame.
    public var caretRect: CGRect? {
        guard let field = firstResponder as? TextField, field.window === self, isInFocusScope(field),
            !field.isHidden, field.alpha >= 0.01, let caret = field.cursorRect,
            let (translation, visible) = placement(of: field, focus: false)
        else { return nil }
        let origin = CGPoint(
            x: field.frame.minX - field.bounds.minX + translation.x,
            y: field.frame.minY - field.bounds.minY + translation.y)
        let rect = caret.offsetBy(dx: origin.x, dy: origin.y)
        let frame = field.frame.offsetBy(dx: translation.x, dy: translation.y)
        var shown = rect.intersection(visible)
        if field.clipsToBounds { shown = shown.intersection(frame) }
        guard !shown.isNull, shown.width > 0, shown.height > 0 else { return nil }
        return rect
    }
}
