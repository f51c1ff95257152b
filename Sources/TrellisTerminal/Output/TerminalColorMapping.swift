// TerminalColorMapping: turns Trellis colours into what a terminal of a given colour mode can show —
// semantic defaults to the terminal's own colours, everything else to the nearest available colour.
import TrellisUI

/// Maps ``Color``s to ``TerminalColor``s for one ``TerminalColorMode``.
///
/// - `nil` (nothing drawn) is the terminal's default colour.
/// - Semantic colours the terminal already has a better value for map to its defaults, so an app looks
///   right on dark and light terminal themes alike: a foreground named `label` (primary text) is the
///   default foreground (SGR 39); a background named `systemBackground` is the default background (SGR 49).
///   Other names are ordinary colours (e.g. `tintColor` is its blue).
/// - Alpha is ignored: the grid has already blended translucent fills, and a terminal has no alpha.
/// - `.trueColor` sends the 24-bit value; `.palette256` the nearest entry of the xterm 6×6×6 cube or its
///   24 greys (indices 16–255; 0–15 are left out because themes redefine them); `.palette16` the nearest
///   of the 16 ANSI colours with xterm's default values; `.none` always the default colour.
///   "Nearest" is the smallest squared distance of the 8-bit sRGB components.
struct TerminalColorMapping: Sendable {
    let mode: TerminalColorMode

    /// The names of foreground colours shown in the terminal's default foreground.
    static let defaultForegroundNames: Set<String> = ["label"]
    /// The names of background colours shown in the terminal's default background.
    static let defaultBackgroundNames: Set<String> = ["systemBackground"]

    /// The terminal colour for a cell's foreground.
    func foreground(_ color: Color?) -> TerminalColor {
        guard let color, mode != .none else { return .default }
        if let name = color.name, Self.defaultForegroundNames.contains(name) { return .default }
        return map(rgb: color.rgb)
    }

    /// The terminal colour for a cell's background.
    func background(_ color: Color?) -> TerminalColor {
        guard let color, mode != .none else { return .default }
        if let name = color.name, Self.defaultBackgroundNames.contains(name) { return .default }
        return map(rgb: color.rgb)
    }

    /// The terminal colour for a 24-bit `0xRRGGBB` value in this mode.
    func map(rgb: UInt32) -> TerminalColor {
        switch mode {
        case .trueColor: return .rgb(rgb)
        case .palette256: return .indexed(Self.nearestPaletteIndex(rgb: rgb))
        case .palette16: return .ansi(Self.nearestANSIIndex(rgb: rgb))
        case .none: return .default
        }
    }

    // MARK: - Nearest colours

    /// The component values of the xterm 6×6×6 colour cube (indices 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The xterm default values of the 16 ANSI colours (black, red, green, yellow, blue, magenta, cyan,
    /// white, then their bright versions).
    static let ansiColors: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]

    /// The RGB value of a 256-palette index 16–255 (cube or grey ramp); 0–15 give the ANSI colours.
    static func rgb(ofPaletteIndex index: UInt8) -> UInt32 {
        let index = Int(index)
        if index < 16 { return ansiColors[index] }
        if index >= 232 {
            let level = UInt32(8 + 10 * (index - 232))
            return level << 16 | level << 8 | level
        }
        let cube = index - 16
        let r = UInt32(cubeLevels[cube / 36])
        let g = UInt32(cubeLevels[cube / 6 % 6])
        let b = UInt32(cubeLevels[cube % 6])
        return r << 16 | g << 8 | b
    }

    /// The 256-palette index (16–255) closest to `rgb`.
    static func nearestPaletteIndex(rgb: UInt32) -> UInt8 {
        let r = Int(rgb >> 16 & 0xFF)
        let g = Int(rgb >> 8 & 0xFF)
        let b = Int(rgb & 0xFF)
        // The cube is separable: the nearest entry takes the nearest level per component.
        func level(_ value: Int) -> Int {
            var best = 0
            for index in 1..<cubeLevels.count where abs(cubeLevels[index] - value) < abs(cubeLevels[best] - value) {
                best = index
            }
            return best
        }
        let (lr, lg, lb) = (level(r), level(g), level(b))
        let cubeIndex = 16 + 36 * lr + 6 * lg + lb
        let cubeDistance = square(cubeLevels[lr] - r) + square(cubeLevels[lg] - g) + square(cubeLevels[lb] - b)
        // The nearest grey of the ramp 8, 18, …, 238 is the one nearest the mean of the components.
        let mean = Double(r + g + b) / 3
        let step = min(23, max(0, Int(((mean - 8) / 10).rounded())))
        let grey = 8 + 10 * step
        let greyDistance = square(grey - r) + square(grey - g) + square(grey - b)
        return UInt8(greyDistance < cubeDistance ? 232 + step : cubeIndex)
    }

    /// The ANSI colour index (0–15) closest to `rgb`.
    static func nearestANSIIndex(rgb: UInt32) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in ansiColors.enumerated() {
            let distance = distanceSquared(rgb, candidate)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    /// The squared distance of two `0xRRGGBB` values.
    static func distanceSquared(_ a: UInt32, _ b: UInt32) -> Int {
        square(Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)) + square(Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF))
            + square(Int(a & 0xFF) - Int(b & 0xFF))
    }

    private static func square(_ value: Int) -> Int { value * value }
}
