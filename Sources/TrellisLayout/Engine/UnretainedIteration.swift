// UnretainedIteration: visiting child nodes without reference-count traffic in the layout loops.
//
// A `for child in children` loop retains and releases every child. The arrays visited here are owned by
// nodes that stay alive for the whole pass, so the loops hand out borrowed (+0) references instead.

extension Array where Element == LayoutNode {
    /// Calls `body` with each element, borrowed (not retained).
    @inline(__always)
    func forEachUnretained(_ body: (LayoutNode) -> Void) {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            for index in 0..<buffer.count {
                raw.load(fromByteOffset: index &* MemoryLayout<LayoutNode>.stride, as: Unmanaged<LayoutNode>.self)
                    ._withUnsafeGuaranteedRef(body)
            }
        }
    }
}

extension LineItems {
    /// Calls `body` with each in-flow item of the line and its position among them, borrowed.
    @inline(__always)
    func forEachItem(_ body: (_ index: Int, _ child: LayoutNode) -> Void) {
        children.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var itemIndex = 0
            for index in start..<end {
                raw.load(fromByteOffset: index &* MemoryLayout<LayoutNode>.stride, as: Unmanaged<LayoutNode>.self)
                    ._withUnsafeGuaranteedRef { child in
                        guard child.isInFlowItem else { return }
                        body(itemIndex, child)
                        itemIndex += 1
                    }
            }
        }
    }
}
