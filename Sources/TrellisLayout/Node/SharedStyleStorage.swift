// SharedStyleStorage: a node's style allocation, shared copy-on-write by siblings with equal styles.

/// The heap storage of a node's `FlexStyle`. Siblings with equal styles (list rows, grid cells) share
/// one allocation, which keeps large trees small and cache-friendly; a node writes its own copy first.
/// The count is not atomic: a tree, and so every node sharing a storage, lives in one isolation.
struct SharedStyleStorage {
    var referenceCount: Int
    var style: FlexStyle

    /// A new storage holding `style`, referenced once.
    static func make(_ style: FlexStyle) -> UnsafeMutablePointer<FlexStyle> {
        let storage = UnsafeMutablePointer<SharedStyleStorage>.allocate(capacity: 1)
        storage.initialize(to: SharedStyleStorage(referenceCount: 1, style: style))
        return stylePointer(of: storage)
    }

    @inline(__always)
    static func stylePointer(of storage: UnsafeMutablePointer<SharedStyleStorage>) -> UnsafeMutablePointer<FlexStyle> {
        (UnsafeMutableRawPointer(storage) + (MemoryLayout<SharedStyleStorage>.offset(of: \.style) ?? 0))
            .assumingMemoryBound(to: FlexStyle.self)
    }

    @inline(__always)
    static func storage(of style: UnsafeMutablePointer<FlexStyle>) -> UnsafeMutablePointer<SharedStyleStorage> {
        (UnsafeMutableRawPointer(style) - (MemoryLayout<SharedStyleStorage>.offset(of: \.style) ?? 0))
            .assumingMemoryBound(to: SharedStyleStorage.self)
    }

    /// Adds a reference to the storage of `style`.
    static func retain(_ style: UnsafeMutablePointer<FlexStyle>) {
        storage(of: style).pointee.referenceCount += 1
    }

    /// Drops a reference to the storage of `style`, freeing it with the last one.
    static func release(_ style: UnsafeMutablePointer<FlexStyle>) {
        let storage = storage(of: style)
        storage.pointee.referenceCount -= 1
        if storage.pointee.referenceCount == 0 {
            storage.deinitialize(count: 1)
            storage.deallocate()
        }
    }

    /// Whether the storage of `style` is referenced by more than one node.
    static func isShared(_ style: UnsafeMutablePointer<FlexStyle>) -> Bool {
        storage(of: style).pointee.referenceCount > 1
    }
}
