// AnchorTerm: what one side of a layout constraint measures — an attribute of an item, or the distance
// between two anchors (`anchorWithOffset(to:)`). Shared by anchors and constraints; items are weak.
import Foundation

/// One side of a constraint: an item's attribute, or the offset from one term to another.
@MainActor
final class AnchorTerm {
    enum Kind {
        /// `item.attribute`.
        case attribute(LayoutAttribute)
        /// `to - from`: the distance between two anchors of the same axis, a dimension.
        case offset(from: AnchorTerm, to: AnchorTerm)
    }

    /// The item of an attribute term (`nil` for offsets, and once the item is gone).
    weak var item: AnyObject?
    let kind: Kind

    init(item: AnyObject, attribute: LayoutAttribute) {
        self.item = item
        self.kind = .attribute(attribute)
    }

    init(offsetFrom from: AnchorTerm, to: AnchorTerm) {
        self.item = nil
        self.kind = .offset(from: from, to: to)
    }

    /// The attribute of an attribute term; `notAnAttribute` for offsets.
    var attribute: LayoutAttribute {
        if case .attribute(let attribute) = kind { return attribute }
        return .notAnAttribute
    }

    /// The axis of the term: an offset is a dimension along its anchors' axis.
    var axis: LayoutAxis? {
        switch kind {
        case .attribute(let attribute): attribute.axis
        case .offset(let from, _): from.axis
        }
    }

    /// Whether the term is a size (width, height or an offset) rather than a position.
    var isDimension: Bool {
        switch kind {
        case .attribute(let attribute): attribute.isDimension
        case .offset: true
        }
    }

    /// The attribute terms this term is made of (itself, or both ends of an offset).
    var leaves: [AnchorTerm] {
        switch kind {
        case .attribute: [self]
        case .offset(let from, let to): from.leaves + to.leaves
        }
    }

    /// The items of the term (weak references resolved now).
    var items: [AnyObject] { leaves.compactMap(\.item) }

    /// Why the term cannot be laid out (`nil`: it can): an item that is not a view or a layout guide,
    /// a missing attribute, or an offset between anchors of different kinds.
    var invalidReason: String? {
        switch kind {
        case .attribute(let attribute):
            guard let item else { return "its item no longer exists" }
            guard item is View || item is LayoutGuide else {
                return "\(LifecycleRecorder.className(of: item)) is not a View or a LayoutGuide"
            }
            if attribute == .notAnAttribute { return "an item needs an attribute other than notAnAttribute" }
            return nil
        case .offset(let from, let to):
            if let reason = from.invalidReason ?? to.invalidReason { return reason }
            if from.isDimension || to.isDimension { return "an offset is between two positions, not sizes" }
            if from.axis != to.axis { return "an offset is between two anchors of the same axis" }
            if from.attribute.isDirectional != to.attribute.isDirectional
                && (from.attribute.isAbsoluteHorizontalEdge || to.attribute.isAbsoluteHorizontalEdge)
            {
                return "an offset cannot mix leading/trailing with left/right"
            }
            return nil
        }
    }

    /// `Label[1].leading`, or `(View[0].leading → View[1].trailing)` for an offset.
    var description: String {
        switch kind {
        case .attribute(let attribute):
            "\(LayoutConstraint.describeItem(item)).\(attribute.name)"
        case .offset(let from, let to):
            "(\(from.description) → \(to.description))"
        }
    }
}
