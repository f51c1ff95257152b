// The root view of a navigation controller: the navigation bar on top, the toolbar at the bottom
// (while shown), and between them the content area whose single child view fills it.
import Foundation

/// The root view of ``NavigationController``: lays out the navigation bar (top), the toolbar (bottom,
/// unless hidden) and the content area between them; every view in the content area fills it.
@MainActor
final class NavigationControllerView: View, ContainerContentArea {
    let navigationBar: NavigationBar
    let toolbar: Toolbar
    let content = View(frame: .zero)
    var barHeight: CGFloat { didSet { setNeedsLayout() } }
    var toolbarHeight: CGFloat { didSet { setNeedsLayout() } }
    var isToolbarHidden: Bool {
        didSet {
            toolbar.isHidden = isToolbarHidden
            setNeedsLayout()
        }
    }

    init(
        navigationBar: NavigationBar, toolbar: Toolbar, barHeight: CGFloat, toolbarHeight: CGFloat,
        isToolbarHidden: Bool
    ) {
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.barHeight = barHeight
        self.toolbarHeight = toolbarHeight
        self.isToolbarHidden = isToolbarHidden
        super.init(frame: .zero)
        toolbar.isHidden = isToolbarHidden
        addSubview(content)
        addSubview(navigationBar)
        addSubview(toolbar)
    }

    /// Always `nil`: this view is built by its container controller, never archived on its own.
    required init?(coder: any Coder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        resizeContent()
    }

    /// Places the bars, the content area and the shown child from the current bounds. Also called
    /// outside layout, right before the container's `viewIsAppearing`, so the shown child has its
    /// frame before its own `viewIsAppearing` (D4).
    func resizeContent() {
        let size = bounds.size
        let top = Swift.min(barHeight, size.height)
        let bottom = isToolbarHidden ? 0 : Swift.min(toolbarHeight, size.height - top)
        navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: top)
        toolbar.frame = CGRect(x: 0, y: size.height - bottom, width: size.width, height: bottom)
        content.frame = CGRect(x: 0, y: top, width: size.width, height: size.height - top - bottom)
        for child in content.subviews { child.frame = content.bounds }
    }
}
