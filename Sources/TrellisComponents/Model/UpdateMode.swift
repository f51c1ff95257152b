// UpdateMode: how a state update is applied (ComponentKit's CKUpdateMode).
/// How a state, model or context update is applied.
public enum UpdateMode: Sendable, Hashable {
    /// Build on the main actor in the next update cycle, before layout.
    case synchronous
    /// Build and lay out off the main actor; apply on the main actor when done.
    case asynchronous
}
