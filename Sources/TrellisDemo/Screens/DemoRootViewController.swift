// DemoRootViewController: the window's root — contains the tab bar controller, owns the lifecycle side
// panel, the status line and the help overlay, and handles the keys that work on every screen.
import Foundation
import TrellisUI

/// The root of the demo's window.
///
/// Keys that reach it — up the responder chain from the screen with keyboard focus, which passed them
/// on — are the global ones: `L` toggles the lifecycle panel, `?` shows the keys, `q` or Ctrl-C quits
/// (``Application/terminate()``). Anything else goes on to the window and the application (Escape:
/// back or dismiss).
@MainActor final class DemoRootViewController: ViewController, PlaybackCenterObserver {
    /// The tabs: Library, Now Playing, Lifecycle, Settings.
    let tabs: TabBarController
    private let log: LifecycleLog
    private let application: Application
    private let helpView = HelpOverlayView(frame: .zero)
    /// The root view: the tabs, the side panel, the status line.
    let rootView: DemoRootView
    private var statusTimer: ApplicationTimer?
    /// The update cycle whose timings the status line shows (or that drew the status line itself).
    private var statusCycle = -1

    /// How long after something happened the status line looks for the frame it made.
    static let statusInterval: TimeInterval = 0.25

    /// A root showing `tabs`, with a side panel showing `log`.
    init(tabs: TabBarController, log: LifecycleLog, application: Application, playback: PlaybackCenter) {
        self.tabs = tabs
        self.log = log
        self.application = application
        rootView = DemoRootView(log: log)
        super.init(nibName: nil, bundle: nil)
        title = "Trellis demo"
        playback.addObserver(self)
    }

    /// A song's progress makes frames: describe them.
    func playbackCenterDidChange(_ center: PlaybackCenter) {
        statusNeedsRefresh()
    }

    /// Not supported: the screen is made in code (reports `DEMO-CODER`).
    required init?(coder: any Coder) {
        DemoArchiving.reportUnsupported(Self.self)
        return nil
    }

    override func loadView() {
        view = rootView
        if tabs.parent !== self {
            addChild(tabs)
            rootView.contentView = tabs.view
            tabs.didMove(toParent: self)
        }
    }

    // MARK: Panel, help, focus

    /// Whether the lifecycle side panel is shown.
    var isPanelVisible: Bool {
        get { rootView.isPanelVisible }
        set { rootView.isPanelVisible = newValue }
    }

    /// Whether the key help is shown.
    var isHelpVisible: Bool { helpView.superview != nil }

    /// Shows the key help over everything (above presented sheets too); the next key closes it.
    func showHelp() {
        guard !isHelpVisible, let window = view.window else { return }
        window.addSubview(helpView)
        layoutHelp()
        becomeFirstResponder()
    }

    /// Closes the key help and gives the keyboard back to the screen shown.
    func hideHelp() {
        guard isHelpVisible else { return }
        helpView.removeFromSuperview()
        restoreFocus()
    }

    private func layoutHelp() {
        guard let window = helpView.window else { return }
        let bounds = window.bounds
        let wanted = helpView.preferredSize
        let size = CGSize(width: min(wanted.width, bounds.width), height: min(wanted.height, bounds.height))
        helpView.frame = CGRect(
            x: ((bounds.width - size.width) / 2).rounded(.down),
            y: ((bounds.height - size.height) / 2).rounded(.down), width: size.width, height: size.height)
    }

    /// The screen that should have the keyboard: a presented sheet, else the selected tab's screen
    /// (the top of its navigation stack).
    var contentController: ViewController? {
        if let presented = presentedViewController { return presented }
        let selected = tabs.selectedViewController
        if let navigation = selected as? NavigationController { return navigation.topViewController }
        return selected
    }

    /// Gives keyboard focus to the screen shown.
    func restoreFocus() {
        if contentController?.becomeFirstResponder() != true { becomeFirstResponder() }
    }

    /// The root takes focus while the help is up (and when no screen can).
    override var canBecomeFirstResponder: Bool { true }

    // MARK: Keys

    override func keyDown(_ event: KeyEvent) {
        let plain = event.modifiers.isDisjoint(with: [.control, .option, .command])
        let isQuit =
            (plain && event.key == .character("q"))
            || (event.modifiers == .control && (event.key == .character("c") || event.key == .character("C")))
        if isQuit {
            application.terminate()
            return
        }
        if isHelpVisible {
            hideHelp()
            return
        }
        if plain {
            switch event.key {
            case .character("L"), .character("l"):
                isPanelVisible.toggle()
                return
            case .character("?"):
                showHelp()
                return
            default: break
            }
        }
        super.keyDown(event)
    }

    // MARK: Status line

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if isHelpVisible { layoutHelp() }
        statusNeedsRefresh()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        statusTimer?.invalidate()
        statusTimer = nil
    }

    /// Something happened that may make frames (an event, a song's progress, a resize): the status
    /// line looks at the last frame a moment later. With nothing happening no timer runs, so an idle
    /// app sleeps.
    func statusNeedsRefresh() {
        guard statusTimer == nil, !application.isTerminated else { return }
        statusTimer = application.scheduleTimer(after: Self.statusInterval) { [weak self] _ in
            guard let self else { return }
            self.statusTimer = nil
            // A change is drawn by a frame of its own, and work may still be finishing (background
            // builds, did-callbacks): look once more after it.
            if self.refreshStatus() { self.statusNeedsRefresh() }
        }
    }

    /// Shows the timings of the last update cycle and what the screen wrote for it — unless no cycle ran
    /// since the status line last changed (or since the cycle that drew that change), so describing a
    /// frame never makes another frame to describe, and unless the screen says that cycle changed
    /// nothing. Returns whether the status line changed.
    @discardableResult
    func refreshStatus() -> Bool {
        guard application.updateCycleCount != statusCycle else { return false }
        statusCycle = application.updateCycleCount
        let timings = application.lastFrameTimings
        let statistics = view.window?.screen.lastFrameStatistics
        // A cycle that changed nothing on the screen is not a frame anyone saw: keep the last one.
        if statistics?.strategy == .unchanged { return false }
        guard
            rootView.statusLine.setStatus(
                FrameStatus.text(timings: timings, statistics: statistics),
                compact: FrameStatus.text(timings: timings, statistics: statistics, compact: true))
        else { return false }
        // The cycle that draws the new text is not news: remember it once it ran.
        application.enqueueCompletion { [weak self] in
            guard let self else { return }
            self.statusCycle = self.application.updateCycleCount
        }
        return true
    }
}
