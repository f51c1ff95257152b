// EngineTestSupport: small builders shared by the engine unit tests (styles, text leaves, frames).

import TrellisLayout

/// Counts measure calls of the leaves built with it (one instance per test: no shared state).
final class MeasureCounter {
    var calls = 0
}

/// A mutable text length read by a leaf's measure function, so a test can change a leaf's content.
final class TextContent {
    var characters: Int
    init(_ characters: Int) { self.characters = characters }
}

enum EngineFixtures {
    /// A style built by mutating Yoga's defaults.
    static func style(_ configure: (inout FlexStyle) -> Void) -> FlexStyle {
        var style = FlexStyle()
        configure(&style)
        return style
    }

    /// A leaf measuring `content` like a line-wrapping text of 10-point characters and 20-point lines.
    static func textLeaf(_ content: TextContent, counter: MeasureCounter) -> LayoutNode {
        let leaf = LayoutNode()
        leaf.measure = { width, widthMode, height, heightMode in
            counter.calls += 1
            let natural = 10.0 * Double(content.characters)
            let used = widthMode == .undefined ? natural : (widthMode == .exactly ? width : min(natural, width))
            // Widths under one point wrap nothing (keeps tiny float noise from exploding into huge heights).
            let lines = used >= 1 && natural > used ? (natural / used).rounded(.up) : 1
            var resultHeight = 20 * lines
            if heightMode == .exactly {
                resultHeight = height
            } else if heightMode == .atMost {
                resultHeight = min(resultHeight, height)
            }
            return LayoutSize(width: used, height: resultHeight)
        }
        return leaf
    }

    /// The rows × cells × text tree of benchmark L1 (`rows` rows of 10 cells).
    static func rowsOfText(rows: Int, counter: MeasureCounter) throws -> (root: LayoutNode, contents: [TextContent]) {
        let root = LayoutNode(style: style { $0.width = 1000 })
        let rowStyle = style {
            $0.flexDirection = .row
            $0.padding[.all] = 5
        }
        let cellStyle = style {
            $0.flexGrow = 1
            $0.flexShrink = 1
            $0.flexBasis = 0
            $0.margin[.all] = 2
        }
        var contents: [TextContent] = []
        for rowIndex in 0..<rows {
            let row = LayoutNode(style: rowStyle)
            for column in 0..<10 {
                let content = TextContent(5 + (rowIndex * 10 + column) % 20)
                contents.append(content)
                let cell = LayoutNode(style: cellStyle)
                try cell.appendChild(textLeaf(content, counter: counter))
                try row.appendChild(cell)
            }
            try root.appendChild(row)
        }
        return (root, contents)
    }

    /// `[left, top, width, height]` of a node's rounded layout.
    static func frame(_ node: LayoutNode) -> [Double] {
        [node.layout.left, node.layout.top, node.layout.width, node.layout.height]
    }

    /// Every node's frame in depth-first order.
    static func frames(_ node: LayoutNode) -> [[Double]] {
        var result = [frame(node)]
        for child in node.children { result += frames(child) }
        return result
    }
}
