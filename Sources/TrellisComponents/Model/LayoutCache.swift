// LayoutCache: a node's last few layouts, each for the (range, parent size) it answers, and before the
// first the previous layouts a path rebuild left.
import TrellisLayout

/// A node's last few layouts, each remembering the (range, parent size) it answers. The first entry is
/// stored inline: most nodes are laid out under one constraint, and an array would cost an allocation.
/// Before its first layout, a path-rebuilt node keeps its ``PreviousLayouts`` in the place of the others.
struct LayoutCache {
    private enum Rest {
        case none
        case more([ComponentLayout])
        case previous(PreviousLayouts)
    }

    private var first: ComponentLayout?
    // One word for the rare cases: more layouts, or previous layouts (only while `first` is nil).
    private var rest = Rest.none
    private static var capacity: Int { 4 }

    var isEmpty: Bool { first == nil }

    /// The cached layout for `range` and `parentSize`, if any.
    func layout(for range: SizeRange, parentSize: LayoutSize?) -> ComponentLayout? {
        guard let first else { return nil }
        if first.cacheRange == range, first.cacheParentSize == parentSize { return first }
        guard case .more(let more) = rest else { return nil }
        for layout in more where layout.cacheRange == range && layout.cacheParentSize == parentSize { return layout }
        return nil
    }

    /// Adds `layout` (whose cache keys are set), dropping the oldest beyond the capacity, and any previous layouts.
    mutating func insert(_ layout: ComponentLayout) {
        guard first != nil else {
            first = layout
            rest = .none
            return
        }
        var more: [ComponentLayout] = []
        if case .more(let existing) = rest { more = existing }
        rest = .none // so that `more` is the array's only reference and grows in place
        if more.count == Self.capacity - 1 { first = more.removeFirst() }
        more.append(layout)
        rest = .more(more)
    }

    /// Every cached layout, oldest first.
    var entries: [ComponentLayout] {
        guard let first else { return [] }
        if case .more(let more) = rest { return [first] + more }
        return [first]
    }

    /// Forgets every cached layout and any previous layouts: what they answer no longer holds (see
    /// `ComponentRoot.setNeedsLayout(ofScope:)`).
    mutating func removeAll() {
        first = nil
        rest = .none
    }

    /// Keeps `previous` (what the node's previous version had laid out) for the first layout of a node
    /// that has none yet.
    mutating func keepPreviousLayouts(_ previous: PreviousLayouts) {
        precondition(first == nil, "previous layouts are kept before the first layout")
        rest = .previous(previous)
    }

    /// The previous layouts a path rebuild kept, removed from the cache.
    mutating func takePreviousLayouts() -> PreviousLayouts? {
        guard case .previous(let previous) = rest else { return nil }
        rest = .none
        return previous
    }
}
