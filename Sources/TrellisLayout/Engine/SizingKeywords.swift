// SizingKeywords: resolving `minContent`, `maxContent`, `fitContent` and `stretch` sizes (CSS Sizing 3 §3.2 and
// CSS Sizing 3 §5.1) to border-box lengths before a node is sized by its container.
//
// A node whose style has a keyword is measured with the keyword properties acting as `auto`: at width 0
// (min-content; its leaves' `minContentWidth`) and unconstrained (max-content). In the block axis the content
// keywords act as `auto`. The results replace the keywords for the rest of the pass (`LayoutNodeExtras`), so the algorithm
// treats them as definite lengths. Nodes without keywords never come here.

extension LayoutEngine {
    /// Resolves the sizing keywords of `node`, an item (or the root) placed in a containing block whose
    /// inner size is `availableWidth` × `availableHeight` (undefined when indefinite).
    ///
    /// - Parameter mainAxisIsRow: whether the container's main axis is horizontal (for `flexBasis`).
    static func resolveSizingKeywords(
        _ node: LayoutNode, direction: LayoutDirection, mainAxisIsRow: Bool,
        availableWidth: Double, availableHeight: Double, depth: Int, _ pass: LayoutPass
    ) {
        let style = node.storedStyle
        let keywords = node.ensureExtras()
        keywords.resetKeywords()
        // Measurements made while the keywords acted as `auto` must not answer later queries.
        node.cachedMeasurements.count = 0
        node.cachedLayout = CachedMeasurement()

        let marginRow = node.marginForAxis(.row, availableWidth)
        let marginColumn = node.marginForAxis(.column, availableWidth)
        var intrinsic = IntrinsicWidths(
            node: node, direction: direction, ownerWidth: availableWidth, ownerHeight: availableHeight,
            depth: depth, pass: pass)

        func width(_ keyword: LayoutLength?) -> Double {
            switch keyword {
            case .minContent?: return intrinsic.minContent
            case .maxContent?: return intrinsic.maxContent
            case .fitContent?:
                if availableWidth.isNaN { return intrinsic.maxContent }
                return min(intrinsic.maxContent, max(intrinsic.minContent, availableWidth - marginRow))
            case .stretch?: return availableWidth.isNaN ? .nan : max(0, availableWidth - marginRow)
            default: return .nan
            }
        }
        keywords.width = width(style.width)
        keywords.minWidth = width(style.minWidth)
        keywords.maxWidth = width(style.maxWidth)
        if mainAxisIsRow { keywords.flexBasis = width(style.flexBasis) }

        // Heights: in the block axis the content keywords act as `auto` (a `min-height` as no minimum, a
        // `max-height` as none), as Chromium does; `stretch` fills the containing block.
        func height(_ keyword: LayoutLength?) -> Double {
            guard case .stretch? = keyword, !availableHeight.isNaN else { return .nan }
            return max(0, availableHeight - marginColumn)
        }
        keywords.height = height(style.height)
        keywords.minHeight = height(style.minHeight)
        keywords.maxHeight = height(style.maxHeight)
        if !mainAxisIsRow { keywords.flexBasis = height(style.flexBasis) }

        node.cachedMeasurements.count = 0
        node.cachedLayout = CachedMeasurement()
    }
}

/// The min-content and max-content border-box widths of a node, measured on first use.
private struct IntrinsicWidths {
    let node: LayoutNode
    let direction: LayoutDirection
    let ownerWidth: Double
    let ownerHeight: Double
    let depth: Int
    let pass: LayoutPass
    private var minimum = Double.nan
    private var maximum = Double.nan

    init(
        node: LayoutNode, direction: LayoutDirection, ownerWidth: Double, ownerHeight: Double, depth: Int,
        pass: LayoutPass
    ) {
        self.node = node
        self.direction = direction
        self.ownerWidth = ownerWidth
        self.ownerHeight = ownerHeight
        self.depth = depth
        self.pass = pass
    }

    /// The min-content width: the leaf's `minContentWidth` plus padding and border, or the content laid out
    /// in a width of 0.
    var minContent: Double {
        mutating get {
            if minimum.isNaN {
                if let measure = node.storedMinContentWidth, node.storedChildren.isEmpty {
                    minimum =
                        measure() + node.paddingAndBorderForAxis(.row, node.resolveDirection(direction), ownerWidth)
                } else {
                    LayoutEngine.layoutInternal(
                        node, .nan, .nan, direction, .minContent, .maxContent, ownerWidth, ownerHeight,
                        performLayout: false, depth: depth, pass)
                    minimum = node.measuredWidth
                }
            }
            return minimum
        }
    }

    /// The max-content width: the content laid out without a width limit.
    var maxContent: Double {
        mutating get {
            if maximum.isNaN {
                LayoutEngine.layoutInternal(
                    node, .nan, .nan, direction, .maxContent, .maxContent, ownerWidth, ownerHeight,
                    performLayout: false, depth: depth, pass)
                maximum = node.measuredWidth
            }
            return maximum
        }
    }
}
