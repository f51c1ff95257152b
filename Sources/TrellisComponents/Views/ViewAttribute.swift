// ViewAttribute: a settable view property with applicator / unapplicator / updater (CKComponentViewAttribute).
import TrellisUI
import Foundation

/// A property of a view that a component sets, with ComponentKit's three hooks:
/// - `applicator(view, value)` sets it;
/// - `unapplicator(view, value)` (optional) undoes it when a recycled view's new component lacks the
///   attribute or has a different value (without an updater);
/// - `updater(view, old, new)` (optional) changes it in place.
///
/// Attributes **without** an unapplicator are part of the reuse key ("persistent attribute shape"): a
/// view that got one can only be recycled for components that set it too (§2.4–2.5).
public struct ViewAttribute<V: View, Value: Sendable & Equatable>: Sendable {
    let identifier: AttributeIdentifier
    let applicator: @MainActor @Sendable (V, Value) -> Void
    let unapplicator: (@MainActor @Sendable (V, Value) -> Void)?
    let updater: (@MainActor @Sendable (V, Value, Value) -> Void)?

    /// Defines an attribute; `name` identifies it (two attributes with the same name are the same).
    public init(
        _ name: String,
        applicator: @escaping @MainActor @Sendable (V, Value) -> Void,
        unapplicator: (@MainActor @Sendable (V, Value) -> Void)? = nil,
        updater: (@MainActor @Sendable (V, Value, Value) -> Void)? = nil
    ) {
        identifier = AttributeIdentifier(name)
        self.applicator = applicator
        self.unapplicator = unapplicator
        self.updater = updater
    }

    /// This attribute with a value, for a ``ViewConfiguration``.
    public func callAsFunction(_ value: Value) -> ViewAttributeValue { ViewAttributeValue(self, value) }
}

/// An interned attribute name (cheap to hash and compare).
struct AttributeIdentifier: Hashable, Sendable, Comparable {
    let id: Int
    let name: String

    private static let table = InternTable()

    init(_ name: String) {
        self.name = name
        id = Self.table.intern(name)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }

    // Interning only maps names to numbers; it carries no behaviour between tests.
    private final class InternTable: @unchecked Sendable {
        private let lock = NSLock()
        private var ids: [String: Int] = [:]
        func intern(_ name: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            if let id = ids[name] { return id }
            let id = ids.count + 1
            ids[name] = id
            return id
        }
    }
}

/// An attribute together with its value, type-erased for storage in a ``ViewConfiguration``.
public struct ViewAttributeValue: Sendable {
    let identifier: AttributeIdentifier
    let hasUnapplicator: Bool
    let hasUpdater: Bool
    let value: any Sendable
    let isEqualTo: @Sendable (any Sendable) -> Bool
    let apply: @MainActor @Sendable (View) -> Void
    let unapply: @MainActor @Sendable (View) -> Void
    let update: @MainActor @Sendable (View, any Sendable) -> Void

    init<V: View, Value: Sendable & Equatable>(_ attribute: ViewAttribute<V, Value>, _ value: Value) {
        identifier = attribute.identifier
        hasUnapplicator = attribute.unapplicator != nil
        hasUpdater = attribute.updater != nil
        self.value = value
        isEqualTo = { ($0 as? Value) == value }
        let applicator = attribute.applicator
        apply = { view in if let typed = view as? V { applicator(typed, value) } }
        let unapplicator = attribute.unapplicator
        unapply = { view in if let typed = view as? V { unapplicator?(typed, value) } }
        let updater = attribute.updater
        update = { view, old in
            if let typed = view as? V, let old = old as? Value { updater?(typed, old, value) }
        }
    }
}
