// Switch: an on/off control (UIKit's UISwitch), drawn as a four-cell track with a knob at either end.
import Foundation

/// A control that is either on or off.
///
/// On a cell screen the switch is four cells wide and one row high: `[● ]` when off, `[ ●]` when on,
/// the inside filled with ``onTintColor`` (green by default) while on. (UIKit's switch is 51 × 31
/// points; its intrinsic size here is the four cells.) A click — or Space / Return while the switch
/// has keyboard focus — flips it and sends `valueChanged`; Left turns it off and Right on (sending
/// `valueChanged` when that changes it). Setting ``isOn`` or calling ``setOn(_:animated:)`` in code
/// sends no event, as in UIKit.
@MainActor
open class Switch: Control {
    /// Whether the switch is on (`false` by default).
    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the track while on (`nil`: green, as UIKit's system green).
    open var onTintColor: Color? {
        didSet { if onTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the knob (`nil`: the background colour while on, grey while off).
    open var thumbTintColor: Color? {
        didSet { if thumbTintColor != oldValue { setNeedsDisplay() } }
    }

    /// Creates a switch that is off.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a switch from an archive: the control's keys (``Control/init(coder:)``), then `on`,
    /// `onTintColor` and `thumbTintColor`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        isOn = coder.decodeBool(forKey: "on") ?? false
        onTintColor = coder.decodeColor(forKey: "onTintColor")
        thumbTintColor = coder.decodeColor(forKey: "thumbTintColor")
    }

    /// Turns the switch on or off without sending events (cell screens do not animate it).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// Flips the switch as the user does: changes ``isOn`` and sends `valueChanged`.
    private func userSet(_ on: Bool) {
        guard isEnabled, on != isOn else { return }
        isOn = on
        sendActions(for: .valueChanged)
    }

    // MARK: - Input

    /// An enabled, visible switch can take keyboard focus.
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// Space or Return flips the switch, Left turns it off and Right on; other keys go up the responder
    /// chain.
    open override func keyDown(_ event: KeyEvent) {
        guard isEnabled, event.modifiers.isDisjoint(with: [.control, .option, .command]) else {
            return super.keyDown(event)
        }
        switch event.key {
        case .enter, .character(" "): userSet(!isOn)
        case .left: userSet(false)
        case .right: userSet(true)
        default: super.keyDown(event)
        }
    }

    /// A release inside the switch flips it (`valueChanged`, then the control's `touchUpInside`).
    open override func pointerUp(_ event: PointerEvent) {
        if isTracking && point(inside: event.location(in: self), with: event) { userSet(!isOn) }
        super.pointerUp(event)
    }

    // MARK: - Size and drawing

    /// Four cells by one row.
    open override var intrinsicContentSize: CGSize {
        let cell = cellSize(for: .body)
        return CGSize(width: 4 * cell.width, height: cell.height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the background, the focus tint, the track and the knob.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let cell = cellSize(for: .body)
        let y = contentVerticalAlignment.lineTop(height: cell.height, in: bounds)
        let x = bounds.minX
        if isFirstResponder {
            context.fill(CGRect(x: x, y: y, width: 4 * cell.width, height: cell.height), color: Button.focusTint)
        }
        let onColor = onTintColor ?? .green
        let edge: Color = !isEnabled ? .disabledText : isOn ? onColor : .gray
        if isOn {
            context.fill(CGRect(x: x + cell.width, y: y, width: 2 * cell.width, height: cell.height), color: onColor)
        }
        context.drawCells("[", x: x, y: y, cell: cell, color: edge)
        context.drawCells("]", x: x + 3 * cell.width, y: y, cell: cell, color: edge)
        let knob: Color = !isEnabled ? .disabledText : thumbTintColor ?? (isOn ? .systemBackground : .gray)
        context.drawCells("●", x: x + (isOn ? 2 : 1) * cell.width, y: y, cell: cell, color: knob)
    }
}
