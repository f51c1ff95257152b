// ViewAttribute: a settable view property with applicator / unapplicator / updater (CKComponentViewAttribute).
import Foundation
import TrellisUI

/// A property of a view that a component sets, with ComponentKit's three hooks:
/// - `applicator(view, value)` sets it;
/// - `unapplicator(view, value)` (optional) undoes it when a recycled view's new component lacks the
///   attribute or has a different value (without an updater);
/// - `updater(view, old, new)` (optional) changes it in place.
///
/// Attributes **without** an unapplicator are part of the reuse key ("persistent attribute shape"): a
/// view that got one can only be recycled for components that set it too (§2.4–2.5).
/// Define attributes once (`static let`) and give them values per component.
public struct ViewAttribute<V: View, Value: Sendable & Equatable>: Sendable {
    let box: AttributeBox<V, Value>

    /// Defines an attribute; `name` identifies it (two attributes with the same name are the same).
    public init(
        _ name: String,
        applicator: @escaping @MainActor @Sendable (V, Value) -> Void,
        unapplicator: (@MainActor @Sendable (V, Value) -> Void)? = nil,
        updater: (@MainActor @Sendable (V, Value, Value) -> Void)? = nil
    ) {
        box = AttributeBox(
            identifier: AttributeIdentifier(name), applicator: applicator,
            unapplicator: unapplicator, updater: updater)
    }

    /// This attribute with a value, for a ``ViewConfiguration``.
    public func callAsFunction(_ value: Value) -> ViewAttributeValue { ViewAttributeValue(box: box, value: value) }
}

/// An interned attribute name (cheap to hash and compare).
struct AttributeIdentifier: Hashable, Sendable {
    let id: Int
    let name: String

    private static let table = InternTable()

    init(_ name: String) {
        self.name = name
        id = Self.table.intern(name)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

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

/// The shared, type-erased definition of an attribute (one per `ViewAttribute`, not per value).
class AnyAttributeBox: @unchecked Sendable {
    let identifier: AttributeIdentifier
    let hasUnapplicator: Bool
    let hasUpdater: Bool
    /// The type of the attribute's values.
    let valueType: Any.Type
    /// The persistent attribute shape of a configuration holding this attribute alone (made once, so a
    /// content configuration allocates nothing per component).
    let contentShape: [Int]

    init(identifier: AttributeIdentifier, hasUnapplicator: Bool, hasUpdater: Bool, valueType: Any.Type) {
        self.identifier = identifier
        self.hasUnapplicator = hasUnapplicator
        self.hasUpdater = hasUpdater
        self.valueType = valueType
        contentShape = hasUnapplicator ? [] : [identifier.id]
    }

    func isEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool { false }
    @MainActor func apply(_ view: View, _ value: any Sendable) {}
    @MainActor func unapply(_ view: View, _ value: any Sendable) {}
    @MainActor func update(_ view: View, from old: any Sendable, to new: any Sendable) {}

    // A content attribute's value is the component itself, read in place from its node.
    func isEqual(_ value: any Sendable, toComponent component: any Component) -> Bool { false }
    @MainActor func apply(_ view: View, component: any Component) {}
    @MainActor func update(_ view: View, from old: any Sendable, toComponent new: any Component) {}
}

final class AttributeBox<V: View, Value: Sendable & Equatable>: AnyAttributeBox, @unchecked Sendable {
    let applicator: @MainActor @Sendable (V, Value) -> Void
    let unapplicator: (@MainActor @Sendable (V, Value) -> Void)?
    let updater: (@MainActor @Sendable (V, Value, Value) -> Void)?

    init(
        identifier: AttributeIdentifier, applicator: @escaping @MainActor @Sendable (V, Value) -> Void,
        unapplicator: (@MainActor @Sendable (V, Value) -> Void)?,
        updater: (@MainActor @Sendable (V, Value, Value) -> Void)?
    ) {
        self.applicator = applicator
        self.unapplicator = unapplicator
        self.updater = updater
        super.init(
            identifier: identifier, hasUnapplicator: unapplicator != nil, hasUpdater: updater != nil,
            valueType: Value.self)
    }

    override func isEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool { castEqual(lhs, rhs, as: Value.self) }

    @MainActor override func apply(_ view: View, _ value: any Sendable) {
        guard let view = exactCast(view, to: V.self) else { return }
        withCast(value, as: Value.self) { applicator(view, $0) }
    }

    @MainActor override func unapply(_ view: View, _ value: any Sendable) {
        guard let unapplicator, let view = exactCast(view, to: V.self) else { return }
        withCast(value, as: Value.self) { unapplicator(view, $0) }
    }

    @MainActor override func update(_ view: View, from old: any Sendable, to new: any Sendable) {
        guard let updater, let view = exactCast(view, to: V.self) else { return }
        withCast(old, as: Value.self) { old in withCast(new, as: Value.self) { updater(view, old, $0) } }
    }

    override func isEqual(_ value: any Sendable, toComponent component: any Component) -> Bool {
        hasExactType(value, Value.self) && hasExactType(component, Value.self)
            && unsafeExactValue(value, as: Value.self) == unsafeExactValue(component, as: Value.self)
    }

    @MainActor override func apply(_ view: View, component: any Component) {
        guard let view = exactCast(view, to: V.self) else { return }
        withCast(component, as: Value.self) { applicator(view, $0) }
    }

    @MainActor override func update(_ view: View, from old: any Sendable, toComponent new: any Component) {
        guard let updater, let view = exactCast(view, to: V.self) else { return }
        withCast(old, as: Value.self) { old in withCast(new, as: Value.self) { updater(view, old, $0) } }
    }
}

/// An attribute together with its value, for storage in a ``ViewConfiguration``.
public struct ViewAttributeValue: Sendable {
    let box: AnyAttributeBox
    let value: any Sendable

    var identifier: AttributeIdentifier { box.identifier }
    var hasUnapplicator: Bool { box.hasUnapplicator }
    var hasUpdater: Bool { box.hasUpdater }
    func isEqualTo(_ other: any Sendable) -> Bool { box.isEqual(value, other) }
    @MainActor func apply(_ view: View) { box.apply(view, value) }
    @MainActor func unapply(_ view: View) { box.unapply(view, value) }
    @MainActor func update(_ view: View, _ old: any Sendable) { box.update(view, from: old, to: value) }
}
