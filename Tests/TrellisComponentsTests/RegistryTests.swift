// Registry tests: the build's registries (LayeredMap, AnyScopeKey, NodeSet) behave as plain dictionaries,
// hashable values and sets would, whatever mix of full builds and layered path-rebuild changes produced them.
import Testing
import TrellisLayout
import TrellisTesting

@testable import TrellisComponents

@Suite("Build registries")
struct RegistryTests {
    /// Applies a seeded sequence of "generations" — full rebuilds that fill a fresh map, and path rebuilds
    /// that continue the previous map with layered changes — and compares every map with a `Dictionary`
    /// model after each one, including the earlier generations' maps, which must never change.
    @Test(
        "a layered map answers like a dictionary across full and layered generations", arguments: [1, 2, 3] as [UInt64])
    func layeredMapMatchesDictionary(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var generations: [(map: LayeredMap<Int, Int>, model: [Int: Int])] = []
        var map = LayeredMap<Int, Int>()
        var model: [Int: Int] = [:]
        for generation in 0..<200 {
            if generation % 25 == 0 {
                // A full build: a fresh map of 0…60 entries, sometimes reserved up front.
                let count = Int.random(in: 0...60, using: &random)
                map = LayeredMap<Int, Int>()
                if Bool.random(using: &random) { map.reserve(count) }
                model = [:]
                for _ in 0..<count {
                    let key = Int.random(in: 0..<100, using: &random)
                    map[key] = generation
                    model[key] = generation
                }
            } else {
                // A path rebuild: continue the previous map and change a few entries — now and then more
                // than its overlay holds, so the overlay is merged and the rest written into the merged table.
                map.beginLayering()
                let changes =
                    generation % 7 == 0
                    ? Int.random(in: 33...90, using: &random) : Int.random(in: 1...6, using: &random)
                for _ in 0..<changes {
                    let key = Int.random(in: 0..<100, using: &random)
                    if Int.random(in: 0..<4, using: &random) == 0 {
                        map[key] = nil
                        model[key] = nil
                    } else {
                        map[key] = generation
                        model[key] = generation
                    }
                }
            }
            generations.append((map, model))
            for (earlier, expected) in generations.suffix(5) {
                #expect(earlier.count == expected.count)
                for key in 0..<100 { #expect(earlier[key] == expected[key], "key \(key) at generation \(generation)") }
            }
        }
    }

    @Test("scope keys: equal values are equal; Int and boxed keys never collide; descriptions read naturally")
    func scopeKeys() {
        #expect(AnyScopeKey(3) == AnyScopeKey(3))
        #expect(AnyScopeKey(3) != AnyScopeKey(4))
        #expect(AnyScopeKey("a") == AnyScopeKey("a"))
        #expect(AnyScopeKey("a") != AnyScopeKey("b"))
        #expect(AnyScopeKey(3) != AnyScopeKey("3"))
        #expect(AnyScopeKey(3).hashValue == AnyScopeKey(3).hashValue)
        #expect(AnyScopeKey("song").hashValue == AnyScopeKey("song").hashValue)
        #expect(AnyScopeKey(42).description == "42")
        #expect(AnyScopeKey("row-1").description == "row-1")
        // An Int key and a boxed key whose hash equals that Int stay apart.
        let boxed = AnyScopeKey("collide")
        #expect(AnyScopeKey("collide".hashValue) != boxed)
    }

    /// A scope's small namespace is not stored: the next build derives it from the scope's previous node,
    /// counting ordinals in pre-order as the build did. Here a reused subtree's TextComponent was registered with
    /// ordinal 1 (a new TextComponent came before it) though its node was built as ordinal 0.
    @Test("a namespace derived from the previous node finds what the build registered, after ordinals shifted")
    @MainActor func derivedNamespaceFollowsShiftedOrdinals() {
        let host = ComponentTestHost(width: 20, height: 3, component: ShiftingScope(leadingText: false, version: 0))
        host.attach()
        host.update(ShiftingScope(leadingText: true, version: 0))
        // The wrapped TextComponent was reused, then registered after the new "a".
        #expect(host.root.lastBuildReuseCount == 1)
        let views = host.mountedViews
        host.update(ShiftingScope(leadingText: true, version: 1))
        // Both the leading TextComponent and the wrapper are found and reused: nothing mounts a new view.
        #expect(host.root.lastBuildReuseCount == 2)
        #expect(host.mountedViews.count == 2 && zip(views, host.mountedViews).allSatisfy { $0 === $1 })
    }

    @Test(
        "a node set answers like a set of identities, below and above its switch to a table",
        arguments: [0, 1, 16, 17, 40])
    func nodeSetMatchesSet(count: Int) {
        let nodes = (0..<(count + 5)).map { index in
            TreeNode(
                component: Spacer(), ordinal: index, handle: nil, children: [],
                context: ComponentContext(), viewConfiguration: nil, mountsChildren: true)
        }
        var set = NodeSet()
        #expect(set.isEmpty)
        // Members inserted twice count once; the last five nodes stay out.
        for node in nodes.prefix(count) + nodes.prefix(count / 2) { set.insert(node) }
        #expect(set.isEmpty == (count == 0))
        #expect(nodes.map(set.contains) == nodes.indices.map { $0 < count })
    }
}

/// A keyed scope rendering an optional leading TextComponent, then a wrapper around another TextComponent.
private struct ShiftingScope: Component {
    var leadingText: Bool
    var version: Int
    var scopeKey: String? { "scope" }

    func render(_ scope: Scope<ShiftingScope>) -> (any Component)? {
        var children: [any Component] = []
        if leadingText { children.append(TextComponent("a")) }
        children.append(TextWrapper(text: "b"))
        return Flex(style: FlexStyle(), children: children)
    }
}

/// An unscoped composite around a TextComponent, reused while its text is unchanged.
private struct TextWrapper: Component, Equatable {
    var text: String
    func render(_ scope: Scope<TextWrapper>) -> (any Component)? { TextComponent(text) }
}
