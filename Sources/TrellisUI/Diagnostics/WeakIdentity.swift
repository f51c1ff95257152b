// WeakIdentity: which object something was set for, remembered without keeping the object alive and
// without being able to reach it — so it can live in state shared between threads.

/// A weak reference that can only be compared by identity.
///
/// `Sendable` because nothing can use the object through it: the reference is private and the one
/// operation, ``refers(to:)``, compares addresses (the runtime loads weak references atomically). That
/// is the invariant behind its `@unchecked Sendable`, and the type's shape enforces it. Unlike an
/// `ObjectIdentifier`, it stops matching once its object is freed, even if a new object reuses the
/// address.
struct WeakIdentity: @unchecked Sendable {
    private weak let object: AnyObject?

    init(_ object: AnyObject) { self.object = object }

    /// Whether this is the identity of `other` (and `other` is the object it was made for, still alive).
    func refers(to other: AnyObject) -> Bool { object === other }
}
