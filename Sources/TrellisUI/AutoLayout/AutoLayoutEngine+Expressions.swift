// How the engine states a constraint for its solver: each attribute as a linear expression over the
// items' variables, in the coordinates of the view the constraint is installed on.
import Foundation
import TrellisConstraintSolver

extension AutoLayoutEngine {
    /// `first - multiplier × second - constant`, compared with 0 by the constraint's relation, and the
    /// solver it belongs to; `nil` when an item has no variables here (it left the hierarchy).
    func expression(for constraint: LayoutConstraint) -> (LinearExpression, Int)? {
        guard let context = constraint.kind == .user ? constraint.installedView : constraint.systemContext else {
            return nil
        }
        // Leading and trailing follow the first item's direction on both sides, so the constant is a
        // distance in one reading direction.
        let direction =
            constraint.firstTerm.leaves.first?.item.flatMap(LayoutConstraint.layoutView(of:))?
            .effectiveUserInterfaceLayoutDirection ?? .leftToRight
        guard var expression = term(constraint.firstTerm, in: context, direction: direction, for: constraint),
            let axis = constraint.firstTerm.axis
        else { return nil }
        if let second = constraint.secondTerm {
            guard let secondExpression = term(second, in: context, direction: direction, for: constraint) else {
                return nil
            }
            expression = expression - secondExpression * Double(constraint.multiplier)
        }
        expression = expression - Double(constraint.constant)
        let index = isCoupled || axis == .horizontal ? 0 : 1
        return (expression, index)
    }

    private func term(
        _ term: AnchorTerm, in context: View, direction: UserInterfaceLayoutDirection, for constraint: LayoutConstraint
    ) -> LinearExpression? {
        switch term.kind {
        case .offset(let from, let to):
            guard let start = self.term(from, in: context, direction: direction, for: constraint),
                let end = self.term(to, in: context, direction: direction, for: constraint)
            else { return nil }
            return end - start
        case .attribute(let attribute):
            guard let item = term.item, let entry = variables[ObjectIdentifier(item)] else { return nil }
            return self.attribute(attribute, of: item, entry, in: context, direction: direction, for: constraint)
        }
    }

    private func attribute(
        _ attribute: LayoutAttribute, of item: AnyObject, _ entry: ItemVariables, in context: View,
        direction: UserInterfaceLayoutDirection, for constraint: LayoutConstraint
    ) -> LinearExpression? {
        let horizontal = attribute.axis == .horizontal
        if attribute == .width { return LinearExpression(entry.width) }
        if attribute == .height { return LinearExpression(entry.height) }
        // The root's own origin constraints state its origin variables; everywhere else a position is
        // measured in the context's coordinates.
        let ownOrigin = constraint.kind == .root ? LinearExpression(horizontal ? entry.minX : entry.minY) : nil
        guard let position = ownOrigin ?? position(of: item, horizontal: horizontal, in: context) else { return nil }
        var size = LinearExpression(horizontal ? entry.width : entry.height)
        // A scroll view's edges, seen from a constraint installed on it (so relating it to its own
        // content), are those of the scrolled content: the constraint sizes `contentSize`, as in UIKit.
        if item === context, constraint.kind == .user, let content = contentSizeVariables[ObjectIdentifier(item)] {
            size = LinearExpression(horizontal ? content.width : content.height)
            constrainedContentSizes.insert(ObjectIdentifier(item))
        }
        let rightToLeft = direction == .rightToLeft
        var margins = EdgeInsets.zero
        let view = item as? View
        let usesMargins: Bool
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            usesMargins = true
        default:
            usesMargins = false
        }
        if usesMargins, let view {
            margins = view.effectiveLayoutMargins
            noteDependent(constraint, on: view)
        }
        switch attribute {
        case .left, .top: return position
        case .right, .bottom: return position + size
        case .centerX, .centerY: return position + size * 0.5
        case .leading: return rightToLeft ? -(position + size) : position
        case .trailing: return rightToLeft ? -position : position + size
        case .leftMargin: return position + Double(margins.left)
        case .rightMargin: return position + size - Double(margins.right)
        case .topMargin: return position + Double(margins.top)
        case .bottomMargin: return position + size - Double(margins.bottom)
        case .leadingMargin:
            return rightToLeft ? -(position + size - Double(margins.right)) : position + Double(margins.left)
        case .trailingMargin:
            return rightToLeft ? -(position + Double(margins.left)) : position + size - Double(margins.right)
        case .centerXWithinMargins: return position + size * 0.5 + Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: return position + size * 0.5 + Double(margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline:
            guard let view else { return position + size }
            let baseline = view.layoutBaseline(first: attribute == .firstBaseline)
            if view is any BaselineLayout { noteDependent(constraint, on: view) }
            return position + size * Double(baseline.heightFactor) + Double(baseline.offset)
        case .width, .height, .notAnAttribute: return nil
        }
    }

    /// The position of `item`'s top-left corner in `context`'s coordinates: the item's own position plus
    /// those of its superviews up to `context`. `nil` when `context` is not above the item.
    private func position(of item: AnyObject, horizontal: Bool, in context: View) -> LinearExpression? {
        var expression = LinearExpression(constant: 0)
        var current: AnyObject = item
        while current !== context {
            guard let entry = variables[ObjectIdentifier(current)] else { return nil }
            expression = expression + LinearExpression(horizontal ? entry.minX : entry.minY)
            if let view = current as? View {
                guard let superview = view.superviewStorage else { return nil }
                current = superview
            } else if let guide = current as? LayoutGuide, let owner = guide.owningViewStorage {
                current = owner
            } else {
                return nil
            }
        }
        return expression
    }

    private func noteDependent(_ constraint: LayoutConstraint, on view: View) {
        guard constraint.kind == .user else { return }
        let key = ObjectIdentifier(view)
        if !(dependents[key]?.contains { $0 === constraint } ?? false) {
            dependents[key, default: []].append(constraint)
        }
    }
}

/// A view whose baselines are not its bottom edge (a ``Label``'s text lines).
@MainActor
protocol BaselineLayout: View {
    /// The first (or last) baseline as `top + heightFactor × height + offset`.
    func baseline(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat)
}

extension View {
    /// The first (or last) baseline as `top + heightFactor × height + offset`: the bottom edge, unless
    /// the view has text lines (``BaselineLayout``).
    func layoutBaseline(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        if let text = self as? any BaselineLayout { return text.baseline(first: first) }
        return (1, 0)
    }
}
