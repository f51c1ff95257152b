// AttributeIdentifier: an interned attribute name, cheap to hash and compare.
import Foundation

/// An interned attribute name (cheap to hash and compare).
struct AttributeIdentifier: Hashable, Sendable {
    let id: Int
    let name: String

    init(_ name: String) {
        self.name = name
        id = Self.intern(name)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    // Interning only maps names to numbers; it carries no behaviour between tests.
    private static let table = LockedValue<[String: Int]>([:])

    private static func intern(_ name: String) -> Int {
        table.withLock { ids in
            if let id = ids[name] { return id }
            let id = ids.count + 1
            ids[name] = id
            return id
        }
    }
}
