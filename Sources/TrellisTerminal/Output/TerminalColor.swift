// TerminalColor: a colour as the terminal is told it (default, one of 16 ANSI colours, a 256-palette
// index or 24-bit RGB), packed into 32 bits so that cells compare and hash fast.

/// A colour in the terminal's terms. Two colours that produce the same SGR parameters are equal, so a
/// change between two colours the terminal cannot tell apart costs no bytes.
struct TerminalColor: Hashable, Sendable {
    /// Kind in bits 24–25, payload (RGB or palette index) below.
    let rawValue: UInt32

    private static let rgbKind: UInt32 = 1 << 24
    private static let indexedKind: UInt32 = 2 << 24
    private static let ansiKind: UInt32 = 3 << 24
    private static let kindMask: UInt32 = 3 << 24

    private init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The terminal's default foreground or background (SGR 39 / 49).
    static let `default` = TerminalColor(rawValue: 0)

    /// A 24-bit colour, `0xRRGGBB`.
    static func rgb(_ rgb: UInt32) -> TerminalColor { TerminalColor(rawValue: rgbKind | (rgb & 0xFF_FFFF)) }

    /// An index of the xterm 256-colour palette.
    static func indexed(_ index: UInt8) -> TerminalColor { TerminalColor(rawValue: indexedKind | UInt32(index)) }

    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright); values above 15 are clamped.
    static func ansi(_ index: UInt8) -> TerminalColor { TerminalColor(rawValue: ansiKind | UInt32(min(index, 15))) }

    /// Recreates a colour from the ``rawValue`` of one (cells store colours packed).
    init(packed: UInt32) { rawValue = packed }

    var isDefault: Bool { rawValue == 0 }

    /// Appends the SGR parameter(s) selecting this colour, e.g. `38;2;255;0;0`, `48;5;196`, `91`, `39`.
    func appendParameters(isBackground: Bool, to bytes: inout [UInt8]) {
        let payload = rawValue & 0xFF_FFFF
        switch rawValue & Self.kindMask {
        case Self.rgbKind:
            bytes.append(isBackground ? UInt8(ascii: "4") : UInt8(ascii: "3"))
            bytes.append(UInt8(ascii: "8"))
            bytes.append(UInt8(ascii: ";"))
            bytes.append(UInt8(ascii: "2"))
            bytes.append(UInt8(ascii: ";"))
            ANSI.appendDecimal(Int(payload >> 16), to: &bytes)
            bytes.append(UInt8(ascii: ";"))
            ANSI.appendDecimal(Int((payload >> 8) & 0xFF), to: &bytes)
            bytes.append(UInt8(ascii: ";"))
            ANSI.appendDecimal(Int(payload & 0xFF), to: &bytes)
        case Self.indexedKind:
            bytes.append(isBackground ? UInt8(ascii: "4") : UInt8(ascii: "3"))
            bytes.append(UInt8(ascii: "8"))
            bytes.append(UInt8(ascii: ";"))
            bytes.append(UInt8(ascii: "5"))
            bytes.append(UInt8(ascii: ";"))
            ANSI.appendDecimal(Int(payload), to: &bytes)
        case Self.ansiKind:
            // 30–37 / 40–47 for the normal colours, 90–97 / 100–107 for the bright ones.
            let index = Int(payload)
            let base = index < 8 ? (isBackground ? 40 : 30) : (isBackground ? 100 : 90)
            ANSI.appendDecimal(base + index % 8, to: &bytes)
        default:
            bytes.append(isBackground ? UInt8(ascii: "4") : UInt8(ascii: "3"))
            bytes.append(UInt8(ascii: "9"))
        }
    }

    /// The number of bytes ``appendParameters(isBackground:to:)`` writes.
    func parameterLength(isBackground: Bool) -> Int {
        let payload = rawValue & 0xFF_FFFF
        switch rawValue & Self.kindMask {
        case Self.rgbKind:
            return 7 + ANSI.decimalLength(Int(payload >> 16)) + ANSI.decimalLength(Int((payload >> 8) & 0xFF))
                + ANSI.decimalLength(Int(payload & 0xFF))
        case Self.indexedKind:
            return 5 + ANSI.decimalLength(Int(payload))
        case Self.ansiKind:
            return payload >= 8 && isBackground ? 3 : 2
        default:
            return 2
        }
    }
}
