// Tests of mouse reports beyond the sample catalogue: a whole press–drag–release gesture, the legacy
// X10 release (which does not name its button), and malformed reports.
import Testing
import TrellisUI

@testable import TrellisTerminal

@Suite("Input: mouse")
struct InputMouseTests {
    @Test("a press, drag and release gesture decodes in order, split at every byte boundary")
    func dragGesture() {
        let bytes = InputHarness.bytes("\u{1B}[<0;3;4M\u{1B}[<32;4;4M\u{1B}[<32;5;5M\u{1B}[<0;5;5m")
        InputHarness.expectDecodes(
            bytes,
            to: [
                .mouse(.down, .primary, column: 2, row: 3), .mouse(.moved, .primary, column: 3, row: 3),
                .mouse(.moved, .primary, column: 4, row: 4), .mouse(.up, .primary, column: 4, row: 4),
            ])
    }

    @Test("a legacy X10 release is the release of the button last pressed")
    func legacyReleaseUsesPressedButton() {
        // Right press at (1, 1), then a release (button code 3) at (2, 1).
        let right: [UInt8] = [0x1B, 0x5B, 0x4D, 0x22, 0x22, 0x22]
        let release: [UInt8] = [0x1B, 0x5B, 0x4D, 0x23, 0x23, 0x22]
        InputHarness.expectDecodes(
            right + release,
            to: [.mouse(.down, .secondary, column: 1, row: 1), .mouse(.up, .secondary, column: 2, row: 1)])
        // With no press seen, a release is taken to be the primary button's.
        InputHarness.expectDecodes(release, to: [.mouse(.up, .primary, column: 2, row: 1)])
    }

    @Test(
        "malformed SGR reports are dropped whole and counted",
        arguments: [
            "\u{1B}[<0;0;1M", // column 0: reports are 1-based
            "\u{1B}[<0;1;0M", // row 0
            "\u{1B}[<0;1M", // two fields
            "\u{1B}[<0;1;1;1M", // four fields
            "\u{1B}[<3;1;1M", // a press of no button
            "\u{1B}[<128;1;1M", // extra buttons (8–11) have no TrellisUI button
            "\u{1B}[<0:1;1;1M", // sub-parameters
            "\u{1B}[<;1;1M", // omitted button
            "\u{1B}[<0;1;1$M", // an intermediate byte
        ])
    func malformedReports(report: String) {
        InputHarness.expectDecodes(InputHarness.bytes(report + "k"), to: [.typed("k")], dropped: 1)
    }

    @Test("a legacy report cut short by a control byte is dropped and the control is still a key")
    func legacyReportCutShort() {
        InputHarness.expectDecodes([0x1B, 0x5B, 0x4D, 0x20, 0x21, 0x0D], to: [.press(.enter)], dropped: 1)
    }

    @Test("a legacy report with a zero coordinate is dropped")
    func legacyZeroCoordinate() {
        InputHarness.expectDecodes([0x1B, 0x5B, 0x4D, 0x20, 0x20, 0x21], to: [], dropped: 1)
    }
}
