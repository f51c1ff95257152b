// FlexStyle: every flexbox property of one node, as a Sendable value.

/// The flexbox style of a node. `FlexStyle()` (= `yogaDefaults`) has Yoga's defaults; `webDefaults`
/// has CSS's initial values.
public struct FlexStyle: Sendable, Hashable {
    /// Inline direction; `.inherit` takes the parent's.
    public var direction: LayoutDirection = .inherit
    /// Main axis.
    public var flexDirection: FlexDirection = .column
    /// Main-axis distribution.
    public var justifyContent: Justify = .flexStart
    /// Default cross-axis alignment of children.
    public var alignItems: Align = .stretch
    /// This node's cross-axis alignment in its parent (`.auto` = parent's `alignItems`).
    public var alignSelf: Align = .auto
    /// Distribution of lines in a multi-line container.
    public var alignContent: Align = .flexStart
    /// Whether `justifyContent` holds when the items overflow the container (`safe` falls back to start).
    public var justifyContentOverflow: OverflowAlignment = .unsafe
    /// Whether `alignItems` holds for an item larger than its line (`safe` falls back to start).
    public var alignItemsOverflow: OverflowAlignment = .unsafe
    /// Whether this node's `alignSelf` (when not `.auto`) holds when it is larger than its line.
    public var alignSelfOverflow: OverflowAlignment = .unsafe
    /// Whether `alignContent` holds when the lines overflow the container.
    public var alignContentOverflow: OverflowAlignment = .unsafe
    /// Wrapping.
    public var flexWrap: FlexWrap = .noWrap
    /// Positioning scheme.
    public var positionType: PositionType = .relative
    /// Whether the node takes part in layout (`none` removes it and its subtree).
    public var display: Display = .flex
    /// Overflow behaviour.
    public var overflow: Overflow = .visible
    /// Which box the specified sizes describe.
    public var boxSizing: BoxSizing = .borderBox
    /// Width / height ratio; `nil` = none.
    public var aspectRatio: Double?
    /// Share of positive free space.
    public var flexGrow: Double = 0
    /// Share of negative free space (weighted by the flex basis).
    public var flexShrink: Double = 0
    /// Initial main size.
    public var flexBasis: LayoutLength = .auto
    /// Specified width.
    public var width: LayoutLength = .auto
    /// Specified height.
    public var height: LayoutLength = .auto
    /// Minimum width; `nil` = none. `.auto` = the CSS automatic minimum size (flex items).
    public var minWidth: LayoutLength?
    /// Minimum height; `nil` = none. `.auto` = the CSS automatic minimum size (flex items).
    public var minHeight: LayoutLength?
    /// Maximum width; `nil` = none.
    public var maxWidth: LayoutLength?
    /// Maximum height; `nil` = none.
    public var maxHeight: LayoutLength?
    /// Gap between rows and columns (fallback of `rowGap`/`columnGap`).
    public var gap: LayoutLength?
    /// Gap between lines of a row-wrap container / items of a column container.
    public var rowGap: LayoutLength?
    /// Gap between items of a row container / lines of a column-wrap container.
    public var columnGap: LayoutLength?
    /// Margins (`.auto` margins absorb free space).
    public var margin = Edges()
    /// Padding (points or percent of the containing block's width).
    public var padding = Edges()
    /// Border widths (points).
    public var border = Edges()
    /// Insets (`top`/`left`/... or logical `start`/`end`) for relative and absolute positioning.
    public var position = Edges()

    /// Yoga's defaults (column, flexShrink 0, alignContent flexStart, border-box, no minimum size).
    public init() {}

    /// Yoga's defaults; same as `FlexStyle()`.
    public static let yogaDefaults = FlexStyle()

    /// CSS initial values: row, flexShrink 1, alignContent stretch (CSS `normal`), content-box, and
    /// `min-width`/`min-height: auto` (the automatic minimum size of CSS Flexbox §4.5).
    public static let webDefaults: FlexStyle = {
        var style = FlexStyle()
        style.flexDirection = .row
        style.flexShrink = 1
        style.alignContent = .stretch
        style.boxSizing = .contentBox
        style.minWidth = .auto
        style.minHeight = .auto
        return style
    }()

    /// Whether any length of the style is a percentage.
    var hasPercentages: Bool {
        func isPercent(_ value: LayoutLength?) -> Bool {
            if case .percent? = value { return true }
            return false
        }
        func anyPercent(_ edges: Edges) -> Bool {
            // Four bits per edge; kind 2 is a percentage.
            var kinds = edges.kinds
            while kinds != 0 {
                if kinds & 0xF == Edges.Kind.percent.rawValue { return true }
                kinds >>= 4
            }
            return false
        }
        return isPercent(width) || isPercent(height) || isPercent(minWidth) || isPercent(minHeight)
            || isPercent(maxWidth) || isPercent(maxHeight) || isPercent(flexBasis) || isPercent(gap)
            || isPercent(rowGap) || isPercent(columnGap) || anyPercent(margin) || anyPercent(padding)
            || anyPercent(border) || anyPercent(position)
    }

    /// Whether a size, min/max size or the flex basis is a sizing keyword.
    var hasSizingKeywords: Bool {
        func isKeyword(_ value: LayoutLength?) -> Bool { value?.isSizingKeyword ?? false }
        return isKeyword(width) || isKeyword(height) || isKeyword(minWidth) || isKeyword(minHeight)
            || isKeyword(maxWidth) || isKeyword(maxHeight) || isKeyword(flexBasis)
    }

    /// Sets the margin of `edge`.
    public mutating func setMargin(_ edge: Edge, _ value: LayoutLength?) { margin[edge] = value }
    /// Sets the padding of `edge`.
    public mutating func setPadding(_ edge: Edge, _ value: LayoutLength?) { padding[edge] = value }
    /// Sets the border width of `edge`.
    public mutating func setBorder(_ edge: Edge, _ value: LayoutLength?) { border[edge] = value }
    /// Sets the inset of `edge`.
    public mutating func setPosition(_ edge: Edge, _ value: LayoutLength?) { position[edge] = value }
}
