// TreeLink: how a scope reaches its tree's root from any isolation to enqueue a state update.
import Foundation
import TrellisUI

/// A `Sendable` weak link from scopes to the root (``TreeRoot``) that owns them.
///
/// State updates may come from any isolation (a download callback, a background task). Where the caller
/// is isolated to the main actor (its `#isolation`), the update is queued on the root at once; from
/// anywhere else it hops to the main actor through the host's inbox (§2.9). Updates made off the main
/// actor before the tree has an inbox (no application yet) are kept here and posted when it gets one.
final class TreeLink: @unchecked Sendable {
    typealias Poster = @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void
    typealias Work = @MainActor @Sendable () -> Void
    weak let root: (any TreeRoot)?
    /// The inbox poster (set when the root learns its scheduler), and the work that arrived off the main
    /// actor while there was none.
    private struct Inbox {
        var poster: Poster?
        var waiting: [Work] = []
    }
    private let inbox: LockedValue<Inbox>

    init(root: any TreeRoot, post: Poster?) {
        self.root = root
        inbox = LockedValue(Inbox(poster: post))
    }

    deinit {
        let waiting = inbox.withLock { $0.waiting.count }
        guard waiting > 0 else { return }
        LifecycleChecker.emit(
            rule: "C-STATE-DETACHED", path: "ComponentRoot",
            message: "\(waiting) state update(s) made off the main actor were never applied: "
                + "the tree went away before it had an application")
    }

    /// Sets the inbox poster, and posts the work kept while there was none.
    func setPoster(_ post: Poster?) {
        let kept: [Work] = inbox.withLock { inbox in
            inbox.poster = post
            guard post != nil else { return [] }
            defer { inbox.waiting = [] }
            return inbox.waiting
        }
        guard let post else { return }
        for work in kept { post(work) }
    }

    private func post(_ work: @escaping Work) {
        let current: Poster? = inbox.withLock { inbox in
            guard let poster = inbox.poster else {
                inbox.waiting.append(work)
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
        _ work: @escaping @MainActor @Sendable (any TreeRoot) -> Void
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
