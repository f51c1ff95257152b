// Slider: picks a value from a continuous range (UIKit's UISlider), drawn as a one-row track with a thumb.
import Foundation

/// A control for choosing a value between ``minimumValue`` and ``maximumValue``.
///
/// On a cell screen the slider is one row: the track fills the width, `━` left of the thumb (in
/// ``minimumTrackTintColor``), the thumb `●`, and `─` right of it (in ``maximumTrackTintColor``). The
/// thumb's cell is the value's place in the range, rounded to the nearest cell. (UIKit's slider is 31
/// points high with no intrinsic width; here it is one row high, also with no intrinsic width.)
///
/// Pressing the track moves the thumb to the pressed cell and dragging moves it along (the value
/// follows the pointer even outside the slider, clamped to the range); with ``isContinuous`` each
/// change sends `valueChanged` at once, otherwise one `valueChanged` comes at the release when the
/// value changed. With keyboard focus Left / Down and Right / Up move the thumb by one cell,
/// Home / End to the ends, each change sending `valueChanged`. Setting ``value`` in code sends no
/// event. Values that are not finite are reported (rule `V6`) and ignored.
@MainActor
open class Slider: Control {
    private var valueStorage: Float = 0
    private var minimumStorage: Float = 0
    private var maximumStorage: Float = 1
    /// Whether the value changed while tracking without a `valueChanged` sent (non-continuous).
    private var hasPendingChange = false

    /// The value, always within ``minimumValue``…``maximumValue`` (0 by default).
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// The smallest value (0 by default). Raising it above ``maximumValue`` raises that too; the value
    /// is clamped into the new range.
    open var minimumValue: Float {
        get { minimumStorage }
        set {
            guard newValue.isFinite else {
                return reportInvalidWidgetValue("minimumValue", "\(newValue)", using: "\(minimumStorage)")
            }
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            valueStorage = clamped(valueStorage)
            setNeedsDisplay()
        }
    }

    /// The largest value (1 by default). Lowering it below ``minimumValue`` lowers that too; the value
    /// is clamped into the new range.
    open var maximumValue: Float {
        get { maximumStorage }
        set {
            guard newValue.isFinite else {
                return reportInvalidWidgetValue("maximumValue", "\(newValue)", using: "\(maximumStorage)")
            }
            maximumStorage = newValue
            if minimumStorage > newValue { minimumStorage = newValue }
            valueStorage = clamped(valueStorage)
            setNeedsDisplay()
        }
    }

    /// Whether `valueChanged` is sent for every change while dragging (`true`) or once at the release.
    open var isContinuous = true

    /// The colour of the track left of the thumb (`nil`: the tint colour).
    open var minimumTrackTintColor: Color? {
        didSet { if minimumTrackTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the track right of the thumb (`nil`: grey).
    open var maximumTrackTintColor: Color? {
        didSet { if maximumTrackTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the thumb (`nil`: the label colour).
    open var thumbTintColor: Color? {
        didSet { if thumbTintColor != oldValue { setNeedsDisplay() } }
    }

    /// Creates a slider over 0…1 at 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a slider from an archive: the control's keys (``Control/init(coder:)``), then `minValue`,
    /// `maxValue`, `value`, `continuous`, `minimumTrackTintColor`, `maximumTrackTintColor` and
    /// `thumbTintColor`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        if let minimum = coder.decodeDouble(forKey: "minValue") { minimumValue = Float(minimum) }
        if let maximum = coder.decodeDouble(forKey: "maxValue") { maximumValue = Float(maximum) }
        if let value = coder.decodeDouble(forKey: "value") { self.value = Float(value) }
        if let continuous = coder.decodeBool(forKey: "continuous") { isContinuous = continuous }
        minimumTrackTintColor = coder.decodeColor(forKey: "minimumTrackTintColor")
        maximumTrackTintColor = coder.decodeColor(forKey: "maximumTrackTintColor")
        thumbTintColor = coder.decodeColor(forKey: "thumbTintColor")
    }

    /// Sets the value, clamped to the range, without sending events (cell screens do not animate it).
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else { return reportInvalidWidgetValue("value", "\(value)", using: "\(valueStorage)") }
        let new = clamped(value)
        guard new != valueStorage else { return }
        valueStorage = new
        setNeedsDisplay()
    }

    private func clamped(_ value: Float) -> Float {
        Swift.min(Swift.max(value, minimumStorage), maximumStorage)
    }

    /// Sets the value as the user does; sends `valueChanged` when it changed and `send` is true.
    private func userSet(_ value: Float, send: Bool) {
        let before = valueStorage
        setValue(value, animated: false)
        guard valueStorage != before else { return }
        if send { sendActions(for: .valueChanged) } else { hasPendingChange = true }
    }

    // MARK: - Track geometry

    /// The number of whole cells the track spans (at least 1).
    private var trackCells: Int {
        Swift.max(1, Int((bounds.width / cellSize(for: .body).width).rounded(.down)))
    }

    /// The cell the thumb is drawn in.
    public var thumbCell: Int {
        let cells = trackCells
        let range = maximumStorage - minimumStorage
        guard cells > 1, range > 0 else { return 0 }
        let fraction = (valueStorage - minimumStorage) / range
        return Int((fraction * Float(cells - 1)).rounded())
    }

    /// The value whose thumb cell is under `point` (slider coordinates), clamped to the range.
    private func value(at point: CGPoint) -> Float {
        let cells = trackCells
        guard cells > 1 else { return minimumStorage }
        let index = Int(((point.x - bounds.minX) / cellSize(for: .body).width).rounded(.down))
        let fraction = Float(Swift.min(Swift.max(index, 0), cells - 1)) / Float(cells - 1)
        return minimumStorage + fraction * (maximumStorage - minimumStorage)
    }

    /// How far one key press moves the value: one cell of the track.
    private var keyStep: Float {
        (maximumStorage - minimumStorage) / Float(Swift.max(1, trackCells - 1))
    }

    // MARK: - Input

    /// An enabled, visible slider can take keyboard focus.
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// Left / Down and Right / Up move one cell, Home / End to the ends; other keys go up the chain.
    open override func keyDown(_ event: KeyEvent) {
        guard isEnabled, event.modifiers.isDisjoint(with: [.control, .option, .command]) else {
            return super.keyDown(event)
        }
        switch event.key {
        case .left, .down: userSet(valueStorage - keyStep, send: true)
        case .right, .up: userSet(valueStorage + keyStep, send: true)
        case .home: userSet(minimumStorage, send: true)
        case .end: userSet(maximumStorage, send: true)
        default: super.keyDown(event)
        }
    }

    /// Starts tracking (`touchDown`) and moves the thumb to the pressed cell.
    open override func pointerDown(_ event: PointerEvent) {
        super.pointerDown(event)
        guard isTracking else { return }
        hasPendingChange = false
        userSet(value(at: event.location(in: self)), send: isContinuous)
    }

    /// Sends the drag events and moves the thumb with the pointer.
    open override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        guard isTracking else { return }
        userSet(value(at: event.location(in: self)), send: isContinuous)
    }

    /// Moves the thumb to the release point; a non-continuous slider sends its one `valueChanged` here,
    /// before the control's `touchUpInside` / `touchUpOutside`.
    open override func pointerUp(_ event: PointerEvent) {
        if isTracking {
            userSet(value(at: event.location(in: self)), send: isContinuous)
            if hasPendingChange {
                hasPendingChange = false
                sendActions(for: .valueChanged)
            }
        }
        super.pointerUp(event)
    }

    // MARK: - Size and drawing

    /// No intrinsic width; one row high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: cellSize(for: .body).height)
    }

    /// The given width (or ten cells when there is none) by one row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let cell = cellSize(for: .body)
        let width = size.width > 0 && size.width.isFinite ? size.width : 10 * cell.width
        return CGSize(width: width, height: cell.height)
    }

    /// Draws the background, the focus tint, the track and the thumb.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let cell = cellSize(for: .body)
        let cells = trackCells
        let y = contentVerticalAlignment.lineTop(height: cell.height, in: bounds)
        if isFirstResponder {
            context.fill(
                CGRect(x: bounds.minX, y: y, width: bounds.width, height: cell.height), color: Button.focusTint)
        }
        let thumb = thumbCell
        let filled: Color = isEnabled ? minimumTrackTintColor ?? .tintColor : .disabledText
        let empty: Color = isEnabled ? maximumTrackTintColor ?? .gray : .disabledText
        let knob: Color = isEnabled ? thumbTintColor ?? .label : .disabledText
        let x = bounds.minX
        context.drawCells(String(repeating: "━", count: thumb), x: x, y: y, cell: cell, color: filled)
        context.drawCells("●", x: x + CGFloat(thumb) * cell.width, y: y, cell: cell, color: knob)
        context.drawCells(
            String(repeating: "─", count: Swift.max(0, cells - thumb - 1)), x: x + CGFloat(thumb + 1) * cell.width,
            y: y, cell: cell, color: empty)
    }
}
