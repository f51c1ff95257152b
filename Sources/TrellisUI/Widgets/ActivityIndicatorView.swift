// ActivityIndicatorView: a spinner showing that work is under way (UIKit's UIActivityIndicatorView),
// one cell whose glyph turns on the application clock.
import Foundation

/// A one-cell spinner.
///
/// While animating, the cell steps through the braille frames in ``frames`` every
/// ``frameInterval`` seconds of the application clock (a repeating ``ApplicationTimer`` that runs only
/// while the view is in a window, so a spinner off screen costs nothing); when stopped it shows the
/// first frame — or nothing, being hidden, when ``hidesWhenStopped`` is true (the default, as in
/// UIKit). (UIKit's spinner is 20 or 37 points square; here it is one cell.)
@MainActor
open class ActivityIndicatorView: View {
    /// The glyphs the spinner steps through.
    public nonisolated static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Seconds between frames.
    public nonisolated static let frameInterval: TimeInterval = 0.1

    /// Whether the spinner is turning.
    public private(set) var isAnimating = false

    /// Whether the view hides itself while stopped (`true` by default).
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped != oldValue, !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// The spinner's colour (grey by default).
    open var color: Color = .gray {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    /// The index into ``frames`` shown now.
    public private(set) var frameIndex = 0

    private var timer: ApplicationTimer?

    /// Creates a stopped spinner (hidden, since it hides when stopped).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a spinner from an archive: the keys every view reads (``View/init(coder:)``), then
    /// `hidesWhenStopped` (absent: no, as Xcode writes it), `color` (else white for the `white` and
    /// `whiteLarge` styles, grey otherwise) and `animating`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        hidesWhenStopped = coder.decodeBool(forKey: "hidesWhenStopped") ?? false
        let styles = ["gray": false, "medium": false, "large": false, "white": true, "whiteLarge": true]
        let white = coder.decodeEnumeration(forKey: "style", styles) ?? false
        color = coder.decodeColor(forKey: "color") ?? (white ? .white : .gray)
        if coder.decodeBool(forKey: "animating") == true { startAnimating() }
    }

    /// Starts turning (and shows the view if it hides when stopped).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
        scheduleTimer()
    }

    /// Stops turning, back at the first frame (and hides the view if it hides when stopped).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        timer?.invalidate()
        timer = nil
        frameIndex = 0
        setNeedsDisplay()
        if hidesWhenStopped { isHidden = true }
    }

    private func scheduleTimer() {
        guard isAnimating, timer == nil, let application = window?.application else { return }
        timer = application.scheduleTimer(after: Self.frameInterval, repeating: Self.frameInterval) {
            [weak self] _ in
            self?.advanceFrame()
        }
    }

    private func advanceFrame() {
        frameIndex = (frameIndex + 1) % Self.frames.count
        setNeedsDisplay()
    }

    /// Runs the timer only while in a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            timer?.invalidate()
            timer = nil
        } else {
            scheduleTimer()
        }
    }

    /// One cell.
    open override var intrinsicContentSize: CGSize { cellSize(for: .body) }

    /// One cell.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the background, then the current frame centred.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let cell = cellSize(for: .body)
        let x = bounds.minX + ((bounds.width - cell.width) / 2).rounded(.down)
        let y = bounds.minY + ((bounds.height - cell.height) / 2).rounded(.down)
        context.drawCells(String(Self.frames[frameIndex]), x: x, y: y, cell: cell, color: color)
    }
}
