// UnretainedIteration: visiting child nodes without reference-count traffic in the layout loops.
//
// A `for child in children` loop retains and releases every child. The arrays visited here are owned by
// nodes that stay alive for the whole pass, and a tree cannot be edited while it is laid out (edits throw
// `LayoutError.mutationDuringLayout`), so the loops hand out borrowed (+0) references instead. Every such
// read goes through `UnretainedNodes`, the one place that does it.

/// A borrowed view of the elements of a `[LayoutNode]` that hands them out without retaining them.
///
/// Only valid inside `Array.withUnretainedNodes(_:)`, which keeps the array (and so every element) alive
/// for the duration of the call. DEBUG builds check every read's index against the array's count.
struct UnretainedNodes {
    private let base: UnsafeRawPointer?
    /// The number of elements.
    let count: Int

    @inline(__always)
    fileprivate init(_ buffer: UnsafeBufferPointer<LayoutNode>) {
        base = buffer.baseAddress.map(UnsafeRawPointer.init)
        count = buffer.count
    }

    /// Calls `body` with the element at `index`, borrowed.
    @inline(__always)
    func withNode<Result>(at index: Int, _ body: (LayoutNode) throws -> Result) rethrows -> Result {
        assert(index >= 0 && index < count, "UnretainedNodes: index \(index) outside 0..<\(count)")
        // The array's storage holds one strong reference per element, laid out contiguously.
        return try base.unsafelyUnwrapped
            .load(fromByteOffset: index &* MemoryLayout<LayoutNode>.stride, as: Unmanaged<LayoutNode>.self)
            ._withUnsafeGuaranteedRef(body)
    }
}

extension Array where Element == LayoutNode {
    /// Calls `body` with a borrowed view of the elements; the array stays alive meanwhile.
    @inline(__always)
    func withUnretainedNodes<Result>(_ body: (UnretainedNodes) throws -> Result) rethrows -> Result {
        try withUnsafeBufferPointer { buffer in try body(UnretainedNodes(buffer)) }
    }

    /// Calls `body` with each element, borrowed (not retained).
    @inline(__always)
    func forEachUnretained(_ body: (LayoutNode) -> Void) {
        withUnretainedNodes { nodes in
            for index in 0..<nodes.count { nodes.withNode(at: index, body) }
        }
    }

    /// Calls `body` with each element in `range`, borrowed.
    @inline(__always)
    func forEachUnretained(in range: Range<Int>, _ body: (LayoutNode) -> Void) {
        withUnretainedNodes { nodes in
            for index in range { nodes.withNode(at: index, body) }
        }
    }
}

extension LineItems {
    /// Calls `body` with each in-flow item of the line and its position among them, borrowed.
    @inline(__always)
    func forEachItem(_ body: (_ index: Int, _ child: LayoutNode) -> Void) {
        var itemIndex = 0
        for index in start..<end {
            nodes.withNode(at: index) { child in
                guard child.isInFlowItem else { return }
                body(itemIndex, child)
                itemIndex += 1
            }
        }
    }
}
