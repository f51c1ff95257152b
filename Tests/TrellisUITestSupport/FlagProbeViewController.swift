// A view controller that notes the transition flags UIKit code reads inside appearance callbacks.
import TrellisUI

/// A view controller that remembers the transition flags (`isMovingToParent`, `isMovingFromParent`,
/// `isBeingPresented`, `isBeingDismissed`) it saw inside each appearance callback.
@MainActor
public final class FlagProbeViewController: ViewController {
    /// One entry per appearance callback: `"willAppear:movingToParent"`, `"didDisappear:"`, ...
    public var seen: [String] = []

    private func note(_ callback: String) {
        var flags: [String] = []
        if isMovingToParent { flags.append("movingToParent") }
        if isMovingFromParent { flags.append("movingFromParent") }
        if isBeingPresented { flags.append("beingPresented") }
        if isBeingDismissed { flags.append("beingDismissed") }
        seen.append("\(callback):\(flags.joined(separator: ","))")
    }

    /// Notes the flags as `willAppear`.
    public override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    /// Notes the flags as `didAppear`.
    public override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    /// Notes the flags as `willDisappear`.
    public override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    /// Notes the flags as `didDisappear`.
    public override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}
