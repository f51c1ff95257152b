// The constraints Auto Layout adds itself: a root's fixed frame, frames and autoresizing masks turned
// into constraints, intrinsic content sizes as hugging and compression resistance, and the positions of
// the guides views own.
import Foundation

extension AutoLayoutEngine {
    /// Adds every constraint Auto Layout keeps for `view`.
    func addSystemConstraints(of view: View) {
        var constraints: [LayoutConstraint] = []
        if view === root {
            constraints += rootConstraints(of: view)
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superviewStorage {
            constraints += autoresizingConstraints(of: view, in: superview)
        }
        if !view.translatesAutoresizingMaskIntoConstraints || (isMeasuring && view === root) {
            constraints += contentSizeConstraints(of: view)
        }
        for guide in view.autoLayoutStorage?.systemGuides ?? [] {
            constraints += guideConstraints(of: guide, in: view)
        }
        systemConstraints[ObjectIdentifier(view)] = constraints
        for constraint in constraints { add(constraint) }
    }

    /// Replaces Auto Layout's constraints for `view` by ones made from its current state.
    func replaceSystemConstraints(of view: View) {
        for constraint in systemConstraints[ObjectIdentifier(view)] ?? [] {
            if let id = constraint.solverID, constraint.engine === self {
                try? solvers[constraint.solverIndex].removeConstraint(id)
                held[constraint.solverIndex][id] = nil
            }
            broken.removeAll { $0 === constraint }
            constraint.engine = nil
            constraint.solverID = nil
        }
        addSystemConstraints(of: view)
    }

    private func system(
        _ item: AnyObject, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        to secondItem: AnyObject? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: CGFloat = 1, constant: CGFloat, priority: LayoutPriority = .required,
        kind: LayoutConstraint.Kind, context: View, identifier: String? = nil
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            first: AnchorTerm(item: item, attribute: attribute), relation: relation,
            second: secondItem.map { AnchorTerm(item: $0, attribute: secondAttribute) }, multiplier: multiplier,
            constant: constant, kind: kind, priority: priority)
        constraint.systemContext = context
        constraint.identifier = identifier
        return constraint
    }

    /// The root's frame: its origin always; its size when the window (or the app, for a translated root)
    /// decides it; the fitting target for a measuring engine.
    private func rootConstraints(of view: View) -> [LayoutConstraint] {
        let frame = View.inset(view.frameStorage, by: alignmentInsets(of: view))
        // A root is its own context, where its position is 0; these state its own origin variables.
        var constraints = [
            system(view, .left, constant: isMeasuring ? 0 : frame.minX, kind: .root, context: view),
            system(view, .top, constant: isMeasuring ? 0 : frame.minY, kind: .root, context: view),
        ]
        if let fitting {
            constraints.append(
                system(
                    view, .width, constant: fitting.size.width, priority: fitting.horizontalPriority,
                    kind: .fittingSize,
                    context: view))
            constraints.append(
                system(
                    view, .height, constant: fitting.size.height, priority: fitting.verticalPriority,
                    kind: .fittingSize, context: view))
        } else if view is Window || view.translatesAutoresizingMaskIntoConstraints {
            constraints.append(system(view, .width, constant: frame.width, kind: .root, context: view))
            constraints.append(system(view, .height, constant: frame.height, kind: .root, context: view))
        }
        return constraints
    }

    /// UIKit's autoresizing-mask constraints: per axis, the leading margin and the size as linear
    /// functions of the superview's size — fixed parts constant, flexible parts sharing the change in
    /// proportion to their lengths (as ``View/autoresizingMask`` resizes frames without Auto Layout).
    private func autoresizingConstraints(of view: View, in superview: View) -> [LayoutConstraint] {
        let state = view.autoLayoutState
        let reference = state.autoresizingReference ?? (view.frameStorage, superview.frameStorage.size)
        state.autoresizingReference = reference
        let mask = view.autoresizingMask
        func flags(_ leading: AutoresizingMask, _ size: AutoresizingMask, _ trailing: AutoresizingMask) -> String {
            (mask.contains(leading) ? "&" : "-") + (mask.contains(size) ? "&" : "-")
                + (mask.contains(trailing) ? "&" : "-")
        }
        let notation =
            "h=\(flags(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
            + "v=\(flags(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
        // The variables are the alignment rectangles: the view's, and (through its width and height) the
        // superview's, whose frame is larger by its insets.
        let frame = View.inset(reference.frame, by: alignmentInsets(of: view))
        let outer = reference.superviewSize
        let outerInsets = alignmentInsets(of: superview)
        var constraints: [LayoutConstraint] = []
        for horizontal in [true, false] {
            let leading = horizontal ? frame.minX : frame.minY
            let length = horizontal ? frame.width : frame.height
            let outerLength = horizontal ? outer.width : outer.height
            let trailing = outerLength - leading - length
            let flexible =
                horizontal
                ? (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                )
                : (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                )
            let parts = [(flexible.0, leading), (flexible.1, length), (flexible.2, trailing)]
            let flexibleCount = parts.filter(\.0).count
            let total = parts.filter(\.0).map { Swift.max(0, $0.1) }.reduce(0, +)
            func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
                guard isFlexible, flexibleCount > 0 else { return 0 }
                return total > 0 ? Swift.max(0, value) / total : 1 / CGFloat(flexibleCount)
            }
            let positionShare = share(flexible.0, leading)
            let lengthShare = share(flexible.1, length)
            let position: LayoutAttribute = horizontal ? .left : .top
            let dimension: LayoutAttribute = horizontal ? .width : .height
            // The superview's frame length is its alignment length plus these.
            let outerInset =
                horizontal ? outerInsets.left + outerInsets.right : outerInsets.top + outerInsets.bottom
            for (attribute, value, factor) in [(position, leading, positionShare), (dimension, length, lengthShare)] {
                constraints.append(
                    system(
                        view, attribute, to: factor == 0 ? nil : superview, factor == 0 ? .notAnAttribute : dimension,
                        multiplier: factor, constant: value - factor * (outerLength - outerInset),
                        kind: .autoresizingMask(notation), context: superview))
            }
        }
        return constraints
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per dimension
    /// with an intrinsic size.
    func contentSizeConstraints(of view: View) -> [LayoutConstraint] {
        let size = view.layoutIntrinsicContentSize
        var constraints: [LayoutConstraint] = []
        for axis in LayoutAxis.allCases {
            let value = axis == .horizontal ? size.width : size.height
            guard value != View.noIntrinsicMetric, value >= 0, value.isFinite else { continue }
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            constraints.append(
                system(
                    view, attribute, .lessThanOrEqual, constant: value,
                    priority: view.contentHuggingPriority(for: axis), kind: .contentSize, context: view))
            constraints.append(
                system(
                    view, attribute, .greaterThanOrEqual, constant: value,
                    priority: view.contentCompressionResistancePriority(for: axis), kind: .contentSize, context: view))
        }
        return constraints
    }

    /// The alignment insets the engine uses for `view` (those it read when it made its variables).
    func alignmentInsets(of view: View) -> EdgeInsets {
        variables[ObjectIdentifier(view)]?.insets ?? view.layoutAlignmentRectInsets
    }

    /// The constraints that keep a system guide in place in `view`. Guides live in the view's bounds,
    /// which start at its frame: the view's edges the constraints name are those of its alignment
    /// rectangle, so the constants take its alignment insets back out.
    private func guideConstraints(of guide: LayoutGuide, in view: View) -> [LayoutConstraint] {
        let aligned = alignmentInsets(of: view)
        func edges(_ insets: EdgeInsets, _ name: String) -> [LayoutConstraint] {
            [
                system(
                    guide, .left, to: view, .left, constant: insets.left - aligned.left, kind: .layoutGuide,
                    context: view, identifier: "\(name)-left"),
                system(
                    guide, .right, to: view, .right, constant: aligned.right - insets.right, kind: .layoutGuide,
                    context: view, identifier: "\(name)-right"),
                system(
                    guide, .top, to: view, .top, constant: insets.top - aligned.top, kind: .layoutGuide,
                    context: view, identifier: "\(name)-top"),
                system(
                    guide, .bottom, to: view, .bottom, constant: aligned.bottom - insets.bottom, kind: .layoutGuide,
                    context: view, identifier: "\(name)-bottom"),
            ]
        }
        switch guide.role {
        case .user:
            return []
        case .layoutMargins:
            return edges(view.effectiveLayoutMargins, "ViewLayoutMarginsGuide")
        case .safeArea:
            return edges(view.safeAreaInsets, "ViewSafeAreaLayoutGuide")
        case .scrollFrame:
            // The scroll view's visible rectangle: its bounds, which move with the content offset.
            let offset = view.bounds.origin
            return edges(
                EdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x),
                "ScrollViewFrameLayoutGuide")
        case .scrollContent:
            // The content's rectangle: from the bounds' origin, as large as the content size.
            let name = "ScrollViewContentLayoutGuide"
            return [
                system(
                    guide, .left, to: view, .left, constant: -aligned.left, kind: .layoutGuide, context: view,
                    identifier: "\(name)-left"),
                system(
                    guide, .top, to: view, .top, constant: -aligned.top, kind: .layoutGuide, context: view,
                    identifier: "\(name)-top"),
                system(
                    guide, .width, to: view, .width, constant: 0, kind: .layoutGuide, context: view,
                    identifier: "\(name)-width"),
                system(
                    guide, .height, to: view, .height, constant: 0, kind: .layoutGuide, context: view,
                    identifier: "\(name)-height"),
            ]
        case .readableContent:
            let margins = view.effectiveLayoutMargins
            let name = "ViewReadableContentGuide"
            return [
                system(
                    guide, .top, to: view, .top, constant: margins.top - aligned.top, kind: .layoutGuide,
                    context: view, identifier: "\(name)-top"),
                system(
                    guide, .bottom, to: view, .bottom, constant: aligned.bottom - margins.bottom, kind: .layoutGuide,
                    context: view, identifier: "\(name)-bottom"),
                system(
                    guide, .centerX, to: view, .centerX,
                    constant: (margins.left - margins.right) / 2 - (aligned.left - aligned.right) / 2,
                    kind: .layoutGuide, context: view, identifier: "\(name)-centerX"),
                system(
                    guide, .left, .greaterThanOrEqual, to: view, .left, constant: margins.left - aligned.left,
                    kind: .layoutGuide, context: view, identifier: "\(name)-left"),
                system(
                    guide, .width, .lessThanOrEqual, constant: view.readableContentMaximumWidth, kind: .layoutGuide,
                    context: view, identifier: "\(name)-maximumWidth"),
                system(
                    guide, .width, to: view, .width,
                    constant: aligned.left + aligned.right - (margins.left + margins.right),
                    priority: LayoutPriority(999), kind: .layoutGuide, context: view, identifier: "\(name)-width"),
            ]
        case .topLayoutSupport, .bottomLayoutSupport:
            let insets = view.safeAreaInsets
            let top = guide.role == .topLayoutSupport
            let name = guide.identifier
            return [
                system(
                    guide, top ? .top : .bottom, to: view, top ? .top : .bottom,
                    constant: top ? -aligned.top : aligned.bottom, kind: .layoutGuide, context: view,
                    identifier: "\(name)-edge"),
                system(
                    guide, .height, constant: top ? insets.top : insets.bottom, kind: .layoutGuide, context: view,
                    identifier: "\(name)-height"),
                system(
                    guide, .left, to: view, .left, constant: -aligned.left, kind: .layoutGuide, context: view,
                    identifier: "\(name)-left"),
                system(
                    guide, .width, to: view, .width, constant: aligned.left + aligned.right, kind: .layoutGuide,
                    context: view, identifier: "\(name)-width"),
            ]
        }
    }
}
