// OverflowAlignment: what an alignment does when the aligned box is larger than its space (CSS `safe`/`unsafe`).

/// Whether an alignment holds when the content overflows its alignment container (CSS Box Alignment 3 §4.4).
public enum OverflowAlignment: Sendable, Hashable, CaseIterable {
    /// The alignment holds even if the content then overflows the start edge (`unsafe`, and the default).
    case unsafe
    /// Content that would overflow is aligned to the start instead, so it overflows only the end (`safe`).
    case safe
}
