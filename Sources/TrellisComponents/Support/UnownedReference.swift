// UnownedReference: the one place Trellis holds an object without retaining it and without a runtime
// check that it is alive — `unowned(unsafe)` as a value — with DEBUG builds checking that it is.

/// A reference that neither retains its object nor checks, in release builds, that the object is alive.
///
/// Used where a strong reference would be a cycle or cost a retain and release per node in every pass
/// (a layout's node, a mounted node's parent, the mount pass's walk over layouts its caller keeps alive),
/// and a `weak` or checked `unowned` one would cost a side table per object or an atomic operation per
/// access. Whoever makes one must keep the object alive for as long as the reference is used; DEBUG
/// builds also keep a weak reference and assert on every access that the object is still there, so the
/// test suite checks that assumption wherever these references are read.
struct UnownedReference<Object: AnyObject> {
    private let unmanaged: Unmanaged<Object>
    #if DEBUG
        private weak var debugObject: Object?
    #endif

    /// A reference to `object`, which the caller keeps alive while the reference is used.
    @inline(__always)
    init(_ object: Object) {
        unmanaged = Unmanaged.passUnretained(object)
        #if DEBUG
            debugObject = object
        #endif
    }

    /// A reference to the object whose address is stored at `address` (a stored reference read in place).
    @inline(__always)
    init(loadingFrom address: UnsafeRawPointer) {
        unmanaged = Unmanaged.fromOpaque(address.load(as: UnsafeRawPointer.self))
        #if DEBUG
            debugObject = unmanaged.takeUnretainedValue()
        #endif
    }

    @inline(__always)
    private func assertAlive() {
        #if DEBUG
            assert(debugObject != nil, "UnownedReference<\(Object.self)>: the object was freed while referenced")
        #endif
    }

    /// The object, retained for as long as the caller keeps it.
    @inline(__always)
    var object: Object {
        assertAlive()
        return unmanaged.takeUnretainedValue()
    }

    /// Calls `body` with the object, not retained: the object must outlive the call.
    @inline(__always)
    func withObject<Result>(_ body: (Object) -> Result) -> Result {
        assertAlive()
        return unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// Whether both refer to the same object (no access to either object).
    @inline(__always)
    static func === (lhs: Self, rhs: Self) -> Bool { lhs.unmanaged.toOpaque() == rhs.unmanaged.toOpaque() }
}
