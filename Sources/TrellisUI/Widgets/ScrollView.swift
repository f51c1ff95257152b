// ScrollView: a view whose bounds origin moves over larger content (UIKit's UIScrollView).
import Foundation

/// Shows a ``contentSize``-sized area through its bounds, scrolled by ``contentOffset``.
///
/// Subviews are placed in content coordinates; the content offset is the bounds origin, so moving it
/// moves what the subviews show. The offset is always clamped to the scrollable range
/// `-contentInset.left/top ... contentSize + contentInset.right/bottom - bounds.size` (the minimum
/// when the content is smaller). Scroll events scroll it (and pass up the responder chain once an
/// edge is reached, so nested scroll views hand over); when first responder, arrow keys scroll by
/// ``lineScrollAmount``, Page Up / Page Down by a page and Home / End to the ends. Scroll views clip
/// to their bounds by default.
///
/// While the content (with its insets) is taller than the bounds, a vertical scroll indicator shows on
/// the right edge (``showsVerticalScrollIndicator``): a one-cell track (`│`) with a thumb (`┃`) whose
/// length is the visible fraction of the content and whose place is the offset's place in the
/// scrollable range. As in UIKit, the indicator is a subview (the frontmost one, kept in front when
/// subviews are added); it takes no input.
@MainActor
open class ScrollView: View {
    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            clampOffset()
            updateScrollIndicator()
        }
    }

    /// Extra scrollable space around the content.
    open var contentInset: EdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            clampOffset()
            updateScrollIndicator()
        }
    }

    /// Whether the vertical scroll indicator shows while the content is taller than the bounds
    /// (`true` by default, as in UIKit).
    open var showsVerticalScrollIndicator = true {
        didSet { if showsVerticalScrollIndicator != oldValue { updateScrollIndicator() } }
    }

    /// The vertical indicator, created the first time it is needed.
    private var verticalIndicator: ScrollIndicatorView?
    /// Whether a subview was added in front of the indicator since the last layout.
    private var indicatorNeedsToComeToFront = false

    /// Whether scroll events and keys scroll the view.
    open var isScrollEnabled = true

    /// How far one arrow key press scrolls; by default one line of body text (one cell row). Setting
    /// zero, a negative or a non-finite value restores the default.
    open var lineScrollAmount: CGFloat {
        get { lineScrollAmountStorage ?? cellSize(for: .body).height }
        set { lineScrollAmountStorage = newValue > 0 && newValue.isFinite ? newValue : nil }
    }

    private var lineScrollAmountStorage: CGFloat?

    /// The observer of scrolling (held weakly).
    open weak var delegate: (any ScrollViewDelegate)?

    /// Creates a scroll view that clips its content to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Creates a scroll view from an archive: the keys every view reads (``View/init(coder:)``), then
    /// `contentSize`, `contentInset`, `scrollEnabled` and `showsVerticalScrollIndicator`. Bouncing,
    /// paging, zooming and the horizontal indicator have no terminal counterpart and are not read.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        if let size = coder.decodeSize(forKey: "contentSize") { contentSize = size }
        if let insets = coder.decodeEdgeInsets(forKey: "contentInset") { contentInset = insets }
        if let enabled = coder.decodeBool(forKey: "scrollEnabled") { isScrollEnabled = enabled }
        if let shows = coder.decodeBool(forKey: "showsVerticalScrollIndicator") { showsVerticalScrollIndicator = shows }
    }

    /// The point of the content shown at the top-left of the bounds, clamped to the scrollable range.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `offset` (clamped). Trellis applies offsets immediately; `animated` is accepted for
    /// UIKit source compatibility.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let clamped = clamp(offset)
        guard clamped != bounds.origin else { return }
        bounds = CGRect(origin: clamped, size: bounds.size)
        frameLayoutGuideDidMove()
        updateScrollIndicator()
        LifecycleRecorder.note(self, "scrollViewDidScroll(_:)", ["(\(clamped.x), \(clamped.y))"])
        delegate?.scrollViewDidScroll(self)
    }

    /// The smallest offset (`-contentInset.left`, `-contentInset.top`).
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -contentInset.left, y: -contentInset.top)
    }

    /// The largest offset that still shows content at the bottom-right edge.
    public var maximumContentOffset: CGPoint {
        let minimum = minimumContentOffset
        return CGPoint(
            x: Swift.max(minimum.x, contentSize.width + contentInset.right - bounds.width),
            y: Swift.max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
    }

    private func clamp(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            value.isFinite ? Swift.min(Swift.max(value, low), high) : low
        }
        return CGPoint(x: clamp(offset.x, minimum.x, maximum.x), y: clamp(offset.y, minimum.y, maximum.y))
    }

    private func clampOffset() {
        setContentOffset(bounds.origin, animated: false)
    }

    /// Re-clamps the offset after the bounds size changed, and brings the scroll indicator up to date
    /// (and back in front of subviews added since the last layout).
    open override func layoutSubviews() {
        super.layoutSubviews()
        clampOffset()
        if indicatorNeedsToComeToFront, let indicator = verticalIndicator, indicator.superview === self {
            indicatorNeedsToComeToFront = false
            bringSubviewToFront(indicator)
        }
        updateScrollIndicator()
    }

    /// A subview added in front of the scroll indicator sends the indicator back to the front at the
    /// next layout (before anything is drawn).
    open override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        guard let indicator = verticalIndicator, subview !== indicator, indicator.superview === self else { return }
        indicatorNeedsToComeToFront = true
        setNeedsLayout()
    }

    /// Shows, hides and places the vertical indicator for the current content size, insets, bounds and
    /// offset.
    private func updateScrollIndicator() {
        let cell = cellSize()
        let minimum = minimumContentOffset.y
        let maximum = maximumContentOffset.y
        let rows = Int((bounds.height / cell.height).rounded(.down))
        guard showsVerticalScrollIndicator, maximum > minimum, rows > 0, bounds.width >= cell.width else {
            verticalIndicator?.isHidden = true
            return
        }
        let indicator: ScrollIndicatorView
        if let existing = verticalIndicator {
            indicator = existing
        } else {
            indicator = ScrollIndicatorView(frame: .zero)
            verticalIndicator = indicator
            addSubview(indicator)
        }
        indicator.isHidden = false
        // The thumb is the visible fraction of everything scrollable, at least one row.
        let total = bounds.height + (maximum - minimum)
        let thumb = Swift.min(rows, Swift.max(1, Int((CGFloat(rows) * bounds.height / total).rounded())))
        let fraction = Swift.min(1, Swift.max(0, (bounds.minY - minimum) / (maximum - minimum)))
        let top = Int((fraction * CGFloat(rows - thumb)).rounded())
        indicator.thumbRows = top..<(top + thumb)
        let frame = CGRect(
            x: bounds.maxX - cell.width, y: bounds.minY, width: cell.width, height: CGFloat(rows) * cell.height)
        if indicator.frame != frame { indicator.frame = frame }
    }

    /// Scrolls as little as possible so that `rect` (in content coordinates) is visible; a rect larger
    /// than the bounds shows its top-left part.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = bounds.origin
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ length: CGFloat) -> CGFloat {
            if high - low > length || low < visibleLow { return low }
            if high > visibleLow + length { return high - length }
            return visibleLow
        }
        offset.x = axis(rect.minX, rect.maxX, offset.x, bounds.width)
        offset.y = axis(rect.minY, rect.maxY, offset.y, bounds.height)
        setContentOffset(offset, animated: animated)
    }

    // MARK: - Input

    /// Scrolls by the event's deltas; passes the event on when it cannot scroll further that way.
    open override func scrollWheel(_ event: ScrollEvent) {
        guard isScrollEnabled else { return super.scrollWheel(event) }
        let before = bounds.origin
        setContentOffset(CGPoint(x: before.x + event.deltaX, y: before.y + event.deltaY), animated: false)
        if bounds.origin == before { super.scrollWheel(event) }
    }

    /// A scroll view takes keyboard focus when scrolling is enabled.
    open override var canBecomeFirstResponder: Bool { isScrollEnabled }

    /// Arrow keys, Page Up / Down, Home / End scroll; other keys go up the responder chain.
    open override func keyDown(_ event: KeyEvent) {
        guard isScrollEnabled else { return super.keyDown(event) }
        let line = lineScrollAmount
        let page = Swift.max(line, bounds.height - line)
        var offset = bounds.origin
        switch event.key {
        case .up: offset.y -= line
        case .down: offset.y += line
        case .left: offset.x -= line
        case .right: offset.x += line
        case .pageUp: offset.y -= page
        case .pageDown, .character(" "): offset.y += page
        case .home: offset.y = minimumContentOffset.y
        case .end: offset.y = maximumContentOffset.y
        default: return super.keyDown(event)
        }
        setContentOffset(offset, animated: false)
    }
}
