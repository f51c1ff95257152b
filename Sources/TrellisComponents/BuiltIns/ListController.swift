// ListController: keeps a ListComponent's scroll view and its state in step — the offset both ways, the
// content size from the layout.
import Foundation
import TrellisLayout
import TrellisUI

/// Mirrors the scroll offset of a ``ListComponent``'s view into its state, and sizes the view's content
/// to the rows' layout after each mount.
@MainActor public final class ListController: ComponentController<ListComponent>, ScrollViewDelegate {
    override public func componentDidAcquireView() {
        (view as? ScrollView)?.delegate = self
    }

    // After the rows: the content height is the mounted layout's, and the offset can be restored only
    // once the content is that high.
    override public func didMount() { showContent() }

    override public func didRemount() { showContent() }

    override public func componentWillRelinquishView() {
        guard let scrollView = view as? ScrollView else { return }
        scrollView.delegate = nil
        // The view may be vended to another list, which sets its own content.
        scrollView.contentSize = .zero
    }

    /// Mirrors the new offset into the list's state (synchronous update).
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let offset = Double(scrollView.contentOffset.y)
        guard offset != state else { return }
        updateState(mode: .synchronous) { $0 = offset }
    }

    /// Sets the content size from the window of rows (as high as all of them) and the offset from the
    /// state. Content that shrank below the offset clamps it, which the delegate mirrors into the state.
    private func showContent() {
        guard let scrollView = view as? ScrollView,
              let window = mountedNode?.mountedLayout?.children.first?.layout else { return }
        let contentSize = CGSize(width: 0, height: window.size.height)
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
        let offset = state
        if Double(scrollView.contentOffset.y) != offset { scrollView.contentOffset = CGPoint(x: 0, y: offset) }
    }
}
