// ConformanceTree: the LayoutNode tree of one conformance test, with each node's path and expected boxes.

import TrellisLayout

/// A test's layout tree plus, in pre-order, every node's path, expectations and parent.
struct ConformanceTree {
    /// One node of the tree.
    struct Entry {
        /// `root`, `root/0`, `root/1/0`, ...
        let path: String
        let node: LayoutNode
        let expected: ConformanceNode.Expected
        /// Index of the parent entry (`nil` for the root).
        let parent: Int?
        /// Whether the node is `display: contents` (its children are placed relative to its parent).
        let isContents: Bool
    }

    let root: LayoutNode
    /// Pre-order: a parent always precedes its children.
    let entries: [Entry]

    /// Builds the tree of `test`, mapping each node's style with `mapper`.
    init(test: ConformanceTest, file: String, mapper: ConformanceStyleMapper) throws(ConformanceError) {
        var entries: [Entry] = []
        root = try Self.build(
            test.root, path: "root", parent: nil, parentStyle: nil, insideHiddenSubtree: false,
            mapper: mapper,
            location: { ConformanceLocation(file: file, test: test.name, nodePath: $0) },
            into: &entries)
        self.entries = entries
    }

    private static func build(
        _ source: ConformanceNode, path: String, parent: Int?, parentStyle: FlexStyle?,
        insideHiddenSubtree: Bool, mapper: ConformanceStyleMapper, location: (String) -> ConformanceLocation,
        into entries: inout [Entry]
    ) throws(ConformanceError) -> LayoutNode {
        for (direction, box) in [("ltr", source.expected.ltr), ("rtl", source.expected.rtl)] where box.count != 4 {
            throw ConformanceError(
                .invalidNode("expected.\(direction) has \(box.count) values (needs [left, top, width, height])"),
                at: location(path))
        }
        let style: FlexStyle
        do {
            style = try mapper.style(for: source.style, isRoot: parent == nil, parentStyle: parentStyle)
        } catch {
            throw ConformanceError(.style(error), at: location(path))
        }
        // FORMAT.md: a `display: none` subtree and a `display: contents` node have no box.
        let hidden = insideHiddenSubtree || style.display == .none
        if hidden || style.display == .contents,
            source.expected.ltr != [0, 0, 0, 0] || source.expected.rtl != [0, 0, 0, 0]
        {
            throw ConformanceError(
                .invalidNode("a node without a box (display: none or contents) must expect [0, 0, 0, 0]"),
                at: location(path))
        }
        let node = LayoutNode(style: style)
        if let text = source.text {
            guard source.children.isEmpty else {
                throw ConformanceError(.invalidNode("a node with text must not have children"), at: location(path))
            }
            let measure = AhemTextMeasure(text: text, isColumn: style.flexDirection == .column)
            node.measure = { width, widthMode, height, heightMode in
                measure.measure(width: width, widthMode: widthMode, height: height, heightMode: heightMode)
            }
            node.minContentWidth = { measure.minContentWidth }
            // FORMAT.md: Chromium puts an Ahem line's baseline 8 points below the line's top.
            let contentTop = Self.topLength(style.padding) + Self.topLength(style.border)
            node.baseline = { _, _ in contentTop + AhemTextMeasure.glyphSize * 0.8 }
            // The last line's baseline sits as far above the content's bottom as an Ahem line's below its top.
            let contentBottomInset = Self.edgeLength(style.padding, .bottom) + Self.edgeLength(style.border, .bottom)
            node.lastBaseline = { _, height in height - contentBottomInset - AhemTextMeasure.glyphSize * 0.2 }
        }
        let index = entries.count
        entries.append(
            Entry(
                path: path, node: node, expected: source.expected, parent: parent,
                isContents: style.display == .contents))
        for (childIndex, child) in source.children.enumerated() {
            let childNode = try build(
                child, path: "\(path)/\(childIndex)", parent: index, parentStyle: style,
                insideHiddenSubtree: hidden, mapper: mapper, location: location, into: &entries)
            do {
                try node.appendChild(childNode)
            } catch {
                throw ConformanceError(.tree(error), at: location("\(path)/\(childIndex)"))
            }
        }
        return node
    }

    /// The top value of `edges` in points (`top`, else `vertical`, else `all`); percentages count as 0.
    private static func topLength(_ edges: Edges) -> Double { edgeLength(edges, .top) }

    /// The points length of the top or bottom edge of `edges` (0 for a percentage or `auto`).
    private static func edgeLength(_ edges: Edges, _ side: Edge) -> Double {
        for edge in [side, .vertical, .all] {
            if let value = edges[edge] {
                if case let .points(points) = value { return points }
                return 0
            }
        }
        return 0
    }
}
