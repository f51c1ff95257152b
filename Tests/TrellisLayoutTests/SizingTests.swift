// SizingTests: ComponentKit's size semantics — ComponentSize resolution and SizeRange clamp/intersect rules.

import Testing
import TrellisLayout
import TrellisTesting

private let infinity = Double.infinity

/// One resolution case: a component size, a parent, and the expected width range.
struct ResolveCase: Sendable, CustomTestStringConvertible {
    let name: String
    let size: ComponentSize
    let parentWidth: Double?
    let expected: (low: Double, high: Double)

    var testDescription: String { name }
}

@Suite("ComponentSize")
struct SizingComponentSizeTests {
    static let widthCases: [ResolveCase] = [
        ResolveCase(
            name: "all auto is unconstrained", size: ComponentSize(), parentWidth: 500, expected: (0, infinity)),
        ResolveCase(
            name: "100% of the parent is exactly the parent", size: ComponentSize(width: .percent(100)),
            parentWidth: 500, expected: (500, 500)),
        ResolveCase(
            name: "percent rounds half away from zero", size: ComponentSize(width: .percent(50)),
            parentWidth: 101, expected: (51, 51)),
        ResolveCase(
            name: "percent of an undefined parent is auto", size: ComponentSize(width: .percent(50)),
            parentWidth: nil, expected: (0, infinity)),
        ResolveCase(
            name: "percent of an infinite parent is auto",
            size: ComponentSize(width: .percent(50), minWidth: .percent(10)),
            parentWidth: infinity, expected: (0, infinity)),
        ResolveCase(
            name: "max clamps an exact size", size: ComponentSize(width: .percent(100), maxWidth: 300),
            parentWidth: 500, expected: (300, 300)),
        ResolveCase(
            name: "min overrides max when they conflict", size: ComponentSize(minWidth: .percent(50), maxWidth: 300),
            parentWidth: 800, expected: (400, 400)),
        ResolveCase(
            name: "min overrides max overrides exact", size: ComponentSize(width: 50, minWidth: 200, maxWidth: 100),
            parentWidth: 800, expected: (200, 200)),
        ResolveCase(
            name: "equal min and max make an exact range",
            size: ComponentSize(width: 500, minWidth: 120, maxWidth: 120),
            parentWidth: 800, expected: (120, 120)),
        ResolveCase(
            name: "min alone is unbounded above", size: ComponentSize(minWidth: 100),
            parentWidth: 800, expected: (100, infinity)),
        ResolveCase(
            name: "max alone starts at zero", size: ComponentSize(maxWidth: 100),
            parentWidth: 800, expected: (0, 100)),
        ResolveCase(
            name: "min and max without conflict give a range", size: ComponentSize(minWidth: 100, maxWidth: 300),
            parentWidth: 800, expected: (100, 300)),
        ResolveCase(
            name: "an exact size between min and max wins",
            size: ComponentSize(width: 200, minWidth: 100, maxWidth: 300),
            parentWidth: 800, expected: (200, 200)),
        ResolveCase(
            name: "an exact size below min becomes min", size: ComponentSize(width: 50, minWidth: 100, maxWidth: 300),
            parentWidth: 800, expected: (100, 100)),
        ResolveCase(
            name: "an infinite exact size leaves the min/max range",
            size: ComponentSize(width: .points(infinity), minWidth: 100, maxWidth: 300),
            parentWidth: 800, expected: (100, 300)),
        ResolveCase(
            name: "a NaN exact size leaves the min/max range",
            size: ComponentSize(width: .points(.nan), minWidth: 100, maxWidth: 300),
            parentWidth: 800, expected: (100, 300)),
        ResolveCase(
            name: "a negative size is zero", size: ComponentSize(width: -20), parentWidth: 800, expected: (0, 0)),
        ResolveCase(
            name: "an infinite minimum is no minimum", size: ComponentSize(minWidth: .points(infinity)),
            parentWidth: 800, expected: (0, infinity)),
        ResolveCase(
            name: "content keywords act as auto", size: ComponentSize(width: .fitContent, maxWidth: .maxContent),
            parentWidth: 800, expected: (0, infinity)),
    ]

    @Test("resolving a width against the parent", arguments: widthCases)
    func resolvesWidth(_ item: ResolveCase) {
        let range = item.size.resolve(parentWidth: item.parentWidth, parentHeight: nil)
        #expect(range.min.width == item.expected.low)
        #expect(range.max.width == item.expected.high)
        #expect(range.min.height == 0 && range.max.height == infinity)
    }

    @Test("heights resolve against the parent height, independently of widths")
    func resolvesHeightIndependently() {
        let size = ComponentSize(width: .percent(10), height: .percent(50), maxHeight: 120)
        let range = size.resolve(against: LayoutSize(width: 500, height: 300))
        #expect(range == (try? SizeRange(exactly: LayoutSize(width: 50, height: 120))))
    }

    @Test("an exact point size resolves to exactly that size")
    func exactSize() throws {
        let range = ComponentSize(LayoutSize(width: 40, height: 30)).resolve(parentWidth: nil, parentHeight: nil)
        #expect(range == (try SizeRange(exactly: LayoutSize(width: 40, height: 30))))
        #expect(range.isExact)
    }

    @Test("any size and parent resolve to a valid range (seeded random)", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func resolvedRangesAreValid(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<2_000 {
            let size = ComponentSize(
                width: generator.dimension(), height: generator.dimension(),
                minWidth: generator.dimension(), maxWidth: generator.dimension(),
                minHeight: generator.dimension(), maxHeight: generator.dimension())
            let parent = generator.next() % 4 == 0 ? nil : Double(generator.next() % 1_000)
            let range = size.resolve(parentWidth: parent, parentHeight: parent)
            // The checked initializer accepts exactly the ranges that satisfy the invariants.
            #expect(
                (try? SizeRange(min: range.min, max: range.max)) == range, "\(size) in \(String(describing: parent))")
        }
    }
}

@Suite("SizeRange")
struct SizingSizeRangeTests {
    private static func range(_ minWidth: Double, _ maxWidth: Double) -> SizeRange {
        // Heights fixed so that only widths vary per case.
        (try? SizeRange(min: LayoutSize(width: minWidth, height: 0), max: LayoutSize(width: maxWidth, height: 10)))
            ?? .unconstrained
    }

    @Test(
        "intersecting width ranges",
        arguments: [
            ((0.0, 100.0), (50.0, 200.0), (50.0, 100.0)), // overlap
            ((0.0, 100.0), (100.0, 200.0), (100.0, 100.0)), // touching
            ((10.0, 20.0), (0.0, infinity), (10.0, 20.0)), // contained
            ((0.0, 100.0), (200.0, 300.0), (100.0, 100.0)), // disjoint, self below: self's max wins
            ((200.0, 300.0), (0.0, 100.0), (200.0, 200.0)), // disjoint, self above: self's min wins
        ])
    func intersects(lhs: (Double, Double), rhs: (Double, Double), expected: (Double, Double)) {
        let result = Self.range(lhs.0, lhs.1).intersect(Self.range(rhs.0, rhs.1))
        #expect(result == Self.range(expected.0, expected.1))
    }

    @Test(
        "clamp moves each dimension into the range; NaN becomes the minimum",
        arguments: [
            (LayoutSize(width: 5, height: 5), LayoutSize(width: 10, height: 5)),
            (LayoutSize(width: 500, height: 500), LayoutSize(width: 100, height: 10)),
            (LayoutSize(width: 50, height: .nan), LayoutSize(width: 50, height: 0)),
        ])
    func clamps(size: LayoutSize, expected: LayoutSize) {
        #expect(Self.range(10, 100).clamp(size) == expected)
    }

    @Test("unconstrained is 0…∞ and clamps nothing")
    func unconstrained() {
        #expect(SizeRange.unconstrained.min == .zero)
        #expect(SizeRange.unconstrained.max == LayoutSize(width: infinity, height: infinity))
        #expect(SizeRange.unconstrained.clamp(LayoutSize(width: 1e9, height: 3)) == LayoutSize(width: 1e9, height: 3))
    }

    @Test(
        "invalid bounds are typed errors",
        arguments: [
            (
                LayoutSize(width: -1, height: 0), LayoutSize(width: 10, height: 10),
                SizeRangeError.invalidMinimum(.width, -1)
            ),
            (
                LayoutSize(width: 0, height: infinity), LayoutSize(width: 10, height: infinity),
                SizeRangeError.invalidMinimum(.height, infinity)
            ),
            (
                LayoutSize(width: 20, height: 0), LayoutSize(width: 10, height: 10),
                SizeRangeError.invalidMaximum(.width, 10, minimum: 20)
            ),
        ])
    func invalidBounds(min: LayoutSize, max: LayoutSize, error: SizeRangeError) {
        #expect(throws: error) { try SizeRange(min: min, max: max) }
    }

    @Test(
        "intersect stays inside the receiver and clamp is idempotent (seeded random)", arguments: [7, 8, 9] as [UInt64])
    func intersectionInvariants(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<2_000 {
            let a = generator.range(), b = generator.range()
            let both = a.intersect(b)
            #expect(both.min.width >= a.min.width && both.max.width <= a.max.width)
            #expect(both.min.height >= a.min.height && both.max.height <= a.max.height)
            #expect(both.min.width <= both.max.width && both.min.height <= both.max.height)
            let overlaps =
                Swift.max(a.min.width, b.min.width) <= Swift.min(a.max.width, b.max.width)
                && Swift.max(a.min.height, b.min.height) <= Swift.min(a.max.height, b.max.height)
            if overlaps { #expect(both == b.intersect(a)) }
            let size = LayoutSize(width: Double(generator.next() % 500), height: Double(generator.next() % 500))
            #expect(a.clamp(a.clamp(size)) == a.clamp(size))
        }
    }
}

/// Random style values for the sizing invariants.
extension SeededRandomNumberGenerator {
    mutating func dimension() -> LayoutLength {
        switch next() % 6 {
        case 0: .auto
        case 1, 2: .points(Double(next() % 400) - 20)
        case 3: .percent(Double(next() % 150))
        case 4: .points([Double.infinity, .nan][Int(next() % 2)])
        default: .fitContent
        }
    }

    mutating func range() -> SizeRange {
        let minWidth = Double(next() % 300), minHeight = Double(next() % 300)
        let maxWidth = next() % 5 == 0 ? Double.infinity : minWidth + Double(next() % 300)
        let maxHeight = next() % 5 == 0 ? Double.infinity : minHeight + Double(next() % 300)
        return
            (try? SizeRange(
                min: LayoutSize(width: minWidth, height: minHeight),
                max: LayoutSize(width: maxWidth, height: maxHeight))) ?? .unconstrained
    }
}
