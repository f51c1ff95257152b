// ViewAttributeValue: an attribute together with its value, as a view configuration stores it.
import TrellisUI

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
