// FlexDifferentialTests: the Flex fast path against TrellisLayout, over thousands of seeded random trees
// and styles — every node's frame must be equal, and every container the fast path does not admit must
// be laid out by TrellisLayout.
import Foundation
import Testing
import TrellisLayout
import TrellisTesting
import TrellisUI

@testable import TrellisComponents

/// One laid-out node: where it is in the tree, what it is, and its frame in the root's coordinates.
private struct PlacedFrame: Equatable, CustomStringConvertible {
    let path: String
    let type: String
    let x: Double
    let y: Double
    let width: Double
    let height: Double

    var description: String { "\(path) \(type) (\(x), \(y), \(width)×\(height))" }
}

/// What one layout of a random tree shows about its containers.
private struct ContainerCounts {
    /// Containers laid out by the fast path.
    var fast = 0
    /// Containers the fast path admits whose results it left to TrellisLayout (fractions, overflow).
    var declined = 0
    /// Containers outside what the fast path admits.
    var outside = 0
}

@Suite("Flex fast path against TrellisLayout")
@MainActor struct FlexDifferentialTests {
    // MARK: Laying out

    /// Every node's frame in `range`, in mount order, with or without the fast path; and, with it, the
    /// containers the fast path laid out. Read while the root is alive (layouts do not own components).
    private func frames(
        _ component: any Component, in ranges: [SizeRange], alwaysUsesTrellisLayout: Bool,
        counts: inout ContainerCounts, violations: inout [String]
    ) -> [[PlacedFrame]] {
        Flex.$alwaysUsesTrellisLayout.withValue(alwaysUsesTrellisLayout) {
            let root = ComponentRoot(component: component, scheduler: nil)
            var result: [[PlacedFrame]] = []
            for range in ranges {
                guard let layout = root.layout(in: range) else {
                    result.append([])
                    continue
                }
                var placed: [PlacedFrame] = []
                visit(layout, path: "0", x: 0, y: 0, into: &placed)
                if !alwaysUsesTrellisLayout { audit(layout, counts: &counts, violations: &violations) }
                result.append(placed)
            }
            return result
        }
    }

    private func visit(
        _ layout: ComponentLayout, path: String, x: Double, y: Double,
        into placed: inout [PlacedFrame]
    ) {
        let type = layout.component.map { String(describing: Swift.type(of: $0)) } ?? "-"
        placed.append(
            PlacedFrame(
                path: path, type: type, x: x, y: y, width: layout.size.width,
                height: layout.size.height))
        for (index, child) in layout.children.enumerated() {
            visit(
                child.layout, path: "\(path).\(index)", x: x + child.position.x, y: y + child.position.y,
                into: &placed)
        }
    }

    /// Counts how each container was laid out, and records a container outside the fast path's domain
    /// that the fast path laid out anyway.
    private func audit(_ layout: ComponentLayout, counts: inout ContainerCounts, violations: inout [String]) {
        if let node = layout.node, let flex = node.component as? Flex {
            let admitted = Self.admits(flex, children: node.children.array)
            switch (admitted, layout.isSpliceable) {
            case (true, true): counts.fast += 1
            case (true, false): counts.declined += 1
            case (false, false): counts.outside += 1
            case (false, true):
                violations.append("fast path laid out \(Self.describe(flex))")
            }
        }
        for child in layout.children { audit(child.layout, counts: &counts, violations: &violations) }
    }

    /// Whether the fast path's domain holds `flex` and its children, stated here as what the fast path
    /// is meant to handle — a list independent of `Flex.allowsFastPath`, so that a whitelist admitting
    /// something new fails this test until the new shape is generated below too.
    private static func admits(_ flex: Flex, children: [TreeNode]) -> Bool {
        var style = flex.style
        guard style.flexDirection == .row || style.flexDirection == .column,
            style.alignItems == .stretch || style.alignItems == .flexStart,
            style.direction != .rtl, style.overflow != .scroll
        else { return false }
        // What the fast path handles, reset; what does not bear on how a single-line container places
        // its children (its own item properties, line alignment, box sizing without padding, clipping),
        // reset too.
        style.overflow = .visible
        style.flexDirection = .column
        style.alignItems = .stretch
        style.direction = .inherit
        style.alignSelf = .auto
        style.alignContent = .flexStart
        style.boxSizing = .borderBox
        style.flexGrow = 0
        style.flexShrink = 0
        guard style == FlexStyle() else { return false }
        for (index, child) in children.enumerated() {
            let properties = flex.properties[index]
            guard properties.positionType == .relative, properties.position.isEmpty, properties.margin.isEmpty,
                properties.padding.isEmpty, properties.aspectRatio == nil, !properties.useHeightAsBaseline,
                [.auto, .stretch, .flexStart].contains(properties.alignSelf),
                isPointsOrAuto(properties.flexBasis)
            else { return false }
            let size = child.component.size
            guard isPointsOrAuto(size.width), isPointsOrAuto(size.height), size.minWidth == .auto,
                size.maxWidth == .auto, size.minHeight == .auto, size.maxHeight == .auto
            else { return false }
        }
        return true
    }

    private static func isPointsOrAuto(_ dimension: LayoutLength) -> Bool {
        switch dimension {
        case .auto, .points: true
        default: false
        }
    }

    /// A short description of a generated tree, for failure messages: what differs from the defaults.
    private static func describe(_ component: any Component) -> String {
        func dimension(_ value: LayoutLength) -> String {
            switch value {
            case .auto: "auto"
            case .points(let points): "\(points)"
            case .percent(let percent): "\(percent)%"
            default: "\(value)"
            }
        }
        func size(_ size: ComponentSize) -> String {
            let parts = [
                ("w", size.width), ("h", size.height), ("minW", size.minWidth), ("maxW", size.maxWidth),
                ("minH", size.minHeight), ("maxH", size.maxHeight),
            ]
            .filter { $0.1 != .auto }.map { "\($0.0) \(dimension($0.1))" }
            return parts.isEmpty ? "" : " size(\(parts.joined(separator: ", ")))"
        }
        func itemProperties(_ properties: FlexChildProperties) -> String {
            var parts: [String] = []
            let defaults = FlexChildProperties()
            if properties.flexGrow != 0 { parts.append("grow \(properties.flexGrow)") }
            if properties.flexShrink != 0 { parts.append("shrink \(properties.flexShrink)") }
            if properties.flexBasis != .auto { parts.append("basis \(dimension(properties.flexBasis))") }
            if properties.alignSelf != .auto { parts.append("alignSelf \(properties.alignSelf)") }
            if properties.spacingBefore != 0 { parts.append("before \(properties.spacingBefore)") }
            if properties.spacingAfter != 0 { parts.append("after \(properties.spacingAfter)") }
            if properties.zIndex != 0 { parts.append("z \(properties.zIndex)") }
            if properties.positionType != .relative { parts.append("\(properties.positionType)") }
            if properties.position != defaults.position { parts.append("position \(properties.position)") }
            if properties.margin != defaults.margin { parts.append("margin \(properties.margin)") }
            if properties.padding != defaults.padding { parts.append("padding \(properties.padding)") }
            if let ratio = properties.aspectRatio { parts.append("ratio \(ratio)") }
            if properties.useHeightAsBaseline { parts.append("heightBaseline") }
            return parts.isEmpty ? "" : " {\(parts.joined(separator: ", "))}"
        }
        switch component {
        case let item as FlexItem:
            return describe(item.wrapped) + itemProperties(item.properties)
        case let flex as Flex:
            let defaults = FlexStyle()
            let style = flex.style
            var parts = ["\(style.flexDirection)", "align \(style.alignItems)"]
            let mirror = Mirror(reflecting: style)
            let defaultValues = Dictionary(
                uniqueKeysWithValues: Mirror(reflecting: defaults).children.map {
                    ($0.label ?? "", "\($0.value)")
                })
            for child in mirror.children where child.label != "flexDirection" && child.label != "alignItems" {
                let value = "\(child.value)"
                if value != defaultValues[child.label ?? ""] { parts.append("\(child.label ?? "?") \(value)") }
            }
            if flex.spacing != 0 { parts.append("spacing \(flex.spacing)") }
            let children = flex.children.map { describe($0) }.joined(separator: ", ")
            return "Flex(\(parts.joined(separator: ", ")))\(size(flex.size)) [\(children)]"
        case let text as TextComponent:
            return "TextComponent(\"\(text.text)\", lines \(text.style.numberOfLines))"
        case is Spacer:
            return "Spacer"
        default:
            return "View\(size(component.size))"
        }
    }

    // MARK: Random trees

    /// A random tree of containers, mostly inside the fast path's domain, about one container in four
    /// just outside it (one style property, one child property or one child size beyond it).
    private struct TreeGenerator {
        var rng: SeededRandomNumberGenerator

        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

        /// A non-negative number, usually a whole one (fractions are admitted too: the fast path must
        /// then agree with TrellisLayout's rounding or leave the container to it).
        mutating func amount(_ range: ClosedRange<Int>) -> Double {
            Double(int(range)) + (chance(10) ? pick([0.5, 0.25, 1.0 / 3]) : 0)
        }

        mutating func dimension(_ range: ClosedRange<Int>, autoPercent: Int = 50) -> LayoutLength {
            chance(autoPercent) ? .auto : .points(amount(range))
        }

        mutating func container(depth: Int) -> any Component {
            let count = int(0...(depth == 0 ? 6 : 4))
            var children: [any Component] = []
            for _ in 0..<count { children.append(child(depth: depth)) }
            var style = FlexStyle()
            style.flexDirection = chance(50) ? .row : .column
            style.alignItems = chance(60) ? .stretch : .flexStart
            style.direction = pick([.inherit, .inherit, .ltr])
            // Admitted, and meant to make no difference to a single-line container.
            if chance(15) { style.alignContent = pick(Align.allCases) }
            if chance(10) { style.boxSizing = .contentBox }
            if chance(10) { style.flexGrow = amount(0...2) }
            if chance(10) { style.flexShrink = amount(0...2) }
            if chance(10) { style.alignSelf = pick(Align.allCases) }
            if chance(10) { style.overflow = pick([.hidden, .scroll]) }
            if chance(20) { outside(&style) }
            let spacing = chance(40) ? amount(0...2) : 0
            var size = ComponentSize()
            if chance(15) { size.width = dimension(0...30, autoPercent: 0) }
            if chance(15) { size.height = dimension(0...15, autoPercent: 0) }
            return Flex(style: style, spacing: spacing, size: size, children: children)
        }

        /// One container style property set beyond the fast path's domain.
        mutating func outside(_ style: inout FlexStyle) {
            switch int(0...17) {
            case 0: style.flexWrap = pick([.wrap, .wrapReverse])
            case 1: style.flexDirection = pick([.rowReverse, .columnReverse])
            case 2: style.direction = .rtl
            case 3: style.alignItems = pick([.center, .flexEnd, .baseline, .spaceBetween, .spaceAround])
            case 4: style.justifyContent = pick([.center, .flexEnd, .spaceBetween, .spaceAround, .spaceEvenly])
            case 5: style.margin[pick([.left, .top, .all, .start])] = .points(amount(1...2))
            case 6: style.padding[pick([.left, .top, .all, .end])] = .points(amount(1...2))
            case 7: style.border[pick([.right, .bottom, .all])] = .points(amount(1...2))
            case 8: style.position[pick([.left, .top])] = .points(amount(1...2))
            case 9: style.gap = .points(amount(1...2))
            case 10: style.columnGap = .points(amount(1...2))
            case 11: style.aspectRatio = pick([0.5, 1, 2])
            case 12: style.width = .points(amount(5...30))
            case 13: style.height = .points(amount(2...15))
            case 14: style.minWidth = .points(amount(5...30))
            case 15: style.maxHeight = .points(amount(2...15))
            case 16: style.positionType = .absolute
            default: style.flexBasis = .points(amount(0...10))
            }
        }

        mutating func child(depth: Int) -> any Component {
            var child: any Component
            switch int(0...(depth < 2 ? 4 : 3)) {
            case 0, 1:
                let words = (0..<int(1...3)).map { _ in String(repeating: "x", count: int(1...8)) }
                child = TextComponent(words.joined(separator: " "), numberOfLines: int(0...2))
            case 2:
                var size = ComponentSize(width: dimension(0...12), height: dimension(0...4, autoPercent: 20))
                if chance(8) {
                    switch int(0...4) {
                    case 0: size.width = .percent(Double(int(10...100)))
                    case 1: size.minWidth = .points(amount(1...10))
                    case 2: size.maxWidth = .points(amount(1...10))
                    case 3: size.minHeight = .points(amount(1...3))
                    default: size.maxHeight = .points(amount(1...3))
                    }
                }
                child = ViewComponent(attributes: [], size: size)
            case 3: child = Spacer()
            default: child = container(depth: depth + 1)
            }
            guard chance(55) else { return child }
            var properties = FlexChildProperties()
            if chance(60) { properties.flexGrow = amount(0...3) }
            if chance(40) { properties.flexShrink = amount(0...2) }
            if chance(30) { properties.flexBasis = .points(amount(0...10)) }
            if chance(30) { properties.alignSelf = pick([.auto, .stretch, .flexStart]) }
            if chance(25) { properties.spacingBefore = amount(0...2) }
            if chance(25) { properties.spacingAfter = amount(0...2) }
            if chance(10) { properties.zIndex = int(-1...1) }
            if chance(12) {
                switch int(0...7) {
                case 0: properties.alignSelf = pick([.center, .flexEnd, .baseline, .spaceAround])
                case 1: properties.positionType = .absolute
                case 2: properties.position[pick([.left, .top])] = .points(amount(1...3))
                case 3: properties.margin[pick([.left, .top, .all])] = .points(amount(1...2))
                case 4: properties.padding[pick([.right, .bottom, .all])] = .points(amount(1...2))
                case 5: properties.aspectRatio = pick([0.5, 1, 3])
                case 6: properties.useHeightAsBaseline = true
                default: properties.flexBasis = .percent(Double(int(10...60)))
                }
            }
            return child.flexItem(properties)
        }

        /// A range the root is laid out in: each axis exact, bounded above, bounded on both sides or
        /// unbounded; now and then a fractional bound.
        mutating func range() -> SizeRange {
            func axis(_ generator: inout TreeGenerator, _ high: ClosedRange<Int>) -> (Double, Double) {
                let max = generator.amount(high)
                switch generator.int(0...3) {
                case 0: return (max, max)
                case 1: return (0, max)
                case 2: return (Double(generator.int(0...Int(max))), max)
                default: return (0, .infinity)
                }
            }
            let width = axis(&self, 0...40)
            let height = axis(&self, 0...20)
            return SizeRange.clamped(
                min: LayoutSize(width: width.0, height: height.0),
                max: LayoutSize(width: width.1, height: height.1))
        }
    }

    // MARK: Tests

    nonisolated static let seeds: [UInt64] = [1, 7, 99, 2024, 31337, 0xC0FFEE, 0xFACADE, 0x5EED]
    nonisolated static let treesPerSeed = 1000

    @Test(
        "random trees: every node's frame is the same with and without the fast path; outside shapes fall back",
        arguments: seeds)
    func fastPathMatchesTrellisLayout(seed: UInt64) {
        var generator = TreeGenerator(rng: SeededRandomNumberGenerator(seed: seed))
        var counts = ContainerCounts()
        var violations: [String] = []
        for tree in 0..<Self.treesPerSeed {
            let component = generator.container(depth: 0)
            let ranges = [generator.range(), generator.range()]
            var ignored = ContainerCounts()
            var ignoredViolations: [String] = []
            let fast = frames(
                component, in: ranges, alwaysUsesTrellisLayout: false, counts: &counts,
                violations: &violations)
            let engine = frames(
                component, in: ranges, alwaysUsesTrellisLayout: true, counts: &ignored,
                violations: &ignoredViolations)
            for index in ranges.indices where fast[index] != engine[index] {
                let difference =
                    zip(fast[index], engine[index]).first { $0 != $1 }
                    .map { "fast path \($0.0), TrellisLayout \($0.1)" }
                    ?? "node counts \(fast[index].count) / \(engine[index].count)"
                Issue.record(
                    "seed \(seed), tree \(tree), range \(ranges[index]): \(difference)\n\(Self.describe(component))")
                return
            }
            #expect(violations.isEmpty, "seed \(seed), tree \(tree): \(violations)\n\(Self.describe(component))")
            if !violations.isEmpty { return }
        }
        // The run must really exercise both paths: most admitted containers take the fast path, and the
        // shapes outside its domain occur.
        #expect(counts.fast > Self.treesPerSeed, "seed \(seed): \(counts)")
        #expect(counts.declined < counts.fast, "seed \(seed): \(counts)")
        #expect(counts.outside > Self.treesPerSeed / 10, "seed \(seed): \(counts)")
    }

    /// Frames of every leaf, in mount order (views only, as a host mounts them).
    private func mountedFrames(_ component: any Component, width: Int, height: Int?, alwaysUsesTrellisLayout: Bool)
        -> [CGRect]
    {
        Flex.$alwaysUsesTrellisLayout.withValue(alwaysUsesTrellisLayout) {
            let host = ComponentTestHost(
                width: width, height: height ?? 200, flexibleHeight: height == nil,
                component: component)
            host.attach()
            return host.mountedViews.map { $0.convert($0.bounds, to: host.rootView) }
        }
    }

    private func mountedRandomFlex(_ rng: inout SeededRandomNumberGenerator, depth: Int) -> any Component {
        let justify: [Justify] = [.flexStart, .center, .flexEnd, .spaceBetween, .spaceAround, .spaceEvenly]
        let aligns: [Align] = [.stretch, .flexStart, .center, .flexEnd]
        let count = Int.random(in: 0...4, using: &rng)
        var children: [any Component] = []
        for _ in 0..<count {
            var child: any Component
            switch Int.random(in: 0..<(depth > 1 ? 3 : 4), using: &rng) {
            case 0:
                child = TextComponent(
                    String(repeating: "x", count: Int.random(in: 1...12, using: &rng)),
                    numberOfLines: Int.random(in: 0...2, using: &rng))
            case 1:
                child = ViewComponent(
                    attributes: [],
                    size: ComponentSize(
                        width: Bool.random(using: &rng) ? .points(Double(Int.random(in: 1...10, using: &rng))) : .auto,
                        height: .points(Double(Int.random(in: 1...3, using: &rng)))))
            case 2: child = Spacer()
            default: child = mountedRandomFlex(&rng, depth: depth + 1)
            }
            if Bool.random(using: &rng) {
                var properties = FlexChildProperties()
                properties.flexGrow = Double(Int.random(in: 0...2, using: &rng))
                properties.flexShrink = Double(Int.random(in: 0...1, using: &rng))
                properties.alignSelf = Bool.random(using: &rng) ? .auto : aligns.randomElement(using: &rng)!
                if Bool.random(using: &rng) {
                    properties.flexBasis = .points(Double(Int.random(in: 0...8, using: &rng)))
                }
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

    @Test(
        "random single-line containers mount identically with and without the fast path",
        arguments: [UInt64(7), 99])
    func mountedViewsMatch(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<300 {
            let tree = mountedRandomFlex(&rng, depth: 0)
            let width = Int.random(in: 10...40, using: &rng)
            let height: Int? = Bool.random(using: &rng) ? Int.random(in: 5...20, using: &rng) : nil
            let fast = mountedFrames(tree, width: width, height: height, alwaysUsesTrellisLayout: false)
            let engine = mountedFrames(tree, width: width, height: height, alwaysUsesTrellisLayout: true)
            #expect(fast == engine, "seed \(seed): \(tree) at \(width)x\(height.map(String.init) ?? "auto")")
            if fast != engine { return }
        }
    }

    @Test(
        "a long list's rows laid out on a helper thread follow the task's choice of TrellisLayout",
        arguments: [false, true])
    func helperThreadFollowsLayoutSwitch(alwaysUsesTrellisLayout: Bool) throws {
        var row = FlexStyle()
        row.flexDirection = .row
        let rows: [any Component] = (0..<(2 * ParallelWork.threshold)).map {
            Flex(style: row, children: [TextComponent("\($0)"), TextComponent("row")])
        }
        try Flex.$alwaysUsesTrellisLayout.withValue(alwaysUsesTrellisLayout) {
            let root = ComponentRoot(component: ListComponent(rowHeight: .automatic, rows: rows), scheduler: nil)
            _ = try #require(root.layout(in: SizeRange(exactly: LayoutSize(width: 20, height: 10))))
            var laidOut = 0
            var spliceable = 0
            func visit(_ node: TreeNode) {
                if node.component is Flex {
                    for entry in node.withLayoutCache({ $0.entries }) {
                        laidOut += 1
                        if entry.isSpliceable { spliceable += 1 }
                    }
                }
                for child in node.children { visit(child) }
            }
            visit(try #require(root.latestBuild?.root))
            #expect(laidOut >= rows.count)
            #expect(spliceable == (alwaysUsesTrellisLayout ? 0 : laidOut))
        }
    }
}
