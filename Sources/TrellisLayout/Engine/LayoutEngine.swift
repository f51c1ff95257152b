// LayoutEngine: the flexbox algorithm (Yoga 3.x semantics).

enum LayoutEngine {
    static func calculateRoot(_ root: LayoutNode, width: Double?, height: Double?,
                              direction: LayoutDirection) {
    }
}
