// ListController: keeps a ListComponent's scroll view and its viewport in step — the offset both ways,
// a new layout (not a rebuild) when the view scrolls, the content size from the layout.
import Foundation
import TrellisLayout
import TrellisUI

/// Mirrors the scroll offset of a ``ListComponent``'s view into the list's viewport, asking for a new
/// layout of the list's window when it changes, and sizes the view's content to the rows' layout after
/// each mount.
@MainActor public final class ListController: ComponentController<ListComponent>, ScrollViewDelegate {
    /// The offset the list's window is laid out at; it outlives the views the list acquires.
    nonisolated let viewport = ListViewport()

    /// The list's vertical scroll offset: its scroll view's while it has one, else the one it shows when
    /// it mounts again. Setting it scrolls the view (clamped to the content), or, without a view, the
    /// list when it next mounts.
    public var contentOffset: Double {
        get { viewport.offset }
        set {
            if let scrollView = view as? ScrollView {
                // The view clamps it and tells `scrollViewDidScroll(_:)`.
                scrollView.contentOffset = CGPoint(x: 0, y: newValue)
            } else {
                scroll(to: newValue)
            }
        }
    }

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

    /// Keeps the new offset and asks for the list's window to be laid out and mounted again: no
    /// component is rebuilt.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        scroll(to: Double(scrollView.contentOffset.y))
    }

    private func scroll(to offset: Double) {
        // As a scroll view clamps it: a non-finite offset is the top.
        let offset = offset.isFinite ? offset : 0
        guard offset != viewport.offset else { return }
        viewport.offset = offset
        guard let handle = (latestNode ?? mountedNode)?.handle else { return }
        handle.link?.root?.setNeedsLayout(ofScope: handle.id)
    }

    /// Sets the content size from the window of rows (as high as all of them) and the offset from the
    /// viewport. Content that shrank below the offset clamps it, which the delegate keeps.
    private func showContent() {
        guard let scrollView = view as? ScrollView,
            let window = mountedNode?.mountedLayout?.children.first?.layout
        else { return }
        let contentSize = CGSize(width: 0, height: window.size.height)
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
        let offset = viewport.offset
        if Double(scrollView.contentOffset.y) != offset { scrollView.contentOffset = CGPoint(x: 0, y: offset) }
    }
}
