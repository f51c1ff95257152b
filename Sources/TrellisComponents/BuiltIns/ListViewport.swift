// ListViewport: a list's scroll offset where its layout can read it — written by the list's controller
// on the main actor, read by the list's window wherever the tree is laid out.
import Synchronization

/// The vertical scroll offset of one ``ListComponent``, shared between its controller and its layout.
///
/// The offset is the scroll view's (UIKit keeps it in the view, not in the data); the controller mirrors
/// it here when the view scrolls and keeps it while the list has no view, so a list mounted again shows
/// the rows it showed. A scroll changes only this value and asks the tree for a new layout: the window of
/// rows in view reads it when it is laid out, possibly off the main actor (an asynchronous build lays
/// out in the background), hence the lock.
final class ListViewport: Sendable {
    private let storage = Mutex(0.0)

    /// A viewport at the top of the list.
    init() {}

    /// The offset of the viewport's top edge from the content's, in points.
    var offset: Double {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
