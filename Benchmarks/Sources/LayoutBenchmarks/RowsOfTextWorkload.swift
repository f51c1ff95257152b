// RowsOfTextWorkload: benchmark L1 — N text leaves in R = N/10 rows of 10 flexible cells (benchmarks.md).

import Foundation
import TrellisLayout

/// The L1 tree: a 1000-wide column root, rows with padding 5, cells (grow/shrink 1, basis 0, margin 2) each
/// holding one measured text leaf with `5 + i % 20` characters.
final class RowsOfTextWorkload {
    /// The leaves' character counts and the number of measure calls, shared with the measure closures.
    final class TextModel {
        var characters: [Int]
        var measureCalls = 0

        init(count: Int) {
            characters = (0..<count).map { 5 + $0 % 20 }
        }

        /// The measure function of benchmarks.md for leaf `index`.
        func measure(
            _ index: Int, _ width: Double, _ widthMode: MeasureMode,
            _ height: Double, _ heightMode: MeasureMode
        ) -> LayoutSize {
            measureCalls += 1
            let textWidth = Double(10 * characters[index])
            let measuredWidth: Double
            switch widthMode {
            case .undefined: measuredWidth = textWidth
            case .exactly: measuredWidth = width
            case .atMost: measuredWidth = min(textWidth, width)
            }
            let lines = measuredWidth > 0 && textWidth > measuredWidth ? ceil(textWidth / measuredWidth) : 1
            var measuredHeight = 20 * lines
            switch heightMode {
            case .undefined: break
            case .exactly: measuredHeight = height
            case .atMost: measuredHeight = min(measuredHeight, height)
            }
            return LayoutSize(width: measuredWidth, height: measuredHeight)
        }
    }

    /// Expected values of benchmarks.md: root height, Σ(left+top+width+height), root height after the change.
    static let expectations: [Int: (rootHeight: Double, sum: Double, changedRootHeight: Double)] = [
        1_000: (6_400, 1_169_600, 6_440),
        10_000: (64_000, 40_487_000, 64_040),
        100_000: (640_000, 3_284_861_000, 640_040),
    ]

    let leafCount: Int
    let root: LayoutNode
    let leaves: [LayoutNode]
    let text: TextModel
    /// The leaf that changes in re-layout: row R/2, column 5.
    let changingLeaf: Int

    init(leafCount: Int) throws(LayoutError) {
        self.leafCount = leafCount
        let rowCount = leafCount / 10
        text = TextModel(count: leafCount)
        changingLeaf = rowCount / 2 * 10 + 5

        var rootStyle = FlexStyle()
        rootStyle.flexDirection = .column
        rootStyle.width = .points(1_000)
        root = LayoutNode(style: rootStyle)

        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        rowStyle.setPadding(.all, .points(5))
        var cellStyle = FlexStyle()
        cellStyle.flexGrow = 1
        cellStyle.flexShrink = 1
        cellStyle.flexBasis = .points(0)
        cellStyle.setMargin(.all, .points(2))

        var leaves: [LayoutNode] = []
        leaves.reserveCapacity(leafCount)
        let text = self.text
        for rowIndex in 0..<rowCount {
            let row = LayoutNode(style: rowStyle)
            for column in 0..<10 {
                let index = rowIndex * 10 + column
                let cell = LayoutNode(style: cellStyle)
                let leaf = LayoutNode()
                leaf.measure = { text.measure(index, $0, $1, $2, $3) }
                try cell.appendChild(leaf)
                try row.appendChild(cell)
                leaves.append(leaf)
            }
            try root.appendChild(row)
        }
        self.leaves = leaves
    }

    /// Σ(left + top + width + height) over every node.
    func layoutSum() -> Double {
        var sum = 0.0
        var stack = [root]
        while let node = stack.popLast() {
            let layout = node.layout
            sum += layout.left + layout.top + layout.width + layout.height
            stack.append(contentsOf: node.children)
        }
        return sum
    }

    /// Gives the changing leaf 25 more characters (or takes them back) and marks it dirty.
    func toggleChangingLeaf(grow: Bool) {
        text.characters[changingLeaf] += grow ? 25 : -25
        leaves[changingLeaf].markDirty()
    }
}
