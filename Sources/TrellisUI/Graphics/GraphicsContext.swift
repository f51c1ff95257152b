// GraphicsContext: what a view draws into. It records display items in window coordinates, carrying
// the translation from the drawing view's coordinates, the clip nesting and the inherited alpha.
import Foundation

/// A drawing destination that records ``DisplayItem``s.
///
/// Views draw in their own coordinates; the context adds its current translation so the recorded
/// items are in window coordinates. State (translation, alpha, clips) is saved and restored in pairs
/// with ``saveState()`` / ``restoreState()`` or scoped with ``withState(_:)``; restoring pops every clip
/// pushed since the matching save, so clip pushes and pops always balance.
public final class GraphicsContext {
    private struct State {
        var translation: CGPoint
        var alpha: Double
        var clipDepth: Int
        var clipRect: CGRect?
    }

    /// The recorded drawing instructions.
    public private(set) var displayList: DisplayList
    /// Measures text for ``drawText(_:in:font:color:alignment:lineBreakMode:numberOfLines:)``.
    public let textMeasurer: any TextMeasurer

    private var state: State
    private var savedStates: [State] = []

    /// Creates an empty context.
    /// - Parameters:
    ///   - textMeasurer: the screen's measurer (text is wrapped with it before it is recorded).
    ///   - translation: where the drawing coordinates' origin lies in window coordinates.
    public init(textMeasurer: any TextMeasurer = CellTextMeasurer(), translation: CGPoint = .zero) {
        self.textMeasurer = textMeasurer
        self.displayList = DisplayList()
        self.state = State(translation: translation, alpha: 1, clipDepth: 0, clipRect: nil)
    }

    // MARK: - State

    /// The window-coordinate position of the current drawing origin.
    public var translation: CGPoint { state.translation }

    /// The opacity multiplied into every colour drawn (a view's `alpha` times its ancestors').
    public var alpha: Double {
        get { state.alpha }
        set { state.alpha = Swift.min(1, Swift.max(0, newValue)) }
    }

    /// The area drawing is currently restricted to, in the current drawing coordinates (`nil`: unclipped).
    public var clipBounds: CGRect? {
        state.clipRect.map { $0.offsetBy(dx: -state.translation.x, dy: -state.translation.y) }
    }

    /// Moves the drawing origin by (`x`, `y`) points.
    public func translateBy(x: CGFloat, y: CGFloat) {
        state.translation.x += x
        state.translation.y += y
    }

    /// Sets the translation and alpha outright. The display step tracks both itself while it walks
    /// a view tree and hands them over only for views that append items, instead of saving and
    /// restoring the state around every view it visits.
    func setTransform(translation: CGPoint, alpha: Double) {
        state.translation = translation
        state.alpha = alpha
    }

    /// Pushes the current translation, alpha and clip so that ``restoreState()`` brings them back.
    public func saveState() {
        savedStates.append(state)
    }

    /// Restores the state of the matching ``saveState()``, popping clips pushed since then.
    /// Does nothing when there is no saved state (an unbalanced restore cannot corrupt the list).
    public func restoreState() {
        guard let saved = savedStates.popLast() else { return }
        for _ in saved.clipDepth..<Swift.max(saved.clipDepth, state.clipDepth) { displayList.append(.popClip) }
        state = saved
    }

    /// Runs `body` between ``saveState()`` and ``restoreState()``.
    public func withState<Result>(_ body: () throws -> Result) rethrows -> Result {
        saveState()
        defer { restoreState() }
        return try body()
    }

    // MARK: - Drawing

    /// Restricts later drawing to `rect` (intersected with the current clip) until the state is restored.
    public func clip(to rect: CGRect) {
        let windowRect = toWindow(rect)
        state.clipRect = state.clipRect.map { $0.intersection(windowRect) } ?? windowRect
        state.clipDepth += 1
        displayList.append(.pushClip(windowRect))
    }

    /// Paints `rect` with `color` (nothing is recorded for fully transparent colours).
    public func fill(_ rect: CGRect, color: Color) {
        let color = faded(color)
        guard !color.isClear, !rect.isEmpty else { return }
        displayList.append(.fill(toWindow(rect), color: color))
    }

    /// Outlines `rect` with a border `width` points thick drawn inside the rectangle.
    public func border(_ rect: CGRect, width: CGFloat = 1, color: Color) {
        let color = faded(color)
        guard !color.isClear, width > 0, !rect.isEmpty else { return }
        displayList.append(.border(toWindow(rect), width: width, color: color))
    }

    /// Same as ``border(_:width:color:)`` (Core Graphics' name).
    public func stroke(_ rect: CGRect, width: CGFloat = 1, color: Color) {
        border(rect, width: width, color: color)
    }

    /// Lays `text` out in `rect` with ``TextLayout`` and records one text run per visible line, top
    /// aligned. Lines that would fall below `rect` are not drawn.
    /// - Returns: the layout used, so callers can place e.g. a cursor after the text.
    @discardableResult
    public func drawText(
        _ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment = .left,
        lineBreakMode: LineBreakMode = .wordWrap, numberOfLines: Int = 0
    ) -> TextLayout {
        let layout = TextLayout(
            text: text, font: font, width: rect.width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            measurer: textMeasurer)
        let color = faded(color)
        guard !color.isClear else { return layout }
        var y = rect.minY
        for line in layout.lines {
            // A line that would hang below the rectangle is not drawn (UIKit shows only whole lines).
            if y + layout.lineHeight > rect.maxY + 0.000_1 { break }
            if !line.text.isEmpty {
                let lineRect = CGRect(x: rect.minX, y: y, width: rect.width, height: layout.lineHeight)
                displayList.append(
                    .text(
                        TextRun(
                            text: line.text, rect: toWindow(lineRect), font: font, color: color, alignment: alignment)))
            }
            y += layout.lineHeight
        }
        return layout
    }

    /// Records a ready-made item, translating its geometry to window coordinates. Clip items are
    /// tracked so ``restoreState()`` still balances them.
    public func append(_ item: DisplayItem) {
        switch item {
        case .fill(let rect, let color): fill(rect, color: color)
        case .border(let rect, let width, let color): border(rect, width: width, color: color)
        case .text(var run):
            run.color = faded(run.color)
            guard !run.color.isClear, !run.text.isEmpty else { return }
            run.rect = toWindow(run.rect)
            displayList.append(.text(run))
        case .pushClip(let rect): clip(to: rect)
        case .popClip:
            // Only clips pushed since the last save may be popped here.
            let floor = savedStates.last?.clipDepth ?? 0
            guard state.clipDepth > floor else { return }
            state.clipDepth -= 1
            displayList.append(.popClip)
        }
    }

    /// Ends drawing: pops any clips still pushed and returns the finished list.
    public func finish() -> DisplayList {
        savedStates.removeAll()
        for _ in 0..<state.clipDepth { displayList.append(.popClip) }
        state.clipDepth = 0
        state.clipRect = nil
        return displayList
    }

    private func toWindow(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: state.translation.x, dy: state.translation.y)
    }

    private func faded(_ color: Color) -> Color {
        state.alpha >= 1 ? color : color.withAlphaComponent(color.alpha * state.alpha)
    }
}
