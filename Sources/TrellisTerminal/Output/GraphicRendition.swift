// GraphicRendition: the colours and attributes in effect on the terminal (what SGR last set), and the
// shortest SGR sequence from one rendition to another, so nothing already in effect is re-sent.

/// The SGR state of the terminal: foreground, background and style bits (``CharacterStyle`` raw values).
struct GraphicRendition: Equatable, Sendable {
    var foreground: TerminalColor
    var background: TerminalColor
    var style: UInt8

    /// What `ESC[0m` leaves: default colours, no attributes.
    static let `default` = GraphicRendition(foreground: .default, background: .default, style: 0)

    /// The rendition a cell is written with.
    init(of cell: TerminalCell) {
        foreground = cell.foreground
        background = cell.background
        style = cell.style
    }

    init(foreground: TerminalColor, background: TerminalColor, style: UInt8) {
        self.foreground = foreground
        self.background = background
        self.style = style
    }

    /// Whether erasing (EL, ED) or scrolling in this rendition leaves cells that equal ``TerminalCell/blank``:
    /// terminals fill erased cells with the current background (back-colour erase), and some with the
    /// current reverse/underline/strike-through as well.
    var isErasable: Bool { background.isDefault && style & TerminalCell.stylesVisibleOnSpace == 0 }

    // MARK: - SGR sequences

    private static let onCodes: [(bit: UInt8, code: Int)] = [(1, 1), (2, 2), (4, 3), (8, 4), (16, 7), (32, 9)]
    private static let offCodes: [(bit: UInt8, code: Int)] = [(4, 23), (8, 24), (16, 27), (32, 29)]
    private static let boldOrDim: UInt8 = 0b11

    private enum Parameter {
        case code(Int)
        case foreground(TerminalColor)
        case background(TerminalColor)

        var length: Int {
            switch self {
            case .code(let code): return ANSI.decimalLength(code)
            case .foreground(let color): return color.parameterLength(isBackground: false)
            case .background(let color): return color.parameterLength(isBackground: true)
            }
        }

        func append(to bytes: inout [UInt8]) {
            switch self {
            case .code(let code): ANSI.appendDecimal(code, to: &bytes)
            case .foreground(let color): color.appendParameters(isBackground: false, to: &bytes)
            case .background(let color): color.appendParameters(isBackground: true, to: &bytes)
            }
        }
    }

    /// The parameters that change `current` into `target` attribute by attribute.
    private static func incrementalParameters(
        from current: GraphicRendition, to target: GraphicRendition, _ body: (Parameter) -> Void
    ) {
        let removed = current.style & ~target.style
        var added = target.style & ~current.style
        if removed & boldOrDim != 0 {
            // SGR 22 ends bold and dim together; whichever stays on is turned on again.
            body(.code(22))
            added |= target.style & boldOrDim
        }
        for (bit, code) in offCodes where removed & bit != 0 { body(.code(code)) }
        for (bit, code) in onCodes where added & bit != 0 { body(.code(code)) }
        if current.foreground != target.foreground { body(.foreground(target.foreground)) }
        if current.background != target.background { body(.background(target.background)) }
    }

    /// The parameters that reset everything and then set `target`.
    private static func resetParameters(to target: GraphicRendition, _ body: (Parameter) -> Void) {
        body(.code(0))
        for (bit, code) in onCodes where target.style & bit != 0 { body(.code(code)) }
        if !target.foreground.isDefault { body(.foreground(target.foreground)) }
        if !target.background.isDefault { body(.background(target.background)) }
    }

    /// The length of an SGR sequence with these parameters (a lone 0 is written `ESC[m`).
    private static func length(_ visit: ((Parameter) -> Void) -> Void) -> Int {
        var length = 3
        var count = 0
        var onlyReset = true
        visit { parameter in
            length += parameter.length
            if count > 0 { length += 1 }
            if case .code(0) = parameter {} else { onlyReset = false }
            count += 1
        }
        return onlyReset && count == 1 ? 3 : length
    }

    private static func append(_ visit: ((Parameter) -> Void) -> Void, to bytes: inout [UInt8]) {
        var parameters = 0
        var onlyReset = true
        visit { parameter in
            parameters += 1
            if case .code(0) = parameter {} else { onlyReset = false }
        }
        ANSI.appendCSI(to: &bytes)
        if !(onlyReset && parameters == 1) {
            var first = true
            visit { parameter in
                if !first { bytes.append(UInt8(ascii: ";")) }
                first = false
                parameter.append(to: &bytes)
            }
        }
        bytes.append(UInt8(ascii: "m"))
    }

    /// Appends the shortest SGR sequence turning `current` (`nil` when unknown) into `target`; nothing
    /// when they are equal. Returns the number of bytes written.
    @discardableResult
    static func appendTransition(from current: GraphicRendition?, to target: GraphicRendition, to bytes: inout [UInt8])
        -> Int
    {
        if let current, current == target { return 0 }
        let reset: ((Parameter) -> Void) -> Void = { resetParameters(to: target, $0) }
        guard let current else {
            let start = bytes.count
            append(reset, to: &bytes)
            return bytes.count - start
        }
        let incremental: ((Parameter) -> Void) -> Void = { incrementalParameters(from: current, to: target, $0) }
        let start = bytes.count
        append(length(incremental) <= length(reset) ? incremental : reset, to: &bytes)
        return bytes.count - start
    }

    /// The number of bytes ``appendTransition(from:to:to:)`` would write.
    static func transitionLength(from current: GraphicRendition?, to target: GraphicRendition) -> Int {
        if let current, current == target { return 0 }
        let resetLength = length { resetParameters(to: target, $0) }
        guard let current else { return resetLength }
        return min(resetLength, length { incrementalParameters(from: current, to: target, $0) })
    }
}
