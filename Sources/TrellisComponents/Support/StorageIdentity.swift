// StorageIdentity: whether two arrays are the very same storage (one shared list, not merely equal values).

/// Whether `a` and `b` are the same storage: as many elements, at the same address. Nonisolated, so a
/// main-actor caller's closures here are not checked against the executor (see `UnownedReference.withObject`).
func sharesStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
    a.count == b.count && a.withUnsafeBufferPointer { $0.baseAddress } == b.withUnsafeBufferPointer { $0.baseAddress }
}
