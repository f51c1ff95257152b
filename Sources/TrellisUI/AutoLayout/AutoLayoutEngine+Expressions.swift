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
        // A scroll view's content guide is as large as the content size (its own constraints say so).
        if attribute == .width || attribute == .height, constraint.kind == .layoutGuide, item === context,
            (constraint.firstTerm.item as? LayoutGuide)?.role == .scrollContent,
            let content = contentSizeVariables[ObjectIdentifier(item)]
        {
            return LinearExpression(attribute == .width ? content.width : content.height)
        }
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
        // A scroll view's content guide is sized by the content size it states (see the guide's own
        // constraints): a constraint on it sizes `contentSize` too.
        if constraint.kind == .user, let guide = item as? LayoutGuide, guide.role == .scrollContent,
            let owner = guide.owningViewStorage
        {
            constrainedContentSizes.insert(ObjectIdentifier(owner))
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
            // Margins are measured from the frame's edges; stated from the alignment rectangle's.
            let frameMargins = view.effectiveLayoutMargins
            margins = EdgeInsets(
                top: frameMargins.top - entry.insets.top, left: frameMargins.left - entry.insets.left,
                bottom: frameMargins.bottom - entry.insets.bottom, right: frameMargins.right - entry.insets.right)
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
            noteBaselineDependent(constraint, on: view)
            // Baselines are measured in the frame, which the alignment insets derive from the alignment
            // rectangle the variables state.
            let framePosition = position - Double(entry.insets.top)
            let frameSize = size + Double(entry.insets.top + entry.insets.bottom)
            return baseline(
                of: view, first: attribute == .firstBaseline, framePosition: framePosition, frameSize: frameSize,
                in: context, for: constraint)
        case .width, .height, .notAnAttribute: return nil
        }
    }

    /// The first (last) baseline of `view`, whose frame's top and height are `framePosition` and
    /// `frameSize`: that of ``View/forFirstBaselineLayout`` (``View/forLastBaselineLayout``) when it is
    /// another view — a descendant, whose own baseline view is asked in turn — else the view's own text
    /// baseline (``BaselineLayout``) or bottom edge.
    private func baseline(
        of view: View, first: Bool, framePosition: LinearExpression, frameSize: LinearExpression, in context: View,
        for constraint: LayoutConstraint
    ) -> LinearExpression {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if target !== view {
            if target.isDescendant(of: view) {
                if let entry = variables[ObjectIdentifier(target)],
                    let position = position(of: target, horizontal: false, in: context)
                {
                    let top = Double(entry.insets.top)
                    return baseline(
                        of: target, first: first, framePosition: position - top,
                        frameSize: LinearExpression(entry.height) + (top + Double(entry.insets.bottom)), in: context,
                        for: constraint)
                }
                // A baseline view outside Auto Layout: its baseline where its frame puts it now, a fixed
                // distance below the view's top.
                let rect = target.convert(target.bounds, to: view)
                let (factor, offset) = target.layoutBaseline(first: first)
                return framePosition + Double(rect.minY - view.bounds.minY + factor * rect.height + offset)
            }
            reportBaselineView(target, of: view, first: first)
        }
        let (factor, offset) = view.layoutBaseline(first: first)
        if view is any BaselineLayout { noteDependent(constraint, on: view) }
        return framePosition + frameSize * Double(factor) + Double(offset)
    }

    /// The position of `item`'s alignment rectangle's top-left corner in `context`'s coordinates: the
    /// item's own position plus the frame origins of its superviews up to `context` (each superview's
    /// alignment position less its leading insets); `context`'s own alignment rectangle starts at its
    /// insets. `nil` when `context` is not above the item.
    private func position(of item: AnyObject, horizontal: Bool, in context: View) -> LinearExpression? {
        if item === context {
            let insets = variables[ObjectIdentifier(item)]?.insets ?? .zero
            return LinearExpression(constant: Double(horizontal ? insets.left : insets.top))
        }
        var expression = LinearExpression(constant: 0)
        var current: AnyObject = item
        while current !== context {
            guard let entry = variables[ObjectIdentifier(current)] else { return nil }
            expression = expression + LinearExpression(horizontal ? entry.minX : entry.minY)
            let inset = horizontal ? entry.insets.left : entry.insets.top
            if current !== item && inset != 0 { expression = expression - Double(inset) }
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

    /// Records a user constraint on `view`'s baseline with the baseline views it was stated through.
    private func noteBaselineDependent(_ constraint: LayoutConstraint, on view: View) {
        guard constraint.kind == .user, !isMeasuring else { return }
        let key = ObjectIdentifier(view)
        var entry = baselineDependents[key] ?? (view.forFirstBaselineLayout, view.forLastBaselineLayout, [])
        if !entry.constraints.contains(where: { $0 === constraint }) { entry.constraints.append(constraint) }
        baselineDependents[key] = entry
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
