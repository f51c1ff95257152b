// What built nodes store: one view configuration box for identical configurations (every view still gets
// its own component's values), no child list for an unscoped Flex, a lone child without an array, and a
// node's layout cache.
import Foundation
import Testing
import TrellisLayout
import TrellisTesting
import TrellisUI

@testable import TrellisComponents

@Suite("What built nodes store")
@MainActor struct NodeStorageTests {
    @Test("a list's texts store one view configuration; leaves of one view class with other values get their own")
    func identicalConfigurationsShareOneBox() {
        let host = ComponentTestHost(
            component: Flex {
                TextComponent("a")
                TextComponent("b")
                ViewComponent(attributes: [ViewAttributes.tag(1)], size: Fixture.size(1, 1))
                ViewComponent(attributes: [ViewAttributes.tag(2)], size: Fixture.size(1, 1))
            })
        host.attach()
        let boxes = host.root.mountedNodesInOrder.compactMap(\.sharedViewConfiguration)
        #expect(boxes.count == 4)
        #expect(boxes[0] === boxes[1])
        #expect(boxes[2] !== boxes[1] && boxes[3] !== boxes[2])
        #expect(host.mountedViews.compactMap { ($0 as? Label)?.text } == ["a", "b"])
        #expect(host.mountedViews.filter { !($0 is Label) }.map(\.tag) == [1, 2])
    }

    /// Leaves drawn at random from a few kinds — texts, and plain views whose configurations are shared
    /// lists, fresh lists or another view class — must each show their own values, however the builder's
    /// recent boxes were shared among them.
    @Test(
        "every view shows its own component's values, whatever configurations were shared",
        arguments: [1, 2, 3] as [UInt64])
    func sharingNeverMixesValues(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        let sharedList = ViewConfiguration(.plainView, attributes: [ViewAttributes.tag(7)])
        let otherClass = ViewClass(View.self, variant: "other") { View(frame: .zero) }
        var leaves: [any Component] = []
        var expected: [String] = []
        for index in 0..<300 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                leaves.append(TextComponent("t\(index)"))
                expected.append("text t\(index)")
            case 1:
                leaves.append(ViewComponent(sharedList, size: Fixture.size(1, 1)))
                expected.append("tag 7")
            case 2:
                let tag = Int.random(in: 0..<3, using: &random)
                leaves.append(ViewComponent(attributes: [ViewAttributes.tag(tag)], size: Fixture.size(1, 1)))
                expected.append("tag \(tag)")
            default:
                let tag = Int.random(in: 0..<3, using: &random)
                leaves.append(
                    ViewComponent(
                        ViewConfiguration(otherClass, attributes: [ViewAttributes.tag(tag)]),
                        size: Fixture.size(1, 1)))
                expected.append("other tag \(tag)")
            }
        }
        let host = ComponentTestHost(component: Flex(style: FlexStyle(), children: leaves))
        host.attach()
        let shown = host.root.mountedNodesInOrder.compactMap { node -> String? in
            guard let view = node.view else { return nil }
            if let label = view as? Label { return "text \(label.text ?? "")" }
            let kind =
                node.sharedViewConfiguration?.configuration.viewClass.identifier.hasSuffix("other") == true
                ? "other tag" : "tag"
            return "\(kind) \(view.tag)"
        }
        #expect(shown.count == expected.count)
        if let mismatch = zip(shown, expected).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            Issue.record("leaf \(mismatch.offset) shows \"\(mismatch.element.0)\", not \"\(mismatch.element.1)\"")
        }
    }

    @Test("an unscoped Flex node keeps its style and child properties but not its child list; a keyed one keeps it")
    func unscopedFlexKeepsNoChildList() {
        let host = ComponentTestHost(
            component: Flex(direction: .row, spacing: 2) {
                TextComponent("a").flexGrow(1)
                Flex { TextComponent("b") }.key("inner")
            })
        host.attach()
        let flexes = host.root.mountedNodesInOrder.filter { $0.component is Flex }
        #expect(flexes.count == 2)
        guard flexes.count == 2, let outer = flexes[0].component as? Flex, let inner = flexes[1].component as? Flex
        else { return }
        #expect(flexes[0].handle == nil && outer.children.isEmpty && flexes[0].children.count == 2)
        #expect(outer.style.flexDirection == .row && outer.spacing == 2 && outer.properties[0].flexGrow == 1)
        #expect(flexes[1].handle != nil && inner.children.count == 1)
        #expect(host.mountedViews.compactMap { ($0 as? Label)?.text } == ["a", "b"])
    }

    @Test(
        "a render component's node and layout hold their one child without an array; lists and offset children keep one"
    )
    func loneChildrenAreStoredInline() {
        let host = ComponentTestHost(
            component: Group(
                name: "g",
                children: [
                    Inset(EdgeInsets(top: 1, left: 2, bottom: 0, right: 0), TextComponent("a")),
                    TextComponent("b"),
                ]))
        host.attach()
        let nodes = host.root.mountedNodesInOrder
        guard let group = nodes.first(where: { $0.component is Group }),
            let flex = nodes.first(where: { $0.component is Flex }),
            let inset = nodes.first(where: { $0.component is Inset }),
            let groupLayout = group.mountedLayout, let flexLayout = flex.mountedLayout,
            let insetLayout = inset.mountedLayout
        else {
            Issue.record("missing nodes or layouts")
            return
        }
        #expect(group.children.isInline && group.children.count == 1 && group.children[0] === flex)
        #expect(!flex.children.isInline && flex.children.count == 2)
        #expect(groupLayout.children.isInline && groupLayout.children.count == 1)
        #expect(groupLayout.children[0].layout === flexLayout && groupLayout.children[0].position == .zero)
        // One child, but placed off the origin: its position needs the list.
        #expect(inset.children.isInline && !insetLayout.children.isInline)
        #expect(insetLayout.children.map(\.position) == [LayoutPoint(x: 2, y: 1)])
        #expect(host.mountedViews.map(\.frame.origin) == [CGPoint(x: 2, y: 1), CGPoint(x: 0, y: 2)])
    }

    @Test(
        "a node's layout cache keeps its last four layouts, oldest dropped first; kept previous layouts are taken once and dropped by the first layout"
    )
    func layoutCacheKeepsTheLastFour() throws {
        func layout(_ width: Double) throws -> ComponentLayout {
            let layout = ComponentLayout(size: LayoutSize(width: width, height: 1))
            layout.cacheRange = try SizeRange(exactly: layout.size)
            return layout
        }
        let layouts = try (1...6).map { try layout(Double($0)) }
        var cache = LayoutCache()
        #expect(cache.isEmpty && cache.entries.isEmpty)
        for (index, added) in layouts.enumerated() {
            cache.insert(added)
            let kept = Array(layouts[max(0, index - 3)...index])
            #expect(cache.entries.map(ObjectIdentifier.init) == kept.map(ObjectIdentifier.init))
            for candidate in layouts[...index] {
                let found = cache.layout(for: candidate.cacheRange, parentSize: nil)
                #expect(found === (kept.contains { $0 === candidate } ? candidate : nil))
            }
        }

        var seeded = LayoutCache()
        seeded.keepPreviousLayouts(PreviousLayouts(previousChildren: .none, entries: layouts))
        #expect(seeded.isEmpty && seeded.layout(for: layouts[0].cacheRange, parentSize: nil) == nil)
        #expect(seeded.takePreviousLayouts()?.entries.count == 6)
        #expect(seeded.takePreviousLayouts() == nil)
        seeded.keepPreviousLayouts(PreviousLayouts(previousChildren: .none, entries: []))
        seeded.insert(layouts[0])
        #expect(seeded.takePreviousLayouts() == nil && seeded.entries.count == 1)
    }
}
