// Test fixtures: small components and controllers used across the TrellisComponents suites.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// A controller that only exists to be recorded (every callback records itself).
@MainActor final class Probe<C: Component>: ComponentController<C> {}

/// Attributes used by fixtures.
enum Fixture {
    /// No unapplicator: part of the reuse key.
    static let persistent = ViewAttribute<View, Int>("Fixture.persistent", applicator: { $0.tag = $1 })
    /// Unapplicator only.
    static let unapplied = ViewAttribute<View, Int>(
        "Fixture.unapplied", applicator: { view, value in view.alpha = Double(value) / 10 },
        unapplicator: { view, _ in view.alpha = 1 })
    /// Updater only.
    static let updated = ViewAttribute<View, Int>(
        "Fixture.updated", applicator: { view, value in view.borderWidth = Double(value) },
        updater: { view, _, new in view.borderWidth = Double(new) })

    static func size(_ width: Double, _ height: Double) -> ComponentSize {
        ComponentSize(width: .points(width), height: .points(height))
    }
}

/// A leaf with a view and a controller.
struct Box: Component, Equatable {
    typealias Controller = Probe<Box>
    var name = ""
    var color: Color?
    var persistent: Int?
    var scopeKey: String? { name.isEmpty ? nil : name }

    var viewConfiguration: ViewConfiguration? {
        var attributes = [ViewAttributes.backgroundColor(color)]
        if let persistent { attributes.append(Fixture.persistent(persistent)) }
        return ViewConfiguration(.plainView, attributes: attributes)
    }

    var size: ComponentSize { Fixture.size(10, 1) }
}

/// A viewless parent with a controller and children in a column.
struct Group: Component {
    typealias Controller = Probe<Group>
    var name: String
    var children: [any Component]
    var scopeKey: String? { name }

    func render(_ scope: Scope<Group>) -> (any Component)? {
        Flex(style: FlexStyle(), children: children)
    }
}

/// A parent with its own view and a controller, whose children mount inside that view.
struct Panel: Component {
    typealias Controller = Probe<Panel>
    var name: String
    var children: [any Component]
    var scopeKey: String? { name }
    var viewConfiguration: ViewConfiguration? { ViewConfiguration(.plainView) }

    func renderChildren(_ scope: Scope<Panel>) -> [any Component] { [Flex(style: FlexStyle(), children: children)] }
}

/// Counts renders per name, to see which components re-rendered.
final class RenderCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    func hit(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
    func count(_ name: String) -> Int { lock.withLock { counts[name, default: 0] } }
    var total: Int { lock.withLock { counts.values.reduce(0, +) } }
}

/// A stateful counter row: state Int, renders a TextComponent with the count.
struct CounterRow: Component, Equatable {
    typealias Controller = Probe<CounterRow>
    var id: Int
    var label: String = "row"
    var counter: RenderCounter?
    var scopeKey: Int? { id }
    static func initialState() -> Int { 0 }

    func render(_ scope: Scope<CounterRow>) -> (any Component)? {
        counter?.hit("row\(id)")
        return TextComponent("\(label) \(id): \(scope.state)")
    }

    static func == (lhs: CounterRow, rhs: CounterRow) -> Bool {
        lhs.id == rhs.id && lhs.label == rhs.label && lhs.counter === rhs.counter
    }
}

/// Callback names recorded for `object`, excluding `didInit` unless asked.
func callbacks(_ recorder: LifecycleRecorder, _ object: AnyObject?, includingInit: Bool = false) -> [String] {
    guard let object else { return [] }
    let id = ObjectIdentifier(object)
    return recorder.events.filter { $0.objectID == id && (includingInit || $0.callback != "didInit") }.map(\.callback)
}

/// Runs `body` with a fresh recorder and checker in effect.
@MainActor func withLifecycle<T>(_ body: (LifecycleRecorder, LifecycleChecker) throws -> T) rethrows -> T {
    let recorder = LifecycleRecorder()
    let checker = LifecycleChecker()
    return try LifecycleRecorder.$current.withValue(recorder) {
        try LifecycleChecker.$current.withValue(checker) { try body(recorder, checker) }
    }
}

extension ComponentRoot {
    func controller<C: Component>(of type: C.Type, at index: Int = 0) -> Probe<C>? {
        controllers.compactMap { $0 as? Probe<C> }.dropFirst(index).first
    }
}
