// ConformanceStyleMapper: turns a conformance node's CSS longhands into a FlexStyle (FORMAT.md value forms).

import TrellisLayout

/// Maps the CSS longhands of one conformance node onto `FlexStyle`, starting from the file's defaults.
///
/// Every property and value form FORMAT.md allows is accepted; anything else throws a
/// `StyleMappingError` naming the declaration. Declarations are applied in sorted key order so the
/// first error reported for a node is deterministic.
public struct ConformanceStyleMapper: Sendable, Hashable {
    /// The defaults of the file the node comes from.
    public let defaults: StyleDefaults

    /// A mapper for nodes of a file with `defaults`.
    public init(defaults: StyleDefaults) {
        self.defaults = defaults
    }

    /// The style of a node with `declarations`.
    ///
    /// - Parameters:
    ///   - isRoot: whether the node is the test root (roots default to `position: absolute`).
    ///   - parentStyle: the parent's mapped style; `align-self: start`/`end` depend on its `flex-wrap`.
    public func style(
        for declarations: [String: String], isRoot: Bool,
        parentStyle: FlexStyle?
    ) throws(StyleMappingError) -> FlexStyle {
        var style = isRoot ? defaults.rootBaseStyle : defaults.baseStyle
        var sides = SideDeclarations()
        var overflowX = Overflow.visible
        var overflowY = Overflow.visible
        var alignments: [(property: String, value: String)] = []
        var zeroBorders: [Edge] = []

        for property in declarations.keys.sorted() {
            let value = declarations[property] ?? ""
            let failure = { (expected: String) in
                StyleMappingError(property: property, value: value, reason: .unsupportedValue(expected))
            }
            switch property {
            case "display":
                switch value {
                case "flex": style.display = .flex
                case "none": style.display = .none
                case "contents": style.display = .contents
                default: throw failure("flex, none or contents")
                }
            case "position":
                switch value {
                case "static": style.positionType = .static
                case "relative": style.positionType = .relative
                case "absolute": style.positionType = .absolute
                default: throw failure("static, relative or absolute")
                }
            case "direction":
                switch value {
                case "ltr": style.direction = .ltr
                case "rtl": style.direction = .rtl
                default: throw failure("ltr or rtl")
                }
            case "flex-direction":
                switch value {
                case "row": style.flexDirection = .row
                case "row-reverse": style.flexDirection = .rowReverse
                case "column": style.flexDirection = .column
                case "column-reverse": style.flexDirection = .columnReverse
                default: throw failure("row, row-reverse, column or column-reverse")
                }
            case "flex-wrap":
                switch value {
                case "nowrap": style.flexWrap = .noWrap
                case "wrap": style.flexWrap = .wrap
                case "wrap-reverse": style.flexWrap = .wrapReverse
                default: throw failure("nowrap, wrap or wrap-reverse")
                }
            case "flex-grow":
                style.flexGrow = try Self.nonNegativeNumber(value, failure)
            case "flex-shrink":
                style.flexShrink = try Self.nonNegativeNumber(value, failure)
            case "flex-basis":
                if value == "content" {
                    // CSS Flexbox §9.2.3.E sizes a `content` basis as `max-content`.
                    style.flexBasis = .maxContent
                } else {
                    style.flexBasis = try Self.size(value, allowingAuto: true, failure)
                }
            case "width":
                style.width = try Self.size(value, allowingAuto: true, failure)
            case "height":
                style.height = try Self.size(value, allowingAuto: true, failure)
            case "min-width":
                style.minWidth = try minimumSize(value, failure)
            case "min-height":
                style.minHeight = try minimumSize(value, failure)
            case "max-width":
                style.maxWidth = value == "none" ? nil : try Self.size(value, allowingAuto: false, failure)
            case "max-height":
                style.maxHeight = value == "none" ? nil : try Self.size(value, allowingAuto: false, failure)
            case "row-gap":
                style.rowGap = value == "normal" ? nil : try Self.nonNegativeLength(value, failure)
            case "column-gap":
                style.columnGap = value == "normal" ? nil : try Self.nonNegativeLength(value, failure)
            case "aspect-ratio":
                style.aspectRatio = try Self.aspectRatio(value, failure)
            case "box-sizing":
                switch value {
                case "border-box": style.boxSizing = .borderBox
                case "content-box": style.boxSizing = .contentBox
                default: throw failure("border-box or content-box")
                }
            case "overflow-x":
                overflowX = try Self.overflow(value, failure)
            case "overflow-y":
                overflowY = try Self.overflow(value, failure)
            case "justify-content", "align-items", "align-self", "align-content":
                alignments.append((property, value))
            default:
                guard let side = BoxSide(property: property) else {
                    throw StyleMappingError(property: property, value: value, reason: .unknownProperty)
                }
                try sides.record(side, property: property, value: value)
                switch side.group {
                case .margin:
                    style.margin[side.edge] = try Self.length(value, allowingAuto: true, failure)
                case .padding:
                    style.padding[side.edge] = try Self.nonNegativeLength(value, failure)
                case .borderWidth:
                    style.border[side.edge] = try Self.borderWidth(value, failure)
                case .borderStyle:
                    switch value {
                    case "none", "hidden": zeroBorders.append(side.edge)
                    case "solid", "dashed", "dotted", "double", "groove", "ridge", "inset", "outset": break
                    default: throw failure("a border style keyword")
                    }
                case .inset:
                    let inset = try Self.length(value, allowingAuto: true, failure)
                    style.position[side.edge] = inset == .auto ? nil : inset
                }
            }
        }

        style.overflow = Self.combinedOverflow(overflowX, overflowY)
        for edge in zeroBorders { style.border[edge] = .points(0) }
        for (property, value) in alignments {
            try applyAlignment(property, value, to: &style, parentStyle: parentStyle)
        }
        return style
    }

    // MARK: Sizes and lengths

    /// A size: a non-negative length, a sizing keyword, or (where allowed) `auto`.
    private static func size(
        _ value: String, allowingAuto: Bool,
        _ failure: (String) -> StyleMappingError
    ) throws(StyleMappingError) -> LayoutLength {
        let expected =
            allowingAuto
            ? "<n>px, <n>%, auto, min-content, max-content, fit-content or stretch"
            : "<n>px, <n>%, min-content, max-content, fit-content or stretch"
        switch value {
        case "auto" where allowingAuto: return .auto
        case "max-content", "-webkit-max-content": return .maxContent
        case "fit-content", "-webkit-fit-content": return .fitContent
        case "stretch", "-webkit-fill-available": return .stretch
        case "min-content", "-webkit-min-content": return .minContent
        default:
            guard let length = CSSValue.length(value) else { throw failure(expected) }
            return try dimension(nonNegative: length, failure(expected))
        }
    }

    /// `min-width`/`min-height`: `auto` is the automatic minimum size under web defaults; Yoga has none.
    private func minimumSize(
        _ value: String,
        _ failure: (String) -> StyleMappingError
    ) throws(StyleMappingError) -> LayoutLength? {
        if value == "auto" { return defaults == .web ? .auto : nil }
        return try Self.size(value, allowingAuto: false, failure)
    }

    private static func length(
        _ value: String, allowingAuto: Bool,
        _ failure: (String) -> StyleMappingError
    ) throws(StyleMappingError) -> LayoutLength {
        if allowingAuto, value == "auto" { return .auto }
        switch CSSValue.length(value) {
        case let .pixels(points)?: return .points(points)
        case let .percent(percent)?: return .percent(percent)
        case nil: throw failure(allowingAuto ? "<n>px, <n>% or auto" : "<n>px or <n>%")
        }
    }

    private static func nonNegativeLength(
        _ value: String,
        _ failure: (String) -> StyleMappingError
    ) throws(StyleMappingError)
        -> LayoutLength
    {
        guard let length = CSSValue.length(value) else { throw failure("a non-negative <n>px or <n>%") }
        return try dimension(nonNegative: length, failure("a non-negative <n>px or <n>%"))
    }

    private static func dimension(
        nonNegative length: CSSLength,
        _ error: StyleMappingError
    ) throws(StyleMappingError) -> LayoutLength {
        switch length {
        case let .pixels(points):
            guard points >= 0 else { throw error }
            return .points(points)
        case let .percent(percent):
            guard percent >= 0 else { throw error }
            return .percent(percent)
        }
    }

    private static func borderWidth(
        _ value: String,
        _ failure: (String) -> StyleMappingError
    ) throws(StyleMappingError) -> LayoutLength {
        // Chromium's keyword widths.
        switch value {
        case "thin": return .points(1)
        case "medium": return .points(3)
        case "thick": return .points(5)
        default:
            guard case let .pixels(points)? = CSSValue.length(value), points >= 0 else {
                throw failure("a non-negative <n>px, thin, medium or thick")
            }
            return .points(points)
        }
    }

    private static func nonNegativeNumber(
        _ value: String,
        _ failure: (String) -> StyleMappingError
    ) throws(StyleMappingError) -> Double {
        guard let number = CSSValue.number(Substring(value)), number >= 0 else {
            throw failure("a non-negative number")
        }
        return number
    }

    /// `auto`, `<a> / <b>`, `<a>`, or `auto` together with a ratio. A degenerate ratio (a zero or infinite
    /// term) behaves as `auto` (CSS Box Sizing 4 §5.1).
    private static func aspectRatio(
        _ value: String,
        _ failure: (String) -> StyleMappingError
    ) throws(StyleMappingError) -> Double? {
        let expected = "auto, <a> / <b> or <a>, optionally with auto"
        var tokens = value.split(separator: " ", omittingEmptySubsequences: true)
        if tokens.first == "auto" {
            tokens.removeFirst()
        } else if tokens.last == "auto" {
            tokens.removeLast()
        }
        if tokens.isEmpty { return nil }
        let numerator: Double
        var denominator = 1.0
        switch tokens.count {
        case 1:
            guard let a = CSSValue.number(tokens[0]) else { throw failure(expected) }
            numerator = a
        case 3 where tokens[1] == "/":
            guard let a = CSSValue.number(tokens[0]), let b = CSSValue.number(tokens[2]) else {
                throw failure(expected)
            }
            numerator = a
            denominator = b
        default:
            throw failure(expected)
        }
        guard numerator >= 0, denominator >= 0 else { throw failure(expected) }
        if numerator == 0 || denominator == 0 { return nil }
        let ratio = numerator / denominator
        return ratio.isFinite && ratio > 0 ? ratio : nil
    }

    private static func overflow(
        _ value: String,
        _ failure: (String) -> StyleMappingError
    ) throws(StyleMappingError) -> Overflow {
        switch value {
        // `clip` clips without making a scroll container, so layout treats it exactly like `visible`.
        // (Beside a scrolling axis CSS computes it to `hidden`; `combinedOverflow` gives `.scroll` then.)
        case "visible", "clip": return .visible
        case "hidden": return .hidden
        case "scroll", "auto": return .scroll
        default: throw failure("visible, hidden, clip, scroll or auto")
        }
    }

    /// One engine value for both axes: any scrolling axis makes a scroll container that scrolls, else any
    /// hidden axis one that clips (CSS computes a `visible` axis beside a non-visible one to `auto`).
    private static func combinedOverflow(_ x: Overflow, _ y: Overflow) -> Overflow {
        if x == .scroll || y == .scroll { return .scroll }
        if x == .hidden || y == .hidden { return .hidden }
        return .visible
    }

    // MARK: Alignment

    private func applyAlignment(
        _ property: String, _ value: String, to style: inout FlexStyle,
        parentStyle: FlexStyle?
    ) throws(StyleMappingError) {
        let (overflowPosition, keyword) = CSSValue.alignment(value)
        let failure = { (expected: String) in
            StyleMappingError(property: property, value: value, reason: .unsupportedValue(expected))
        }
        let overflow: OverflowAlignment = overflowPosition == .safe ? .safe : .unsafe
        // `start`/`end` follow the writing mode, `flex-start`/`flex-end` the flex axes: they differ exactly
        // when the relevant axis is reversed (row-/column-reverse on the main axis, wrap-reverse on the cross axis).
        switch property {
        case "justify-content":
            style.justifyContentOverflow = overflow
            let reversed = style.flexDirection == .rowReverse || style.flexDirection == .columnReverse
            switch keyword {
            case "left", "right":
                // Physical edges: in a column they act as `start`; in a row they need the node's direction,
                // which is known only when its style sets it (an inherited one changes between the runs).
                if style.flexDirection == .column || style.flexDirection == .columnReverse {
                    style.justifyContent = reversed ? .flexEnd : .flexStart
                } else if style.direction == .inherit {
                    throw failure("left or right only on a row whose style sets direction")
                } else {
                    let atLeft = (style.direction == .ltr) != reversed
                    style.justifyContent = (keyword == "left") == atLeft ? .flexStart : .flexEnd
                }
            case "flex-start", "normal", "stretch": style.justifyContent = .flexStart
            case "flex-end": style.justifyContent = .flexEnd
            case "start": style.justifyContent = reversed ? .flexEnd : .flexStart
            case "end": style.justifyContent = reversed ? .flexStart : .flexEnd
            case "center": style.justifyContent = .center
            case "space-between": style.justifyContent = .spaceBetween
            case "space-around": style.justifyContent = .spaceAround
            case "space-evenly": style.justifyContent = .spaceEvenly
            default:
                throw failure(
                    "flex-start, flex-end, start, end, center, space-between, space-around, "
                        + "space-evenly, stretch or normal (left/right depend on the run direction)")
            }
        case "align-items":
            style.alignItemsOverflow = overflow
            style.alignItems = try crossAlignment(
                keyword, reversed: style.flexWrap == .wrapReverse,
                allowAuto: false, failure)
        case "align-self":
            style.alignSelfOverflow = overflow
            style.alignSelf = try crossAlignment(
                keyword, reversed: parentStyle?.flexWrap == .wrapReverse,
                allowAuto: true, failure)
        default:
            style.alignContentOverflow = overflow
            let reversed = style.flexWrap == .wrapReverse
            switch keyword {
            case "normal", "stretch": style.alignContent = .stretch
            case "flex-start": style.alignContent = .flexStart
            case "flex-end": style.alignContent = .flexEnd
            case "start": style.alignContent = reversed ? .flexEnd : .flexStart
            case "end": style.alignContent = reversed ? .flexStart : .flexEnd
            case "center": style.alignContent = .center
            case "space-between": style.alignContent = .spaceBetween
            case "space-around": style.alignContent = .spaceAround
            case "space-evenly": style.alignContent = .spaceEvenly
            default:
                throw failure(
                    "flex-start, flex-end, start, end, center, space-between, space-around, "
                        + "space-evenly, stretch or normal")
            }
        }
    }

    /// `align-items`/`align-self`. `start`/`end` follow the container's writing mode (resolved here against
    /// `wrap-reverse`); `self-start`/`self-end` the item's own, which the engine resolves.
    private func crossAlignment(
        _ keyword: String, reversed: Bool, allowAuto: Bool,
        _ failure: (String) -> StyleMappingError
    ) throws(StyleMappingError) -> Align {
        switch keyword {
        case "auto" where allowAuto: return .auto
        case "normal", "stretch": return .stretch
        case "flex-start": return .flexStart
        case "flex-end": return .flexEnd
        case "start": return reversed ? .flexEnd : .flexStart
        case "end": return reversed ? .flexStart : .flexEnd
        case "self-start": return .selfStart
        case "self-end": return .selfEnd
        case "center": return .center
        case "baseline", "first baseline": return .baseline
        case "last baseline": return .lastBaseline
        default:
            throw failure(
                (allowAuto ? "auto, " : "") + "normal, stretch, flex-start, flex-end, start, end, "
                    + "self-start, self-end, center, baseline or last baseline")
        }
    }
}
