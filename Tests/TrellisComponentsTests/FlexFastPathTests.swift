// The Flex fast path must lay out exactly as the TrellisLayout engine path (seeded random containers).
import Foundation
import Testing
@testable import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@Suite("Flex fast path")
@MainActor struct FlexFastPathTests {
    /// Frames of every leaf, in mount order.
    private func frames(_ component: any Component, width: Int, height: Int?, forceEngine: Bool) -> [CGRect] {
        Flex.$forceEngine.withValue(forceEngine) {
            let host = ComponentTestHost(width: width, height: height ?? 200, flexibleHeight: height == nil,
                                         component: component)
            host.attach()
            return host.mountedViews.map { $0.convert($0.bounds, to: host.rootView) }
        }
    }

    private func randomFlex(_ rng: inout SeededRandomNumberGenerator, depth: Int) -> any Component {
        let justify: [Justify] = [.flexStart, .center, .flexEnd, .spaceBetween, .spaceAround, .spaceEvenly]
        let aligns: [Align] = [.stretch, .flexStart, .center, .flexEnd]
        let count = Int.random(in: 0...4, using: &rng)
        var children: [any Component] = []
        for _ in 0..<count {
            var child: any Component
            switch Int.random(in: 0..<(depth > 1 ? 3 : 4), using: &rng) {
            case 0: child = Text(String(repeating: "x", count: Int.random(in: 1...12, using: &rng)),
                                 numberOfLines: Int.random(in: 0...2, using: &rng))
            case 1: child = ViewComponent(attributes: [], size: ComponentSize(
                width: Bool.random(using: &rng) ? .points(Double(Int.random(in: 1...10, using: &rng))) : .auto,
                height: .points(Double(Int.random(in: 1...3, using: &rng)))))
            case 2: child = Spacer()
            default: child = randomFlex(&rng, depth: depth + 1)
            }
            if Bool.random(using: &rng) {
                var properties = FlexChildProperties()
                properties.flexGrow = Double(Int.random(in: 0...2, using: &rng))
                properties.flexShrink = Double(Int.random(in: 0...1, using: &rng))
                properties.alignSelf = Bool.random(using: &rng) ? .auto : aligns.randomElement(using: &rng)!
                if Bool.random(using: &rng) { properties.flexBasis = .points(Double(Int.random(in: 0...8, using: &rng))) }
                properties.spacingBefore = Double(Int.random(in: 0...1, using: &rng))
                child = child.flexItem(properties)
            }
            children.append(child)
        }
        var style = FlexStyle()
        style.flexDirection = Bool.random(using: &rng) ? .row : .column
        style.justifyContent = justify.randomElement(using: &rng)!
        style.alignItems = aligns.randomElement(using: &rng)!
        return Flex(style: style, spacing: Double(Int.random(in: 0...2, using: &rng)), children: children)
    }

    @Test("random single-line containers lay out identically with and without the fast path", arguments: [UInt64(7), 99])
    func fastPathMatchesEngine(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<300 {
            let tree = randomFlex(&rng, depth: 0)
            let width = Int.random(in: 10...40, using: &rng)
            let height: Int? = Bool.random(using: &rng) ? Int.random(in: 5...20, using: &rng) : nil
            let fast = frames(tree, width: width, height: height, forceEngine: false)
            let engine = frames(tree, width: width, height: height, forceEngine: true)
            #expect(fast == engine, "seed \(seed): \(tree) at \(width)x\(height.map(String.init) ?? "auto")")
            if fast != engine { return }
        }
    }
}
