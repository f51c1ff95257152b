// DemoRootView: the root view's layout — the tab bar controller's view, the lifecycle side panel on
// the right when shown, and the status line along the bottom — recomputed from the bounds on resize.
import Foundation
import TrellisUI

/// Lays out the demo's three areas.
@MainActor final class DemoRootView: View {
    /// The lifecycle side panel.
    let panel: LifecycleLogView
    /// The status line.
    let statusLine = StatusLineView(frame: .zero)
    /// The main content (the tab bar controller's view), set by the root view controller.
    var contentView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let contentView { insertSubview(contentView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Whether the side panel is shown.
    var isPanelVisible = false {
        didSet { if isPanelVisible != oldValue { setNeedsLayout() } }
    }

    /// A root view whose side panel shows `log`.
    init(log: LifecycleLog) {
        panel = LifecycleLogView(log: log, style: .panel)
        super.init(frame: .zero)
        panel.isHidden = true
        addSubview(panel)
        addSubview(statusLine)
    }

    /// Always `nil`: the demo's root view needs its lifecycle log, which an archive cannot hold.
    required init?(coder: any Coder) {
        nil
    }

    /// The panel's width for a screen `width` cells wide: about a third, 30 to 56 cells, but leaving
    /// the screens at least 40 cells (the panel gets at least 20, and never more than half).
    static func panelWidth(for width: CGFloat) -> CGFloat {
        let wanted = max(30, min(56, (width * 0.36).rounded(.down)))
        return min((width / 2).rounded(.down), max(20, min(wanted, width - 40)))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let statusHeight: CGFloat = size.height >= 2 ? 1 : 0
        let mainHeight = max(0, size.height - statusHeight)
        let panelWidth = isPanelVisible ? Self.panelWidth(for: size.width) : 0
        contentView?.frame = CGRect(x: 0, y: 0, width: max(0, size.width - panelWidth), height: mainHeight)
        panel.isHidden = !isPanelVisible
        panel.frame = CGRect(x: size.width - panelWidth, y: 0, width: panelWidth, height: mainHeight)
        statusLine.frame = CGRect(x: 0, y: mainHeight, width: size.width, height: statusHeight)
    }
}
