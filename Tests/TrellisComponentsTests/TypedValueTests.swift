// Typed values read back out of type-erased storage — attribute values and views, state, keys — both
// when the stored type is exactly the declared one (the fast path) and when it is a subclass.
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// A class-typed state; the component stores a subclass instance.
class StateBox: @unchecked Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
}

final class SpecialStateBox: StateBox, @unchecked Sendable {}

/// Shows its class-typed state and which class it is.
struct BoxedStateView: Component {
    typealias Controller = Probe<BoxedStateView>
    static func initialState() -> StateBox { SpecialStateBox(7) }
    func render(_ scope: Scope<BoxedStateView>) -> (any Component)? {
        TextComponent("\(scope.state.value) \(scope.state is SpecialStateBox ? "special" : "plain")")
    }
}

/// A label carrying an attribute declared for every `View`.
struct TintedLabel: Component {
    var color: Color?
    var viewConfiguration: ViewConfiguration? {
        ViewConfiguration(Label.self, attributes: color.map { [ViewAttributes.backgroundColor($0)] } ?? []) {
            Label(frame: .zero)
        }
    }
    var size: ComponentSize { Fixture.size(10, 1) }
}

@MainActor @Suite("Typed values from type-erased storage")
struct TypedValueTests {
    @Test("an attribute declared for View is applied, changed and removed on a Label subclass view")
    func superclassAttributeOnSubclassView() {
        let host = ComponentTestHost(component: TintedLabel(color: .red))
        host.attach()
        let label = host.mountedViews.first as? Label
        #expect(label?.backgroundColor == .red)
        host.update(TintedLabel(color: .blue))
        #expect(host.mountedViews.first === label)
        #expect(label?.backgroundColor == .blue)
        host.update(TintedLabel(color: nil))
        #expect(label?.backgroundColor == nil)
    }

    @Test("a class-typed state holding a subclass instance reads back as that instance, in render and controller")
    func subclassStateReadsBack() {
        let host = ComponentTestHost(component: BoxedStateView())
        host.attach()
        #expect(texts(host) == ["7 special"])
        let controller = host.root.controller(of: BoxedStateView.self)
        #expect(controller?.state is SpecialStateBox)
        controller?.updateState(mode: .synchronous) { $0 = StateBox(8) }
        host.runUntilIdle()
        #expect(texts(host) == ["8 plain"])
        #expect(controller?.state.value == 8)
    }

    @Test("siblings sharing a key are reported with the component path and keep separate state")
    func duplicateKeysReported() {
        withLifecycle { _, checker in
            let host = ComponentTestHost(
                component: Flex {
                    CounterRow(id: 1)
                    CounterRow(id: 1)
                    CounterRow(id: 2)
                })
            host.attach()
            let diagnostics = checker.diagnostics(rule: "C-SCOPE-DUPLICATE-KEY")
            #expect(diagnostics.map(\.path) == ["Flex > CounterRow[key=1]"])
            #expect(host.root.controllers.count == 3)
            host.root.controller(of: CounterRow.self, at: 1)?.updateState(mode: .synchronous) { $0 += 5 }
            host.runUntilIdle()
            #expect(texts(host) == ["row 1: 0", "row 1: 5", "row 2: 0"])
        }
    }
}
