// A button's baseline for Auto Layout: the bottom of its title line (cells have no descent), placed in
// the content rectangle by the content vertical alignment.
import Foundation

extension Button: BaselineLayout {
    /// The title line sits in the bounds inset by ``contentEdgeInsets``: at its top, at its bottom, or
    /// centred (`top + insets.top + (height - insets.vertical - line) / 2`), so the baseline — the line's
    /// bottom — is linear in the height. First and last baselines are the same line.
    func baseline(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        let lineHeight = textMeasurer.lineHeight(for: font)
        let insets = contentEdgeInsets
        switch contentVerticalAlignment {
        case .top: return (0, insets.top + lineHeight)
        case .bottom: return (1, -insets.bottom)
        case .center, .fill: return (0.5, insets.top - insets.vertical / 2 + lineHeight / 2)
        }
    }
}
