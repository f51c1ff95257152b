// SegmentedControl: a row of segments of which one is selected (UIKit's UISegmentedControl).
import Foundation

/// A horizontal row of segments, each with a title (or an image, shown by name), at most one selected.
///
/// On a cell screen the control is one row: `[ First | Second ]`, the segments in equal slots (or
/// their fixed ``widthForSegment(at:)``), each title centred and truncated in the middle to fit; the
/// selected segment is drawn in reverse in ``selectedSegmentTintColor`` (the tint colour by default),
/// disabled segments dimmed. A click on an enabled segment selects it and sends `valueChanged` (on
/// the release inside the same segment); with keyboard focus Left / Right select the previous / next
/// enabled segment. A ``isMomentary`` control sends `valueChanged` with the segment selected and then
/// selects none again. Setting ``selectedSegmentIndex`` in code sends no event.
///
/// An index out of range is reported (rule `V7`) and the call does nothing — except inserting, which
/// clamps the index as UIKit does.
@MainActor
open class SegmentedControl: Control {
    /// ``selectedSegmentIndex`` when no segment is selected.
    public nonisolated static let noSegment = -1

    private struct Segment: Equatable {
        var title: String?
        var image: Image?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var selectedStorage = SegmentedControl.noSegment
    /// The segment under the pointer when the press began.
    private var pressedSegment: Int?

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment``. Setting an index out of range is reported and ignored.
    open var selectedSegmentIndex: Int {
        get { selectedStorage }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return reportIndex(newValue, "selectedSegmentIndex")
            }
            guard newValue != selectedStorage else { return }
            selectedStorage = newValue
            setNeedsDisplay()
        }
    }

    /// Whether segments show no selection after a click (`false` by default).
    open var isMomentary = false

    /// The colour of the selected segment (`nil`: the tint colour).
    open var selectedSegmentTintColor: Color? {
        didSet { if selectedSegmentTintColor != oldValue { setNeedsDisplay() } }
    }

    /// Creates a control without segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control with one segment per title, none selected.
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        segments = items.map { Segment(title: $0) }
    }

    /// Creates a control from an archive: the control's keys (``Control/init(coder:)``), then the
    /// `<segments>` (each `<segment>` with `title`, `image`, `enabled` and `width`),
    /// `selectedSegmentIndex`, `momentary` and `selectedSegmentTintColor`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        for case let segmentCoder as any Coder in coder.decodeObjects(forKey: "segments") {
            var segment = Segment(
                title: segmentCoder.decodeString(forKey: "title"),
                image: segmentCoder.decodeImageReference(forKey: "image"))
            segment.isEnabled = segmentCoder.decodeBool(forKey: "enabled") ?? true
            segment.width = CGFloat(Swift.max(0, segmentCoder.decodeDouble(forKey: "width") ?? 0))
            segments.append(segment)
        }
        if let index = coder.decodeInteger(forKey: "selectedSegmentIndex") {
            if index == Self.noSegment || segments.indices.contains(index) {
                selectedStorage = index
            } else {
                coder.reportInvalidValue(
                    String(index), forKey: "selectedSegmentIndex",
                    expected: "-1 or a segment index below \(segments.count)")
            }
        }
        if let momentary = coder.decodeBool(forKey: "momentary") { isMomentary = momentary }
        selectedSegmentTintColor = coder.decodeColor(forKey: "selectedSegmentTintColor")
    }

    // MARK: - Segments

    /// Inserts a segment titled `title` at `index` (clamped to 0…``numberOfSegments``); the selected
    /// segment stays selected.
    open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        insert(Segment(title: title), at: index)
    }

    /// Inserts a segment showing `image` at `index` (clamped to 0…``numberOfSegments``).
    open func insertSegment(with image: Image?, at index: Int, animated: Bool) {
        insert(Segment(image: image), at: index)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let position = Swift.min(Swift.max(0, index), segments.count)
        segments.insert(segment, at: position)
        if selectedStorage != Self.noSegment && position <= selectedStorage { selectedStorage += 1 }
        segmentsDidChange()
    }

    /// Removes the segment at `index`; removing the selected one selects none.
    open func removeSegment(at index: Int, animated: Bool) {
        guard segments.indices.contains(index) else { return reportIndex(index, "removeSegment(at:)") }
        segments.remove(at: index)
        if index == selectedStorage {
            selectedStorage = Self.noSegment
        } else if index < selectedStorage {
            selectedStorage -= 1
        }
        segmentsDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedStorage = Self.noSegment
        segmentsDidChange()
    }

    /// Sets the title of the segment at `index`.
    open func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return reportIndex(index, "setTitle(_:forSegmentAt:)") }
        segments[index].title = title
        segmentsDidChange()
    }

    /// The title of the segment at `index` (`nil` out of range).
    open func titleForSegment(at index: Int) -> String? {
        segments.indices.contains(index) ? segments[index].title : nil
    }

    /// Sets the image of the segment at `index` (shown by name when the segment has no title).
    open func setImage(_ image: Image?, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return reportIndex(index, "setImage(_:forSegmentAt:)") }
        segments[index].image = image
        segmentsDidChange()
    }

    /// The image of the segment at `index` (`nil` out of range).
    open func imageForSegment(at index: Int) -> Image? {
        segments.indices.contains(index) ? segments[index].image : nil
    }

    /// Enables or disables the segment at `index`; a disabled segment cannot be selected by the user.
    open func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return reportIndex(index, "setEnabled(_:forSegmentAt:)") }
        segments[index].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether the segment at `index` is enabled (`false` out of range).
    open func isEnabledForSegment(at index: Int) -> Bool {
        segments.indices.contains(index) && segments[index].isEnabled
    }

    /// Gives the segment at `index` a fixed width (0: an equal share of the free width).
    open func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return reportIndex(index, "setWidth(_:forSegmentAt:)") }
        segments[index].width = width.isFinite ? Swift.max(0, width) : 0
        segmentsDidChange()
    }

    /// The fixed width of the segment at `index` (0: automatic, and out of range).
    open func widthForSegment(at index: Int) -> CGFloat {
        segments.indices.contains(index) ? segments[index].width : 0
    }

    private func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private func reportIndex(_ index: Int, _ operation: String) {
        LifecycleChecker.emit(
            rule: "V7", path: lifecyclePath,
            message: "\(operation): segment index \(index) is out of range (\(segments.count) segments); ignored")
    }

    /// The text a segment shows: its title, else its image's name.
    private func label(of segment: Segment) -> String {
        segment.title ?? segment.image?.name ?? ""
    }

    // MARK: - Geometry

    /// The slot of each segment in the control's coordinates (inside the brackets, between the
    /// separators): fixed widths first, the rest shared equally in whole cells (the first slots taking
    /// the remainder).
    public var segmentFrames: [CGRect] {
        let cell = cellSize(for: .body)
        let count = segments.count
        guard count > 0 else { return [] }
        let inner = bounds.width - 2 * cell.width - CGFloat(count - 1) * cell.width
        let fixed = segments.reduce(0) { $0 + $1.width }
        let flexibleCount = segments.filter { $0.width == 0 }.count
        let free = Swift.max(0, inner - fixed)
        let share = flexibleCount > 0 ? (free / CGFloat(flexibleCount) / cell.width).rounded(.down) * cell.width : 0
        var remainder = flexibleCount > 0 ? free - share * CGFloat(flexibleCount) : 0
        let y = contentVerticalAlignment.lineTop(height: cell.height, in: bounds)
        var x = bounds.minX + cell.width
        var frames: [CGRect] = []
        for segment in segments {
            var width = segment.width
            if width == 0 {
                width = share
                if remainder >= cell.width {
                    width += cell.width
                    remainder -= cell.width
                }
            }
            frames.append(CGRect(x: x, y: y, width: width, height: cell.height))
            x += width + cell.width
        }
        return frames
    }

    /// The segment whose slot (or the separator after it) contains `point`, if any.
    private func segmentIndex(at point: CGPoint) -> Int? {
        let cell = cellSize(for: .body)
        for (index, frame) in segmentFrames.enumerated()
        where point.x >= frame.minX && point.x < frame.maxX + (index == segments.count - 1 ? 0 : cell.width) {
            return index
        }
        return nil
    }

    // MARK: - Input

    /// An enabled, visible control with segments can take keyboard focus.
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden && !segments.isEmpty }

    /// Left / Right select the previous / next enabled segment; other keys go up the responder chain.
    open override func keyDown(_ event: KeyEvent) {
        guard isEnabled, event.modifiers.isDisjoint(with: [.control, .option, .command]) else {
            return super.keyDown(event)
        }
        let step: Int
        switch event.key {
        case .left: step = -1
        case .right: step = 1
        default: return super.keyDown(event)
        }
        var index = selectedStorage == Self.noSegment ? (step > 0 ? -1 : segments.count) : selectedStorage
        repeat {
            index += step
        } while segments.indices.contains(index) && !segments[index].isEnabled
        if segments.indices.contains(index) { userSelect(index) }
    }

    /// Remembers the pressed segment (after `touchDown`).
    open override func pointerDown(_ event: PointerEvent) {
        super.pointerDown(event)
        pressedSegment = isTracking ? segmentIndex(at: event.location(in: self)) : nil
        setNeedsDisplay()
    }

    /// A release inside the pressed, enabled segment selects it (`valueChanged`, then the control's
    /// `touchUpInside`).
    open override func pointerUp(_ event: PointerEvent) {
        if isTracking, let pressed = pressedSegment, segmentIndex(at: event.location(in: self)) == pressed,
            segments[pressed].isEnabled
        {
            userSelect(pressed)
        }
        pressedSegment = nil
        super.pointerUp(event)
    }

    private func userSelect(_ index: Int) {
        if index != selectedStorage || isMomentary {
            selectedStorage = index
            setNeedsDisplay()
            sendActions(for: .valueChanged)
        }
        if isMomentary {
            selectedStorage = Self.noSegment
            setNeedsDisplay()
        }
    }

    // MARK: - Size and drawing

    /// Brackets, separators and equal slots as wide as the widest label plus a space on each side
    /// (fixed widths as set); one row.
    open override var intrinsicContentSize: CGSize {
        let cell = cellSize(for: .body)
        let widest =
            segments.filter { $0.width == 0 }
            .map { textMeasurer.width(of: label(of: $0), font: .body) + 2 * cell.width }.max() ?? 0
        let slots = segments.reduce(0) { $0 + ($1.width == 0 ? widest : $1.width) }
        let chrome = CGFloat(segments.count + 1) * cell.width
        return CGSize(width: segments.isEmpty ? 2 * cell.width : slots + chrome, height: cell.height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the background, the focus tint, the brackets and separators, and each segment.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let cell = cellSize(for: .body)
        let y = contentVerticalAlignment.lineTop(height: cell.height, in: bounds)
        if isFirstResponder {
            context.fill(
                CGRect(x: bounds.minX, y: y, width: bounds.width, height: cell.height), color: Button.focusTint)
        }
        let chrome: Color = isEnabled ? .tintColor : .disabledText
        let selectedColor = selectedSegmentTintColor ?? .tintColor
        context.drawCells("[", x: bounds.minX, y: y, cell: cell, color: chrome)
        let frames = segmentFrames
        for (index, frame) in frames.enumerated() {
            let segment = segments[index]
            let enabled = isEnabled && segment.isEnabled
            let shownSelected = index == selectedStorage || (index == pressedSegment && isHighlighted)
            var titleColor: Color = enabled ? .tintColor : .disabledText
            if shownSelected && enabled {
                context.fill(frame, color: selectedColor)
                titleColor = .systemBackground
            }
            let layout = TextLayout(
                text: label(of: segment), font: .body, width: frame.width, numberOfLines: 1,
                lineBreakMode: .truncatingMiddle, measurer: context.textMeasurer)
            if let line = layout.lines.first, !line.text.isEmpty {
                context.append(
                    .text(TextRun(text: line.text, rect: frame, font: .body, color: titleColor, alignment: .center)))
            }
            let separator = index == frames.count - 1 ? "]" : "|"
            context.drawCells(separator, x: frame.maxX, y: y, cell: cell, color: chrome)
        }
        if frames.isEmpty { context.drawCells("]", x: bounds.minX + cell.width, y: y, cell: cell, color: chrome) }
    }
}
