// ListRowTops: where each row of an automatic-height list starts, measured once for one set of rows at
// one width — so that a scroll finds the rows in view by binary search instead of measuring every row.
import Synchronization

/// The tops of one list window's rows at the width they were measured at, kept with the window.
///
/// A ``ListVisibleRows`` value is made by each render of its list, and its node keeps the same rows for as
/// long as it keeps the value (new or changed rows come with a new render, hence a new value), so these
/// tops stay right for the value's whole life: only the width can change them. A scroll lays the window
/// out again at every step; without them it would measure every row (each a cache hit, but still a pass
/// over all of them). Layouts of one window run one at a time (under its root's layout lock); the
/// lock keeps the value `Sendable` all the same.
final class ListRowTops: Sendable {
    /// The rows' tops at one width, ascending, and the content's height (the last row's bottom).
    struct Measured: Sendable {
        let width: Double
        let tops: [Double]
        let contentHeight: Double
    }

    private let storage = Mutex<Measured?>(nil)

    /// No rows measured yet.
    init() {}

    /// The tops at `width`: those measured before at that width, or `measure`'s (which then replace them).
    func measured(atWidth width: Double, _ measure: () -> Measured) -> Measured {
        if let measured = storage.withLock({ $0 }), measured.width == width { return measured }
        let measured = measure()
        storage.withLock { $0 = measured }
        return measured
    }
}
