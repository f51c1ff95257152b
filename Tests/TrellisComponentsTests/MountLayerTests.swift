// The mount layer on its own: it mounts any tree of mountable layouts (here a minimal one that is not a
// component tree), calls the nodes' hooks in ComponentKit's order, and recycles by identity only where a
// node asks; and the checked invariants of the nodes and scope handles it mounts.
import Foundation
import Testing
import TrellisLayout
import TrellisTesting
import TrellisUI

@testable import TrellisComponents

/// A node of the probe tree: records its hooks in a shared log.
private final class ProbeNode: MountableNode {
    typealias Layout = ProbeLayout

    let name: String
    let log: ProbeLog
    let sharedViewConfiguration: SharedViewConfiguration?
    let mountsChildren = true
    let recyclesChildViewsByIdentity = false
    let scopeIdentifier: Int? = nil
    var mountState = NodeMountState.unmounted
    var isSkipped = false
    var mountEpoch: UInt64 = 0
    var mountedParent: ProbeNode?
    var mountedLayout: ProbeLayout?
    var mountedOrigin = LayoutPoint.zero
    var mountedContainer: UInt = 0
    var vendRecords = VendRecords.none
    var view: View?

    init(_ name: String, log: ProbeLog, hasView: Bool) {
        self.name = name
        self.log = log
        sharedViewConfiguration = hasView ? SharedViewConfiguration(ViewConfiguration(.plainView)) : nil
    }

    var reuseType: ObjectIdentifier { ObjectIdentifier(ProbeNode.self) }
    var path: String { name }

    func applyAttributes(
        _ attributes: ConfiguredAttributes, to view: View, record: ViewRecord<ProbeNode>,
        analytics: inout MountAnalytics
    ) {
        AttributeApplicator.apply(attributes, of: (), to: view, record: record, analytics: &analytics)
    }

    func willMount() { log.entries.append("willMount \(name)") }
    func didAcquireView(_ view: View) { log.entries.append("didAcquireView \(name)") }
    func didMount() { log.entries.append("didMount \(name)") }
    func willRelinquishView(_ view: View) { log.entries.append("willRelinquishView \(name)") }
    func willUnmount() { log.entries.append("willUnmount \(name)") }
    func didUnmount() { log.entries.append("didUnmount \(name)") }

    var animationsOnInitialMount: [ComponentAnimation] { [] }
    func animations(from previous: ProbeNode) -> [ComponentAnimation] { [] }
    var animationsOnFinalUnmount: [ComponentAnimation] { [] }
    func boundsAnimation(from previous: ProbeNode) -> ComponentBoundsAnimation? { nil }
}

private final class ProbeLog {
    var entries: [String] = []
}

/// A laid-out probe node: a size and children at offsets.
private final class ProbeLayout: MountableLayout {
    let size: LayoutSize
    let children: ProbeChildren
    let node: ProbeNode
    var nodeReference: UnownedReference<ProbeNode>? { UnownedReference(node) }

    init(_ node: ProbeNode, size: LayoutSize, children: [(LayoutPoint, ProbeLayout)] = []) {
        self.node = node
        self.size = size
        self.children = ProbeChildren(list: children)
    }
}

private struct ProbeChildren: MountableChildren {
    let list: [(LayoutPoint, ProbeLayout)]
    var count: Int { list.count }
    var isEmpty: Bool { list.isEmpty }

    func forEachUnretained(_ body: (LayoutPoint, UnownedReference<ProbeLayout>) -> Void) {
        for (offset, layout) in list { body(offset, UnownedReference(layout)) }
    }

    func withUnretained<Result>(_ body: (ProbeUnretained) -> Result) -> Result { body(ProbeUnretained(list: list)) }
}

private struct ProbeUnretained: UnretainedChildren {
    let list: [(LayoutPoint, ProbeLayout)]
    var count: Int { list.count }
    subscript(index: Int) -> UnownedReference<ProbeLayout> { UnownedReference(list[index].1) }
}

@Suite("Mount layer")
@MainActor struct MountLayerTests {
    private func size(_ width: Double, _ height: Double) -> LayoutSize { LayoutSize(width: width, height: height) }

    @Test("a tree that is not a component tree mounts: hooks in order, views at their frames, leavers unmounted")
    func mountsAnyMountableTree() {
        let log = ProbeLog()
        let root = ProbeNode("root", log: log, hasView: false)
        let first = ProbeNode("a", log: log, hasView: true)
        let second = ProbeNode("b", log: log, hasView: true)
        let rootView = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let engine = MountEngine<ProbeLayout>(checker: nil)

        let layout = ProbeLayout(
            root, size: size(100, 100),
            children: [
                (LayoutPoint(x: 0, y: 0), ProbeLayout(first, size: size(10, 20))),
                (LayoutPoint(x: 5, y: 30), ProbeLayout(second, size: size(30, 40))),
            ])
        engine.mount(layout, in: rootView)
        #expect(
            log.entries == [
                "willMount root", "willMount a", "didAcquireView a", "didMount a", "willMount b",
                "didAcquireView b", "didMount b", "didMount root",
            ])
        #expect(
            rootView.subviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 5, y: 30, width: 30, height: 40),
            ])
        #expect(engine.mountedNodes.map(\.name) == ["root", "a", "b"])
        #expect(ViewRecord<ProbeNode>.existing(on: rootView.subviews[1])?.owner === second)

        log.entries = []
        let next = ProbeLayout(
            root, size: size(100, 100), children: [(LayoutPoint(x: 1, y: 2), ProbeLayout(first, size: size(10, 20)))])
        engine.mount(next, in: rootView)
        #expect(
            log.entries == [
                "willMount root", "willMount a", "didMount a", "didMount root", "willUnmount b", "willRelinquishView b",
                "didUnmount b",
            ])
        #expect(first.view?.frame == CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(second.mountState == .unmounted && second.view == nil)
        #expect(rootView.subviews.map(\.isHidden) == [false, true])
        #expect(engine.mountedNodes.map(\.name) == ["root", "a"])
        withExtendedLifetime((layout, next)) {}
    }

    @Test("a main-actor-bound value reads and writes in place on the main actor")
    func mainActorBoundValue() {
        var bound = MainActorBound([1, 2])
        bound.value.append(3)
        #expect(bound.value == [1, 2, 3])
        bound.value = []
        #expect(bound.value.isEmpty)
    }

    @Test("only a component that asks for it recycles its children's views by identity")
    func recyclingByIdentityIsTheNodesAnswer() {
        let host = ComponentTestHost(
            width: 20, height: 5, component: ListComponent(rowHeight: 1, rows: (0..<3).map { TextComponent("\($0)") }))
        host.attach()
        let nodes = host.root.mountedNodesInOrder
        #expect(nodes.first?.recyclesChildViewsByIdentity == true)
        #expect(nodes.dropFirst().allSatisfy { !$0.recyclesChildViewsByIdentity })
        #expect(TextComponent("x").recyclesChildViewsByIdentity == false)
    }

    @Test("a scope handle takes state writes until its render resolves, then is frozen; its namespace is set once")
    func scopeHandleInvariants() {
        let handle = ScopeHandle(
            id: ScopeID(raw: 1), key: nil, parentID: nil, link: nil, controller: nil, type: Int.self, state: 1)
        #expect(handle.acceptsStateWrites && !handle.isResolved)
        handle.state = 2
        handle.isResolved = true
        #expect(!handle.acceptsStateWrites && handle.isResolved)
        #expect(handle.state as? Int == 2)
        #expect(handle.acceptsNamespace)
        handle.namespace = nil
        #if DEBUG
            #expect(!handle.acceptsNamespace)
        #else
            #expect(handle.acceptsNamespace)
        #endif
    }
}
