// LayoutNodeExtras: the state only some nodes need (min-content width, resolved sizing keywords), out of line.

/// What a node keeps out of line because few nodes need it: plain trees pay one pointer for it.
final class LayoutNodeExtras {
    /// `LayoutNode.minContentWidth`.
    var minContentWidth: (() -> Double)?
    /// `LayoutNode.lastBaseline`.
    var lastBaseline: ((Double, Double) -> Double)?

    // The sizing keywords of the node's style resolved to border-box lengths for the current pass (undefined
    // for properties that are not keywords, and for keywords without a definite value, which act as `auto`).
    var width = Double.nan
    var height = Double.nan
    var minWidth = Double.nan
    var minHeight = Double.nan
    var maxWidth = Double.nan
    var maxHeight = Double.nan
    var flexBasis = Double.nan

    /// Clears the resolved keywords.
    func resetKeywords() {
        width = .nan
        height = .nan
        minWidth = .nan
        minHeight = .nan
        maxWidth = .nan
        maxHeight = .nan
        flexBasis = .nan
    }
}
