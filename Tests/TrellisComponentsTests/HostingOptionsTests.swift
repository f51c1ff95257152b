// Hosting options (ComponentKit's CKComponentHostingViewOptions): an initial size, tap pass-through for
// empty areas, and reading a scope's identity for tests and debugging tools.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// Records the scope identity each render saw.
private final class SeenIDs: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [ScopeID?] = []
    func append(_ id: ScopeID?) { lock.withLock { storage.append(id) } }
    var all: [ScopeID?] { lock.withLock { storage } }
}

/// A stateful component with a view that records its scope's identity when it renders.
private struct IdentityProbe: Component {
    typealias Controller = Probe<IdentityProbe>
    var label: String
    var seen: SeenIDs
    static func initialState() -> Int { 0 }
    var viewConfiguration: ViewConfiguration? { ViewConfiguration(.plainView) }
    func render(_ scope: Scope<IdentityProbe>) -> (any Component)? {
        seen.append(scope.id)
        return TextComponent("\(label) \(scope.state)")
    }
}

@Suite("Hosting options")
@MainActor struct HostingOptionsTests {
    @Test("with an initial size the view starts at that size and a first asynchronous update builds off the main actor")
    func initialSizeAllowsAsynchronousFirstBuild() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        let view = ComponentHostingView(
            model: Lines(lines: ["first"]), application: screen.application,
            initialSize: CGSize(width: 20, height: 3), componentProvider: renderLines)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 3))
        view.updateModel(Lines(lines: ["async"]), mode: .asynchronous)
        window.addSubview(view)
        screen.runUntilIdle()
        #expect(view.root.generationCount == 1)
        #expect(view.root.timings.builtInBackground)
        #expect(view.root.mountedLayout?.size == LayoutSize(width: 20, height: 3))
        #expect(Array(screen.lines.prefix(1)) == ["async"])
        // Without an initial size the first build is synchronous (ComponentKit).
        let plain = ComponentHostingView(
            model: Lines(lines: ["first"]), application: screen.application,
            componentProvider: renderLines)
        #expect(plain.frame.size == .zero)
        plain.updateModel(Lines(lines: ["sync"]), mode: .asynchronous)
        screen.runUntilIdle()
        #expect(plain.root.generationCount == 1)
        #expect(!plain.root.timings.builtInBackground)
    }

    @Test("tap pass-through: empty areas of the hosting view hit nothing; component views are still hit")
    func tapPassthrough() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        func hosting(passthrough: Bool) -> ComponentHostingView<Int> {
            let view = ComponentHostingView(model: 0, allowsTapPassthrough: passthrough) { _, _ in
                Center { ViewComponent(attributes: [], size: ComponentSize(width: .points(4), height: .points(2))) }
            }
            view.frame = CGRect(x: 0, y: 0, width: 20, height: 6)
            window.addSubview(view)
            return view
        }
        let passing = hosting(passthrough: true)
        let blocking = hosting(passthrough: false)
        screen.runUntilIdle()
        let empty = CGPoint(x: 1, y: 1)
        let onComponent = CGPoint(x: 10, y: 3)
        #expect(passing.hitTest(empty, with: nil) == nil)
        #expect(blocking.hitTest(empty, with: nil) === blocking)
        #expect(passing.hitTest(onComponent, with: nil) === passing.root.mountedViews.first)
        #expect(blocking.hitTest(onComponent, with: nil) === blocking.root.mountedViews.first)
        #expect(passing.root.mountedViews.count == 1)
    }

    @Test(
        "a scope's identity reads the same from its render, its controller, its layout and its view, across generations"
    )
    func scopeIdentity() {
        let seen = SeenIDs()
        let host = ComponentTestHost(
            component: Flex(
                style: FlexStyle(),
                children: [
                    IdentityProbe(label: "a", seen: seen), IdentityProbe(label: "b", seen: seen),
                ]))
        host.attach()
        guard let a = host.root.controller(of: IdentityProbe.self, at: 0),
            let b = host.root.controller(of: IdentityProbe.self, at: 1),
            let aID = a.scopeID, let bID = b.scopeID
        else {
            Issue.record("no scope identities")
            return
        }
        #expect(aID != bID)
        #expect(seen.all == [aID, bID])
        var scopeIDs: [ScopeID?] = []
        func collect(_ layout: ComponentLayout) {
            if layout.component is IdentityProbe { scopeIDs.append(layout.scopeID) }
            for child in layout.children { collect(child.layout) }
        }
        if let layout = host.root.mountedLayout { collect(layout) }
        #expect(scopeIDs == [aID, bID])
        // Each probe's own view, then its text's label (an unscoped component).
        #expect(host.mountedViews.map { host.root.scopeID(owning: $0) } == [aID, nil, bID, nil])
        a.updateState(mode: .synchronous) { $0 += 1 }
        host.runUntilIdle()
        #expect(a.scopeID == aID)
        #expect(seen.all.last == aID)
        #expect(aID.rawValue != bID.rawValue)
    }
}
