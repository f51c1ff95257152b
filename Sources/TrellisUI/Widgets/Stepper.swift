// Stepper: increments or decrements a value by a fixed step (UIKit's UIStepper), drawn as `[-|+]`.
import Foundation

/// A control with a minus and a plus half that change ``value`` by ``stepValue`` within
/// ``minimumValue``…``maximumValue``.
///
/// On a cell screen the stepper is five cells by one row, `[-|+]` (UIKit's is 94 × 32 points). A
/// press on the left half decrements and on the right half increments, at the press (`touchDown`,
/// then `valueChanged`), the pressed half drawn in reverse until the release; a half that cannot
/// change the value (at the end of the range without ``wraps``) is drawn dimmed. With keyboard focus
/// Left / Down / `-` decrement and Right / Up / `+` increment. With ``wraps`` a step past one end
/// continues at the other end. Setting ``value`` in code sends no event. Holding a half does not
/// repeat (UIKit's `autorepeat`).
///
/// As in UIKit the value is clamped into the range; a ``stepValue`` that is not positive and a
/// minimum that is not below the maximum are illegal: they are reported (rule `V6`) and not applied.
@MainActor
open class Stepper: Control {
    private var valueStorage: Double = 0
    private var minimumStorage: Double = 0
    private var maximumStorage: Double = 100
    private var stepStorage: Double = 1
    /// The half being pressed: -1 minus, +1 plus, 0 none.
    private var pressedDirection = 0

    /// The value, within ``minimumValue``…``maximumValue`` (0 by default).
    open var value: Double {
        get { valueStorage }
        set {
            guard newValue.isFinite else {
                return reportInvalidWidgetValue("value", "\(newValue)", using: "\(valueStorage)")
            }
            let new = Swift.min(Swift.max(newValue, minimumStorage), maximumStorage)
            guard new != valueStorage else { return }
            valueStorage = new
            setNeedsDisplay()
        }
    }

    /// The smallest value (0 by default); must stay below ``maximumValue``.
    open var minimumValue: Double {
        get { minimumStorage }
        set {
            guard newValue.isFinite, newValue < maximumStorage else {
                return reportInvalidWidgetValue(
                    "minimumValue", "\(newValue) (maximum \(maximumStorage))", using: "\(minimumStorage)")
            }
            minimumStorage = newValue
            value = valueStorage
            setNeedsDisplay()
        }
    }

    /// The largest value (100 by default); must stay above ``minimumValue``.
    open var maximumValue: Double {
        get { maximumStorage }
        set {
            guard newValue.isFinite, newValue > minimumStorage else {
                return reportInvalidWidgetValue(
                    "maximumValue", "\(newValue) (minimum \(minimumStorage))", using: "\(maximumStorage)")
            }
            maximumStorage = newValue
            value = valueStorage
            setNeedsDisplay()
        }
    }

    /// How much one step changes the value (1 by default); must be positive.
    open var stepValue: Double {
        get { stepStorage }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return reportInvalidWidgetValue("stepValue", "\(newValue)", using: "\(stepStorage)")
            }
            stepStorage = newValue
        }
    }

    /// Whether stepping past one end continues at the other (`false` by default).
    open var wraps = false {
        didSet { if wraps != oldValue { setNeedsDisplay() } }
    }

    /// Whether `valueChanged` is sent for each step while the user interacts (always, on a terminal:
    /// a step is one press). Kept for UIKit source compatibility.
    open var isContinuous = true

    /// Creates a stepper over 0…100 at 0 with a step of 1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stepper from an archive: the control's keys (``Control/init(coder:)``), then
    /// `minimumValue`, `maximumValue`, `stepValue`, `value`, `wraps` and `continuous` (`autorepeat` is
    /// not read).
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        let minimum = coder.decodeDouble(forKey: "minimumValue") ?? minimumStorage
        let maximum = coder.decodeDouble(forKey: "maximumValue") ?? maximumStorage
        if minimum.isFinite, maximum.isFinite, minimum < maximum {
            minimumStorage = minimum
            maximumStorage = maximum
        } else {
            coder.reportInvalidValue(
                "\(minimum)…\(maximum)", forKey: "minimumValue", expected: "a minimum below the maximum")
        }
        if let step = coder.decodeDouble(forKey: "stepValue") {
            if step.isFinite && step > 0 {
                stepStorage = step
            } else {
                coder.reportInvalidValue("\(step)", forKey: "stepValue", expected: "a positive number")
            }
        }
        if let value = coder.decodeDouble(forKey: "value") { self.value = value }
        if let wraps = coder.decodeBool(forKey: "wraps") { self.wraps = wraps }
        if let continuous = coder.decodeBool(forKey: "continuous") { isContinuous = continuous }
    }

    /// The value one step in `direction` (-1 or +1) leads to, or `nil` when it cannot move that way.
    private func steppedValue(_ direction: Int) -> Double? {
        let next = valueStorage + Double(direction) * stepStorage
        if next > maximumStorage {
            if wraps { return minimumStorage }
            return valueStorage < maximumStorage ? maximumStorage : nil
        }
        if next < minimumStorage {
            if wraps { return maximumStorage }
            return valueStorage > minimumStorage ? minimumStorage : nil
        }
        return next
    }

    /// Steps as the user does and sends `valueChanged` when the value changed.
    private func step(_ direction: Int) {
        guard isEnabled, let next = steppedValue(direction), next != valueStorage else { return }
        value = next
        sendActions(for: .valueChanged)
    }

    // MARK: - Input

    /// An enabled, visible stepper can take keyboard focus.
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// Left / Down / `-` decrement, Right / Up / `+` increment; other keys go up the responder chain.
    open override func keyDown(_ event: KeyEvent) {
        guard isEnabled, event.modifiers.subtracting(.shift).isEmpty else { return super.keyDown(event) }
        switch event.key {
        case .left, .down, .character("-"): step(-1)
        case .right, .up, .character("+"): step(1)
        default: super.keyDown(event)
        }
    }

    /// A press on the left half decrements, on the right half increments (after `touchDown`).
    open override func pointerDown(_ event: PointerEvent) {
        super.pointerDown(event)
        guard isTracking else { return }
        let point = event.location(in: self)
        pressedDirection = point.x < bounds.minX + intrinsicContentSize.width / 2 ? -1 : 1
        step(pressedDirection)
        setNeedsDisplay()
    }

    /// Ends the press.
    open override func pointerUp(_ event: PointerEvent) {
        super.pointerUp(event)
        releasePress()
    }

    /// Redraws without the pressed half when tracking ends another way (cancelled, disabled).
    open override func stateDidChange() {
        super.stateDidChange()
        if !isTracking { releasePress() }
    }

    private func releasePress() {
        guard pressedDirection != 0 else { return }
        pressedDirection = 0
        setNeedsDisplay()
    }

    // MARK: - Size and drawing

    /// Five cells by one row.
    open override var intrinsicContentSize: CGSize {
        let cell = cellSize(for: .body)
        return CGSize(width: 5 * cell.width, height: cell.height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the background, the focus tint, the frame and the two halves.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let cell = cellSize(for: .body)
        let y = contentVerticalAlignment.lineTop(height: cell.height, in: bounds)
        let x = bounds.minX
        if isFirstResponder {
            context.fill(CGRect(x: x, y: y, width: 5 * cell.width, height: cell.height), color: Button.focusTint)
        }
        let frameColor: Color = isEnabled ? .tintColor : .disabledText
        context.drawCells("[", x: x, y: y, cell: cell, color: frameColor)
        context.drawCells("|", x: x + 2 * cell.width, y: y, cell: cell, color: frameColor)
        context.drawCells("]", x: x + 4 * cell.width, y: y, cell: cell, color: frameColor)
        for (direction, glyph, column) in [(-1, "-", 1), (1, "+", 3)] {
            let possible = isEnabled && steppedValue(direction) != nil
            let pressed = possible && pressedDirection == direction && isHighlighted
            context.drawCells(
                glyph, x: x + CGFloat(column) * cell.width, y: y, cell: cell,
                color: possible ? .tintColor : .disabledText, decorations: pressed ? .reverse : [])
        }
    }
}
