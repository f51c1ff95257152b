// How a view lays out its content when its bounds change size (UIView.ContentMode).

/// How a view places its content in its bounds (`UIView.ContentMode`).
///
/// Image views scale or place their image by it; other views keep it for code that reads it, as
/// Interface Builder documents set it on every view.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretch the content to fill the bounds.
    case scaleToFill
    /// Scale the content to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scale the content to fill the bounds, keeping its aspect ratio (some is clipped).
    case scaleAspectFill
    /// Redraw the content when the bounds change.
    case redraw
    /// Centre the content without scaling.
    case center
    /// Place the content at the top, centred horizontally.
    case top
    /// Place the content at the bottom, centred horizontally.
    case bottom
    /// Place the content at the left, centred vertically.
    case left
    /// Place the content at the right, centred vertically.
    case right
    /// Place the content at the top-left corner.
    case topLeft
    /// Place the content at the top-right corner.
    case topRight
    /// Place the content at the bottom-left corner.
    case bottomLeft
    /// Place the content at the bottom-right corner.
    case bottomRight
}

extension ContentMode {
    /// The names Interface Builder documents use (`contentMode="scaleAspectFit"`).
    public static let documentNames: [String: ContentMode] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
