// Control.ContentHorizontalAlignment and ContentVerticalAlignment: where a control places its content
// (UIKit's UIControl.ContentHorizontalAlignment / ContentVerticalAlignment).
import Foundation

extension Control {
    /// Where a control places its content across its width.
    public enum ContentHorizontalAlignment: Sendable, Hashable, CaseIterable {
        /// Centred (the default).
        case center
        /// At the left edge.
        case left
        /// At the right edge.
        case right
        /// Stretched over the whole width.
        case fill
        /// At the leading edge (the left on left-to-right screens).
        case leading
        /// At the trailing edge (the right on left-to-right screens).
        case trailing

        /// The names Xcode writes for `contentHorizontalAlignment`.
        static let documentNames: [String: ContentHorizontalAlignment] = [
            "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading,
            "trailing": .trailing,
        ]

        /// The text alignment that places a line of content this way.
        var textAlignment: TextAlignment {
            switch self {
            case .center, .fill: .center
            case .left, .leading: .left
            case .right, .trailing: .right
            }
        }
    }

    /// Where a control places its content across its height.
    public enum ContentVerticalAlignment: Sendable, Hashable, CaseIterable {
        /// Centred (the default).
        case center
        /// At the top edge.
        case top
        /// At the bottom edge.
        case bottom
        /// Stretched over the whole height.
        case fill

        /// The names Xcode writes for `contentVerticalAlignment`.
        static let documentNames: [String: ContentVerticalAlignment] = [
            "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
        ]

        /// The top of a `height`-high line of content in `box`, whole points.
        func lineTop(height: CGFloat, in box: CGRect) -> CGFloat {
            switch self {
            case .center, .fill: box.minY + ((box.height - height) / 2).rounded(.down)
            case .top: box.minY
            case .bottom: box.maxY - height
            }
        }
    }
}
