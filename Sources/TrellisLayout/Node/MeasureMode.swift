// MeasureMode: how a measure function must treat an offered size.

/// How a measure function must treat the width or height it is offered.
public enum MeasureMode: Sendable, Hashable, CaseIterable {
    /// No constraint: return the natural size (the offered value is meaningless).
    case undefined
    /// The result must be exactly the offered size.
    case exactly
    /// The result must be at most the offered size.
    case atMost
}
