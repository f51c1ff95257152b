// TreeLink: how a scope reaches its tree's root from any isolation to enqueue a state update.
import Foundation

/// A `Sendable` weak link from scopes to the ``ComponentRoot`` that owns them.
///
/// State updates may come from any isolation (a download callback, a background task); the link hops to
/// the main actor through the host's inbox before the update is queued (§2.9).
final class TreeLink: Sendable {
    weak let root: ComponentRoot?
    let post: @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void

    init(root: ComponentRoot, post: @escaping @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void) {
        self.root = root
        self.post = post
    }

    /// Runs `work` on the main actor: inline when already there, else through the inbox.
    func onMain(_ work: @escaping @MainActor @Sendable (ComponentRoot) -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated {
                if let root { work(root) }
            }
        } else {
            post { [weak root] in
                if let root { work(root) }
            }
        }
    }
}
