// StackView: lays out a list of arranged views in a row or column (UIKit's UIStackView), using the
// views' intrinsic sizes.
import Foundation

/// Arranges ``arrangedSubviews`` along an ``axis`` with ``spacing``, an ``alignment`` across the
/// axis and a ``distribution`` along it. Hidden arranged views take no space.
///
/// Layout happens in ``layoutSubviews()``; adding, inserting or removing arranged views, changing a
/// property or an arranged view's intrinsic size schedules it. A stack view's own
/// ``intrinsicContentSize`` is what its visible arranged views need, so stacks nest.
@MainActor
open class StackView: View {
    /// The views laid out by the stack, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [View] = []

    /// The stacking direction (`.horizontal` by default, as in UIKit).
    open var axis: Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// The gap between adjacent views (the minimum gap for the spacing distributions).
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    /// Placement across the axis (`.fill` by default).
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// Sharing of the axis length (`.fill` by default).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }
    /// Margins around the arranged views, used when ``isLayoutMarginsRelativeArrangement`` is true.
    open var layoutMargins: EdgeInsets = .zero { didSet { if layoutMargins != oldValue { arrangementDidChange() } } }
    /// Whether the arranged views are laid out inside ``layoutMargins``.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Creates an empty stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack from an archive: the keys every view reads (``View/init(coder:)``) — whose
    /// `subviews` become the arranged views, in order, as in documents — then `axis`, `alignment`,
    /// `distribution`, `spacing` and `layoutMarginsRelativeArrangement`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        for view in subviews { addArrangedSubview(view) }
        if let axis = coder.decodeEnumeration(forKey: "axis", ["horizontal": Axis.horizontal, "vertical": .vertical]) {
            self.axis = axis
        }
        let alignments: [String: Alignment] = [
            "fill": .fill, "top": .top, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
            "bottom": .bottom, "trailing": .trailing, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
        ]
        if let alignment = coder.decodeEnumeration(forKey: "alignment", alignments) { self.alignment = alignment }
        let distributions: [String: Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        if let distribution = coder.decodeEnumeration(forKey: "distribution", distributions) {
            self.distribution = distribution
        }
        if let spacing = coder.decodeDouble(forKey: "spacing") { self.spacing = CGFloat(spacing) }
        if let relative = coder.decodeBool(forKey: "layoutMarginsRelativeArrangement") {
            isLayoutMarginsRelativeArrangement = relative
        }
    }

    /// Creates a stack of `views`.
    public convenience init(
        arrangedSubviews views: [View], axis: Axis = .horizontal, spacing: CGFloat = 0,
        alignment: Alignment = .fill, distribution: Distribution = .fill
    ) {
        self.init(frame: .zero)
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arranged views

    /// Appends `view` to the arranged views (and adds it as a subview if it is not one).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arranged views at `index` (clamped to the valid range); a view that is
    /// already arranged moves. It is added as a subview if it is not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`. As in UIKit it stays a subview; call `removeFromSuperview()` to remove
    /// it from the hierarchy (which also stops arranging it).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    /// A subview leaving the stack stops being arranged.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Hidden arranged views take no space, so hiding or showing one lays the stack out again.
    override func subviewDidChangeHidden(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    private func arrangementDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: - Sizes

    private var margins: EdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

    private var visibleViews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// Intrinsic size of `view` with "no intrinsic metric" as `nil`.
    private func intrinsic(_ view: View) -> (width: CGFloat?, height: CGFloat?) {
        let size = view.intrinsicContentSize
        return (size.width >= 0 ? size.width : nil, size.height >= 0 ? size.height : nil)
    }

    private func main(_ size: (width: CGFloat?, height: CGFloat?)) -> CGFloat? {
        axis == .horizontal ? size.width : size.height
    }

    private func cross(_ size: (width: CGFloat?, height: CGFloat?)) -> CGFloat? {
        axis == .horizontal ? size.height : size.width
    }

    /// What the visible arranged views need along and across the axis, plus spacing and margins.
    open override var intrinsicContentSize: CGSize {
        let views = visibleViews
        let sizes = views.map(intrinsic)
        let mains = sizes.map { main($0) ?? 0 }
        let gaps = spacing * CGFloat(Swift.max(0, views.count - 1))
        let mainLength =
            (distribution == .fillEqually ? (mains.max() ?? 0) * CGFloat(views.count) : mains.reduce(0, +)) + gaps
        let crossLength = sizes.map { cross($0) ?? 0 }.max() ?? 0
        let size =
            axis == .horizontal
            ? CGSize(width: mainLength, height: crossLength) : CGSize(width: crossLength, height: mainLength)
        return size.outset(by: margins)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: - Layout

    /// Places the visible arranged views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = visibleViews
        guard !views.isEmpty else { return }
        let area = bounds.inset(by: margins)
        let available = axis == .horizontal ? area.width : area.height
        let crossAvailable = axis == .horizontal ? area.height : area.width
        let sizes = views.map(intrinsic)
        let (lengths, gaps) = Self.distribute(
            intrinsic: sizes.map { main($0) }, available: available, spacing: spacing, distribution: distribution)

        // Cross-axis placement.
        var crossPlacements: [(offset: CGFloat, length: CGFloat)] = []
        let baselineMode = axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        for size in sizes {
            let natural = Swift.min(cross(size) ?? crossAvailable, crossAvailable)
            switch alignment {
            case .fill: crossPlacements.append((0, crossAvailable))
            case .firstBaseline, .lastBaseline:
                crossPlacements.append(baselineMode ? (0, natural) : (0, crossAvailable))
            case .leading, .top: crossPlacements.append((0, natural))
            case .center: crossPlacements.append((((crossAvailable - natural) / 2).rounded(.down), natural))
            case .trailing, .bottom: crossPlacements.append((crossAvailable - natural, natural))
            }
        }

        var position: CGFloat = 0
        var frames: [CGRect] = []
        for index in views.indices {
            let placement = crossPlacements[index]
            let frame =
                axis == .horizontal
                ? CGRect(
                    x: area.minX + position, y: area.minY + placement.offset, width: lengths[index],
                    height: placement.length)
                : CGRect(
                    x: area.minX + placement.offset, y: area.minY + position, width: placement.length,
                    height: lengths[index])
            frames.append(frame)
            position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
        }
        for (view, frame) in zip(views, frames) { view.frame = frame }

        if baselineMode {
            // Align baselines (measured with the final sizes) to the lowest one.
            let baselines = views.map { baseline(of: $0, last: alignment == .lastBaseline) }
            let target = baselines.max() ?? 0
            for (view, baseline) in zip(views, baselines) {
                var frame = view.frame
                frame.origin.y = area.minY + (target - baseline)
                view.frame = frame
            }
        }
    }

    /// The distance from the top of `view` to its first (or last) baseline: the bottom of its first (or
    /// last) text line for labels, buttons and text fields, its bottom edge otherwise.
    private func baseline(of view: View, last: Bool) -> CGFloat {
        switch view {
        case let label as Label: return last ? label.lastBaselineOffsetFromTop : label.firstBaselineOffsetFromTop
        case let button as Button: return button.firstBaselineOffsetFromTop
        case let field as TextField: return field.firstBaselineOffsetFromTop
        case let stack as StackView where !stack.visibleViews.isEmpty:
            stack.layoutIfNeeded()
            let inner = last ? stack.visibleViews.last! : stack.visibleViews.first!
            return inner.frame.minY - stack.bounds.minY + stack.baseline(of: inner, last: last)
        default: return view.bounds.height
        }
    }

    /// Lengths along the axis and the gaps after each view but the last.
    static func distribute(
        intrinsic: [CGFloat?], available: CGFloat, spacing: CGFloat, distribution: Distribution
    ) -> (lengths: [CGFloat], gaps: [CGFloat]) {
        let count = intrinsic.count
        guard count > 0 else { return ([], []) }
        let naturals = intrinsic.map { $0 ?? 0 }
        let minimumGaps = spacing * CGFloat(count - 1)
        let room = Swift.max(0, available - minimumGaps)
        let uniformGaps = Array(repeating: spacing, count: count - 1)

        /// Natural lengths fitted to `room`: extra goes to flexible views (or the last), overflow is
        /// taken from the last views first.
        func fitted() -> [CGFloat] {
            var lengths = naturals
            let extra = room - lengths.reduce(0, +)
            if extra > 0 {
                let flexible = intrinsic.indices.filter { intrinsic[$0] == nil }
                if flexible.isEmpty {
                    lengths[count - 1] += extra
                } else {
                    for index in flexible { lengths[index] += extra / CGFloat(flexible.count) }
                }
            } else if extra < 0 {
                var missing = -extra
                for index in lengths.indices.reversed() where missing > 0 {
                    let taken = Swift.min(lengths[index], missing)
                    lengths[index] -= taken
                    missing -= taken
                }
            }
            return lengths
        }

        switch distribution {
        case .fill:
            return (fitted(), uniformGaps)
        case .fillEqually:
            return (Array(repeating: room / CGFloat(count), count: count), uniformGaps)
        case .fillProportionally:
            let total = naturals.reduce(0, +)
            guard total > 0 else { return (Array(repeating: room / CGFloat(count), count: count), uniformGaps) }
            return (naturals.map { $0 * room / total }, uniformGaps)
        case .equalSpacing:
            let extra = room - naturals.reduce(0, +)
            guard extra > 0, count > 1 else { return (fitted(), uniformGaps) }
            return (naturals, Array(repeating: spacing + extra / CGFloat(count - 1), count: count - 1))
        case .equalCentering:
            guard count > 1, room - naturals.reduce(0, +) > 0 else { return (fitted(), uniformGaps) }
            // Centres from the first view's centre (at half its length) to the last's (half its length
            // from the end), equally apart; gaps never shrink below the spacing.
            let firstCenter = naturals[0] / 2
            let lastCenter = available - naturals[count - 1] / 2
            let step = (lastCenter - firstCenter) / CGFloat(count - 1)
            var gaps: [CGFloat] = []
            for index in 0..<(count - 1) {
                gaps.append(step - naturals[index] / 2 - naturals[index + 1] / 2)
            }
            if gaps.contains(where: { $0 < spacing }) {
                let extra = room - naturals.reduce(0, +)
                return (naturals, Array(repeating: spacing + extra / CGFloat(count - 1), count: count - 1))
            }
            return (naturals, gaps)
        }
    }
}
