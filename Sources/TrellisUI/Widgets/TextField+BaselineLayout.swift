// A text field's baseline for Auto Layout: the bottom of its text line (cells have no descent), centred
// inside the field's chrome.
import Foundation

extension TextField: BaselineLayout {
    /// The text line is centred in the bounds inset by the chrome
    /// (`top + chrome.top + (height - chrome.vertical - line) / 2`), so the baseline — the line's bottom —
    /// is linear in the height. First and last baselines are the same line.
    func baseline(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        let lineHeight = textMeasurer.lineHeight(for: font)
        return (0.5, chromeInsets.top - chromeInsets.vertical / 2 + lineHeight / 2)
    }
}
