// AttachedRoots: which component root each view shows (ComponentKit's per-view attach state), so that a
// view shows one tree.
import TrellisUI

/// The root attached to each view, looked up when another root attaches to the same view.
///
/// Weak on both sides: neither the view nor the root is kept alive by being attached. Entries whose
/// view or root went away are dropped as the table grows.
@MainActor enum AttachedRoots {
    private struct Entry {
        weak var view: View?
        weak var root: ComponentRoot?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    /// The table size at which entries of views or roots that went away are dropped (then twice the
    /// live count): attaching stays constant time on average.
    private static var pruneCount = 64

    /// The root attached to `view`, if any.
    static func root(attachedTo view: View) -> ComponentRoot? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
        return entry.root
    }

    /// Records `root` as the tree `view` shows.
    static func setRoot(_ root: ComponentRoot, attachedTo view: View) {
        if entries.count >= pruneCount {
            entries = entries.filter { $0.value.view != nil && $0.value.root != nil }
            pruneCount = max(64, entries.count * 2)
        }
        entries[ObjectIdentifier(view)] = Entry(view: view, root: root)
    }

    /// Forgets `root` as the tree `view` shows (if it still is).
    static func removeRoot(_ root: ComponentRoot, attachedTo view: View) {
        let id = ObjectIdentifier(view)
        if let entry = entries[id], entry.root === root || entry.root == nil { entries[id] = nil }
    }
}
