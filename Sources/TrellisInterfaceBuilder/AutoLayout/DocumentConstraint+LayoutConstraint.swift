// How a document's <constraint> becomes a TrellisUI LayoutConstraint: attributes, relation, multiplier,
// constant, priority and identifier as UIKit's nib loading sets them.
import Foundation
import TrellisUI

extension DocumentConstraint.Attribute {
    /// The layout attribute with the same meaning (`NSLayoutConstraint.Attribute`).
    public var layoutAttribute: LayoutAttribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .notAnAttribute: .notAnAttribute
        }
    }
}

extension DocumentConstraint.Relation {
    /// The layout relation with the same meaning (`NSLayoutConstraint.Relation`).
    public var layoutRelation: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension DocumentConstraint {
    /// The identifier the made constraint carries: the document's `identifier`, else its object id, so
    /// that "Unable to simultaneously satisfy constraints" reports name the constraint as Xcode shows it.
    public var layoutIdentifier: String? { identifier ?? id }

    /// A new, inactive layout constraint between `firstItem` and `secondItem` (views, layout guides or
    /// a view controller's layout supports) with this constraint's attributes, relation, multiplier,
    /// constant, priority and identifier (``layoutIdentifier``).
    ///
    /// A symbolic constant (`symbolic="YES"`, standard spacing) is the value Xcode wrote beside it: the
    /// standard spacing at design time.
    @MainActor
    public func makeLayoutConstraint(firstItem: AnyObject, secondItem: AnyObject?) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: firstItem, attribute: firstAttribute.layoutAttribute, relatedBy: relation.layoutRelation,
            toItem: secondItem, attribute: secondItem == nil ? .notAnAttribute : secondAttribute.layoutAttribute,
            multiplier: CGFloat(multiplier), constant: CGFloat(constant))
        constraint.priority = LayoutPriority(rawValue: Float(priority))
        constraint.identifier = layoutIdentifier
        return constraint
    }
}
