// ConformanceRounding: FORMAT.md's rounding of unrounded layout boxes (Yoga's gentest rule at scale 1).

/// Rounding of FORMAT.md: positions round relative to the parent, sizes from rounded absolute edges.
public enum ConformanceRounding {
    /// Values closer than this to a rounding boundary count as on it. Chromium's boxes are exact multiples
    /// of 1/64 px, while an engine computing in `Double` can land a hair off (9.999999… for 10); the same
    /// tolerance as Yoga's pixel-grid rounding keeps such noise from flipping a result.
    public static let tolerance = 0.0001

    /// `round(x) = floor(x + 0.5)` (JavaScript `Math.round`: halves round up), with `tolerance`.
    public static func round(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let whole = value.rounded(.down)
        let fraction = value - whole
        if fraction < tolerance { return whole }
        if fraction > 1 - tolerance { return whole + 1 }
        return fraction >= 0.5 - tolerance ? whole + 1 : whole
    }

    /// The rounded box of a node whose unrounded border box starts at `absoluteLeft`/`absoluteTop` (page
    /// coordinates) with size `width`×`height`, inside a parent whose unrounded box starts at
    /// `parentLeft`/`parentTop` (0 for a root).
    public static func box(
        absoluteLeft: Double, absoluteTop: Double, width: Double, height: Double,
        parentLeft: Double, parentTop: Double
    ) -> ConformanceBox {
        ConformanceBox(
            left: round(absoluteLeft - parentLeft),
            top: round(absoluteTop - parentTop),
            width: round(absoluteLeft + width) - round(absoluteLeft),
            height: round(absoluteTop + height) - round(absoluteTop))
    }
}
