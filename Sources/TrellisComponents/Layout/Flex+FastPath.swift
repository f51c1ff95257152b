// Flex fast path: the single-line, no-wrap, start-aligned flexbox most component trees use (lists of
// rows), computed directly with Yoga's rules; anything else (wrap, reverse, RTL, scrolling, justify/align
// other than start/stretch, percentages, margins, min/max, absolute children, fractional results) goes to
// TrellisLayout. FlexDifferentialTests holds the two to the same frames over thousands of random trees.
import TrellisLayout

extension Flex {
    private static func points(_ dimension: LayoutLength) -> Double?? {
        switch dimension {
        case .auto: return .some(nil)
        case .points(let value): return .some(value)
        default: return nil
        }
    }

    /// Whether `value` is a whole number small enough that whole numbers around it are exact: Yoga's
    /// pixel-grid rounding leaves those unchanged, so the fast path's unrounded results equal the
    /// engine's. Beyond 2⁵² every double is whole but the two compute it in different orders, which
    /// differ in the last bit.
    private static func isWhole(_ value: Double) -> Bool {
        value.rounded() == value && abs(value) < 0x1p52
    }

    /// The container's main and cross axes, for reading and making sizes and ranges along them.
    private struct Axes {
        let isRow: Bool
        func main(_ size: LayoutSize) -> Double { isRow ? size.width : size.height }
        func cross(_ size: LayoutSize) -> Double { isRow ? size.height : size.width }
        func size(main: Double, cross: Double) -> LayoutSize {
            isRow ? LayoutSize(width: main, height: cross) : LayoutSize(width: cross, height: main)
        }
        func range(main: (Double, Double), cross: (Double, Double)) -> SizeRange {
            SizeRange.clamped(min: size(main: main.0, cross: cross.0), max: size(main: main.1, cross: cross.1))
        }
    }

    /// Whether the container style is plain enough for the fast path (decided once per shared style).
    private var fastPathStyle: Bool { storage.allowsFastPath }

    /// Whether `style` is plain enough for the fast path.
    static func allowsFastPath(_ style: FlexStyle) -> Bool {
        style.flexWrap == .noWrap && (style.flexDirection == .row || style.flexDirection == .column)
            && style.direction != .rtl && (style.alignItems == .stretch || style.alignItems == .flexStart)
            && style.justifyContent == .flexStart
            && style.margin.isEmpty && style.padding.isEmpty && style.border.isEmpty && style.position.isEmpty
            && style.gap == nil && style.rowGap == nil && style.columnGap == nil && style.aspectRatio == nil
            && style.width == .auto && style.height == .auto && style.minWidth == nil && style.minHeight == nil
            && style.maxWidth == nil && style.maxHeight == nil && style.display == .flex
            && style.positionType == .relative && style.flexBasis == .auto && style.overflow != .scroll
    }

    func fastLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout? {
        guard fastPathStyle else { return nil }
        let isRow = style.flexDirection == .row
        let axes = Axes(isRow: isRow)
        let mainDefinite = axes.main(range.min) == axes.main(range.max) && axes.main(range.max).isFinite
        let crossDefinite = axes.cross(range.min) == axes.cross(range.max) && axes.cross(range.max).isFinite
        let crossAvailable = axes.cross(range.max)

        // Everything known about one child, in one array: a row of two labels then costs two
        // allocations (this and the result's children), not one per quantity.
        struct Item {
            var basis: Double
            var grow: Double
            var shrink: Double
            var leading: Double
            var trailing: Double
            var fixedMain: Double?
            var fixedCross: Double?
            var align: Align
            var mainSize: Double = 0
            var measured: ComponentLayout?
            var layout: ComponentLayout?
        }
        // The built nodes directly: borrowing `node.component` avoids copying each boxed component.
        let nodes = children.nodes
        let parentSize = range.max
        func childLayout(_ index: Int, _ childRange: SizeRange) -> ComponentLayout {
            LayoutResolver.layout(nodes[index], thatFits: childRange, parentSize: parentSize)
        }
        var items: [Item] = []
        items.reserveCapacity(nodes.count)
        for index in nodes.indices {
            let properties = self.properties[index]
            guard properties.positionType == .relative, properties.position.isEmpty, properties.margin.isEmpty,
                properties.padding.isEmpty, properties.aspectRatio == nil, !properties.useHeightAsBaseline,
                properties.alignSelf == .auto || properties.alignSelf == .stretch || properties.alignSelf == .flexStart
            else { return nil }
            let childSize = nodes[index].component.size
            guard childSize.minWidth == .auto, childSize.minHeight == .auto, childSize.maxWidth == .auto,
                childSize.maxHeight == .auto,
                let width = Self.points(childSize.width), let height = Self.points(childSize.height),
                let basisPoints = Self.points(properties.flexBasis)
            else { return nil }
            let fixedMain = isRow ? width : height
            let fixedCross = isRow ? height : width
            let align = properties.alignSelf == .auto ? style.alignItems : properties.alignSelf
            items.append(
                Item(
                    basis: 0, grow: properties.flexGrow, shrink: properties.flexShrink,
                    leading: properties.spacingBefore + (index > 0 ? spacing : 0),
                    trailing: properties.spacingAfter, fixedMain: fixedMain, fixedCross: fixedCross,
                    align: align))
            _ = basisPoints
        }

        // Flex basis: explicit basis, else a fixed main size, else the content size measured at most as
        // long as the container less the child's own spacing (Yoga bounds an auto basis by the available
        // main size, less the child's margins, unless the container scrolls, which the fast path leaves
        // to TrellisLayout). The measurements are independent of each other: a long list takes them on
        // two threads.
        let mainAvailable = axes.main(range.max)
        let measureInParallel = items.count >= ParallelWork.threshold
        var toMeasure: [(index: Int, range: SizeRange)] = []
        for index in items.indices {
            let properties = self.properties[index]
            if case .points(let basis) = properties.flexBasis {
                items[index].basis = basis
            } else if let fixed = items[index].fixedMain {
                items[index].basis = fixed
            } else {
                let stretch = items[index].align == .stretch && items[index].fixedCross == nil && crossDefinite
                let crossRange =
                    stretch
                    ? (crossAvailable, crossAvailable)
                    : (0, items[index].fixedCross ?? crossAvailable)
                let mainBound = max(0, mainAvailable - items[index].leading - items[index].trailing)
                let measureRange = axes.range(main: (0, mainBound), cross: crossRange)
                if measureInParallel {
                    toMeasure.append((index, measureRange))
                } else {
                    let measured = childLayout(index, measureRange)
                    items[index].basis = axes.main(measured.size)
                    items[index].measured = measured
                }
            }
        }
        if !toMeasure.isEmpty {
            let measuredLayouts = ParallelWork.map(toMeasure.count) { [toMeasure] _, slot in
                LayoutResolver.layout(
                    nodes[toMeasure[slot].index], thatFits: toMeasure[slot].range, parentSize: parentSize)
            }
            for (slot, entry) in toMeasure.enumerated() {
                items[entry.index].basis = axes.main(measuredLayouts[slot].size)
                items[entry.index].measured = measuredLayouts[slot]
            }
        }
        for index in items.indices { items[index].mainSize = items[index].basis }

        let used = items.reduce(0) { $0 + $1.basis + $1.leading + $1.trailing }
        let containerMain: Double =
            mainDefinite
            ? axes.main(range.max) : min(max(used, axes.main(range.min)), axes.main(range.max))
        guard containerMain.isFinite else { return nil }
        let free = containerMain - used
        // Yoga's rules, in Yoga's order of operations (the results must match to the last bit). Grow
        // factors summing to less than one change how Yoga distributes free space of either sign: such
        // lines are left to TrellisLayout.
        let totalGrow = items.reduce(0) { $0 + $1.grow }
        guard totalGrow == 0 || totalGrow >= 1 else { return nil }
        if free > 0 {
            if totalGrow > 0 {
                for index in items.indices where items[index].grow > 0 {
                    items[index].mainSize = items[index].basis + free / totalGrow * items[index].grow
                }
            }
        } else if free < 0 {
            let totalScaled = items.reduce(0) { $0 + $1.shrink * $1.basis }
            if totalScaled > 0 {
                for index in items.indices where items[index].shrink > 0 {
                    let size = items[index].basis + free / totalScaled * (items[index].shrink * items[index].basis)
                    // An item shrunk below zero is frozen at zero and the rest redistributed (with Yoga's
                    // own twist for a line left with no shrinkable item): left to TrellisLayout.
                    guard size >= 0 else { return nil }
                    items[index].mainSize = size
                }
            }
        }

        // Lay each child out at its main size; stretched children fill the line's cross size.
        var lineCross: Double = 0
        for index in items.indices {
            let mainSize = items[index].mainSize
            let stretchNow = items[index].align == .stretch && items[index].fixedCross == nil && crossDefinite
            let crossRange =
                stretchNow ? (crossAvailable, crossAvailable) : (0.0, items[index].fixedCross ?? crossAvailable)
            // The max-content measurement is the final layout when the main size didn't change (and the
            // cross constraint was the same): don't lay the child out twice.
            let layout: ComponentLayout
            if let measured = items[index].measured, axes.main(measured.size) == mainSize,
                !stretchNow || axes.cross(measured.size) == crossAvailable
            {
                layout = measured
            } else {
                layout = childLayout(index, axes.range(main: (mainSize, mainSize), cross: crossRange))
            }
            items[index].layout = layout
            lineCross = max(lineCross, axes.cross(layout.size))
        }
        let containerCross: Double =
            crossDefinite
            ? crossAvailable : min(max(lineCross, axes.cross(range.min)), axes.cross(range.max))
        guard containerCross.isFinite else { return nil }
        for index in items.indices where items[index].align == .stretch && items[index].fixedCross == nil {
            guard let layout = items[index].layout, axes.cross(layout.size) != containerCross else { continue }
            let mainSize = items[index].mainSize
            items[index].layout = childLayout(
                index,
                axes.range(
                    main: (mainSize, mainSize),
                    cross: (containerCross, containerCross)))
        }

        // Justify along the main axis, align across it.
        let usedAfter = items.reduce(0) { $0 + $1.mainSize + $1.leading + $1.trailing }
        let remaining = containerMain - usedAfter
        var offset = 0.0
        var between = 0.0
        let count = Double(items.count)
        switch style.justifyContent {
        case .flexStart: break
        case .center: offset = remaining / 2
        case .flexEnd: offset = remaining
        case .spaceBetween: if remaining > 0, items.count > 1 { between = remaining / (count - 1) }
        case .spaceAround:
            if remaining > 0, !items.isEmpty {
                between = remaining / count
                offset = between / 2
            }
        case .spaceEvenly:
            if remaining > 0 {
                between = remaining / (count + 1)
                offset = between
            }
        }
        var placed: [ComponentLayout.Child] = []
        placed.reserveCapacity(items.count)
        var position = offset
        for index in items.indices {
            guard let layout = items[index].layout else { return nil }
            position += items[index].leading
            let childCross = axes.cross(layout.size)
            let crossOffset: Double =
                switch items[index].align {
                case .center: (containerCross - childCross) / 2
                case .flexEnd: containerCross - childCross
                default: 0
                }
            let point = isRow ? LayoutPoint(x: position, y: crossOffset) : LayoutPoint(x: crossOffset, y: position)
            // Fractions would need Yoga's pixel-grid rounding: leave those to the engine.
            guard Self.isWhole(point.x), Self.isWhole(point.y), Self.isWhole(layout.size.width),
                Self.isWhole(layout.size.height),
                axes.main(layout.size) == items[index].mainSize
            else { return nil }
            placed.append(.init(position: point, layout: layout))
            position += items[index].mainSize + items[index].trailing + between
        }
        // Z-order: by z-index, then child order (a stable sort of the placed children).
        if properties.hasZIndex {
            placed = placed.indices.sorted { (properties[$0].zIndex, $0) < (properties[$1].zIndex, $1) }.map {
                placed[$0]
            }
        }
        let total = axes.size(main: containerMain, cross: containerCross)
        guard Self.isWhole(total.width), Self.isWhole(total.height) else { return nil }
        let result = ComponentLayout(size: range.clamp(total), children: placed)
        result.isSpliceable = true
        return result
    }

    /// Incremental fast path: `old` is this container's fast-path layout in `range` over `previous`; the
    /// children now differ only at a few positions. Each changed child is replayed through the fast path's
    /// queries next to its predecessor: if the predecessor's replay reproduces its layout in `old` and the
    /// new child answers with the same basis, line cross size and final size, nothing else can change, and
    /// `old` with the new child layouts spliced in is exactly what the full fast path would return.
    func splice(
        _ old: ComponentLayout, thatFits range: SizeRange, previousChildren: NodeChildren,
        children newChildren: NodeChildren
    ) -> ComponentLayout? {
        // As arrays (a container's list is one already): compared element by element below.
        let previous = previousChildren.array
        let children = newChildren.array
        guard !Flex.alwaysUsesTrellisLayout, fastPathStyle, previous.count == children.count,
            old.children.count == children.count, !properties.hasZIndex
        else { return nil }
        var changed: [Int] = []
        for index in children.indices where children[index] !== previous[index] {
            changed.append(index)
            if changed.count > 16 { return nil }
        }
        let isRow = style.flexDirection == .row
        let axes = Axes(isRow: isRow)
        let crossDefinite = axes.cross(range.min) == axes.cross(range.max) && axes.cross(range.max).isFinite
        let crossAvailable = axes.cross(range.max)
        let containerCross = axes.cross(old.size)
        let parentSize = range.max

        struct Replay {
            var basis: Double
            var lineCross: Double
            var layout: ComponentLayout
            var fixedMain: Double?
            var fixedCross: Double?
        }
        func replay(_ node: TreeNode, _ index: Int, mainSize: Double) -> Replay? {
            let properties = self.properties[index]
            let childSize = node.component.size
            guard childSize.minWidth == .auto, childSize.minHeight == .auto, childSize.maxWidth == .auto,
                childSize.maxHeight == .auto,
                let width = Self.points(childSize.width), let height = Self.points(childSize.height)
            else { return nil }
            let fixedMain = isRow ? width : height
            let fixedCross = isRow ? height : width
            let align = properties.alignSelf == .auto ? style.alignItems : properties.alignSelf
            func layout(_ childRange: SizeRange) -> ComponentLayout {
                LayoutResolver.layout(node, thatFits: childRange, parentSize: parentSize)
            }
            let stretch = align == .stretch && fixedCross == nil && crossDefinite
            let crossRange = stretch ? (crossAvailable, crossAvailable) : (0.0, fixedCross ?? crossAvailable)
            var measured: ComponentLayout?
            let basis: Double
            if case .points(let points) = properties.flexBasis {
                basis = points
            } else if let fixedMain {
                basis = fixedMain
            } else {
                let spacing = properties.spacingBefore + (index > 0 ? self.spacing : 0) + properties.spacingAfter
                let mainBound = max(0, axes.main(range.max) - spacing)
                let layout = layout(axes.range(main: (0, mainBound), cross: crossRange))
                basis = axes.main(layout.size)
                measured = layout
            }
            var line: ComponentLayout
            if let measured, axes.main(measured.size) == mainSize,
                !stretch || axes.cross(measured.size) == crossAvailable
            {
                line = measured
            } else {
                line = layout(axes.range(main: (mainSize, mainSize), cross: crossRange))
            }
            let lineCross = axes.cross(line.size)
            if align == .stretch, fixedCross == nil, lineCross != containerCross {
                line = layout(axes.range(main: (mainSize, mainSize), cross: (containerCross, containerCross)))
            }
            return Replay(
                basis: basis, lineCross: lineCross, layout: line, fixedMain: fixedMain, fixedCross: fixedCross)
        }

        var placed = old.children.array
        for index in changed {
            let mainSize = axes.main(old.children[index].layout.size)
            guard let before = replay(previous[index], index, mainSize: mainSize),
                before.layout === old.children[index].layout,
                let after = replay(children[index], index, mainSize: mainSize),
                after.basis == before.basis, after.lineCross == before.lineCross,
                after.layout.size == before.layout.size,
                after.fixedMain == before.fixedMain, after.fixedCross == before.fixedCross
            else { return nil }
            placed[index].layout = after.layout
        }
        let result = ComponentLayout(size: old.size, children: placed)
        result.isSpliceable = true
        return result
    }
}
