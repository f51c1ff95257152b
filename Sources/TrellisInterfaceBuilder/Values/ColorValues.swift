// Colour value elements in every encoding Xcode writes: sRGB, calibrated / device RGB and white,
// generic gamma 2.2 grey, Display P3, system colours and named colours from the document's resources.
import Foundation
import TrellisUI

extension DocumentValueDecoder {
    /// A `<color>` element.
    ///
    /// Order of resolution: `name` (an asset-catalogue colour, from the document's `<namedColor>`
    /// resources); `systemColor` (from the `<systemColor>` resources Xcode 11+ writes, else Trellis's
    /// table of iOS light-mode values); `cocoaTouchSystemColor` (the pre-iOS 13 names); then the
    /// components, which some documents write next to a system name as its fallback.
    func color(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> Color? {
        if let name = element["name"] {
            if let color = resources.namedColors[name] { return color }
            if element["red"] != nil || element["white"] != nil { return components(element, &report) }
            report.unsupported(
                "names the colour \"\(name)\", which is not in the document's resources; the view's default is used",
                in: element)
            return nil
        }
        for attribute in ["systemColor", "xcode11CocoaTouchSystemColor", "cocoaTouchSystemColor"] {
            guard let name = element[attribute] else { continue }
            if let color = resources.systemColors[name] ?? SystemColors.color(named: name) { return color }
            if element["red"] != nil || element["white"] != nil { return components(element, &report) }
            report.unsupported("names the system colour \"\(name)\", which Trellis does not know", in: element)
            return nil
        }
        return components(element, &report)
    }

    /// The colour written as components in a colour space.
    private func components(_ element: DocumentElement, _ report: inout DiagnosticCollector) -> Color? {
        let space = element["colorSpace"] == "custom" ? element["customColorSpace"] : element["colorSpace"]
        guard let alpha = number(element, "alpha", default: 1, &report) else { return nil }
        if element["white"] != nil {
            guard let white = number(element, "white", &report) else { return nil }
            switch space {
            case nil, "calibratedWhite", "deviceWhite", "genericGamma22GrayColorSpace", "sRGB", "extendedGray",
                "extendedSRGB", "genericGrayGamma2_2":
                break
            case let other?:
                report.unsupported("has white in colour space \"\(other)\"; read as a grey level", in: element)
            }
            return Color(white: white, alpha: alpha)
        }
        guard let red = number(element, "red", &report), let green = number(element, "green", &report),
            let blue = number(element, "blue", &report)
        else { return nil }
        switch space {
        case "displayP3":
            let converted = Self.displayP3ToSRGB(red: red, green: green, blue: blue)
            return Color(red: converted.red, green: converted.green, blue: converted.blue, alpha: alpha)
        case nil, "sRGB", "calibratedRGB", "deviceRGB", "extendedSRGB", "extendedLinearSRGB", "genericRGBColorSpace":
            // Calibrated and device RGB are what Xcode 5-8 wrote for colours picked in sRGB; their
            // difference from sRGB is below what a terminal cell can show.
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        case let other?:
            report.unsupported("is in colour space \"\(other)\"; its components are read as sRGB", in: element)
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// Converts Display P3 components to sRGB (both with the sRGB transfer curve and the same white point).
    static func displayP3ToSRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double)
    {
        func linear(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        func encoded(_ value: Double) -> Double {
            let clamped = min(1, max(0, value))
            return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        return (
            encoded(1.2249 * r - 0.2247 * g + 0.0 * b),
            encoded(-0.0420 * r + 1.0419 * g + 0.0 * b),
            encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b)
        )
    }
}

/// iOS's system colours (light appearance) by the names documents use, for documents that do not carry
/// them in `<resources>` (those written before Xcode 11, and the legacy `cocoaTouchSystemColor` names).
enum SystemColors {
    static func color(named name: String) -> Color? {
        if let semantic = semantic[name] { return semantic }
        guard let entry = table[name] else { return nil }
        return Color(rgb: entry.rgb, alpha: entry.alpha)
    }

    /// Names that map to TrellisUI's named colours, so screens can give them device defaults.
    private static let semantic: [String: Color] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "placeholderTextColor": .placeholderText,
        "separatorColor": .separator, "tintColor": .tintColor, "systemBlueColor": .tintColor,
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "darkTextColor": .black,
        "systemGrayColor": .gray, "lightGrayColor": .lightGray, "darkGrayColor": .darkGray, "grayColor": .gray,
        "redColor": .red, "greenColor": .green, "blueColor": .blue, "yellowColor": .yellow, "cyanColor": .cyan,
        "magentaColor": .magenta, "orangeColor": .orange,
    ]

    private static let table: [String: (rgb: UInt32, alpha: Double)] = [
        "tertiarySystemBackgroundColor": (0xFFFFFF, 1),
        "systemGroupedBackgroundColor": (0xF2F2F7, 1),
        "secondarySystemGroupedBackgroundColor": (0xFFFFFF, 1),
        "tertiarySystemGroupedBackgroundColor": (0xF2F2F7, 1),
        "groupTableViewBackgroundColor": (0xEFEFF4, 1),
        "tableCellGroupedBackgroundColor": (0xFFFFFF, 1),
        "viewFlipsideBackgroundColor": (0x1F2124, 1),
        "scrollViewTexturedBackgroundColor": (0x6F7178, 1),
        "underPageBackgroundColor": (0xB5B7BD, 1),
        "lightTextColor": (0xFFFFFF, 0.6),
        "tertiaryLabelColor": (0x3C3C43, 0.3),
        "quaternaryLabelColor": (0x3C3C43, 0.18),
        "opaqueSeparatorColor": (0xC6C6C8, 1),
        "linkColor": (0x007AFF, 1),
        "systemFillColor": (0x787880, 0.2),
        "secondarySystemFillColor": (0x787880, 0.16),
        "tertiarySystemFillColor": (0x767680, 0.12),
        "quaternarySystemFillColor": (0x747480, 0.08),
        "systemRedColor": (0xFF3B30, 1),
        "systemGreenColor": (0x34C759, 1),
        "systemOrangeColor": (0xFF9500, 1),
        "systemYellowColor": (0xFFCC00, 1),
        "systemPinkColor": (0xFF2D55, 1),
        "systemPurpleColor": (0xAF52DE, 1),
        "systemTealColor": (0x5AC8FA, 1),
        "systemIndigoColor": (0x5856D6, 1),
        "systemBrownColor": (0xA2845E, 1),
        "systemMintColor": (0x00C7BE, 1),
        "systemCyanColor": (0x32ADE6, 1),
        "systemGray2Color": (0xAEAEB2, 1),
        "systemGray3Color": (0xC7C7CC, 1),
        "systemGray4Color": (0xD1D1D6, 1),
        "systemGray5Color": (0xE5E5EA, 1),
        "systemGray6Color": (0xF2F2F7, 1),
        "purpleColor": (0x800080, 1),
        "brownColor": (0x996633, 1),
    ]
}
