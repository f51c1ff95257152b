// ConformanceRoundingTests: FORMAT.md's rounding (positions relative to the parent, sizes from absolute edges).

import Testing
import TrellisLayoutConformance

@Suite("ConformanceRounding")
struct ConformanceRoundingTests {
    @Test(
        "round(x) = floor(x + 0.5): halves round up, also below zero",
        arguments: [
            (0.5, 1.0), (1.49, 1.0), (2.5, 3.0), (-0.5, 0.0), (-1.5, -1.0), (-1.51, -2.0), (3.0, 3.0),
        ])
    func roundsHalvesUp(value: Double, rounded: Double) {
        #expect(ConformanceRounding.round(value) == rounded)
    }

    @Test(
        "floating-point noise within the tolerance snaps to the nearby boundary",
        arguments: [
            (9.99999999, 10.0), (10.00000001, 10.0), (0.49999999, 1.0), (0.4998, 0.0),
        ])
    func toleranceAbsorbsNoise(value: Double, rounded: Double) {
        #expect(ConformanceRounding.round(value) == rounded)
    }

    @Test("sizes round from absolute edges, positions relative to the parent")
    func sizesFromAbsoluteEdges() {
        // Parent at 10.4, child at 10.4 + 0.3 = 10.7 wide 10.6 (right edge 21.3):
        // left = round(0.3) = 0; width = round(21.3) - round(10.7) = 21 - 11 = 10.
        let box = ConformanceRounding.box(
            absoluteLeft: 10.7, absoluteTop: 0.5, width: 10.6, height: 1.0,
            parentLeft: 10.4, parentTop: 0)
        #expect(box == ConformanceBox(left: 0, top: 1, width: 10, height: 1))
    }
}
