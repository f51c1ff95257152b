// Edges: per-edge values of one box property (margin, padding, border or insets).

/// The values of one property for every `Edge`. An unset edge is `nil` and falls back to the
/// less specific edge (see `Edge`).
public struct Edges: Sendable, Hashable {
    /// Four bits per edge: the kind of value (see `Kind`). Compact so styles stay small and cache-friendly.
    @usableFromInline var kinds: UInt64 = 0
    /// Bit set of edges that hold a value (fast path for "nothing set").
    @usableFromInline var setMask: UInt16 = 0

    /// The numbers of the nine edges, in `Edge.allCases` order (0 when unset or a keyword).
    @usableFromInline var amounts: (Double, Double, Double, Double, Double, Double, Double, Double, Double) = (
        0, 0, 0, 0, 0, 0, 0, 0, 0
    )

    @usableFromInline enum Kind: UInt64 {
        case unset = 0, points, percent, auto, maxContent, fitContent, stretch, minContent
    }

    /// No edge set.
    public init() {}

    /// Edges from explicit values.
    public init(_ pairs: KeyValuePairs<Edge, LayoutLength>) {
        self.init()
        for (edge, value) in pairs { self[edge] = value }
    }

    /// The value set for exactly `edge` (no fallback).
    public subscript(edge: Edge) -> LayoutLength? {
        get { value(at: Edges.index(edge)) }
        set { setValue(newValue, at: Edges.index(edge)) }
    }

    /// Whether no edge holds a value.
    public var isEmpty: Bool { setMask == 0 }

    @inline(__always)
    func amount(at index: Int) -> Double {
        switch index {
        case 0: amounts.0
        case 1: amounts.1
        case 2: amounts.2
        case 3: amounts.3
        case 4: amounts.4
        case 5: amounts.5
        case 6: amounts.6
        case 7: amounts.7
        default: amounts.8
        }
    }

    /// The value stored at an edge index (no fallback).
    @inline(__always)
    func value(at index: Int) -> LayoutLength? {
        let kind = (kinds >> UInt64(index &* 4)) & 0xF
        switch kind {
        case Kind.points.rawValue: return .points(amount(at: index))
        case Kind.percent.rawValue: return .percent(amount(at: index))
        case Kind.auto.rawValue: return .auto
        case Kind.minContent.rawValue: return .minContent
        case Kind.maxContent.rawValue: return .maxContent
        case Kind.fitContent.rawValue: return .fitContent
        case Kind.stretch.rawValue: return .stretch
        default: return nil
        }
    }

    private mutating func setValue(_ value: LayoutLength?, at index: Int) {
        let kind: Kind
        var number = 0.0
        switch value {
        case nil: kind = .unset
        case let .points(points)?:
            kind = .points
            number = points
        case let .percent(percent)?:
            kind = .percent
            number = percent
        case .auto?: kind = .auto
        case .minContent?: kind = .minContent
        case .maxContent?: kind = .maxContent
        case .fitContent?: kind = .fitContent
        case .stretch?: kind = .stretch
        }
        switch index {
        case 0: amounts.0 = number
        case 1: amounts.1 = number
        case 2: amounts.2 = number
        case 3: amounts.3 = number
        case 4: amounts.4 = number
        case 5: amounts.5 = number
        case 6: amounts.6 = number
        case 7: amounts.7 = number
        default: amounts.8 = number
        }
        let shift = UInt64(index * 4)
        kinds = (kinds & ~(0xF << shift)) | (kind.rawValue << shift)
        let bit = UInt16(1) << UInt16(index)
        if kind == .unset { setMask &= ~bit } else { setMask |= bit }
    }

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
        guard lhs.setMask == rhs.setMask, lhs.kinds == rhs.kinds else { return false }
        if lhs.setMask == 0 { return true }
        for index in 0..<9 where lhs.value(at: index) != rhs.value(at: index) { return false }
        return true
    }

    /// Hashes every set edge.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(setMask)
        if setMask == 0 { return }
        for index in 0..<9 { hasher.combine(value(at: index)) }
    }
}
