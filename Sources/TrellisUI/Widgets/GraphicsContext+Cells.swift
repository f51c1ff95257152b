// Cell-by-cell drawing for widget chrome: a run of glyphs placed at a given cell, one cell per glyph.
import Foundation

extension GraphicsContext {
    /// Draws `text` from the cell whose top-left corner is (`x`, `y`), one `cell` per character, left
    /// aligned (for glyphs one cell wide: track segments, knobs, spinners).
    func drawCells(
        _ text: String, x: CGFloat, y: CGFloat, cell: CGSize, color: Color, font: Font = .body,
        decorations: TextDecorations = []
    ) {
        guard !text.isEmpty else { return }
        let rect = CGRect(x: x, y: y, width: CGFloat(text.count) * cell.width, height: cell.height)
        append(.text(TextRun(text: text, rect: rect, font: font, color: color, decorations: decorations)))
    }
}
