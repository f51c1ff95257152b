// AttributeBox: the shared, type-erased definition of an attribute — its applicator, unapplicator and
// updater — one per ViewAttribute, not per value.
import TrellisUI

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

    // A content attribute's value is the component itself, read in place from its node: generic, so the
    // caller passes its `any Component` opened, with no copy into an `any Sendable`.
    func isEqual<Content: Sendable>(_ value: any Sendable, toContent content: Content) -> Bool { false }
    @MainActor func apply<Content: Sendable>(_ view: View, content: Content) {}
    @MainActor func update<Content: Sendable>(_ view: View, from old: any Sendable, toContent new: Content) {}
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

    override func isEqual<Content: Sendable>(_ value: any Sendable, toContent content: Content) -> Bool {
        hasExactType(value, Value.self) && isExactly(Content.self, Value.self)
            && unsafeExactValue(value, as: Value.self) == reinterpret(content, as: Value.self)
    }

    @MainActor override func apply<Content: Sendable>(_ view: View, content: Content) {
        guard let view = exactCast(view, to: V.self) else { return }
        withCast(opened: content, as: Value.self) { applicator(view, $0) }
    }

    @MainActor override func update<Content: Sendable>(_ view: View, from old: any Sendable, toContent new: Content) {
        guard let updater, let view = exactCast(view, to: V.self) else { return }
        withCast(old, as: Value.self) { old in withCast(opened: new, as: Value.self) { updater(view, old, $0) } }
    }
}
