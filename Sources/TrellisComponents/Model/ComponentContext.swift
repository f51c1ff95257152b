// ComponentContext: typed values visible to a subtree (ComponentKit's CKComponentContext).
/// A key for a value in the ``ComponentContext``.
///
/// ```swift
/// enum ThemeKey: ComponentContextKey { static let defaultValue = Theme.light }
/// ```
public protocol ComponentContextKey {
    /// The value's type; `Equatable` so unchanged contexts don't defeat reuse.
    associatedtype Value: Sendable & Equatable
    /// The value seen where no provider set one.
    static var defaultValue: Value { get }
}

/// The environment a component renders in: values provided by ancestors (or the host).
public struct ComponentContext: Sendable, Equatable {
    // The entries live in an immutable shared box, so the usual comparison — a subtree's context
    // against the previous generation's, passed down unchanged — is one identity check.
    private var storage: Storage?

    private var entries: [ObjectIdentifier: Entry] { storage?.entries ?? [:] }

    private final class Storage: Sendable {
        let entries: [ObjectIdentifier: Entry]
        init(_ entries: [ObjectIdentifier: Entry]) { self.entries = entries }
    }

    private struct Entry: Sendable {
        let value: any Sendable
        let isEqual: @Sendable (any Sendable) -> Bool
    }

    /// An empty context.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: ComponentContextKey>(key: Key.Type) -> Key.Value {
        get {
            guard let value = entries[ObjectIdentifier(key)]?.value else { return Key.defaultValue }
            return cast(value, as: Key.Value.self) { Key.defaultValue }
        }
        set { set(newValue, id: ObjectIdentifier(key)) }
    }

    /// Returns a copy with `value` set for `key`.
    public func setting<Key: ComponentContextKey>(_ key: Key.Type, _ value: Key.Value) -> ComponentContext {
        var copy = self
        copy[key] = value
        return copy
    }

    mutating func set<Value: Sendable & Equatable>(_ value: Value, id: ObjectIdentifier) {
        var entries = entries
        entries[id] = Entry(value: value, isEqual: { ($0 as? Value) == value })
        storage = Storage(entries)
    }

    var isEmpty: Bool { storage?.entries.isEmpty ?? true }

    /// Whether both are the same.
    public static func == (lhs: ComponentContext, rhs: ComponentContext) -> Bool {
        if lhs.storage === rhs.storage { return true }
        guard lhs.entries.count == rhs.entries.count else { return false }
        for (id, entry) in lhs.entries {
            guard let other = rhs.entries[id], entry.isEqual(other.value) else { return false }
        }
        return true
    }
}
