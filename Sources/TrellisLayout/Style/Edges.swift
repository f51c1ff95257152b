// Edges: per-edge values of one box property (margin, padding, border or insets).

/// The values of one property for every `Edge`. An unset edge is `nil` and falls back to the
/// less specific edge (see `Edge`).
public struct Edges: Sendable, Hashable {
    @usableFromInline var values: (Dimension?, Dimension?, Dimension?, Dimension?, Dimension?,
                                   Dimension?, Dimension?, Dimension?, Dimension?)
    /// Bit set of edges that hold a value (fast path for "nothing set").
    @usableFromInline var setMask: UInt16 = 0

    /// No edge set.
    public init() { values = (nil, nil, nil, nil, nil, nil, nil, nil, nil) }

    /// Edges from explicit values.
    public init(_ pairs: KeyValuePairs<Edge, Dimension>) {
        self.init()
        for (edge, value) in pairs { self[edge] = value }
    }

    /// The value set for exactly `edge` (no fallback).
    public subscript(edge: Edge) -> Dimension? {
        get {
            switch edge {
            case .left: values.0
            case .top: values.1
            case .right: values.2
            case .bottom: values.3
            case .start: values.4
            case .end: values.5
            case .horizontal: values.6
            case .vertical: values.7
            case .all: values.8
            }
        }
        set {
            switch edge {
            case .left: values.0 = newValue
            case .top: values.1 = newValue
            case .right: values.2 = newValue
            case .bottom: values.3 = newValue
            case .start: values.4 = newValue
            case .end: values.5 = newValue
            case .horizontal: values.6 = newValue
            case .vertical: values.7 = newValue
            case .all: values.8 = newValue
            }
            let bit = UInt16(1) << UInt16(Edges.index(edge))
            if newValue == nil { setMask &= ~bit } else { setMask |= bit }
        }
    }

    /// Whether no edge holds a value.
    public var isEmpty: Bool { setMask == 0 }

    @usableFromInline static func index(_ edge: Edge) -> Int {
        switch edge {
        case .left: 0
        case .top: 1
        case .right: 2
        case .bottom: 3
        case .start: 4
        case .end: 5
        case .horizontal: 6
        case .vertical: 7
        case .all: 8
        }
    }

    /// Two edge sets are equal when every edge holds the same value.
    public static func == (lhs: Edges, rhs: Edges) -> Bool {
        guard lhs.setMask == rhs.setMask else { return false }
        if lhs.setMask == 0 { return true }
        for edge in Edge.allCases where lhs[edge] != rhs[edge] { return false }
        return true
    }

    /// Hashes every set edge.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(setMask)
        if setMask == 0 { return }
        for edge in Edge.allCases { hasher.combine(self[edge]) }
    }
}
