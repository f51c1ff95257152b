// ViewStorage: the fields of a view that the update cycle reads and writes for every view it visits, in
// one value.
//
// A view keeps this value in a single stored property so that one declaration decides how accesses to
// these fields are checked: Swift checks every access to a class's stored property for overlapping
// accesses at run time, and on invalidation, the layout pass and the display step's walk that check
// costs about as much as the work it guards (docs/performance.md, "Checked fast paths"). Release builds
// skip the check for `View.storage` alone; DEBUG builds keep it, so the test run verifies that no two
// accesses to a view's storage overlap.
import Foundation

/// The stored fields of a ``View`` that invalidation, the layout pass and the display step touch for
/// every view they visit: geometry, the subview list, the layout and display marks, the display step's
/// per-subview cache and the queues of subviews to revisit.
struct ViewStorage {
    /// `View.frame`.
    var frameStorage: CGRect
    /// The origin of `View.bounds` (its size is the frame's).
    var boundsOrigin: CGPoint = .zero
    /// Any change to the subview list makes the per-subview display cache below stale.
    var subviewsStorage: [View] = [] {
        didSet { childExtentsAreStale = true }
    }
    /// Bookkeeping of the component framework that mounted this view (its owner, applied attributes,
    /// reuse pools). Stored here rather than in a registry so that mounting looks it up without hashing;
    /// read and written once per vended view.
    var componentRecord: AnyObject?
    /// A new view needs layout and display once, like a new `UIView`.
    var needsLayoutFlag: Bool = true
    var descendantNeedsLayout: Bool = false
    var needsDisplayFlag: Bool = true
    /// `View.isHidden`.
    var hiddenStorage: Bool = false
    /// `View.alpha`.
    var alphaStorage: CGFloat = 1
    /// `View.clipsToBounds`, read for every view the display step visits.
    var clipsToBounds: Bool = false
    /// `View.autoresizesSubviews`, read on every resize.
    var autoresizesSubviews: Bool = true
    /// Running animations and the values they present (`nil`: none run; see `View.animate`).
    var animationState: ViewAnimationState?
    /// What ``draw(_:in:)`` produced last, relative to the frame's top-left corner.
    var cachedDrawing: DisplayList = DisplayList()
    /// The union of the rectangles of ``cachedDrawing`` (`.null`: draws nothing).
    var ownExtent: CGRect = .null
    /// Where this subtree draws, relative to the frame's top-left corner (own drawing plus visible
    /// subviews, cut to the bounds when clipping). Valid when ``subtreeExtentIsValid``; lets the
    /// display step skip subtrees that cannot be seen.
    var subtreeExtent: CGRect = .null
    var subtreeExtentIsValid: Bool = false
    /// The display step's per-subview cache, parallel to ``subviewsStorage``: each subview's
    /// ``subtreeExtent`` moved to this view's bounds coordinates (`.null` while hidden or
    /// transparent). Lets a re-assembly find the subviews to visit by scanning plain rectangles.
    var childExtents: [CGRect] = []
    /// Set by any change of the subview list; the next assembly walks every subview and rebuilds
    /// ``childExtents``.
    var childExtentsAreStale: Bool = true
    /// The union of ``childExtents`` (`.null`: none), kept up to date with them.
    var childExtentsUnion: CGRect = .null
    /// A union tree over ``childExtents``, level by level: the unions of blocks of ``extentBlockSize``
    /// extents, then unions of blocks of those, and so on. A scroll descends only into entries that meet
    /// the visible rectangle, and a shrinking extent re-unites only its own path — never every subview
    /// of a long list.
    var childExtentBlocks: [CGRect] = []
    /// The indices (ascending) of ``childExtents`` that met ``visibleChildrenLocal`` at the last
    /// assembly: while the visible part stays the same, only these and the changed subviews can meet it.
    var visibleChildIndices: [Int] = []
    var visibleChildrenLocal: CGRect = .null
    /// Subviews whose extent may have changed since the last assembly (deduplicated by
    /// ``isPendingInSuperview``); with a fresh cache only these and the visible ones are visited.
    var pendingChildren: [View] = []
    var isPendingInSuperview: Bool = false
    /// This view's index in its superview's ``subviewsStorage`` as of the superview's last full
    /// assembly (checked before use).
    var cachedIndexInSuperview: Int = 0
    /// Subviews that needed layout (themselves or below) when last marked, deduplicated by
    /// ``isLayoutPendingInSuperview``: with a fresh display cache (so ``cachedIndexInSuperview`` is
    /// right) a layout pass visits just these, in subview order, instead of checking every subview.
    var layoutPendingChildren: [View] = []
    var isLayoutPendingInSuperview: Bool = false
    /// Whether this view or a descendant takes part in Auto Layout (UIKit's "subtree uses Auto
    /// Layout"): set when a constraint involves the view, propagated to the ancestors, never cleared.
    /// Views without it skip every Auto Layout hook.
    var usesAutoLayout: Bool = false

    /// A view's fields before anything is added, laid out or drawn, with the given frame.
    init(frame: CGRect) {
        frameStorage = frame
    }
}

// The fields read and written by name, as if each were a stored property of the view. Each accessor is a
// single access to `storage`.
extension View {
    var frameStorage: CGRect {
        @inline(__always) get { storage.frameStorage }
        @inline(__always) set { storage.frameStorage = newValue }
    }
    var boundsOrigin: CGPoint {
        @inline(__always) get { storage.boundsOrigin }
        @inline(__always) set { storage.boundsOrigin = newValue }
    }
    var subviewsStorage: [View] {
        @inline(__always) get { storage.subviewsStorage }
        @inline(__always) _modify { yield &storage.subviewsStorage }
    }
    package var componentRecord: AnyObject? {
        @inline(__always) get { storage.componentRecord }
        @inline(__always) set { storage.componentRecord = newValue }
    }
    var needsLayoutFlag: Bool {
        @inline(__always) get { storage.needsLayoutFlag }
        @inline(__always) set { storage.needsLayoutFlag = newValue }
    }
    var descendantNeedsLayout: Bool {
        @inline(__always) get { storage.descendantNeedsLayout }
        @inline(__always) set { storage.descendantNeedsLayout = newValue }
    }
    var needsDisplayFlag: Bool {
        @inline(__always) get { storage.needsDisplayFlag }
        @inline(__always) set { storage.needsDisplayFlag = newValue }
    }
    var hiddenStorage: Bool {
        @inline(__always) get { storage.hiddenStorage }
        @inline(__always) set { storage.hiddenStorage = newValue }
    }
    var alphaStorage: CGFloat {
        @inline(__always) get { storage.alphaStorage }
        @inline(__always) set { storage.alphaStorage = newValue }
    }
    var animationState: ViewAnimationState? {
        @inline(__always) get { storage.animationState }
        @inline(__always) set { storage.animationState = newValue }
    }
    var cachedDrawing: DisplayList {
        @inline(__always) get { storage.cachedDrawing }
        @inline(__always) set { storage.cachedDrawing = newValue }
    }
    var ownExtent: CGRect {
        @inline(__always) get { storage.ownExtent }
        @inline(__always) set { storage.ownExtent = newValue }
    }
    var subtreeExtent: CGRect {
        @inline(__always) get { storage.subtreeExtent }
        @inline(__always) set { storage.subtreeExtent = newValue }
    }
    var subtreeExtentIsValid: Bool {
        @inline(__always) get { storage.subtreeExtentIsValid }
        @inline(__always) set { storage.subtreeExtentIsValid = newValue }
    }
    var childExtents: [CGRect] {
        @inline(__always) get { storage.childExtents }
        @inline(__always) _modify { yield &storage.childExtents }
    }
    var childExtentsAreStale: Bool {
        @inline(__always) get { storage.childExtentsAreStale }
        @inline(__always) set { storage.childExtentsAreStale = newValue }
    }
    var childExtentsUnion: CGRect {
        @inline(__always) get { storage.childExtentsUnion }
        @inline(__always) set { storage.childExtentsUnion = newValue }
    }
    var childExtentBlocks: [CGRect] {
        @inline(__always) get { storage.childExtentBlocks }
        @inline(__always) _modify { yield &storage.childExtentBlocks }
    }
    var visibleChildIndices: [Int] {
        @inline(__always) get { storage.visibleChildIndices }
        @inline(__always) _modify { yield &storage.visibleChildIndices }
    }
    var visibleChildrenLocal: CGRect {
        @inline(__always) get { storage.visibleChildrenLocal }
        @inline(__always) set { storage.visibleChildrenLocal = newValue }
    }
    var pendingChildren: [View] {
        @inline(__always) get { storage.pendingChildren }
        @inline(__always) _modify { yield &storage.pendingChildren }
    }
    var isPendingInSuperview: Bool {
        @inline(__always) get { storage.isPendingInSuperview }
        @inline(__always) set { storage.isPendingInSuperview = newValue }
    }
    var cachedIndexInSuperview: Int {
        @inline(__always) get { storage.cachedIndexInSuperview }
        @inline(__always) set { storage.cachedIndexInSuperview = newValue }
    }
    var layoutPendingChildren: [View] {
        @inline(__always) get { storage.layoutPendingChildren }
        @inline(__always) _modify { yield &storage.layoutPendingChildren }
    }
    var isLayoutPendingInSuperview: Bool {
        @inline(__always) get { storage.isLayoutPendingInSuperview }
        @inline(__always) set { storage.isLayoutPendingInSuperview = newValue }
    }
    var usesAutoLayout: Bool {
        @inline(__always) get { storage.usesAutoLayout }
        @inline(__always) set { storage.usesAutoLayout = newValue }
    }
}
