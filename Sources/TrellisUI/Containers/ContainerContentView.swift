// The root view of the built-in containers: a bar plus a content area whose single child view
// fills it.
import Foundation

/// The root view of ``NavigationController`` and ``TabBarController``: lays out the bar (top or
/// bottom edge) and the content view; every view in the content view fills it.
@MainActor
final class ContainerRootView: View, ContainerContentArea {
    enum BarEdge { case top, bottom }

    let bar: View
    let content = View(frame: .zero)
    let barEdge: BarEdge
    var barHeight: CGFloat { didSet { setNeedsLayout() } }

    init(bar: View, barEdge: BarEdge, barHeight: CGFloat) {
        self.bar = bar
        self.barEdge = barEdge
        self.barHeight = barHeight
        super.init(frame: .zero)
        addSubview(content)
        addSubview(bar)
    }

    /// Always `nil`: this view is built by its container controller, never archived on its own.
    required init?(coder: any Coder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        resizeContent()
    }

    /// Places the bar, the content area and the shown child from the current bounds. Also called
    /// outside layout, right before the container's `viewIsAppearing`, so the shown child has its
    /// frame before its own `viewIsAppearing` (D4).
    func resizeContent() {
        let size = bounds.size
        let height = Swift.min(barHeight, size.height)
        switch barEdge {
        case .top:
            bar.frame = CGRect(x: 0, y: 0, width: size.width, height: height)
            content.frame = CGRect(x: 0, y: height, width: size.width, height: size.height - height)
        case .bottom:
            bar.frame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
            content.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height - height)
        }
        for child in content.subviews { child.frame = content.bounds }
    }
}
