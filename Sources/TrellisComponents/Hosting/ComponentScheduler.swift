// ComponentScheduler: the run-loop services a component root needs from its host application.
/// Run-loop services a ``ComponentRoot`` uses: the before-layout phase, the main inbox and background work.
/// `Application` provides them; tests may provide their own.
@MainActor public protocol ComponentScheduler: AnyObject, Sendable {
    /// Runs `work` in the next update cycle, before layout (where state updates are applied).
    func enqueueBeforeLayout(_ work: @escaping @MainActor () -> Void)
    /// A function that hands work to the main actor from any isolation (read once, on the main actor).
    var mainPoster: @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void { get }
    /// Runs `work` off the main actor, then `completion` with its result on the main actor.
    func performInBackground<T: Sendable>(
        _ work: @escaping @Sendable () -> T,
        then completion: @escaping @MainActor (T) -> Void)
}
