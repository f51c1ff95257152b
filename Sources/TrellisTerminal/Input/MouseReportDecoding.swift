// MouseReportDecoding: turns mouse reports into pointer and scroll events — SGR reports (mode 1006,
// `CSI < button ; column ; row M/m`), which the screen asks for, and legacy X10/normal reports
// (`CSI M` + three bytes) from terminals that do not know 1006.
import Foundation
import TrellisUI

/// Decodes mouse reports. Both encodings share the xterm button code: the low two bits are the button
/// (0 left, 1 middle, 2 right, 3 none/release), +4 Shift, +8 Alt, +16 Ctrl, +32 motion, +64 wheel
/// (then the low bits are up, down, left, right), +128 extra buttons.
enum MouseReportDecoding {
    /// The meaning of `sequence` if it is an SGR mouse report (`nil` when it is not one at all).
    static func sgrMeaning(of sequence: ControlSequence) -> SequenceMeaning? {
        guard sequence.introducer == .csi, sequence.privateMarker == UInt8(ascii: "<"),
            sequence.final == UInt8(ascii: "M") || sequence.final == UInt8(ascii: "m")
        else { return nil }
        guard sequence.intermediates.isEmpty, sequence.parameters.count == 3, sequence.hasOnlySimpleParameters,
            let code = sequence.parameter(0), let column = sequence.parameter(1), let row = sequence.parameter(2)
        else { return .unknown }
        return meaning(
            buttonCode: code, column: column, row: row, isRelease: sequence.final == UInt8(ascii: "m"))
    }

    /// The meaning of a legacy report's three bytes (each a value + 32). Its release (low bits 3) does
    /// not say which button went up, so the decoder keeps the button last pressed in `pressedButton`,
    /// which this updates.
    static func legacyMeaning(
        button buttonByte: UInt8, column columnByte: UInt8, row rowByte: UInt8,
        pressedButton: inout PointerButton?
    ) -> SequenceMeaning {
        let code = Int(buttonByte) - 32
        let isRelease = code & 3 == 3 && code & (32 | 64) == 0
        let result = meaning(
            buttonCode: code, column: Int(columnByte) - 32, row: Int(rowByte) - 32, isRelease: isRelease,
            releasedButton: pressedButton ?? .primary)
        if case .event(.pointer(let pointer)) = result {
            switch pointer.phase {
            case .down: pressedButton = pointer.button
            case .up: pressedButton = nil
            case .moved: break
            }
        }
        return result
    }

    /// Decodes an xterm button code at a 1-based cell. `releasedButton` overrides the button of a
    /// release (for legacy reports, whose release carries none).
    private static func meaning(
        buttonCode code: Int, column: Int, row: Int, isRelease: Bool, releasedButton: PointerButton? = nil
    ) -> SequenceMeaning {
        guard column >= 1, row >= 1, code >= 0, code < 128 else { return .unknown }
        // Reports are 1-based; Trellis's cells are 0-based.
        let location = CGPoint(x: CGFloat(column - 1), y: CGFloat(row - 1))
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.option) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3

        if code & 64 != 0 {
            // Some terminals send a release for a wheel notch; the notch was already reported.
            if isRelease { return .ignored }
            let deltas: [(x: CGFloat, y: CGFloat)] = [(0, -1), (0, 1), (-1, 0), (1, 0)]
            let delta = deltas[low]
            return .event(
                .scroll(ScrollEvent(location: location, deltaX: delta.x, deltaY: delta.y, modifiers: modifiers)))
        }

        let button: PointerButton = [.primary, .middle, .secondary, .none][low]
        let phase: PointerPhase
        let eventButton: PointerButton
        if code & 32 != 0 {
            // Motion: a drag while a button is held, a hover move with none (low bits 3, code 35).
            phase = .moved
            eventButton = button
        } else if isRelease {
            phase = .up
            eventButton = releasedButton ?? button
        } else {
            phase = .down
            eventButton = button
        }
        // A press or release of "no button" is not a report any terminal sends.
        guard phase == .moved || eventButton != .none else { return .unknown }
        return .event(
            .pointer(PointerEvent(location: location, phase: phase, button: eventButton, modifiers: modifiers)))
    }
}
