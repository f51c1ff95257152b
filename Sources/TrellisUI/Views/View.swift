// The UIKit-style view: geometry, the view hierarchy with UIKit's callback order, layout and
// display invalidation, hit testing and the responder chain.
import Foundation

/// A rectangular area that draws itself and receives events (`UIView`).
///
/// The hierarchy callbacks fire in the orders of the lifecycle reference (S24, S25, D8, D12):
/// - add (superview in no window): `willMove(toSuperview:)` → `didMoveToSuperview()` →
///   `superview.didAddSubview(_:)`;
/// - add (superview in a window): `willMove(toSuperview:)` → `willMove(toWindow:)` (whole subtree,
///   pre-order) → `didMoveToSuperview()` → `didMoveToWindow()` (whole subtree, pre-order) →
///   `superview.didAddSubview(_:)`;
/// - remove: `superview.willRemoveSubview(_:)` → `willMove(toSuperview: nil)` →
///   `willMove(toWindow: nil)` (subtree) → `didMoveToWindow()` (subtree) → `didMoveToSuperview()`;
/// - re-parent (also across windows): the old superview's `willRemoveSubview(_:)` first, then one
///   add sequence as above.
///
/// Every callback is recorded by the current ``LifecycleRecorder`` where TrellisUI makes it, so
/// overrides are recorded whether or not they call `super`.
@MainActor
open class View: Responder {
    // MARK: Stored state (extensions cannot store, so all of it lives here)

    /// The fields that invalidation, the layout pass and the display step read and write for every view
    /// they visit (see `ViewStorage`; each is read and written by name through an accessor). Release
    /// builds do not check accesses to it for overlaps: it is main-actor state, no access to it spans a
    /// call that could reach it again, and the check costs the update cycle measurably
    /// (docs/performance.md, "Checked fast paths"). DEBUG builds check every access.
    #if DEBUG
        var storage: ViewStorage
    #else
        @exclusivity(unchecked) var storage: ViewStorage
    #endif

    weak var superviewStorage: View?
    weak var windowStorage: Window?

    /// The view controller (or other owner) whose root view this is; see `RootViewOwner`.
    weak var owner: (any RootViewOwner)?

    /// The gesture recognizers attached with `addGestureRecognizer(_:)` (`nil` until the first one).
    var gestureRecognizerStorage: [GestureRecognizer]?

    var isPerformingLayout = false
    var isPerformingDraw = false

    /// Auto Layout's state of this view (constraints, priorities, margins, guides; see
    /// `AutoLayoutViewState`): `nil` until used, so views outside Auto Layout carry one pointer.
    var autoLayoutStorage: AutoLayoutViewState?
    /// The handlers `registerForTraitChanges(_:)` added (`nil` until the first one).
    var traitChangeHandlers: [@MainActor (View, TraitCollection?) -> Void]?
    /// Whether any view ever registered a trait-change handler; until one does, a subtree entering a
    /// window is not walked for handlers.
    static var hasTraitChangeHandlers = false
    /// ``updateConstraints()`` is pending (every view starts needing it, as in UIKit; only views that
    /// take part in Auto Layout get it).
    var needsUpdateConstraintsFlag = true
    var descendantNeedsUpdateConstraints = false
    /// Set by the base ``updateConstraints()`` so the constraints step can tell an override that did not
    /// call `super`.
    static var superUpdateConstraintsCalled = false

    /// Creates a view with the given frame in its superview's coordinate space.
    public init(frame: CGRect) {
        storage = ViewStorage(frame: frame)
        super.init()
        if Self.requiresConstraintBasedLayout { usesAutoLayout = true }
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive (an Interface Builder document): its frame, autoresizing mask,
    /// colours, visibility, tag, content mode, clipping, interaction flag, and its subviews, each
    /// created with its own `init(coder:)` and added in document order. Subclasses decode their own
    /// keys after calling super.
    public required init?(coder: any Coder) {
        storage = ViewStorage(frame: coder.decodeRect(forKey: "frame") ?? .zero)
        super.init()
        if Self.requiresConstraintBasedLayout { usesAutoLayout = true }
        if let flags = coder.decodeAttributes(forKey: "autoresizingMask") {
            autoresizingMask = AutoresizingMask(documentFlags: flags)
        }
        if let color = coder.decodeColor(forKey: "backgroundColor") { backgroundColor = color }
        if let hidden = coder.decodeBool(forKey: "hidden") { isHidden = hidden }
        if let alpha = coder.decodeDouble(forKey: "alpha") { self.alpha = CGFloat(alpha) }
        if let tag = coder.decodeInteger(forKey: "tag") { self.tag = tag }
        if let clips = coder.decodeBool(forKey: "clipsSubviews") { clipsToBounds = clips }
        if let enabled = coder.decodeBool(forKey: "userInteractionEnabled") { isUserInteractionEnabled = enabled }
        if let mode = coder.decodeEnumeration(forKey: "contentMode", ContentMode.documentNames) {
            contentMode = mode
        }
        for case let subview as View in coder.decodeObjects(forKey: "subviews") {
            addSubview(subview)
        }
    }

    /// Called by a nib loader once every object of the nib or storyboard scene is made and connected
    /// (outlets are set here; they are `nil` in `init(coder:)`). The default does nothing; overrides call
    /// `super`. Never called for views made in code.
    open func awakeFromNib() {}

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinate space. Changing its size keeps the
    /// bounds origin, resizes subviews by their ``autoresizingMask``, and marks the view as needing
    /// layout and display.
    public var frame: CGRect {
        get { frameStorage }
        set { setFrame(newValue) }
    }

    /// The view's rectangle in its own coordinate space. The origin shifts what the subviews show
    /// (a scroll view's content offset); changing the size keeps ``center`` fixed.
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frameStorage.size) }
        set {
            if newValue.origin != boundsOrigin {
                boundsOrigin = newValue.origin
                invalidateWindowDisplayList()
            }
            if newValue.size != frameStorage.size {
                let center = self.center
                setFrame(
                    CGRect(
                        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                        width: newValue.width, height: newValue.height))
            }
        }
    }

    /// The centre of ``frame`` in the superview's coordinate space. Setting it moves the view.
    public var center: CGPoint {
        get { CGPoint(x: frameStorage.midX, y: frameStorage.midY) }
        set {
            setFrame(
                CGRect(
                    x: newValue.x - frameStorage.width / 2, y: newValue.y - frameStorage.height / 2,
                    width: frameStorage.width, height: frameStorage.height))
        }
    }

    func setFrame(_ newFrame: CGRect) {
        let old = frameStorage
        // Component-wise rather than `!=`: Foundation's CGRect equality is an out-of-line call.
        guard
            newFrame.origin.x != old.origin.x || newFrame.origin.y != old.origin.y
                || newFrame.size.width != old.size.width || newFrame.size.height != old.size.height
        else { return }
        frameStorage = newFrame
        if animationState != nil || ViewAnimation.capturing != nil { frameDidChange(from: old) }
        // A frame the app sets on a view taking part in Auto Layout moves its autoresizing constraints.
        if usesAutoLayout && !AutoLayoutEngine.isApplyingFrames {
            layoutEngine(creating: false)?.frameDidChange(of: self)
        }
        if newFrame.size != old.size {
            if autoresizesSubviews {
                for subview in subviewsStorage {
                    subview.applyAutoresizing(superviewOldSize: old.size, newSize: newFrame.size)
                }
            }
            setNeedsLayout()
            // `setNeedsDisplay()` without its own invalidation: the one below covers both.
            needsDisplayFlag = true
            // Only a window's size decides traits; a window has neither superview nor window.
            if superviewStorage == nil, windowStorage == nil, let window = self as? Window {
                window.sizeDidChangeTraits()
            }
        }
        invalidateWindowDisplayList()
    }

    // MARK: Hierarchy

    /// The view this view is a subview of.
    public var superview: View? { superviewStorage }

    /// The subviews, back to front.
    public var subviews: [View] { subviewsStorage }

    /// The window this view is in, if any. A window's `window` is the window itself.
    public var window: Window? { windowStorage }

    /// Adds `view` in front of all other subviews (re-parenting it if it has another superview).
    public func addSubview(_ view: View) {
        place(view, at: subviewsStorage.count, requestedIndex: nil)
    }

    /// Inserts `view` at `index` in ``subviews``. An index out of range is reported (rule V2) and
    /// clamped.
    public func insertSubview(_ view: View, at index: Int) {
        place(view, at: index, requestedIndex: index)
    }

    /// Inserts `view` directly above `sibling`. If `sibling` is not a subview, this is reported
    /// (rule V3) and `view` is added on top.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = indexOfSubview(sibling) else {
            reportNotASubview(sibling, in: "insertSubview(_:aboveSubview:)")
            addSubview(view)
            return
        }
        let current = indexOfSubview(view)
        place(view, at: current.map { $0 < index ? index : index + 1 } ?? index + 1, requestedIndex: nil)
    }

    /// Inserts `view` directly below `sibling`. If `sibling` is not a subview, this is reported
    /// (rule V3) and `view` is added at the back.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let index = indexOfSubview(sibling) else {
            reportNotASubview(sibling, in: "insertSubview(_:belowSubview:)")
            insertSubview(view, at: 0)
            return
        }
        let current = indexOfSubview(view)
        place(view, at: current.map { $0 < index ? index - 1 : index } ?? index, requestedIndex: nil)
    }

    /// Removes the view from its superview (and its window). Does nothing without a superview.
    public func removeFromSuperview() {
        guard let superview = superviewStorage else { return }
        let oldWindow = window
        superview.notifyWillRemoveSubview(self)
        if usesAutoLayout { autoLayoutSubtreeWillLeave(superview) }
        notifyWillMove(toSuperview: nil)
        if oldWindow != nil { subtreeWillMove(toWindow: nil, from: oldWindow) }
        // A view is at most once in its superview's list, so removing that one entry is `removeAll`.
        if let index = superview.indexOfSubview(self) { superview.subviewsStorage.remove(at: index) }
        superviewStorage = nil
        if oldWindow != nil {
            setWindowInSubtree(nil)
            subtreeDidMoveToWindow()
        }
        notifyDidMoveToSuperview()
        superview.setNeedsLayout()
        superview.invalidateWindowDisplayList()
    }

    /// Moves `view` to the front (last in ``subviews``). Reported (V3) if it is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard let index = indexOfSubview(view) else {
            reportNotASubview(view, in: "bringSubviewToFront(_:)")
            return
        }
        subviewsStorage.remove(at: index)
        subviewsStorage.append(view)
        invalidateWindowDisplayList()
    }

    /// Moves `view` to the back (first in ``subviews``). Reported (V3) if it is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard let index = indexOfSubview(view) else {
            reportNotASubview(view, in: "sendSubviewToBack(_:)")
            return
        }
        subviewsStorage.remove(at: index)
        subviewsStorage.insert(view, at: 0)
        invalidateWindowDisplayList()
    }

    /// Swaps the subviews at two indices. Out-of-range indices are reported (V2) and nothing changes.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewsStorage.indices.contains(index1), subviewsStorage.indices.contains(index2) else {
            LifecycleChecker.emit(
                rule: "V2", path: lifecyclePath,
                message:
                    "exchangeSubview(at: \(index1), withSubviewAt: \(index2)) with \(subviewsStorage.count) subviews; nothing exchanged"
            )
            return
        }
        subviewsStorage.swapAt(index1, index2)
        invalidateWindowDisplayList()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superviewStorage
        }
        return false
    }

    // MARK: Hierarchy callbacks (override points; the defaults do nothing)

    /// The view is about to get a new superview (`nil`: about to be removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// The view got a new superview (or was removed; then ``superview`` is nil).
    open func didMoveToSuperview() {}
    /// The view (or an ancestor) is about to move to another window (`nil`: leaving its window).
    open func willMove(toWindow newWindow: Window?) {}
    /// The view (or an ancestor) moved to another window; ``window`` may be nil.
    open func didMoveToWindow() {}
    /// The view's ``traitCollection`` changed: its window's size classes changed, or it moved from one
    /// window into another with other traits. Not called when the view enters a window from none (its
    /// first traits, as in UIKit since iOS 13). Called top-down: a view after its view controller and
    /// before its subviews.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// `subview` was added to this view.
    open func didAddSubview(_ subview: View) {}
    /// `subview` is about to be removed from this view (removed or re-parented).
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Visibility and interaction

    /// Whether the view (and its subtree) is hidden: not drawn, not hit-testable.
    open var isHidden: Bool {
        get { hiddenStorage }
        set {
            guard newValue != hiddenStorage else { return }
            hiddenStorage = newValue
            superviewStorage?.invalidateWindowDisplayList()
            invalidateWindowDisplayList()
            superviewStorage?.subviewDidChangeHidden(self)
        }
    }

    /// Called on the superview after a subview's ``isHidden`` changed. Containers that arrange their
    /// subviews by visibility (``StackView``) override it to lay out again, as UIKit's stack view does by
    /// observing `hidden`.
    func subviewDidChangeHidden(_ subview: View) {}

    /// Opacity, clamped to 0…1. Views with alpha below 0.01 are neither drawn nor hit-testable.
    public var alpha: CGFloat {
        get { alphaStorage }
        set {
            let clamped = Swift.min(1, Swift.max(0, newValue))
            guard clamped != alphaStorage else { return }
            let old = alphaStorage
            alphaStorage = clamped
            if animationState != nil || ViewAnimation.capturing != nil { alphaDidChange(from: old) }
            superviewStorage?.invalidateWindowDisplayList()
            invalidateWindowDisplayList()
        }
    }

    /// The colour filling the view's bounds (drawn by the default ``draw(_:in:)``); `nil`: none.
    public var backgroundColor: Color? {
        didSet {
            guard backgroundColor != oldValue else { return }
            setNeedsDisplay()
            if animationState != nil || ViewAnimation.capturing != nil { backgroundColorDidChange(from: oldValue) }
        }
    }

    /// Width of the border drawn inside the bounds by the default ``draw(_:in:)`` (0: no border).
    public var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { setNeedsDisplay() } }
    }

    /// Colour of the border (default black, as a layer's border).
    public var borderColor: Color? = .black {
        didSet { if borderColor != oldValue { setNeedsDisplay() } }
    }

    /// Whether the view's content and subviews are clipped to its bounds.
    public var clipsToBounds: Bool {
        get { storage.clipsToBounds }
        set {
            guard newValue != storage.clipsToBounds else { return }
            storage.clipsToBounds = newValue
            invalidateWindowDisplayList()
        }
    }

    /// Whether the view takes part in hit testing (a disabled view and its subtree are skipped).
    public var isUserInteractionEnabled = true

    /// An integer to find the view by (see ``viewWithTag(_:)``).
    public var tag = 0

    /// How the view places its content when its bounds change size.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Whether subviews are resized by their ``autoresizingMask`` when this view's size changes.
    public var autoresizesSubviews: Bool {
        get { storage.autoresizesSubviews }
        set { storage.autoresizesSubviews = newValue }
    }

    /// How the view resizes when its superview's bounds size changes.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet {
            if usesAutoLayout && autoresizingMask != oldValue {
                layoutEngine(creating: false)?.autoresizingMaskDidChange(of: self)
            }
        }
    }

    /// The first view in this subtree (pre-order, self first) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviewsStorage {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Layout

    /// Marks the view as needing layout; the next update cycle (or ``layoutIfNeeded()``) calls
    /// ``layoutSubviews()``. Never lays out by itself (I23).
    public func setNeedsLayout() {
        needsLayoutFlag = true
        if let superview = superviewStorage {
            superview.noteLayoutPendingChild(self)
            superview.markDescendantNeedsLayout()
        }
        scheduleUpdateCycle()
    }

    /// ``setNeedsLayout()`` for a view whose superview (`superview`) has just scheduled the update
    /// cycle itself: the same marks, without loading the superview or the window again.
    private func setNeedsLayout(scheduledBy superview: View) {
        needsLayoutFlag = true
        superview.noteLayoutPendingChild(self)
        superview.markDescendantNeedsLayout()
    }

    /// Lays out now if layout is pending: from the highest ancestor that needs layout (or this view)
    /// down through every view that needs it, top-down (S23). With nothing pending it calls nothing (I23).
    public func layoutIfNeeded() {
        updateConstraintsBeforeLayout()
        var root: View = self
        var current = superviewStorage
        while let ancestor = current {
            if ancestor.needsLayoutFlag { root = ancestor }
            current = ancestor.superviewStorage
        }
        root.runLayoutPass()
        if root.usesAutoLayout { root.reportAmbiguityAfterLayout() }
    }

    /// Lays out subviews. Called by TrellisUI during a layout pass, never directly (I23 — a direct
    /// call is reported). The default sets the frames of the subviews that take part in Auto Layout from
    /// the engine's solution; autoresizing of the others is applied when sizes change.
    open func layoutSubviews() {
        if !isPerformingLayout {
            LifecycleChecker.emit(
                rule: "I23", path: lifecyclePath,
                message: "layoutSubviews() called directly; call setNeedsLayout() and layoutIfNeeded() instead")
        }
        if usesAutoLayout { layoutEngine(creating: false)?.applyFrames(toSubviewsOf: self) }
    }

    // MARK: Auto Layout override points (the rest of Auto Layout is in AutoLayout/)

    /// Updates the view's constraints in the update cycle's constraints step, which runs before layout,
    /// subviews before their superview (call ``setNeedsUpdateConstraints()`` to have it called). Overrides
    /// add or change constraints and call `super` as the last step (UIKit requires it; an override that
    /// does not is reported, `AL-UPDATE-CONSTRAINTS-SUPER`).
    open func updateConstraints() {
        View.superUpdateConstraintsCalled = true
    }

    /// Whether views of this class need Auto Layout to work (they make constraints in
    /// ``updateConstraints()``): `true` makes every instance take part. `false` by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called during layout after ``safeAreaInsets`` changed.
    open func safeAreaInsetsDidChange() {}

    /// Called during layout after the effective layout margins changed (``layoutMargins``, or the safe
    /// area or superview margins they follow).
    open func layoutMarginsDidChange() {}

    /// The size that best fits `size`. The default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The natural size of the content; ``noIntrinsicMetric`` in a dimension without one.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// "No intrinsic size in this dimension" (-1, as UIKit).
    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frameStorage.origin, size: size)
    }

    /// Tells layout that ``intrinsicContentSize`` changed: the superview needs layout.
    public func invalidateIntrinsicContentSize() {
        if usesAutoLayout { intrinsicContentSizeDidChangeForAutoLayout() }
        guard let superview = superviewStorage else {
            setNeedsLayout()
            return
        }
        // The superview and this view share a window, so the superview's scheduling covers both.
        superview.setNeedsLayout()
        setNeedsLayout(scheduledBy: superview)
    }

    /// ``invalidateIntrinsicContentSize()`` followed by ``setNeedsDisplay()`` — what a content change
    /// of a widget needs — loading the superview once for both.
    func invalidateIntrinsicContentSizeAndDisplay() {
        if usesAutoLayout { intrinsicContentSizeDidChangeForAutoLayout() }
        guard let superview = superviewStorage else {
            setNeedsLayout()
            setNeedsDisplay()
            return
        }
        superview.setNeedsLayout()
        setNeedsLayout(scheduledBy: superview)
        needsDisplayFlag = true
        invalidateWindowDisplayList(superview: superview)
    }

    // MARK: Display

    /// Marks the view as needing to redraw; the next update cycle's display step calls
    /// ``draw(_:in:)`` (never call it directly — I23).
    public func setNeedsDisplay() {
        needsDisplayFlag = true
        invalidateWindowDisplayList()
    }

    /// Where ``draw(_:in:)`` is known to draw, relative to the frame's top-left corner, whatever the
    /// view's content — `nil` when that is not known. Only then may the display step put off
    /// drawing a view it cannot see.
    ///
    /// Known for plain `View`s (the default `draw` fills and outlines the bounds). Checked against
    /// the exact class: a subclass may override `draw` to paint anywhere.
    /// `measurer` is the one the view would draw with (the display step's).
    func deferredDrawingBounds(measurer: any TextMeasurer) -> CGRect? {
        type(of: self) == View.self ? CGRect(origin: .zero, size: displayedFrame.size) : nil
    }

    /// Draws the view's own content into `context`, in the view's bounds coordinates. Called during
    /// the update cycle's display step for views marked with ``setNeedsDisplay()``, never directly
    /// (I23 — a direct call is reported). The default fills ``backgroundColor`` and draws the border.
    /// Subviews draw themselves on top, in subview order.
    open func draw(_ rect: CGRect, in context: GraphicsContext) {
        if !isPerformingDraw {
            LifecycleChecker.emit(
                rule: "I23", path: lifecyclePath,
                message: "draw(_:in:) called directly; call setNeedsDisplay() instead")
        }
        // While a colour animation runs, the colour presented now.
        if let color = displayedBackgroundColor { context.fill(rect, color: color) }
        if borderWidth > 0, let borderColor { context.border(rect, width: borderWidth, color: borderColor) }
    }

    /// The text measurer of the window's screen (or the default cell measurer outside a window), so
    /// views measure text exactly as it will be rendered.
    public var textMeasurer: any TextMeasurer {
        window?.screen.textMeasurer ?? CellTextMeasurer()
    }

    // MARK: Responder chain

    /// The root view's owner (its view controller) if there is one, else the superview.
    open override var next: Responder? {
        if let owner { return owner.rootViewNextResponder }
        return superviewStorage
    }

    // MARK: Hit testing

    /// The farthest descendant (or self) containing `point` (in this view's coordinates) that takes
    /// events. Hidden views, views with user interaction disabled and views with alpha below 0.01
    /// are skipped with their subtrees; subviews are tested front to back (S24).
    open func hitTest(_ point: CGPoint, with event: PointerEvent?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
        else { return nil }
        for subview in subviewsStorage.reversed() {
            let converted = subview.convert(point, from: self)
            if let hit = subview.hitTest(converted, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view: inside ``bounds`` by default.
    open func point(inside point: CGPoint, with event: PointerEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Alignment rectangle and baseline views (Auto Layout; see View+AlignmentRect.swift)

    /// How far the alignment rectangle — what constraints place and ``intrinsicContentSize`` measures —
    /// lies inside the frame. Zero by default; a view that draws ornament around its content (a shadow,
    /// a badge) returns the ornament's extent, and calls ``invalidateIntrinsicContentSize()`` when it
    /// changes.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The view whose first baseline is this view's ``firstBaselineAnchor``: this view by default; a
    /// container returns the descendant that shows its first line of text.
    open var forFirstBaselineLayout: View { self }

    /// The view whose last baseline is this view's ``lastBaselineAnchor``: this view by default.
    open var forLastBaselineLayout: View { self }
}
