// TreeLink: how a scope reaches its tree's root from any isolation to enqueue a state update.
import Foundation
import TrellisUI

/// A `Sendable` weak link from scopes to the ``ComponentRoot`` that owns them.
///
/// State updates may come from any isolation (a download callback, a background task); the link hops to
/// the main actor through the host's inbox before the update is queued (§2.9).
final class TreeLink: @unchecked Sendable {
    typealias Poster = @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void
    weak let root: ComponentRoot?
    private let lock = NSLock()
    // Guarded by `lock`: set when the root learns its scheduler.
    private var poster: Poster?

    init(root: ComponentRoot, post: Poster?) {
        self.root = root
        poster = post
    }

    func setPoster(_ post: Poster?) { lock.withLock { poster = post } }

    private func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        guard let poster = lock.withLock({ poster }) else {
            LifecycleChecker.emit(rule: "C-STATE-NOHOST", path: "ComponentRoot",
                                  message: "state update from off the main actor before the tree has an application; dropped")
            return
        }
        poster(work)
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
