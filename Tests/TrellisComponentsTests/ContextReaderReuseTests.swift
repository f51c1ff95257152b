// Context readers and reuse: a component that reads context is reused (not rendered) when its props and
// its context are equal — a documented deviation from ComponentKit, which re-renders context readers.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

private enum Theme: ComponentContextKey { static let defaultValue = "light" }

/// Reads the theme from context and counts its renders.
private struct ThemedLabel: Component, Equatable {
    var counter: RenderCounter
    func render(_ scope: Scope<ThemedLabel>) -> (any Component)? {
        counter.hit("label")
        return TextComponent("theme \(scope[context: Theme.self])")
    }
    static func == (lhs: ThemedLabel, rhs: ThemedLabel) -> Bool { lhs.counter === rhs.counter }
}

/// A stateful screen holding the label; its state changes re-render it, not the label.
private struct ThemedScreen: Component {
    typealias Controller = Probe<ThemedScreen>
    var counter: RenderCounter
    static func initialState() -> Int { 0 }
    func render(_ scope: Scope<ThemedScreen>) -> (any Component)? {
        counter.hit("screen")
        return Flex {
            ThemedLabel(counter: counter)
            TextComponent("count \(scope.state)")
        }
    }
}

@Suite("Context reader reuse")
@MainActor struct ContextReaderReuseTests {
    @Test(
        "a context reader with equal props and an equal context is reused without rendering; a context change renders it"
    )
    func contextReaderReuse() {
        let counter = RenderCounter()
        var context = ComponentContext()
        context[Theme.self] = "dark"
        let host = ComponentTestHost(component: ThemedScreen(counter: counter), context: context)
        host.attach()
        host.runUntilIdle()
        #expect(counter.count("screen") == 1)
        #expect(counter.count("label") == 1)

        host.root.controller(of: ThemedScreen.self)?.updateState(mode: .synchronous) { $0 += 1 }
        host.runUntilIdle()
        #expect(counter.count("screen") == 2)
        #expect(counter.count("label") == 1)
        #expect(host.screen.renderedText.contains("theme dark"))

        context[Theme.self] = "contrast"
        host.root.setContext(context)
        host.runUntilIdle()
        #expect(counter.count("label") == 2)
        #expect(host.screen.renderedText.contains("theme contrast"))
    }
}
