// Namespace: the nodes registered in one scope, looked up by the next generation — a small array for the
// usual handful of children, a persistent hash tree once it grows — and the per-scope ordinal counters.
import HashTreeCollections

/// A small map from ``NodeKey`` to values: linear up to a few entries (no hashing, one allocation),
/// a persistent hash tree beyond that (so a copy that changes a few entries shares the rest).
struct SmallMap<Key: Hashable, Value> {
    private var small: [(key: Key, value: Value)] = []
    private var large: TreeDictionary<Key, Value>?
    private static var threshold: Int { 8 }

    init(capacity: Int = 0) {
        if capacity > Self.threshold { large = TreeDictionary<Key, Value>() }
    }

    var count: Int { large?.count ?? small.count }

    subscript(key: Key) -> Value? {
        get {
            if let large { return large[key] }
            for entry in small where entry.key == key { return entry.value }
            return nil
        }
        set {
            if large != nil {
                large![key] = newValue
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
                var dictionary = TreeDictionary<Key, Value>()
                for entry in small { dictionary[entry.key] = entry.value }
                dictionary[key] = newValue
                large = dictionary
                small = []
            }
        }
    }
}

/// The nodes registered in one scope.
typealias Namespace = SmallMap<NodeKey, TreeNode>

/// Per-scope ordinal counters: linear for a few keys, a plain hash table beyond (never copied, so no
/// persistent structure needed).
struct OrdinalCounters<Key: Hashable> {
    private var small: [(key: Key, count: Int)] = []
    private var large: [Key: Int] = [:]
    private var isLarge = false
    private static var threshold: Int { 8 }

    /// Returns the number of earlier calls with `key` and counts this one.
    mutating func next(_ key: Key) -> Int {
        if isLarge {
            // One hash, mutated in place.
            return Self.postIncrement(&large[key, default: 0])
        }
        for index in small.indices where small[index].key == key {
            small[index].count += 1
            return small[index].count - 1
        }
        if small.count < Self.threshold {
            small.append((key, 1))
        } else {
            var dictionary = [Key: Int](minimumCapacity: small.count * 4)
            for entry in small { dictionary[entry.key] = entry.count }
            dictionary[key] = 1
            large = dictionary
            isLarge = true
            small = []
        }
        return 0
    }

    private static func postIncrement(_ value: inout Int) -> Int {
        defer { value += 1 }
        return value
    }
}
