// EngineDirtinessTests: dirtiness flags, their propagation to ancestors, and tree-edit errors.

import Testing
import TrellisLayout

@Suite("Engine dirtiness")
struct EngineDirtinessTests {
    private func laidOutTree() throws -> (root: LayoutNode, middle: LayoutNode, leaf: LayoutNode, sibling: LayoutNode) {
        let root = LayoutNode(style: EngineFixtures.style { $0.width = 100 })
        let middle = LayoutNode()
        let leaf = LayoutNode(style: EngineFixtures.style { $0.height = 10 })
        let sibling = LayoutNode(style: EngineFixtures.style { $0.height = 20 })
        try middle.appendChild(leaf)
        try root.appendChild(middle)
        try root.appendChild(sibling)
        root.calculateLayout()
        return (root, middle, leaf, sibling)
    }

    @Test("a new node is dirty and a laid-out tree is clean")
    func layoutCleansTheTree() throws {
        #expect(LayoutNode().isDirty)
        let tree = try laidOutTree()
        #expect([tree.root, tree.middle, tree.leaf, tree.sibling].map(\.isDirty) == [false, false, false, false])
    }

    @Test("markDirty dirties the node and its ancestors, not its siblings")
    func markDirtyPropagatesUp() throws {
        let tree = try laidOutTree()
        tree.leaf.markDirty()
        #expect([tree.root, tree.middle, tree.leaf, tree.sibling].map(\.isDirty) == [true, true, true, false])
    }

    @Test("setting an equal style keeps the node clean; a different style dirties it and its ancestors")
    func styleChangesDirty() throws {
        let tree = try laidOutTree()
        tree.leaf.style = tree.leaf.style
        #expect(!tree.leaf.isDirty && !tree.root.isDirty)
        tree.leaf.style.height = 30
        #expect(tree.leaf.isDirty && tree.middle.isDirty && tree.root.isDirty)
        tree.root.calculateLayout()
        #expect(EngineFixtures.frame(tree.sibling) == [0, 30, 100, 20])
    }

    @Test("inserting and removing children dirties the parent and re-lays out")
    func treeEditsDirty() throws {
        let tree = try laidOutTree()
        let extra = LayoutNode(style: EngineFixtures.style { $0.height = 5 })
        try tree.root.insertChild(extra, at: 0)
        #expect(tree.root.isDirty && extra.parent === tree.root)
        tree.root.calculateLayout()
        #expect(EngineFixtures.frame(tree.middle) == [0, 5, 100, 10])
        try tree.root.removeChild(extra)
        #expect(tree.root.isDirty && extra.parent == nil)
        tree.root.calculateLayout()
        #expect(EngineFixtures.frame(tree.middle) == [0, 0, 100, 10])
    }

    @Test("appending a child that has a parent moves it")
    func appendMovesChild() throws {
        let tree = try laidOutTree()
        try tree.root.appendChild(tree.leaf)
        #expect(tree.middle.children.isEmpty)
        #expect(
            tree.root.children.map { ObjectIdentifier($0) }
                == [tree.middle, tree.sibling, tree.leaf].map { ObjectIdentifier($0) })
    }

    @Test("illegal edits throw typed errors and leave the tree unchanged")
    func illegalEditsThrow() throws {
        let tree = try laidOutTree()
        #expect(throws: LayoutError.cycle) { try tree.leaf.appendChild(tree.root) }
        #expect(throws: LayoutError.cycle) { try tree.middle.appendChild(tree.middle) }
        #expect(throws: LayoutError.indexOutOfRange(index: 5, count: 2)) {
            try tree.root.insertChild(LayoutNode(), at: 5)
        }
        #expect(throws: LayoutError.notAChild) { try tree.root.removeChild(tree.leaf) }
        #expect(throws: LayoutError.indexOutOfRange(index: -1, count: 2)) { try tree.root.removeChild(at: -1) }
        #expect(tree.root.children.count == 2 && tree.middle.children.count == 1)
    }

    @Test("a child outlives its deallocated parent without a dangling parent link")
    func parentLinkClearedOnDeinit() throws {
        let child = LayoutNode()
        do {
            let parent = LayoutNode()
            try parent.appendChild(child)
            #expect(child.parent === parent)
        }
        #expect(child.parent == nil)
        child.markDirty()
        #expect(child.isDirty)
    }

    @Test("hasNewLayout is set when a node's result changes and stays cleared otherwise")
    func hasNewLayoutTracksChanges() throws {
        let tree = try laidOutTree()
        for node in [tree.root, tree.middle, tree.leaf, tree.sibling] { node.hasNewLayout = false }
        tree.leaf.style.height = 15
        tree.root.calculateLayout()
        #expect([tree.root, tree.middle, tree.leaf, tree.sibling].map(\.hasNewLayout) == [true, true, true, true])
        for node in [tree.root, tree.middle, tree.leaf, tree.sibling] { node.hasNewLayout = false }
        tree.root.calculateLayout()
        #expect([tree.root, tree.middle, tree.leaf, tree.sibling].map(\.hasNewLayout) == [false, false, false, false])
    }

    @Test("a measure function cannot add or remove nodes of the tree being laid out")
    func editsDuringLayoutThrow() throws {
        let root = LayoutNode()
        let leaf = LayoutNode()
        var errors: [LayoutError] = []
        leaf.measure = { _, _, _, _ in
            do throws(LayoutError) { try root.appendChild(LayoutNode()) } catch { errors.append(error) }
            do throws(LayoutError) { try root.removeChild(at: 0) } catch { errors.append(error) }
            return LayoutSize(width: 10, height: 10)
        }
        try root.appendChild(leaf)
        root.calculateLayout()
        #expect(errors == [.mutationDuringLayout, .mutationDuringLayout])
        #expect(root.children.count == 1 && EngineFixtures.frame(leaf) == [0, 0, 10, 10])
        try root.appendChild(LayoutNode())
        #expect(root.children.count == 2)
    }

    @Test("siblings with equal styles stay independent: changing one leaves the others unchanged")
    func equalSiblingStylesAreIndependent() throws {
        let style = EngineFixtures.style {
            $0.height = 10
            $0.margin[.all] = 1
        }
        let root = LayoutNode(style: EngineFixtures.style { $0.width = 50 })
        let children = (0..<3).map { _ in LayoutNode(style: style) }
        for child in children { try root.appendChild(child) }
        root.calculateLayout()
        children[1].style.height = 20
        #expect(children.map(\.style.height) == [10, 20, 10])
        #expect(!children[0].isDirty && children[1].isDirty && !children[2].isDirty)
        root.calculateLayout()
        #expect(children.map(EngineFixtures.frame) == [[1, 1, 48, 10], [1, 13, 48, 20], [1, 35, 48, 10]])
        children[2].style = style
        #expect(!children[2].isDirty)
    }
}
