// SharedStyleStorage: a node's style allocation, shared copy-on-write by siblings with equal styles.

/// The heap storage of a node's `FlexStyle`. Siblings with equal styles (list rows, grid cells) share
/// one allocation, which keeps large trees small and cache-friendly; a node writes its own copy first.
/// The count is not atomic: a tree, and so every node sharing a storage, lives in one isolation.
///
/// Nodes hold the address of the style inside the storage, so the engine reads style fields in place.
/// This type is the one place that manages that memory; DEBUG builds check on every use that the storage
/// is still referenced, and that a style is only written while one node references it.
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
        let storage = (UnsafeMutableRawPointer(style) - (MemoryLayout<SharedStyleStorage>.offset(of: \.style) ?? 0))
            .assumingMemoryBound(to: SharedStyleStorage.self)
        assert(storage.pointee.referenceCount > 0, "SharedStyleStorage: a style is used after its storage was freed")
        return storage
    }

    /// `style`, checked in DEBUG builds to point into a storage that is still referenced.
    @inline(__always)
    static func checked(_ style: UnsafeMutablePointer<FlexStyle>) -> UnsafeMutablePointer<FlexStyle> {
        #if DEBUG
            _ = storage(of: style)
        #endif
        return style
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

    /// Replaces the style in a storage that only the writing node references.
    static func assign(_ value: FlexStyle, to style: UnsafeMutablePointer<FlexStyle>) {
        assert(!isShared(style), "SharedStyleStorage: a shared style is written in place")
        style.pointee = value
    }
}
