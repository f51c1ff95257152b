// StackView+Arrangement: the constraints (and spacing guides) a stack view owns to arrange its views, with
// UIKit's identifiers — along the axis by distribution, across it by alignment, hidden views collapsed.
import Foundation

extension StackView {
    /// The constraints and layout guides of one arrangement.
    struct Arrangement {
        var constraints: [LayoutConstraint] = []
        var guides: [LayoutGuide] = []
        /// Constraints whose constant is a view's intrinsic length along the axis (kept up to date by
        /// editing the constant when only that length changes).
        var intrinsicLengthConstraints: [(view: View, constraint: LayoutConstraint)] = []
    }

    /// The attributes of one axis: its start and end edges, its length and its centre.
    private struct AxisAttributes {
        var start: LayoutAttribute
        var end: LayoutAttribute
        var length: LayoutAttribute
        var center: LayoutAttribute

        static let horizontal = AxisAttributes(start: .leading, end: .trailing, length: .width, center: .centerX)
        static let vertical = AxisAttributes(start: .top, end: .bottom, length: .height, center: .centerY)
    }

    /// The priority of the end's canvas connection.
    private static let endConnectionPriority = LayoutPriority(999)
    /// The priority of the equal-centring constraints: below the canvas connections, so the minimum
    /// spacing and the stack's length win when views do not fit centred.
    private static let equalCenteringPriority = LayoutPriority(998)
    /// The priority of the proportional lengths: below required, above compression resistance.
    private static let proportionalPriority = LayoutPriority(999)
    /// The priority that pulls baseline-aligned views up against the top: below every content priority.
    private static let baselineTopPriority = LayoutPriority(49)

    /// Makes the constraints arranging the current arranged views.
    func makeArrangement() -> Arrangement {
        var arrangement = Arrangement()
        guard !arrangedSubviews.isEmpty else { return arrangement }
        let main = axis == .horizontal ? AxisAttributes.horizontal : AxisAttributes.vertical
        let cross = axis == .horizontal ? AxisAttributes.vertical : AxisAttributes.horizontal
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        arrangeAlongAxis(main, cross: cross, canvas: canvas, into: &arrangement)
        arrangeAcrossAxis(cross, canvas: canvas, into: &arrangement)
        return arrangement
    }

    // MARK: - Along the axis

    private func arrangeAlongAxis(
        _ main: AxisAttributes, cross: AxisAttributes, canvas: AnyObject, into arrangement: inout Arrangement
    ) {
        let visible = visibleArrangedSubviews
        func add(
            _ item: AnyObject, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: AnyObject?,
            _ otherAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: LayoutPriority = .required, _ identifier: String
        ) {
            arrangement.constraints.append(
                Self.constraint(
                    item, attribute, relation, other, otherAttribute, multiplier: multiplier, constant: constant,
                    priority: priority, identifier))
        }

        // Hidden views collapse where they stand: no length, at the end of the previous visible view.
        var previousVisible: View?
        for view in arrangedSubviews {
            if view.isHidden {
                add(view, main.length, .equal, nil, .notAnAttribute, "UISV-hiding")
                if let previousVisible {
                    add(view, main.start, .equal, previousVisible, main.end, "UISV-hiding")
                } else {
                    add(view, main.start, .equal, canvas, main.start, "UISV-hiding")
                }
            } else {
                previousVisible = view
            }
        }
        guard let first = visible.first, let last = visible.last else { return }
        add(first, main.start, .equal, canvas, main.start, "UISV-canvas-connection")
        // Just below required: when the spacing alone is longer than the stack, the views collapse to
        // nothing and the stack overflows at its end rather than breaking a spacing.
        add(canvas, main.end, .equal, last, main.end, priority: Self.endConnectionPriority, "UISV-canvas-connection")
        for view in visible {
            add(view, main.length, .greaterThanOrEqual, nil, .notAnAttribute, "UISV-nonnegative-length")
        }

        // Spacing between consecutive visible views: exact for the fill distributions, a minimum for the
        // spacing ones (whose guides share out the rest).
        let baselineSpacing = isBaselineRelativeArrangement && axis == .vertical
        let exactSpacing = [.fill, .fillEqually, .fillProportionally].contains(distribution)
        for (previous, next) in zip(visible, visible.dropFirst()) {
            add(
                next, baselineSpacing ? .firstBaseline : main.start, exactSpacing ? .equal : .greaterThanOrEqual,
                previous, baselineSpacing ? .lastBaseline : main.end, constant: spacing(after: previous), "UISV-spacing"
            )
        }

        switch distribution {
        case .fill:
            addOrderTieBreakers(visible, main, into: &arrangement)
        case .fillEqually:
            for view in visible.dropFirst() { add(view, main.length, .equal, first, main.length, "UISV-fill-equally") }
        case .fillProportionally:
            let lengths = visible.map { Swift.max(0, intrinsicLength(of: $0)) }
            let total = lengths.reduce(0, +)
            guard visible.count > 1 else { break }
            guard total > 0 else {
                for view in visible.dropFirst() {
                    add(view, main.length, .equal, first, main.length, "UISV-fill-equally")
                }
                break
            }
            // Each view's share of the canvas length left after the spacing.
            let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
            for (view, length) in zip(visible, lengths) {
                let share = length / total
                add(
                    view, main.length, .equal, canvas, main.length, multiplier: share, constant: -share * gaps,
                    priority: Self.proportionalPriority, "UISV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            var guides: [LayoutGuide] = []
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let guide = LayoutGuide()
                guide.identifier = "UISV-distributing"
                guides.append(guide)
                add(guide, main.start, .equal, previous, centering ? main.center : main.end, "UISV-distributing-edge")
                add(next, centering ? main.center : main.start, .equal, guide, main.end, "UISV-distributing-edge")
                // A line at the canvas's start across the axis, so the guide is fully placed.
                add(guide, cross.start, .equal, canvas, cross.start, "UISV-distributing-edge")
                add(guide, cross.length, .equal, nil, .notAnAttribute, "UISV-distributing-edge")
            }
            for guide in guides.dropFirst() {
                add(
                    guide, main.length, .equal, guides[0], main.length,
                    priority: centering ? Self.equalCenteringPriority : .required, "UISV-distributing")
            }
            arrangement.guides = guides
            addOrderTieBreakers(visible, main, into: &arrangement)
        }
    }

    /// Where hugging and compression resistance priorities tie, UIKit resizes arranged views by their
    /// order: the later view stretches or shrinks first. Each view but the last keeps its intrinsic length
    /// at a priority a hair above its own hugging and compression resistance, earlier views higher.
    private func addOrderTieBreakers(_ visible: [View], _ main: AxisAttributes, into arrangement: inout Arrangement) {
        for (index, view) in visible.enumerated().dropLast() {
            let length = intrinsicLength(of: view)
            guard length >= 0 else { continue }
            let nudge = Float(visible.count - 1 - index) * 0.001
            for (relation, priority) in [
                (LayoutRelation.lessThanOrEqual, view.contentHuggingPriority(for: axis)),
                (.greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)),
            ] where priority.rawValue + nudge < LayoutPriority.required.rawValue - 1 {
                let constraint = Self.constraint(
                    view, main.length, relation, nil, .notAnAttribute, constant: length, priority: priority + nudge,
                    "UISV-ambiguity-suppression")
                arrangement.constraints.append(constraint)
                arrangement.intrinsicLengthConstraints.append((view, constraint))
            }
        }
    }

    // MARK: - Across the axis

    private func arrangeAcrossAxis(_ cross: AxisAttributes, canvas: AnyObject, into arrangement: inout Arrangement) {
        let anchor = visibleArrangedSubviews.first ?? arrangedSubviews[0]
        func add(
            _ item: AnyObject, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: AnyObject,
            _ otherAttribute: LayoutAttribute, priority: LayoutPriority = .required, _ identifier: String
        ) {
            arrangement.constraints.append(
                Self.constraint(item, attribute, relation, other, otherAttribute, priority: priority, identifier))
        }
        /// Every view's `attribute` equals the anchor's, and the anchor's relates to the canvas.
        func align(_ attribute: LayoutAttribute, toCanvas: Bool = true) {
            if toCanvas {
                let canvasFirst = attribute == cross.end
                if canvasFirst {
                    add(canvas, attribute, .equal, anchor, attribute, "UISV-canvas-connection")
                } else {
                    add(anchor, attribute, .equal, canvas, attribute, "UISV-canvas-connection")
                }
            }
            for view in arrangedSubviews where view !== anchor {
                add(view, attribute, .equal, anchor, attribute, "UISV-alignment")
            }
        }
        /// Visible views stay inside the canvas at the start and/or the end.
        func bound(start: Bool, end: Bool) {
            for view in visibleArrangedSubviews {
                if start { add(view, cross.start, .greaterThanOrEqual, canvas, cross.start, "UISV-spanning-boundary") }
                if end { add(canvas, cross.end, .greaterThanOrEqual, view, cross.end, "UISV-spanning-boundary") }
            }
        }

        let baseline = axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        switch alignment {
        case .leading, .top:
            align(cross.start)
            bound(start: false, end: true)
        case .trailing, .bottom:
            align(cross.end)
            bound(start: true, end: false)
        case .center:
            align(cross.center)
            bound(start: true, end: true)
        case .firstBaseline where baseline, .lastBaseline where baseline:
            align(alignment == .firstBaseline ? .firstBaseline : .lastBaseline, toCanvas: false)
            bound(start: true, end: true)
            // The highest view touches the top: every view is pulled up, below every content priority.
            for view in visibleArrangedSubviews {
                add(
                    view, cross.start, .equal, canvas, cross.start, priority: Self.baselineTopPriority,
                    "UISV-canvas-connection")
            }
        case .fill, .firstBaseline, .lastBaseline:
            align(cross.start)
            align(cross.end)
        }
    }

    // MARK: - Constraints

    private static func constraint(
        _ item: AnyObject, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: AnyObject?,
        _ otherAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: LayoutPriority = .required, _ identifier: String
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }
}
