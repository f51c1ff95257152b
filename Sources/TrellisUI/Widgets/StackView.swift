// StackView: lays out a list of arranged views in a row or column (UIKit's UIStackView) through
// Auto Layout constraints the stack owns.
import Foundation

/// Arranges ``arrangedSubviews`` along an ``axis`` with ``spacing``, an ``alignment`` across the
/// axis and a ``distribution`` along it, as UIKit's `UIStackView` does: with constraints it owns
/// (identified "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-fill-equally",
/// "UISV-fill-proportionally", "UISV-distributing", "UISV-hiding", …), solved with the rest of the
/// hierarchy's constraints. Hidden arranged views collapse: zero length along the axis and no spacing.
///
/// Arranged views stop translating their autoresizing masks into constraints, as in UIKit. A stack whose own
/// frame is set directly (in a hierarchy laid out by frames) lays its arranged views out inside that frame.
/// Adding, inserting or removing arranged views, changing a property, hiding an arranged view or changing
/// its intrinsic size rebuilds the constraints in the next constraints step. A stack view's own
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
    /// Whether the arranged views are laid out inside the stack's layout margins (its
    /// `layoutMarginsGuide`) rather than its bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }
    /// Vertical stacks: whether spacing is measured from a view's last baseline to the next view's first
    /// baseline instead of between their edges (UIKit ignores it in horizontal stacks, and so does this).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// ``customSpacing(after:)``'s answer for a view without custom spacing (UIKit's
    /// `UIStackView.spacingUseDefault`): the stack's ``spacing`` applies.
    public nonisolated static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// Custom spacing after arranged views, by view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and layout guides the stack owns for the current arrangement.
    private var arrangementConstraints: [LayoutConstraint] = []
    private var arrangementGuides: [LayoutGuide] = []
    private var arrangementLengthConstraints: [(view: View, constraint: LayoutConstraint)] = []
    /// Whether the arrangement changed since the constraints were made.
    private var needsArrangementConstraints = true
    /// The arranged views' intrinsic lengths along the axis when the constraints were made (the
    /// constraints of some distributions depend on them).
    private var arrangementIntrinsicLengths: [CGFloat] = []

    /// Creates an empty stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack from an archive: the keys every view reads (``View/init(coder:)``) — whose
    /// `subviews` become the arranged views, in order, as in documents — then `axis`, `alignment`,
    /// `distribution`, `spacing`, `layoutMarginsRelativeArrangement` and `baselineRelativeArrangement`.
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
        if let relative = coder.decodeBool(forKey: "baselineRelativeArrangement") {
            isBaselineRelativeArrangement = relative
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
    /// already arranged moves. It is added as a subview if it is not one, and stops translating its
    /// autoresizing mask into constraints (the stack's constraints place it). A view that cannot be a
    /// subview (the stack itself or an ancestor: reported as V1) is not arranged.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// Stops arranging `view`. As in UIKit it stays a subview (its frame no longer set by the stack); call
    /// `removeFromSuperview()` to remove it from the hierarchy (which also stops arranging it).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the spacing after `arrangedSubview` (to the next visible arranged view), in place of
    /// ``spacing``; ``spacingUseDefault`` goes back to ``spacing``. A view that is not arranged is reported
    /// (AL-STACK-NOT-ARRANGED) and ignored.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            LifecycleChecker.emit(
                rule: "AL-STACK-NOT-ARRANGED", path: lifecyclePath,
                message:
                    "setCustomSpacing(_:after:) with \(type(of: arrangedSubview)), which is not an arranged subview")
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// The spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has none of its own.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The spacing from `view` to the next visible arranged view.
    func spacing(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// A subview leaving the stack stops being arranged.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Hidden arranged views collapse, so hiding or showing one arranges the stack again.
    override func subviewDidChangeHidden(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    private func arrangementDidChange() {
        needsArrangementConstraints = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Brings the stack's constraints up to date: made again after a change of the arrangement (or of the
    /// intrinsic lengths proportional lengths are made from, or of which views have one); when only
    /// intrinsic lengths changed, their constraints' constants are edited in place.
    private func updateArrangementConstraints() {
        let lengths = arrangedSubviews.map { intrinsicLength(of: $0) }
        if !needsArrangementConstraints {
            guard lengths != arrangementIntrinsicLengths else { return }
            let sameViewsHaveLengths = zip(lengths, arrangementIntrinsicLengths).allSatisfy { ($0 >= 0) == ($1 >= 0) }
            if distribution != .fillProportionally && sameViewsHaveLengths {
                arrangementIntrinsicLengths = lengths
                for (view, constraint) in arrangementLengthConstraints {
                    constraint.constant = intrinsicLength(of: view)
                }
                return
            }
        }
        needsArrangementConstraints = false
        arrangementIntrinsicLengths = lengths
        LayoutConstraint.deactivate(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        let arrangement = makeArrangement()
        arrangementGuides = arrangement.guides
        for guide in arrangementGuides { addLayoutGuide(guide) }
        arrangementConstraints = arrangement.constraints
        arrangementLengthConstraints = arrangement.intrinsicLengthConstraints
        LayoutConstraint.activate(arrangementConstraints)
    }

    // MARK: - Sizes

    private var margins: EdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

    var visibleArrangedSubviews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// Intrinsic size of `view` with "no intrinsic metric" as `nil`.
    private func intrinsic(_ view: View) -> (width: CGFloat?, height: CGFloat?) {
        let size = view.layoutIntrinsicContentSize
        return (size.width >= 0 ? size.width : nil, size.height >= 0 ? size.height : nil)
    }

    /// The intrinsic length of `view` along the axis; ``View/noIntrinsicMetric`` when it has none.
    func intrinsicLength(of view: View) -> CGFloat {
        let size = view.layoutIntrinsicContentSize
        return axis == .horizontal ? size.width : size.height
    }

    /// What the visible arranged views need along and across the axis, plus spacing and margins.
    open override var intrinsicContentSize: CGSize {
        let views = visibleArrangedSubviews
        let sizes = views.map(intrinsic)
        let mains = sizes.map { (axis == .horizontal ? $0.width : $0.height) ?? 0 }
        let gaps = zip(views, views.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
        let mainLength =
            (distribution == .fillEqually ? (mains.max() ?? 0) * CGFloat(views.count) : mains.reduce(0, +)) + gaps
        let crossLength = sizes.map { (axis == .horizontal ? $0.height : $0.width) ?? 0 }.max() ?? 0
        let size =
            axis == .horizontal
            ? CGSize(width: mainLength, height: crossLength) : CGSize(width: crossLength, height: mainLength)
        return size.outset(by: margins)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Margins count in the intrinsic size of a margins-relative stack.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { invalidateIntrinsicContentSize() }
    }

    // MARK: - Layout

    /// Replaces the stack's constraints when the arrangement changed, then lets Auto Layout go on with the
    /// subviews' own constraints (call `super` last, as UIKit asks).
    open override func updateConstraints() {
        updateArrangementConstraints()
        super.updateConstraints()
    }

    /// Lays the arranged views out from the constraints the stack owns. Constraints that depend on the
    /// views' intrinsic sizes (proportional lengths, the order in which equal priorities stretch) are brought
    /// up to date first.
    open override func layoutSubviews() {
        updateArrangementConstraints()
        super.layoutSubviews()
    }

    // MARK: - Baselines

    /// The first visible arranged view, whose first baseline is the stack's (the stack itself when no
    /// arranged view is visible: its bottom edge). Constraints on the stack's first baseline follow that
    /// view as Auto Layout places it, so stacks nested in a baseline-aligned stack line up.
    open override var forFirstBaselineLayout: View { visibleArrangedSubviews.first ?? self }

    /// The last visible arranged view, whose last baseline is the stack's (the stack itself when no
    /// arranged view is visible).
    open override var forLastBaselineLayout: View { visibleArrangedSubviews.last ?? self }
}
