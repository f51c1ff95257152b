// The responder API of components and controllers: nextResponder, canPerformAction and
// target(forAction:withSender:), link by link as in ComponentKit.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// A link of the chain as text: `component <path>`, `controller <type> of <name>`, `responder <type>`.
@MainActor private func describe(_ responder: ComponentResponder?) -> String {
    switch responder {
    case .component(let sender): "component \(sender.path)"
    case .controller(let controller as SenderController): "controller of \(controller.component.name)"
    case .controller(let controller): "controller \(type(of: controller))"
    case .responder(let responder): "responder \(type(of: responder))"
    case nil: "nil"
    }
}

/// The chain from `start` (included) to its end.
@MainActor private func chain(from start: ComponentResponder?) -> [String] {
    var links: [String] = []
    var current = start
    while let link = current, links.count < 50 {
        links.append(describe(link))
        current = link.nextResponder
    }
    return links
}

@MainActor private func hostWithHandlingRoot(_ component: any Component, log: ActionLog) -> (
    ComponentTestHost, HandlingView
) {
    let host = ComponentTestHost(component: component)
    let rootView = HandlingView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
    rootView.log = log
    host.window.addSubview(rootView)
    host.attach(to: rootView)
    return (host, rootView)
}

@Suite("Component responder chain")
@MainActor struct ComponentResponderTests {
    @Test(
        "a component's chain: itself, its controller, each ancestor and its controller, the root view, then the view chain to the application"
    )
    func wholeChain() {
        let log = ActionLog()
        let (host, _) = hostWithHandlingRoot(
            Sender(name: "outer", log: log, child: Sender(name: "inner", log: log)), log: log)
        let inner = sender(host, named: "inner")!
        #expect(
            chain(from: .component(inner)) == [
                "component Sender[key=outer] > Sender[key=inner]", "controller of inner",
                "component Sender[key=outer]", "controller of outer",
                "responder HandlingView", "responder Window", "responder Application",
            ])
        #expect(describe(inner.nextResponder) == "controller of inner")
        #expect(describe(inner.nextResponderAfterController) == "component Sender[key=outer]")
    }

    @Test("a controller's next responder is the link after its component's controller; nil once unmounted")
    func controllerNextResponder() {
        let log = ActionLog()
        let (host, _) = hostWithHandlingRoot(
            Sender(name: "outer", log: log, child: Sender(name: "inner", log: log)), log: log)
        let controllers = host.root.controllers.compactMap { $0 as? SenderController }
        let inner = controllers.first { $0.component.name == "inner" }
        let outer = controllers.first { $0.component.name == "outer" }
        #expect(describe(inner?.nextResponder) == "component Sender[key=outer]")
        #expect(describe(outer?.nextResponder) == "responder HandlingView")
        let innerSender = sender(host, named: "inner")!
        host.detach()
        #expect(inner?.nextResponder == nil)
        #expect(innerSender.nextResponder == nil)
        #expect(innerSender.nextResponderAfterController == nil)
    }

    @Test("target(forAction:withSender:) and canPerformAction name the responder that would act, without performing")
    func targetForAction() {
        let log = ActionLog()
        let (host, rootView) = hostWithHandlingRoot(
            Sender(
                name: "outer", log: log, handles: ["outerController"], componentHandles: ["outerComponent"],
                child: Sender(
                    name: "inner", log: log, handles: ["innerController"], componentHandles: ["innerComponent"])),
            log: log)
        let inner = sender(host, named: "inner")!
        #expect(inner.canPerformAction("innerComponent", withSender: nil))
        #expect(!inner.canPerformAction("innerController", withSender: nil))
        #expect(
            describe(inner.target(forAction: "innerComponent", withSender: inner))
                == "component Sender[key=outer] > Sender[key=inner]")
        #expect(describe(inner.target(forAction: "innerController", withSender: inner)) == "controller of inner")
        #expect(describe(inner.target(forAction: "outerComponent", withSender: inner)) == "component Sender[key=outer]")
        #expect(describe(inner.target(forAction: "outerController", withSender: inner)) == "controller of outer")
        #expect(inner.target(forAction: "rootAction", withSender: inner)?.isIdentical(to: .responder(rootView)) == true)
        #expect(inner.target(forAction: "nobody", withSender: inner) == nil)
        let innerController = inner.controller
        #expect(describe(innerController?.target(forAction: "innerComponent", withSender: nil)) == "nil")
        #expect(innerController?.canPerformAction("innerController", withSender: nil) == true)
        #expect(log.all.isEmpty)
    }

    @Test("the chain of a tree without scopes reaches the root view through viewless, unscoped ancestors")
    func chainWithoutScopes() {
        let log = ActionLog()
        let (host, _) = hostWithHandlingRoot(
            Flex {
                Framed(child: ViewComponent(attributes: [ViewAttributes.tag(3)], size: Fixture.size(4, 4)))
            }, log: log)
        let leafSender = host.mountedViews.compactMap(ComponentSender.owner(of:)).first {
            $0.component is ViewComponent
        }
        #expect(
            chain(from: leafSender.map(ComponentResponder.component)) == [
                "component Flex > Framed > ViewComponent", "component Flex > Framed", "component Flex",
                "responder HandlingView", "responder Window", "responder Application",
            ])
    }
}
