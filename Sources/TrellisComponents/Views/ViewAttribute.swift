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
