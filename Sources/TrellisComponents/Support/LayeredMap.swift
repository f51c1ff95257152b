// LayeredMap: the per-scope node registries and the scope registry of a build — a small array for a
// handful of entries, a hash table beyond, and for a path rebuild a few changes layered over the previous
// build's table instead of a copy of it.

/// A map built once per build, then shared with the next one.
///
/// - Up to a few entries: a linear array (no hashing, one allocation).
/// - Beyond: a `Dictionary`, filled in place by a full build.
/// - A path rebuild (one state update) starts from the previous build's map and changes a handful of
///   entries: after ``beginLayering()`` those changes go to a short overlay, so the shared table is never
///   copied; when the overlay grows past a limit it is merged into a new table (amortised over many
///   updates).
struct LayeredMap<Key: Hashable, Value> {
    private var small: [(key: Key, value: Value)] = []
    private var large: [Key: Value]?
    /// Changes over a shared `large`, oldest first; a `nil` value removes the key.
    private var overlay: [(key: Key, value: Value?)] = []
    /// How the overlay changes the count of `large`.
    private var overlayDelta = 0
    private var isLayered = false
    private static var threshold: Int { 8 }
    private static var minimumCapacity: Int { 4 }
    /// The most entries a map keeps in its small array.
    static var smallCount: Int { threshold }
    private static var overlayLimit: Int { 32 }

    init(capacity: Int = 0) {
        if capacity > Self.threshold { large = Dictionary(minimumCapacity: capacity) }
    }

    var count: Int { large.map { $0.count + overlayDelta } ?? small.count }

    /// Prepares for `additional` more entries: a table sized once instead of grown step by step.
    mutating func reserve(_ additional: Int) {
        if large == nil {
            if small.count + additional <= Self.threshold {
                // A scope's children usually register a few descendants of their own: room for them
                // up front saves regrowing the array.
                small.reserveCapacity(max(Self.minimumCapacity, small.count + additional))
            } else {
                promote(minimumCapacity: small.count + additional)
            }
        } else if !isLayered {
            large!.reserveCapacity(large!.count + additional)
        }
    }

    /// From now on, changes to a table are layered over it rather than copying it.
    mutating func beginLayering() {
        isLayered = large != nil
    }

    subscript(key: Key) -> Value? {
        get {
            guard let large else {
                for entry in small where entry.key == key { return entry.value }
                return nil
            }
            // A key appears in the overlay at most once (a second change replaces the first).
            for entry in overlay where entry.key == key { return entry.value }
            return large[key]
        }
        set {
            if large != nil {
                if isLayered {
                    let existed = self[key] != nil
                    if let index = overlay.firstIndex(where: { $0.key == key }) {
                        overlay[index].value = newValue
                    } else {
                        overlay.append((key, newValue))
                    }
                    overlayDelta += (newValue != nil ? 1 : 0) - (existed ? 1 : 0)
                    if overlay.count > Self.overlayLimit { mergeOverlay() }
                } else {
                    large![key] = newValue
                }
                return
            }
            if let index = small.firstIndex(where: { $0.key == key }) {
                if let newValue { small[index].value = newValue } else { small.remove(at: index) }
                return
            }
            guard let newValue else { return }
            if small.count < Self.threshold {
                small.append((key, newValue))
            } else {
                promote(minimumCapacity: small.count * 4)
                large![key] = newValue
            }
        }
    }

    /// Moves the small array's entries into a table.
    private mutating func promote(minimumCapacity: Int) {
        var dictionary = [Key: Value](minimumCapacity: minimumCapacity)
        for entry in small { dictionary[entry.key] = entry.value }
        large = dictionary
        small = []
    }

    /// Folds the overlay into a table of this map's own: one copy of the shared table, after which the
    /// map writes into its table directly (no longer shared, it needs no layering).
    private mutating func mergeOverlay() {
        // Taken out, so the table's only reference is `merged`: after the first merge it is mutated in
        // place rather than copied again (a list's path rebuild re-registers thousands of scopes).
        var merged = large.take()!
        for entry in overlay { merged[entry.key] = entry.value }
        large = merged
        overlay = []
        overlayDelta = 0
        isLayered = false
    }
}

extension LayeredMap: Sendable where Key: Sendable, Value: Sendable {}
