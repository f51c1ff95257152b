// PreviousLayouts: what a path-rebuilt node's previous version had laid out, for its first layout to splice.

/// What a path-rebuilt node's previous version had laid out: its children and cached layouts.
final class PreviousLayouts {
    let previousChildren: NodeChildren
    let entries: [ComponentLayout]

    init(previousChildren: NodeChildren, entries: [ComponentLayout]) {
        self.previousChildren = previousChildren
        self.entries = entries
    }
}
