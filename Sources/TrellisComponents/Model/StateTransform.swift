// StateTransform: one queued state update, type-erased so updates for many scopes share one queue.
/// One pending update of a scope's state.
struct StateTransform: Sendable {
    let apply: @Sendable (any Sendable) -> any Sendable
    let mode: UpdateMode
    let sequence: UInt64

    /// Folds `updates` over `state` in enqueue order (§2.7 / §2.8).
    static func fold(_ state: any Sendable, _ updates: [StateTransform]) -> any Sendable {
        var value = state
        for update in updates { value = update.apply(value) }
        return value
    }

    /// Makes a typed transform.
    static func typed<S: Sendable>(
        _ type: S.Type, mode: UpdateMode, sequence: UInt64, _ body: @escaping @Sendable (inout S) -> Void
    ) -> StateTransform {
        StateTransform(
            apply: { old in
                // A mismatched type cannot happen for handles made by the builder; keep the old value if it does.
                guard var typed = old as? S else { return old }
                body(&typed)
                return typed
            }, mode: mode, sequence: sequence)
    }
}
