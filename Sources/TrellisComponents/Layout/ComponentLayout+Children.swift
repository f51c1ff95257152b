// ComponentLayout.Children: a layout's positioned children in one word — a lone child at the origin
// (every render component's layout) is stored without an array.

extension ComponentLayout {
    /// The positioned children of a ``ComponentLayout``, in mount (z) order.
    ///
    /// A render component's layout is its child's, placed at the origin: that child is kept inline, which
    /// spares the layout an array allocation for as long as it is cached. Both forms are one reference, so
    /// a layout is no larger than with an array.
    public struct Children: RandomAccessCollection, Sendable {
        private enum Storage {
            case atOrigin(ComponentLayout)
            case list([Child])
        }

        private let storage: Storage

        init(_ children: [Child]) {
            if children.count == 1, children[0].position == .zero {
                storage = .atOrigin(children[0].layout)
            } else {
                storage = .list(children)
            }
        }

        init(atOrigin layout: ComponentLayout) {
            storage = .atOrigin(layout)
        }

        /// The first child's index.
        public var startIndex: Int { 0 }

        /// One past the last child's index.
        public var endIndex: Int {
            switch storage {
            case .atOrigin: 1
            case .list(let children): children.count
            }
        }

        /// The child at `position`.
        public subscript(position: Int) -> Child {
            switch storage {
            case .atOrigin(let layout):
                precondition(position == 0, "child index out of range")
                return Child(position: .zero, layout: layout)
            case .list(let children):
                return children[position]
            }
        }

        /// Whether the one child at the origin is stored inline (no array).
        var isInline: Bool {
            if case .atOrigin = storage { return true }
            return false
        }

        /// The position of child `index`, without copying out (and retaining) its layout.
        func position(at index: Int) -> LayoutPoint {
            switch storage {
            case .atOrigin:
                precondition(index == 0, "child index out of range")
                return .zero
            case .list(let children):
                return children.withUnsafeBufferPointer { $0[index].position }
            }
        }

        /// The layout of child `index` (a valid index), unretained: these children keep it alive. Read in
        /// place, so no copy of the element (and no retain) is made.
        func reference(at index: Int) -> Unmanaged<ComponentLayout> {
            switch storage {
            case .atOrigin(let layout):
                precondition(index == 0, "child index out of range")
                return Unmanaged.passUnretained(layout)
            case .list(let children):
                return children.withUnsafeBufferPointer { buffer in
                    precondition(index >= 0 && index < buffer.count, "child index out of range")
                    return Unmanaged.fromOpaque(
                        (UnsafeRawPointer(buffer.baseAddress! + index) + Self.layoutOffset).load(as: UnsafeRawPointer.self))
                }
            }
        }

        /// Where a child's layout reference lies in ``Child`` (a stored property has an offset).
        private static let layoutOffset = MemoryLayout<Child>.offset(of: \.layout)!
    }
}
