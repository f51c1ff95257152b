// LifecycleViewController: the Lifecycle tab — the whole lifecycle log, scrollable.
import Foundation
import TrellisUI

/// The Lifecycle tab: view-controller and component-controller callbacks as they happen, with counts.
/// ↑/↓ and Page Up/Down scroll back through the kept entries; End (or Home for the oldest) jumps.
@MainActor final class LifecycleViewController: ViewController {
    private let log: LifecycleLog

    /// The tab showing `log`.
    init(log: LifecycleLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = "Lifecycle"
    }

    /// Not supported: the screen is made in code (reports `DEMO-CODER`).
    required init?(coder: any Coder) {
        DemoArchiving.reportUnsupported(Self.self)
        return nil
    }

    /// The log view (the controller's view).
    var logView: LifecycleLogView? { viewIfLoaded as? LifecycleLogView }

    override func loadView() {
        view = LifecycleLogView(log: log, style: .full)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        becomeFirstResponder()
    }

    override func keyDown(_ event: KeyEvent) {
        guard let logView, event.modifiers.isDisjoint(with: [.control, .option, .command]) else {
            return super.keyDown(event)
        }
        let page = max(1, logView.visibleLineCount - 1)
        switch event.key {
        case .up: logView.scroll(by: -1)
        case .down: logView.scroll(by: 1)
        case .pageUp: logView.scroll(by: -page)
        case .pageDown: logView.scroll(by: page)
        case .home: logView.scroll(by: -LifecycleLog.capacity)
        case .end: logView.scrollToNewest()
        default: super.keyDown(event)
        }
    }
}
