// View recycling: positional vending per container, reuse keys, hiding, pool callbacks, attribute diffing.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// Counts attribute hook calls.
final class HookLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
    func reset() { lock.withLock { entries.removeAll() } }
}

/// A leaf whose attributes log their hooks.
struct Logged: Component {
    var log: HookLog
    var unapplied: Int?
    var updated: Int?
    var both: Int?
    var pooled = false

    var viewConfiguration: ViewConfiguration? {
        let log = self.log
        let unapp = ViewAttribute<View, Int>(
            "Logged.unapp", applicator: { _, v in log.add("apply unapp \(v)") },
            unapplicator: { _, v in log.add("unapply unapp \(v)") })
        let upd = ViewAttribute<View, Int>(
            "Logged.upd", applicator: { _, v in log.add("apply upd \(v)") },
            updater: { _, o, n in log.add("update upd \(o)->\(n)") })
        let both = ViewAttribute<View, Int>(
            "Logged.both", applicator: { _, v in log.add("apply both \(v)") },
            unapplicator: { _, v in log.add("unapply both \(v)") },
            updater: { _, o, n in log.add("update both \(o)->\(n)") })
        var attributes: [ViewAttributeValue] = []
        if let unapplied { attributes.append(unapp(unapplied)) }
        if let updated { attributes.append(upd(updated)) }
        if let value = self.both { attributes.append(both(value)) }
        let viewClass =
            pooled
            ? ViewClass(
                View.self, variant: "pooled",
                didEnterReusePool: { view in log.add("enter \(view.tag)") },
                willLeaveReusePool: { view in log.add("leave \(view.tag)") }
            ) { View(frame: .zero) }
            : ViewClass.plainView
        return ViewConfiguration(viewClass, attributes: attributes + [ViewAttributes.tag(unapplied ?? 0)])
    }

    var size: ComponentSize { Fixture.size(4, 1) }
}

/// A leaf that is its view's content (as `TextComponent` is): its one attribute's value is the component itself,
/// and the attribute logs its hooks.
protocol LoggingContent: Component, Equatable {
    var log: HookLog { get }
    var value: Int { get }
    static var content: ViewAttribute<View, Self> { get }
}

extension LoggingContent {
    var viewConfiguration: ViewConfiguration? { ViewConfiguration(.plainView, content: Self.content) }
    var size: ComponentSize { Fixture.size(4, 1) }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }

    /// A content attribute logging "apply v", "unapply v" and, if it has an updater, "update old->new".
    static func loggingAttribute(_ name: String, withUpdater: Bool) -> ViewAttribute<View, Self> {
        let updater: @MainActor @Sendable (View, Self, Self) -> Void = { _, old, new in
            new.log.add("update \(old.value)->\(new.value)")
        }
        return ViewAttribute(
            name, applicator: { _, content in content.log.add("apply \(content.value)") },
            unapplicator: { _, content in content.log.add("unapply \(content.value)") },
            updater: withUpdater ? updater : nil)
    }
}

/// A content leaf whose attribute has an updater.
struct LoggedContent: LoggingContent {
    var log: HookLog
    var value: Int
    static let content = loggingAttribute("LoggedContent.content", withUpdater: true)
}

/// A content leaf whose attribute has no updater: a changed value is unapplied, then applied.
struct ReappliedContent: LoggingContent {
    var log: HookLog
    var value: Int
    static let content = loggingAttribute("ReappliedContent.content", withUpdater: false)
}

/// A leaf whose configuration changes form: a content attribute, or a list with another attribute.
struct FormChanging: Component, Equatable {
    var log: HookLog
    var value: Int
    var asContent: Bool

    static let content = ViewAttribute<View, FormChanging>(
        "FormChanging.content", applicator: { _, new in new.log.add("apply content \(new.value)") },
        unapplicator: { _, old in old.log.add("unapply content \(old.value)") },
        updater: { _, old, new in new.log.add("update content \(old.value)->\(new.value)") })

    var viewConfiguration: ViewConfiguration? {
        let log = self.log
        let plain = ViewAttribute<View, Int>(
            "FormChanging.value", applicator: { _, v in log.add("apply value \(v)") },
            unapplicator: { _, v in log.add("unapply value \(v)") })
        return asContent
            ? ViewConfiguration(.plainView, content: Self.content)
            : ViewConfiguration(.plainView, attributes: [plain(value)])
    }
    var size: ComponentSize { Fixture.size(4, 1) }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value && lhs.asContent == rhs.asContent }
}

/// A leaf that hands on another component's content configuration: it is not that attribute's value.
struct ContentWrapper: Component {
    var inner: LoggedContent
    var viewConfiguration: ViewConfiguration? { inner.viewConfiguration }
    var size: ComponentSize { Fixture.size(4, 1) }
}

@Suite("View reuse")
@MainActor struct ReuseTests {
    @Test("same configuration at the same position gets the same view")
    func sameConfigurationSameView() {
        let host = ComponentTestHost(
            component: Flex {
                Box(color: .red)
                Box(color: .blue)
            })
        host.attach()
        let views = host.mountedViews
        host.update(
            Flex {
                Box(color: .green)
                Box(color: .yellow)
            })
        #expect(host.mountedViews.count == 2)
        #expect(zip(views, host.mountedViews).allSatisfy { $0 === $1 })
        #expect(host.root.lastMountAnalytics.viewsAllocated == 0)
        #expect(host.root.lastMountAnalytics.viewsReused == 2)
    }

    @Test("a changed persistent attribute shape gets a different view")
    func shapeChangeNewView() {
        let host = ComponentTestHost(component: Box(color: .red))
        host.attach()
        let view = host.mountedViews.first
        host.update(Box(color: .red, persistent: 1))
        #expect(host.mountedViews.first !== view)
        #expect(host.root.lastMountAnalytics.viewsAllocated == 1)
        host.update(Box(color: .red))
        #expect(host.mountedViews.first === view)
    }

    @Test("different component types never share views even with the same view class")
    func componentTypeIsPartOfTheKey() {
        let host = ComponentTestHost(component: ViewComponent(attributes: [], size: Fixture.size(1, 1)))
        host.attach()
        let view = host.mountedViews.first
        host.update(Box())
        #expect(host.mountedViews.first !== view)
    }

    @Test("views nobody asked for are hidden, kept, and unhidden when vended again")
    func unvendedViewsHidden() {
        let host = ComponentTestHost(
            component: Flex {
                Box()
                Box()
                Box()
            })
        host.attach()
        let views = host.mountedViews
        host.update(Flex { Box() })
        #expect(host.root.lastMountAnalytics.viewsHidden == 2)
        #expect(views.map(\.isHidden) == [false, true, true])
        #expect(views.allSatisfy { $0.superview === host.rootView })
        host.update(
            Flex {
                Box()
                Box()
                Box()
            })
        #expect(host.root.lastMountAnalytics.viewsUnhidden == 2)
        #expect(host.root.lastMountAnalytics.viewsAllocated == 0)
        #expect(views.map(\.isHidden) == [false, false, false])
    }

    @Test("reuse-pool enter/leave callbacks fire on hide and unhide transitions only")
    func poolCallbacks() {
        let log = HookLog()
        let host = ComponentTestHost(
            component: Flex {
                Logged(log: log, unapplied: 1, pooled: true)
                Logged(log: log, unapplied: 2, pooled: true)
            })
        host.attach()
        #expect(!log.all.contains { $0.hasPrefix("enter") || $0.hasPrefix("leave") })
        log.reset()
        host.update(Flex { Logged(log: log, unapplied: 1, pooled: true) })
        #expect(log.all.filter { $0.hasPrefix("enter") || $0.hasPrefix("leave") } == ["enter 2"])
        log.reset()
        host.update(
            Flex {
                Logged(log: log, unapplied: 1, pooled: true)
                Logged(log: log, unapplied: 3, pooled: true)
            })
        #expect(log.all.filter { $0.hasPrefix("enter") || $0.hasPrefix("leave") } == ["leave 3"])
    }

    @Test(
        "attribute hooks: apply when new, unapply when gone or changed without updater, update when changed with updater"
    )
    func attributeHooks() {
        let log = HookLog()
        let host = ComponentTestHost(component: Logged(log: log, unapplied: 1, updated: 1, both: 1))
        host.attach()
        #expect(log.all == ["apply unapp 1", "apply upd 1", "apply both 1"])
        log.reset()
        host.update(Logged(log: log, unapplied: 2, updated: 2, both: 2))
        #expect(log.all == ["unapply unapp 1", "apply unapp 2", "update upd 1->2", "update both 1->2"])
        log.reset()
        host.update(Logged(log: log, unapplied: 2, updated: 2, both: 2))
        #expect(log.all == [])
        log.reset()
        host.update(Logged(log: log, unapplied: nil, updated: 2, both: nil))
        #expect(log.all == ["unapply unapp 2", "unapply both 2"])
        #expect(host.root.lastMountAnalytics.attributesUnapplied == 3) // two fixtures + the tag going back to 0
    }

    @Test(
        "a content attribute takes its component as the value: applied when new, updated when it changed, left alone when equal"
    )
    func contentAttribute() {
        let log = HookLog()
        let host = ComponentTestHost(
            component: Flex {
                LoggedContent(log: log, value: 1)
                LoggedContent(log: log, value: 2)
            })
        host.attach()
        #expect(log.all == ["apply 1", "apply 2"])
        log.reset()
        host.update(
            Flex {
                LoggedContent(log: log, value: 1)
                LoggedContent(log: log, value: 3)
            })
        #expect(log.all == ["update 2->3"])
        #expect(host.root.lastMountAnalytics.attributesUpdated == 1)
        log.reset()
        host.update(Flex { LoggedContent(log: log, value: 3) })
        #expect(log.all == ["update 1->3"])
        #expect(host.root.lastMountAnalytics.attributesApplied == 0)
    }

    @Test("a content attribute without an updater is unapplied and applied again when its component changed")
    func contentAttributeWithoutUpdater() {
        let log = HookLog()
        let host = ComponentTestHost(component: ReappliedContent(log: log, value: 1))
        host.attach()
        host.update(ReappliedContent(log: log, value: 1))
        host.update(ReappliedContent(log: log, value: 2))
        #expect(log.all == ["apply 1", "unapply 1", "apply 2"])
        #expect(host.root.lastMountAnalytics.attributesUnapplied == 1)
        #expect(host.root.lastMountAnalytics.attributesApplied == 1)
    }

    @Test("a component whose configuration changes form (content ↔ list) is diffed attribute by attribute")
    func configurationChangingForm() {
        let log = HookLog()
        let host = ComponentTestHost(component: FormChanging(log: log, value: 1, asContent: true))
        host.attach()
        let view = host.mountedViews.first
        host.update(FormChanging(log: log, value: 2, asContent: false))
        host.update(FormChanging(log: log, value: 3, asContent: true))
        host.update(FormChanging(log: log, value: 4, asContent: true))
        #expect(
            log.all == [
                "apply content 1", "unapply content 1", "apply value 2", "unapply value 2",
                "apply content 3", "update content 3->4",
            ])
        #expect(host.mountedViews.first === view)
    }

    @Test(
        "a content configuration handed on to another component type is reported with the component path; its view gets no attribute"
    )
    func contentConfigurationOfAnotherType() {
        withLifecycle { _, checker in
            let log = HookLog()
            let host = ComponentTestHost(component: Flex { ContentWrapper(inner: LoggedContent(log: log, value: 1)) })
            host.attach()
            let diagnostics = checker.diagnostics(rule: "C-VIEW-CONTENT")
            #expect(diagnostics.map(\.path) == ["Flex > ContentWrapper"])
            #expect(diagnostics.first?.message.contains("LoggedContent") == true)
            #expect(log.all.isEmpty)
            #expect(host.mountedViews.count == 1)
        }
    }

    @Test("subviews are reordered to match vend order when children swap types")
    func reorderSubviews() {
        let host = ComponentTestHost(
            component: Flex {
                Box(color: .red)
                TextComponent("t")
            })
        host.attach()
        host.update(
            Flex {
                TextComponent("t")
                Box(color: .red)
            })
        let order = host.rootView.subviews.filter { !$0.isHidden }
        #expect(order.first is Label)
        #expect(order.count == 2)
    }

    @Test("mountChildren = false skips the children entirely")
    func mountChildrenFalse() {
        struct Opaque: Component {
            var viewConfiguration: ViewConfiguration? { ViewConfiguration(.plainView) }
            var mountsChildren: Bool { false }
            func render(_ scope: Scope<Opaque>) -> (any Component)? { Box(color: .red) }
        }
        let host = ComponentTestHost(component: Opaque())
        host.attach()
        #expect(host.mountedViews.count == 1)
        #expect(host.root.controller(of: Box.self)?.mountPhase == .unmounted)
    }

    @Test("viewless components are flattened: their children mount into the parent's view at summed offsets")
    func viewlessFlattening() {
        let host = ComponentTestHost(
            component: Inset(
                EdgeInsets(top: 1, left: 2, bottom: 0, right: 0),
                Inset(EdgeInsets(top: 1, left: 3, bottom: 0, right: 0), Box())))
        host.attach()
        let view = host.mountedViews.first
        #expect(view?.superview === host.rootView)
        // The insets' exact ranges reach the box (80×24 less the summed insets): the parent's range wins.
        #expect(view?.frame == CGRect(x: 5, y: 2, width: 75, height: 22))
    }
}
