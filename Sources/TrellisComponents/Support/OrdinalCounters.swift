// OrdinalCounters: per-scope counters that give same-type siblings with an equal key their ordinals.

/// Per-scope ordinal counters: linear for a few keys, a plain hash table beyond (never copied, so no
/// persistent structure needed).
struct OrdinalCounters<Key: Hashable> {
    private var small: [(key: Key, count: Int)] = []
    private var large: [Key: Int]?
    private static var threshold: Int { 8 }

    /// Sizes the table for `additional` more keys when they will not fit the small array.
    mutating func reserve(_ additional: Int) {
        if large != nil {
            large!.reserveCapacity(large!.count + additional)
        } else if small.count + additional > Self.threshold {
            promote(minimumCapacity: small.count + additional)
        }
    }

    /// Forgets every count, keeping the storage.
    mutating func removeAll() {
        small.removeAll(keepingCapacity: true)
        large = nil
    }

    /// Returns the number of earlier calls with `key` and counts this one.
    mutating func next(_ key: Key) -> Int {
        if large != nil {
            // One hash, mutated in place.
            return Self.postIncrement(&large![key, default: 0])
        }
        for index in small.indices where small[index].key == key {
            small[index].count += 1
            return small[index].count - 1
        }
        if small.count < Self.threshold {
            small.append((key, 1))
        } else {
            promote(minimumCapacity: small.count * 4)
            large![key] = 1
        }
        return 0
    }

    /// Moves the small array's counts into a table.
    private mutating func promote(minimumCapacity: Int) {
        var dictionary = [Key: Int](minimumCapacity: minimumCapacity)
        for entry in small { dictionary[entry.key] = entry.count }
        large = dictionary
        small = []
    }

    private static func postIncrement(_ value: inout Int) -> Int {
        defer { value += 1 }
        return value
    }
}
