// Test support for the view/window/application suites: a minimal screen and a seeded generator.
import Foundation
@testable import TrellisUI

/// A screen that keeps what it was asked to render, owned by its own application.
@MainActor
final class UICoreTestScreen: ApplicationScreen {
    let bounds: CGRect
    let textMeasurer: any TextMeasurer = CellTextMeasurer()
    let application: Application
    private(set) var rendered: [DisplayList] = []

    init(width: CGFloat = 40, height: CGFloat = 20, application: Application = Application()) {
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.application = application
    }

    func render(_ displayList: DisplayList) { rendered.append(displayList) }

    var lastRendered: DisplayList? { rendered.last }
}

/// SplitMix64: a tiny deterministic generator for seeded randomized tests.
struct UICoreSeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@MainActor
extension View {
    /// The subtree in pre-order (self first), for expectations.
    var preOrder: [View] { [self] + subviews.flatMap(\.preOrder) }
}
