// TreeLink: how a scope reaches its tree's root from any isolation to enqueue a state update.
import Foundation
import TrellisUI

/// A `Sendable` weak link from scopes to the ``ComponentRoot`` that owns them.
///
/// State updates may come from any isolation (a download callback, a background task). Where the caller
/// is isolated to the main actor (its `#isolation`), the update is queued on the root at once; from
/// anywhere else it hops to the main actor through the host's inbox (§2.9). Updates made off the main
/// actor before the tree has an inbox (no application yet) are kept here and posted when it gets one.
final class TreeLink: @unchecked Sendable {
    typealias Poster = @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void
    typealias Work = @MainActor @Sendable () -> Void
    weak let root: ComponentRoot?
    private let lock = NSLock()
    // Guarded by `lock`: set when the root learns its scheduler.
    private var poster: Poster?
    // Guarded by `lock`: work that arrived off the main actor while there was no poster.
    private var waiting: [Work] = []

    init(root: ComponentRoot, post: Poster?) {
        self.root = root
        poster = post
    }

    deinit {
        guard !waiting.isEmpty else { return }
        LifecycleChecker.emit(
            rule: "C-STATE-DETACHED", path: "ComponentRoot",
            message: "\(waiting.count) state update(s) made off the main actor were never applied: "
                + "the tree went away before it had an application")
    }

    /// Sets the inbox poster, and posts the work kept while there was none.
    func setPoster(_ post: Poster?) {
        let kept: [Work] = lock.withLock {
            poster = post
            guard post != nil else { return [] }
            defer { waiting = [] }
            return waiting
        }
        guard let post else { return }
        for work in kept { post(work) }
    }

    private func post(_ work: @escaping Work) {
        let current: Poster? = lock.withLock {
            guard let poster else {
                waiting.append(work)
                return nil
            }
            return poster
        }
        current?(work)
    }

    /// Runs `work` with the root on the main actor: inline when `isolation` (the caller's) is the main
    /// actor, else through the inbox. A root that went away meanwhile gets a `C-STATE-DETACHED`
    /// diagnostic naming `path` instead.
    func onMain(
        isolation: (any Actor)?, path: String,
        _ work: @escaping @MainActor @Sendable (ComponentRoot) -> Void
    ) {
        let deliver: Work = { [weak root] in
            guard let root else {
                LifecycleChecker.emit(
                    rule: "C-STATE-DETACHED", path: path,
                    message: "updateState on a scope whose tree no longer exists; ignored")
                return
            }
            work(root)
        }
        if let isolation, isolation === MainActor.shared {
            MainActor.assumeIsolated { deliver() }
        } else {
            post(deliver)
        }
    }
}
