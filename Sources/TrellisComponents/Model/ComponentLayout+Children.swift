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

        /// The children as an array (allocates for a lone child; for the rare paths that edit the list).
        var array: [Child] {
            switch storage {
            case .atOrigin(let layout): [Child(position: .zero, layout: layout)]
            case .list(let children): children
            }
        }

        /// Whether the one child at the origin is stored inline (no array).
        var isInline: Bool {
            if case .atOrigin = storage { return true }
            return false
        }

        /// Calls `body` with each child's position and layout, in order, the layout unretained (these
        /// children keep it alive): read in place, so no element is copied out (and retained).
        @inline(__always)
        func forEachUnretained(_ body: (LayoutPoint, UnownedReference<ComponentLayout>) -> Void) {
            withUnretained { children in
                for index in 0..<children.count { body(children.position(at: index), children[index]) }
            }
        }

        /// Calls `body` with these children's layouts as unretained references (these children keep them
        /// alive), indexable without a retain per access: the list is bound once, not per child.
        @inline(__always)
        func withUnretained<Result>(_ body: (Unretained) -> Result) -> Result {
            switch storage {
            case .atOrigin(let layout):
                return body(Unretained(lone: UnownedReference(layout), list: nil))
            case .list(let children):
                return children.withUnsafeBufferPointer { body(Unretained(lone: nil, list: $0)) }
            }
        }

        /// The children's layouts, unretained, for the duration of ``withUnretained(_:)``'s body.
        struct Unretained {
            fileprivate let lone: UnownedReference<ComponentLayout>?
            fileprivate let list: UnsafeBufferPointer<Child>?

            /// How many children there are.
            var count: Int { list?.count ?? 1 }

            /// The position of child `index` (a valid index).
            func position(at index: Int) -> LayoutPoint {
                if let list {
                    precondition(index >= 0 && index < list.count, "child index out of range")
                    return list[index].position
                }
                precondition(index == 0, "child index out of range")
                return .zero
            }

            /// The layout of child `index` (a valid index).
            subscript(index: Int) -> UnownedReference<ComponentLayout> {
                if let list {
                    precondition(index >= 0 && index < list.count, "child index out of range")
                    return Children.layoutReference(at: list.baseAddress! + index)
                }
                precondition(index == 0, "child index out of range")
                return lone!
            }
        }

        /// The layout reference stored in the child at `element`, unretained.
        @inline(__always)
        fileprivate static func layoutReference(at element: UnsafePointer<Child>) -> UnownedReference<ComponentLayout> {
            UnownedReference(loadingFrom: UnsafeRawPointer(element) + layoutOffset)
        }

        /// Where a child's layout reference lies in ``Child`` (a stored property has an offset).
        private static let layoutOffset = MemoryLayout<Child>.offset(of: \.layout)!
    }
}
