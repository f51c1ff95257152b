// LayoutConstraint+VisualFormat: UIKit's constraints(withVisualFormat:options:metrics:views:) — turns a
// parsed visual format into constraints, looking its names up in the views and metrics dictionaries.
import Foundation

extension LayoutConstraint {
    /// The standard spacing `-` means between two sibling views: 8 points, as UIKit.
    public nonisolated static let standardSpacingBetweenSiblings: CGFloat = 8
    /// The standard spacing `-` means between a view and its superview's edge: 20 points, as UIKit.
    public nonisolated static let standardSpacingToSuperview: CGFloat = 20

    /// Creates the constraints a visual format string describes (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`); they are not active.
    ///
    /// `H:|-[find]-[findNext]-[findField(>=20)]-|` gives: `find` 20 points from the superview's leading edge,
    /// 8 points between the views, `findField` at least 20 wide and 20 points from the trailing edge.
    /// Connections relate the later element to the earlier one (`b.leading == a.trailing + 8`); a view's
    /// predicates constrain its width (`H:`) or height (`V:`), to a constant or to another view's. `|` is the
    /// superview of the view next to it. The alignment options add, for each view after the first, an
    /// equality of that attribute with the previous view's. The constraints come in reading order, the
    /// alignments last.
    ///
    /// - Parameters:
    ///   - format: The format (see Apple's "Visual Format Language" grammar).
    ///   - options: Alignment of the views across the format, the direction of horizontal formats and
    ///     baseline-to-baseline vertical spacing.
    ///   - metrics: Named constants the format may use for spacings, sizes and priorities.
    ///   - views: The views (or layout guides) the format names.
    /// - Throws: ``VisualFormatError`` with the offending character's position: a syntax error, an unknown
    ///   view or metric name, `|` next to a view without a superview, a priority outside 1...1000, or
    ///   options that do not fit the orientation.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: CGFloat]? = nil,
        views: [String: AnyObject]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format)
        let parsed = try parser.parse()
        let builder = try VisualFormatConstraintBuilder(
            format: format, parsed: parsed, options: options, metrics: metrics ?? [:], views: views)
        return try builder.constraints()
    }
}

/// Turns a ``VisualFormat`` into constraints.
@MainActor
private struct VisualFormatConstraintBuilder {
    let format: String
    let parsed: VisualFormat
    let options: LayoutConstraint.FormatOptions
    let metrics: [String: CGFloat]
    let views: [String: AnyObject]
    /// The attribute of a view's edge where the format's direction starts and ends, and whether the
    /// direction runs against the attributes' coordinates (right to left).
    let startAttribute: LayoutAttribute
    let endAttribute: LayoutAttribute
    let reversed: Bool

    init(
        format: String, parsed: VisualFormat, options: LayoutConstraint.FormatOptions, metrics: [String: CGFloat],
        views: [String: AnyObject]
    ) throws(VisualFormatError) {
        self.format = format
        self.parsed = parsed
        self.options = options
        self.metrics = metrics
        self.views = views
        let direction = options.intersection(.directionMask)
        if direction == .directionMask { throw Self.error(.conflictingDirections, format, parsed.orientationPosition) }
        let baselineSpacing = options.contains(.spacingBaselineToBaseline)
        switch parsed.axis {
        case .vertical:
            (startAttribute, endAttribute, reversed) = (.top, .bottom, false)
        case .horizontal:
            if baselineSpacing {
                throw Self.error(.baselineSpacingInHorizontalFormat, format, parsed.orientationPosition)
            }
            if direction == .directionLeftToRight {
                (startAttribute, endAttribute, reversed) = (.left, .right, false)
            } else if direction == .directionRightToLeft {
                (startAttribute, endAttribute, reversed) = (.right, .left, true)
            } else {
                (startAttribute, endAttribute, reversed) = (.leading, .trailing, false)
            }
        }
        let horizontalAlignments: Set<LayoutAttribute> = [.left, .right, .leading, .trailing, .centerX]
        for attribute in options.alignedAttributes
        where horizontalAlignments.contains(attribute) == (parsed.axis == .horizontal) {
            throw Self.error(.alignmentAlongOrientation(parsed.axis), format, parsed.orientationPosition)
        }
    }

    private static func error(_ reason: VisualFormatError.Reason, _ format: String, _ position: Int)
        -> VisualFormatError
    {
        VisualFormatError(reason: reason, format: format, position: position)
    }

    private func error(_ reason: VisualFormatError.Reason, at position: Int) -> VisualFormatError {
        Self.error(reason, format, position)
    }

    // MARK: - Constraints

    func constraints() throws(VisualFormatError) -> [LayoutConstraint] {
        let items = try parsed.views.map { element throws(VisualFormatError) in try item(named: element.name) }
        var result: [LayoutConstraint] = []
        if let (position, connection) = parsed.leadingSuperview {
            let superview = try superview(of: items[0], named: parsed.views[0].name, barAt: position)
            result += try connect(.superview(superview), to: .view(items[0]), by: connection)
        }
        for (index, element) in parsed.views.enumerated() {
            result += try sizeConstraints(of: items[index], element.predicates)
            if index + 1 < items.count {
                result += try connect(.view(items[index]), to: .view(items[index + 1]), by: parsed.connections[index])
            }
        }
        if let (position, connection) = parsed.trailingSuperview, let last = items.last {
            let superview = try superview(of: last, named: parsed.views[parsed.views.count - 1].name, barAt: position)
            result += try connect(.view(last), to: .superview(superview), by: connection)
        }
        for attribute in options.alignedAttributes {
            for (previous, next) in zip(items, items.dropFirst()) {
                result.append(
                    LayoutConstraint(
                        item: next, attribute: attribute, relatedBy: .equal, toItem: previous, attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return result
    }

    /// An element at one end of a connection.
    private enum Element {
        case view(AnyObject)
        case superview(AnyObject)

        var item: AnyObject {
            switch self {
            case .view(let item), .superview(let item): item
            }
        }
    }

    /// The constraints of one connection: `later.start REL earlier.end + constant` (mirrored for right to
    /// left). Baseline spacing measures between views' baselines, not the superview's.
    private func connect(_ earlier: Element, to later: Element, by connection: VisualFormat.Connection)
        throws(VisualFormatError) -> [LayoutConstraint]
    {
        let baselines = options.contains(.spacingBaselineToBaseline)
        let earlierAttribute: LayoutAttribute
        let laterAttribute: LayoutAttribute
        var touchesSuperview = false
        switch earlier {
        case .superview:
            earlierAttribute = startAttribute
            touchesSuperview = true
        case .view: earlierAttribute = baselines ? .lastBaseline : endAttribute
        }
        switch later {
        case .superview:
            laterAttribute = endAttribute
            touchesSuperview = true
        case .view: laterAttribute = baselines ? .firstBaseline : startAttribute
        }
        let specs: [(LayoutRelation, CGFloat, LayoutPriority)]
        switch connection {
        case .flush: specs = [(.equal, 0, .required)]
        case .standard:
            let spacing =
                touchesSuperview
                ? LayoutConstraint.standardSpacingToSuperview : LayoutConstraint.standardSpacingBetweenSiblings
            specs = [(.equal, spacing, .required)]
        case .predicates(let predicates):
            specs = try predicates.map { predicate throws(VisualFormatError) in
                let constant: CGFloat
                switch predicate.object {
                case .number(let value): constant = CGFloat(value)
                case .name(let name):
                    if let metric = metrics[name.text] {
                        constant = metric
                    } else if views[name.text] != nil {
                        throw error(.viewInConnectionPredicate(name.text), at: name.position)
                    } else {
                        throw error(.unknownMetric(name.text), at: name.position)
                    }
                }
                return (predicate.relation, constant, try priority(predicate.priority))
            }
        }
        return specs.map { relation, constant, priority in
            let constraint =
                reversed
                ? LayoutConstraint(
                    item: earlier.item, attribute: earlierAttribute, relatedBy: relation, toItem: later.item,
                    attribute: laterAttribute, multiplier: 1, constant: constant)
                : LayoutConstraint(
                    item: later.item, attribute: laterAttribute, relatedBy: relation, toItem: earlier.item,
                    attribute: earlierAttribute, multiplier: 1, constant: constant)
            constraint.priority = priority
            return constraint
        }
    }

    /// A view's predicates: its width (`H:`) or height (`V:`) related to a constant or another view's.
    private func sizeConstraints(of item: AnyObject, _ predicates: [VisualFormat.Predicate])
        throws(VisualFormatError) -> [LayoutConstraint]
    {
        let attribute: LayoutAttribute = parsed.axis == .horizontal ? .width : .height
        return try predicates.map { predicate throws(VisualFormatError) in
            let constraint: LayoutConstraint
            switch predicate.object {
            case .number(let value):
                constraint = LayoutConstraint(
                    item: item, attribute: attribute, relatedBy: predicate.relation, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: CGFloat(value))
            case .name(let name):
                if let metric = metrics[name.text] {
                    constraint = LayoutConstraint(
                        item: item, attribute: attribute, relatedBy: predicate.relation, toItem: nil,
                        attribute: .notAnAttribute, multiplier: 1, constant: metric)
                } else if views[name.text] != nil {
                    constraint = LayoutConstraint(
                        item: item, attribute: attribute, relatedBy: predicate.relation,
                        toItem: try self.item(named: name), attribute: attribute, multiplier: 1, constant: 0)
                } else {
                    throw error(.unknownViewOrMetric(name.text), at: name.position)
                }
            }
            constraint.priority = try priority(predicate.priority)
            return constraint
        }
    }

    /// A priority (required when the predicate has none); 1...1000.
    private func priority(_ value: VisualFormat.Value?) throws(VisualFormatError) -> LayoutPriority {
        guard let value else { return .required }
        let number: Double
        switch value {
        case .number(let literal, _): number = literal
        case .metric(let name):
            guard let metric = metrics[name.text] else { throw error(.unknownMetric(name.text), at: name.position) }
            number = Double(metric)
        }
        guard number >= 1, number <= 1000 else { throw error(.invalidPriority(number), at: value.position) }
        return LayoutPriority(rawValue: Float(number))
    }

    // MARK: - Names

    /// The view or layout guide a name stands for.
    private func item(named name: VisualFormat.Name) throws(VisualFormatError) -> AnyObject {
        guard let item = views[name.text] else { throw error(.unknownView(name.text), at: name.position) }
        guard item is View || item is LayoutGuide else { throw error(.notAView(name.text), at: name.position) }
        return item
    }

    /// What `|` next to `item` stands for: a view's superview, a layout guide's owning view.
    private func superview(of item: AnyObject, named name: VisualFormat.Name, barAt position: Int)
        throws(VisualFormatError) -> View
    {
        let superview = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
        guard let superview else { throw error(.missingSuperview(name.text), at: position) }
        return superview
    }
}
