// Gesture attributes: recognizers attached to component views, routed to the owning component's action,
// reconfigured or detached when the view is recycled, and silent on pooled views.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// A 10×2 leaf at the top left whose view carries `attributes`.
private func leaf(_ attributes: ViewAttributeValue...) -> any Component {
    Flex { ViewComponent(attributes: [ViewAttributes.tag(7)] + attributes, size: Fixture.size(10, 2)) }
}

/// A scoped row whose view sends taps to its controller.
struct TappableRow: Component {
    typealias Controller = TappableRowController
    var name: String
    var log: ActionLog
    var scopeKey: String? { name }

    func render(_ scope: Scope<TappableRow>) -> (any Component)? {
        ViewComponent(
            attributes: [
                GestureAttributes.tap(
                    scope.action { (controller: TappableRowController, tap: TapGestureRecognizer) in
                        let point = tap.location(in: tap.view)
                        controller.component.log.add(
                            "\(controller.component.name) tapped at \(Int(point.x)),\(Int(point.y))")
                    })
            ], size: Fixture.size(10, 1))
    }
}

@MainActor final class TappableRowController: ComponentController<TappableRow> {}

@Suite("Gesture attributes")
@MainActor struct GestureAttributeTests {
    @Test("a tap attribute sends its action with the recognizer, from the component that owns the view")
    func tapSendsAction() {
        let log = ActionLog()
        let host = ComponentTestHost(
            component: leaf(
                GestureAttributes.tap(
                    .closure { tap, sender in
                        log.add("tap \(tap.state) from \(sender.path)")
                    })))
        host.attach()
        host.runUntilIdle()
        #expect(host.mountedViews.first?.gestureRecognizers.count == 1)
        host.screen.click(at: CGPoint(x: 3, y: 1))
        #expect(log.all == ["tap ended from Flex > ViewComponent"])
    }

    @Test("a scope action on a tap reaches the scope's controller")
    func tapReachesController() {
        let log = ActionLog()
        let host = ComponentTestHost(
            component: Flex {
                TappableRow(name: "a", log: log)
                TappableRow(name: "b", log: log)
            })
        host.attach()
        host.runUntilIdle()
        host.screen.click(at: CGPoint(x: 4, y: 1))
        host.screen.click(at: CGPoint(x: 2, y: 0))
        #expect(log.all == ["b tapped at 4,0", "a tapped at 2,0"])
    }

    @Test("a recycled view carries only its new component's recognizers: the old handler is not called, the new one is")
    func reuseReplacesRecognizers() {
        let log = ActionLog()
        let host = ComponentTestHost(component: leaf(GestureAttributes.tap(.closure { _, _ in log.add("old tap") })))
        host.attach()
        host.runUntilIdle()
        let view = host.mountedViews.first
        host.update(
            leaf(
                GestureAttributes.longPress(
                    minimumPressDuration: 0.5,
                    .closure { press, _ in
                        log.add("new press \(press.state)")
                    })))
        #expect(host.mountedViews.first === view)
        #expect(view?.gestureRecognizers.count == 1)
        #expect(view?.gestureRecognizers.first is LongPressGestureRecognizer)
        host.screen.click(at: CGPoint(x: 3, y: 1))
        host.screen.pointerDown(at: CGPoint(x: 3, y: 1))
        host.screen.advance(by: 0.5)
        host.screen.pointerUp(at: CGPoint(x: 3, y: 1))
        #expect(log.all == ["new press began", "new press ended"])

        host.update(leaf())
        #expect(view?.gestureRecognizers.isEmpty == true)
        host.screen.pointerDown(at: CGPoint(x: 3, y: 1))
        host.screen.advance(by: 1)
        host.screen.pointerUp(at: CGPoint(x: 3, y: 1))
        #expect(log.all.count == 2)
    }

    @Test(
        "a recycled view with the same gesture keeps its one recognizer, reconfigured, and sends the new component's action"
    )
    func reuseKeepsRecognizer() {
        let log = ActionLog()
        let host = ComponentTestHost(component: leaf(GestureAttributes.tap(.closure { _, _ in log.add("first") })))
        host.attach()
        host.runUntilIdle()
        let recognizer = host.mountedViews.first?.gestureRecognizers.first as? TapGestureRecognizer
        host.update(leaf(GestureAttributes.tap(.closure { _, _ in log.add("second") })))
        host.screen.click(at: CGPoint(x: 3, y: 1))
        host.update(leaf(GestureAttributes.tap(numberOfTapsRequired: 2, .closure { _, _ in log.add("third") })))
        #expect(host.mountedViews.first?.gestureRecognizers.count == 1)
        #expect(host.mountedViews.first?.gestureRecognizers.first === recognizer)
        #expect(recognizer?.numberOfTapsRequired == 2)
        host.screen.click(at: CGPoint(x: 3, y: 1))
        host.screen.click(at: CGPoint(x: 3, y: 1))
        #expect(log.all == ["second", "third"])
    }

    @Test(
        "a view pooled mid-gesture fires nothing: its long press never begins, its pan is cancelled silently; reused, it sends the new action"
    )
    func pooledViewFiresNothing() {
        let log = ActionLog()
        let host = ComponentTestHost(
            component: leaf(
                GestureAttributes.longPress(
                    .closure { press, _ in
                        log.add("old press \(press.state)")
                    })))
        host.attach()
        host.runUntilIdle()
        let view = host.mountedViews.first
        let press = view?.gestureRecognizers.first
        host.screen.pointerDown(at: CGPoint(x: 3, y: 1))
        host.update(Flex {})
        #expect(view?.isHidden == true)
        host.screen.advance(by: 1)
        #expect(press?.state == .failed)
        host.screen.pointerUp(at: CGPoint(x: 3, y: 1))
        #expect(log.all.isEmpty)

        host.update(leaf(GestureAttributes.pan(.closure { pan, _ in log.add("pan \(pan.state)") })))
        #expect(host.mountedViews.first === view)
        host.screen.pointerDown(at: CGPoint(x: 3, y: 1))
        host.screen.pointerMove(at: CGPoint(x: 5, y: 1))
        host.update(Flex {})
        host.screen.pointerMove(at: CGPoint(x: 6, y: 1))
        host.screen.pointerUp(at: CGPoint(x: 6, y: 1))
        #expect(log.all == ["pan began"])

        host.update(leaf(GestureAttributes.pan(.closure { pan, _ in log.add("new pan \(pan.state)") })))
        host.screen.pointerDown(at: CGPoint(x: 3, y: 1))
        host.screen.pointerMove(at: CGPoint(x: 5, y: 1))
        host.screen.pointerUp(at: CGPoint(x: 5, y: 1))
        #expect(log.all == ["pan began", "new pan began", "new pan ended"])
    }
}
