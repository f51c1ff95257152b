// Auto Layout inside components: ConstrainedViewComponent's view lays its subviews out with constraints
// inside the frame the component layout gives it, is measured on the main actor, is recycled by the reuse
// pool, and nests with hosting views (component → constrained view → hosting view → component).
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// Records every callback of the controller of the component it belongs to.
@MainActor private final class NestingProbe<C: Component>: ComponentController<C> {}

/// Counts the views a factory made.
@MainActor private final class FactoryCount {
    var made = 0
}

/// An icon (2×1, inset 1 from the leading edge), a title beside it up to 1 from the trailing edge, and
/// a body filling the rest below them — all by constraints.
private final class CardView: View {
    let icon = View(frame: .zero)
    let title = Label(frame: .zero)
    let body = View(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [icon, title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 1),
            icon.topAnchor.constraint(equalTo: topAnchor),
            icon.widthAnchor.constraint(equalToConstant: 2),
            icon.heightAnchor.constraint(equalToConstant: 1),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 1),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -1),
            title.topAnchor.constraint(equalTo: topAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: leadingAnchor),
            body.trailingAnchor.constraint(equalTo: trailingAnchor),
            body.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: any Coder) { return nil }

    nonisolated static let titleText = ViewAttribute<CardView, String>("CardView.titleText") { view, text in
        view.title.text = text
    }
}

/// Two one-line labels, one above the other, inset 1 on every side: its size follows its texts.
private final class ProfileView: View {
    let name = Label(frame: .zero)
    let detail = Label(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [name, detail] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 1),
                view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -1),
            ])
        }
        LayoutConstraint.activate([
            name.topAnchor.constraint(equalTo: topAnchor, constant: 1),
            detail.topAnchor.constraint(equalTo: name.bottomAnchor),
            detail.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -1),
        ])
    }

    required init?(coder: any Coder) { return nil }

    nonisolated static let texts = ViewAttribute<ProfileView, [String]>("ProfileView.texts") { view, texts in
        view.name.text = texts.first
        view.detail.text = texts.last
    }
}

/// A caption (1 high) on top, a hosting view (inset 1 on both sides) below it showing ``InnerColumn``,
/// and a status line below the hosting view — a constraint-laid-out view that hosts a component.
private final class PanelView: View {
    let caption = Label(text: "caption")
    let status = Label(text: "status")
    let hostingView = ComponentHostingView(model: 0, sizeRangeProvider: .flexibleHeight) { _, _ in InnerColumn() }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [caption, hostingView, status] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        LayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: topAnchor),
            caption.leadingAnchor.constraint(equalTo: leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: trailingAnchor),
            hostingView.topAnchor.constraint(equalTo: caption.bottomAnchor),
            hostingView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 1),
            hostingView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -1),
            status.topAnchor.constraint(equalTo: hostingView.bottomAnchor),
            status.leadingAnchor.constraint(equalTo: leadingAnchor),
            status.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: any Coder) { return nil }
}

/// The component inside the panel's hosting view: a column of one-line rows; the state is how many.
private struct InnerColumn: Component {
    typealias Controller = NestingProbe<InnerColumn>
    static func initialState() -> Int { 2 }

    func render(_ scope: Scope<InnerColumn>) -> (any Component)? {
        Flex(style: FlexStyle(), children: (0..<scope.state).map { TextComponent("inner \($0)") })
    }
}

/// The outer tree: a title line above the panel.
private struct OuterColumn: Component {
    typealias Controller = NestingProbe<OuterColumn>
    static let panel = ViewClass(PanelView.self) { PanelView(frame: .zero) }

    func render(_ scope: Scope<OuterColumn>) -> (any Component)? {
        Flex(
            style: FlexStyle(),
            children: [
                TextComponent("outer"),
                ConstrainedViewComponent(Self.panel, size: ComponentSize(width: .auto, height: .points(6))),
            ])
    }
}

/// Whether the card is shown, and at what size.
private struct CardModel: Sendable {
    var shown = true
    var width = 20.0
    var height = 4.0
    var title = "Title"
}

/// A hosting view (40×12, in a window) whose tree places a card at (2, 1) when the model shows one.
@MainActor private struct CardHost {
    let screen = HeadlessScreen(width: 40, height: 12)
    let window: Window
    let hostingView: ComponentHostingView<CardModel>
    let count: FactoryCount

    init(viewClass: ViewClass? = nil) {
        let count = FactoryCount()
        self.count = count
        let cardClass =
            viewClass
            ?? ViewClass(CardView.self) {
                count.made += 1
                return CardView(frame: .zero)
            }
        hostingView = ComponentHostingView(model: CardModel(), application: screen.application) { model, _ in
            let card = ConstrainedViewComponent(
                cardClass, attributes: [CardView.titleText(model.title)],
                size: ComponentSize(width: .points(model.width), height: .points(model.height)))
            return Absolute(model.shown ? [Absolute.Child(card, at: LayoutPoint(x: 2, y: 1))] : [])
        }
        hostingView.frame = CGRect(x: 0, y: 0, width: 40, height: 12)
        window = Window(screen: screen)
        window.makeKeyAndVisible()
        window.addSubview(hostingView)
        screen.runUntilIdle()
    }

    var card: CardView? { hostingView.root.mountedViews.compactMap { $0 as? CardView }.first }

    func update(_ change: (inout CardModel) -> Void) {
        var model = hostingView.model
        change(&model)
        hostingView.updateModel(model)
        screen.runUntilIdle()
    }
}

@Suite("Auto Layout constrained view component")
@MainActor struct AutoLayoutConstrainedViewTests {
    @Test("the view's constraints lay its subviews out inside the frame the component layout gives it, at any size")
    func subtreeAtTwoSizes() throws {
        let host = CardHost()
        let card = try #require(host.card)
        #expect(card.frame == CGRect(x: 2, y: 1, width: 20, height: 4))
        #expect(card.icon.frame == CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect(card.title.frame == CGRect(x: 4, y: 0, width: 15, height: 1))
        #expect(card.body.frame == CGRect(x: 0, y: 1, width: 20, height: 3))
        #expect(card.title.text == "Title")
        host.update {
            $0.width = 30
            $0.height = 6
            $0.title = "Other"
        }
        #expect(host.card === card)
        #expect(card.frame == CGRect(x: 2, y: 1, width: 30, height: 6))
        #expect(card.title.frame == CGRect(x: 4, y: 0, width: 25, height: 1))
        #expect(card.body.frame == CGRect(x: 0, y: 1, width: 30, height: 5))
        #expect(card.title.text == "Other")
        #expect(host.count.made == 1)
    }

    @Test(
        "a removed component's view goes to the reuse pool and comes back, constraints and all, when it is added again")
    func reuseAfterRemoval() throws {
        let host = CardHost()
        let card = try #require(host.card)
        host.update { $0.shown = false }
        #expect(host.hostingView.root.mountedViews.isEmpty)
        #expect(card.isHidden, "a pooled view is hidden, not removed")
        host.update {
            $0.shown = true
            $0.width = 12
            $0.height = 3
        }
        #expect(host.card === card)
        #expect(!card.isHidden)
        #expect(host.count.made == 1, "the factory (and its constraints) ran once")
        #expect(card.frame == CGRect(x: 2, y: 1, width: 12, height: 3))
        #expect(card.title.frame == CGRect(x: 4, y: 0, width: 7, height: 1))
        #expect(card.body.frame == CGRect(x: 0, y: 1, width: 12, height: 2))
    }

    @Test("a measurement made on the main actor with systemLayoutSizeFitting sizes the component in layouts off it")
    func measuredOnTheMainActor() throws {
        let profileClass = ViewClass(ProfileView.self) { ProfileView(frame: .zero) }
        let profile = ConstrainedViewComponent(profileClass, attributes: [ProfileView.texts(["Ada", "Analyst"])])
        let measurement = ConstrainedViewMeasurement(measuring: profile, fittingWidths: [30])
        // Compressed: the longer label (7) plus the insets; two lines plus the insets.
        #expect(measurement.compressedSize == LayoutSize(width: 9, height: 4))
        #expect(measurement.sizesFittingWidths == [LayoutSize(width: 30, height: 4)])
        let measured = profile.measured(measurement)
        let screen = HeadlessScreen(width: 30, height: 12)
        // With an initial size, the first asynchronous update builds and lays out off the main actor.
        let hostingView = ComponentHostingView(
            model: 0, application: screen.application, initialSize: CGSize(width: 30, height: 12)
        ) { _, _ in Flex(style: FlexStyle(), children: [TextComponent("header"), measured]) }
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        window.addSubview(hostingView)
        // The layout, in the background, reads only the measurement.
        hostingView.updateModel(1, mode: .asynchronous)
        screen.runUntilIdle()
        #expect(hostingView.root.timings.builtInBackground)
        let view = try #require(hostingView.root.mountedViews.compactMap { $0 as? ProfileView }.first)
        #expect(view.frame == CGRect(x: 0, y: 1, width: 30, height: 4))
        #expect(view.name.frame == CGRect(x: 1, y: 1, width: 28, height: 1))
        #expect(view.detail.frame == CGRect(x: 1, y: 2, width: 28, height: 1))
        // At a width it was not measured for, the compressed height; a flexible width takes the
        // compressed width.
        let layoutSize = { (range: SizeRange) in measurement.size(thatFits: range) }
        let width20 = try SizeRange(
            min: LayoutSize(width: 20, height: 0), max: LayoutSize(width: 20, height: .infinity))
        #expect(layoutSize(width20) == LayoutSize(width: 20, height: 4))
        #expect(layoutSize(.unconstrained) == LayoutSize(width: 9, height: 4))
    }

    @Test("a factory whose root view opts out of autoresizing constraints is reported and the root keeps its frame")
    func constrainedRootReported() throws {
        try withLifecycle { _, checker in
            let host = CardHost(
                viewClass: ViewClass(CardView.self, variant: "unpositioned") {
                    let view = CardView(frame: .zero)
                    view.translatesAutoresizingMaskIntoConstraints = false
                    return view
                })
            let card = try #require(host.card)
            let reports = checker.diagnostics(rule: "C-VIEW-CONSTRAINED-ROOT")
            #expect(reports.count == 1)
            #expect(reports.first?.path == card.lifecyclePath)
            #expect(card.translatesAutoresizingMaskIntoConstraints)
            #expect(card.frame == CGRect(x: 2, y: 1, width: 20, height: 4))
            #expect(card.body.frame == CGRect(x: 0, y: 1, width: 20, height: 3))
            host.update { $0.title = "Again" }
            #expect(checker.diagnostics(rule: "C-VIEW-CONSTRAINED-ROOT").count == 1, "reported once per view")
        }
    }

    @Test(
        "component → constrained view → hosting view → component: each layout system lays out its own level, and an inner state update re-solves the panel in one cycle"
    )
    func mixedTreeSeveralLevelsDeep() throws {
        try withLifecycle { recorder, checker in
            let screen = HeadlessScreen(width: 40, height: 12)
            let outer = ComponentHostingView(model: 0, application: screen.application) { _, _ in OuterColumn() }
            outer.frame = CGRect(x: 0, y: 0, width: 40, height: 12)
            let window = Window(screen: screen)
            window.makeKeyAndVisible()
            window.addSubview(outer)
            screen.runUntilIdle()

            let panel = try #require(outer.root.mountedViews.compactMap { $0 as? PanelView }.first)
            #expect(panel.frame == CGRect(x: 0, y: 1, width: 40, height: 6))
            #expect(panel.caption.frame == CGRect(x: 0, y: 0, width: 40, height: 1))
            #expect(panel.hostingView.frame == CGRect(x: 1, y: 1, width: 38, height: 2))
            #expect(panel.status.frame == CGRect(x: 0, y: 3, width: 40, height: 1))
            let innerRows = panel.hostingView.root.mountedViews
            #expect(
                innerRows.map { $0.convert($0.bounds, to: window) } == [
                    CGRect(x: 1, y: 2, width: 38, height: 1), CGRect(x: 1, y: 3, width: 38, height: 1),
                ])
            #expect(screen.lines.prefix(5) == ["outer", "caption", " inner 0", " inner 1", "status"])

            let outerController = try #require(outer.root.controllers.first)
            let innerController = try #require(
                panel.hostingView.root.controllers.first as? NestingProbe<InnerColumn>)
            let names = [ObjectIdentifier(outerController): "outer", ObjectIdentifier(innerController): "inner"]
            let probes = {
                recorder.events.compactMap { event in names[event.objectID].map { "\($0).\(event.callback)" } }
            }
            #expect(
                probes() == [
                    "outer.didInit", "outer.willMount", "outer.didMount",
                    "inner.didInit", "inner.willMount", "inner.didMount",
                ])

            recorder.reset()
            innerController.updateState(mode: .synchronous) { $0 += 1 }
            screen.application.runUpdateCycle()
            #expect(panel.frame == CGRect(x: 0, y: 1, width: 40, height: 6), "the panel's frame is the outer layout's")
            #expect(panel.hostingView.frame == CGRect(x: 1, y: 1, width: 38, height: 3))
            #expect(panel.status.frame == CGRect(x: 0, y: 4, width: 40, height: 1))
            #expect(screen.lines.prefix(6) == ["outer", "caption", " inner 0", " inner 1", " inner 2", "status"])
            #expect(
                probes() == [
                    "inner.willUpdateComponent", "inner.willRemount", "inner.didRemount", "inner.didUpdateComponent",
                ])
            #expect(checker.diagnostics.isEmpty)
        }
    }
}
