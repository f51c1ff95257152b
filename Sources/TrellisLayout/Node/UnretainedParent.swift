// UnretainedParent: a child node's reference to its parent, which does not retain the parent.

/// A node's reference to its parent.
///
/// The parent retains its children, so the child's reference must not retain the parent (that would be
/// a cycle), and `weak` would put the reference count of every node on the runtime's slow path. The
/// parent clears the reference when it removes the child or is deinitialized, so it never dangles.
/// DEBUG builds also keep a weak reference and check on every read that the parent is still alive.
struct UnretainedParent {
    private unowned(unsafe) var storage: LayoutNode?
    /// Whether a parent is set, known without reading the parent.
    private(set) var isSet = false
    #if DEBUG
        private weak var liveParent: LayoutNode?
    #endif

    /// The parent, if any.
    var node: LayoutNode? {
        @inline(__always) get {
            #if DEBUG
                assert(!isSet || liveParent != nil, "UnretainedParent: the parent was freed while still referenced")
            #endif
            return storage
        }
        set {
            storage = newValue
            isSet = newValue != nil
            #if DEBUG
                liveParent = newValue
            #endif
        }
    }
}
