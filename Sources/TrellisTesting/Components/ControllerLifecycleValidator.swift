// ControllerLifecycleValidator: checks recorded controller callbacks against the §2.1 state machine.
import TrellisComponents
import TrellisUI

/// Replays recorded controller callbacks per controller through ComponentKit's state machine and lists
/// every violation (e.g. `didMount` without `willMount`, an acquire without relinquishing the previous
/// view, `willUpdateComponent` twice without `didUpdateComponent`, anything after `invalidateController`).
public enum ControllerLifecycleValidator {
    private static let controllerCallbacks: Set<String> = [
        "didInit", "willMount", "didMount", "willRemount", "didRemount", "willUnmount", "didUnmount",
        "componentDidAcquireView", "componentWillRelinquishView", "willUpdateComponent", "didUpdateComponent",
        "invalidateController",
    ]

    private enum Phase { case unmounted, mounting, mounted, remounting, unmounting }

    private struct Machine {
        var phase = Phase.unmounted
        var hasView = false
        var updating = false
        var initialized = false
        var invalidated = false
    }

    /// The violations found in `events` (empty when every controller followed the rules).
    public static func violations(in events: [LifecycleEvent]) -> [String] {
        var machines: [ObjectIdentifier: Machine] = [:]
        var problems: [String] = []
        for event in events where controllerCallbacks.contains(event.callback) {
            var machine = machines[event.objectID] ?? Machine()
            // Every controller starts with didInit; after an invalidated one died, its address may be reused.
            if event.callback == "didInit", machine.invalidated { machine = Machine() }
            func fail(_ why: String) { problems.append("#\(event.sequence) \(event.label).\(event.callback): \(why)") }
            if machine.invalidated { fail("callback after invalidateController") }
            switch event.callback {
            case "didInit":
                if machine.initialized { fail("didInit twice") }
                machine.initialized = true
            case "willMount":
                if machine.phase != .unmounted { fail("willMount while \(machine.phase)") }
                machine.phase = .mounting
            case "willRemount":
                if machine.phase != .mounted { fail("willRemount while \(machine.phase)") }
                machine.phase = .remounting
            case "didMount":
                if machine.phase != .mounting { fail("didMount while \(machine.phase)") }
                machine.phase = .mounted
            case "didRemount":
                if machine.phase != .remounting { fail("didRemount while \(machine.phase)") }
                machine.phase = .mounted
            case "willUnmount":
                if machine.phase != .mounted { fail("willUnmount while \(machine.phase)") }
                machine.phase = .unmounting
            case "didUnmount":
                if machine.phase != .unmounting { fail("didUnmount while \(machine.phase)") }
                if machine.hasView { fail("didUnmount with a view still acquired") }
                machine.phase = .unmounted
            case "componentDidAcquireView":
                if machine.hasView { fail("acquired a view without relinquishing the previous one") }
                if machine.phase != .mounting && machine.phase != .remounting {
                    fail("acquired while \(machine.phase)")
                }
                machine.hasView = true
            case "componentWillRelinquishView":
                if !machine.hasView { fail("relinquished without a view") }
                if machine.phase != .remounting && machine.phase != .unmounting {
                    fail("relinquished while \(machine.phase)")
                }
                machine.hasView = false
            case "willUpdateComponent":
                if machine.updating { fail("willUpdateComponent twice without didUpdateComponent") }
                if machine.phase == .mounting || machine.phase == .remounting {
                    fail("willUpdateComponent during a mount")
                }
                machine.updating = true
            case "didUpdateComponent":
                if !machine.updating { fail("didUpdateComponent without willUpdateComponent") }
                if machine.phase != .mounted { fail("didUpdateComponent while \(machine.phase)") }
                machine.updating = false
            case "invalidateController":
                if machine.phase != .unmounted { fail("invalidated while \(machine.phase)") }
                machine.invalidated = true
            default: break
            }
            machines[event.objectID] = machine
        }
        return problems
    }
}
