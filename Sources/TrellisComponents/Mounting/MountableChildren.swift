// MountableChildren: a layout's positioned children as the mount layer walks them — in place, each child
// layout read without retaining it.

/// A layout's children at their offsets, in mount (z) order. The mount pass runs over every child of a
/// long list: it reads them unretained (the children keep them alive) rather than copying each out.
protocol MountableChildren {
    /// The layouts of the children.
    associatedtype Layout: AnyObject
    /// The children bound for indexed access without a retain per child.
    associatedtype Unretained: UnretainedChildren where Unretained.Layout == Layout

    /// How many children there are.
    var count: Int { get }
    /// Whether there are none.
    var isEmpty: Bool { get }
    /// Calls `body` with each child's offset and layout, in order, the layout unretained.
    func forEachUnretained(_ body: (LayoutPoint, UnownedReference<Layout>) -> Void)
    /// Calls `body` with the children bound for indexed access (see ``Unretained``).
    func withUnretained<Result>(_ body: (Unretained) -> Result) -> Result
}

/// A layout's children, bound for the duration of ``MountableChildren/withUnretained(_:)``'s body.
protocol UnretainedChildren {
    /// The layouts of the children.
    associatedtype Layout: AnyObject
    /// How many children there are.
    var count: Int { get }
    /// The layout of child `index` (a valid index), unretained.
    subscript(index: Int) -> UnownedReference<Layout> { get }
}
