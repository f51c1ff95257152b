// LayoutTaskValues: the task-local switches layout components read, carried onto another thread.

/// The task-local values that decide how layout components lay out, captured where work is split so
/// the half that runs on a helper thread lays out exactly as the calling thread would.
///
/// Why here: which switches exist is the layout components' business; code that moves work between
/// threads (``ParallelWork``) carries them over without knowing any layout component.
struct LayoutTaskValues: Sendable {
    private let alwaysUsesTrellisLayout: Bool

    /// The values in effect in the current task.
    static var current: LayoutTaskValues {
        LayoutTaskValues(alwaysUsesTrellisLayout: Flex.alwaysUsesTrellisLayout)
    }

    /// Runs `body` with these values in effect.
    func apply<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Flex.$alwaysUsesTrellisLayout.withValue(alwaysUsesTrellisLayout, operation: body)
    }
}
