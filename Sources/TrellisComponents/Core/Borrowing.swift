// Borrowing: using an object through an unmanaged reference without retaining it, from any isolation.

/// Calls `body` with the object `reference` refers to, borrowed: no retain and release around it. The
/// caller guarantees the object stays alive meanwhile.
///
/// The mount pass walks long lists of objects no cache holds; retaining one is an atomic write to the line
/// just missed, which holds up the loads after it. `Unmanaged._withUnsafeGuaranteedRef` avoids that, but
/// a main-actor closure handed to the standard library directly is checked against the executor on every
/// call (about 200 instructions); handed to this function of a Swift 6 module, it is not.
@inline(__always)
func withBorrowed<Object: AnyObject, Result>(_ reference: Unmanaged<Object>, _ body: (Object) -> Result) -> Result {
    reference._withUnsafeGuaranteedRef(body)
}
