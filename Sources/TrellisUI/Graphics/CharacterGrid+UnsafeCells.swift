// CharacterGrid+UnsafeCells: the one place where CharacterGrid writes its cells through a raw buffer —
// painting printable ASCII text, the loop that touches most cells of a frame. Each access is checked in
// DEBUG builds; release builds skip the array's bounds and uniqueness checks on every cell
// (docs/performance.md, "Checked fast paths", says what that saves).

extension CharacterGrid {
    /// Raw access to a grid's cells (in the style of swift-collections' `Deque._UnsafeHandle`): made only
    /// by ``CharacterGrid/withUnsafeCells(_:)`` for the length of one call, so the buffer never outlives
    /// the storage it points into; every index is asserted to be inside it.
    struct UnsafeCells {
        private let cells: UnsafeMutableBufferPointer<PackedCell>

        fileprivate init(_ cells: UnsafeMutableBufferPointer<PackedCell>) { self.cells = cells }

        /// The cell at `index`.
        @inline(__always)
        subscript(index: Int) -> PackedCell {
            get {
                assert(index >= 0 && index < cells.count, "cell \(index) outside the grid of \(cells.count)")
                return cells[index]
            }
            nonmutating set {
                assert(index >= 0 && index < cells.count, "cell \(index) outside the grid of \(cells.count)")
                cells[index] = newValue
            }
        }
    }

    /// Runs `body` with raw access to the cells.
    mutating func withUnsafeCells<Result>(_ body: (UnsafeCells) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutableBufferPointer { try body(UnsafeCells($0)) }
    }
}
