// MeasurementCache: a node's cached measurements, keyed by available size and measure modes.

/// One cached measurement: the inputs (available size, modes) and the measured size.
struct CachedMeasurement {
    var availableWidth: Double = -1
    var availableHeight: Double = -1
    var widthMode: SizingMode = .maxContent
    var heightMode: SizingMode = .maxContent
    var computedWidth: Double = -1
    var computedHeight: Double = -1
    /// The owner's size, part of the key only for nodes whose style has percentages (their result
    /// depends on it even when the available size is the same).
    var ownerWidth: Double = .nan
    var ownerHeight: Double = .nan

    @inline(__always)
    func hasOwner(_ width: Double, _ height: Double) -> Bool {
        inexactEquals(ownerWidth, width) && inexactEquals(ownerHeight, height)
    }
}

/// Up to `capacity` cached measurement results of a node (layout passes that only measure). Two
/// entries live inline; the rest are allocated only for nodes measured under more constraints, which
/// keeps nodes small (most use one or two). The out-of-line entries are a buffer this type allocates and
/// `deallocate()` frees; DEBUG builds check every index against `capacity`.
struct MeasurementCache {
    static let capacity = 8
    private var first = CachedMeasurement()
    private var second = CachedMeasurement()
    private var spill: UnsafeMutablePointer<CachedMeasurement>?
    /// Number of valid entries; the next one is written at `count % capacity`.
    var count = 0

    subscript(index: Int) -> CachedMeasurement {
        get {
            assert(index >= 0 && index < Self.capacity, "MeasurementCache: index \(index) outside 0..<\(Self.capacity)")
            switch index {
            case 0: return first
            case 1: return second
            default: return spill.map { $0[index - 2] } ?? CachedMeasurement()
            }
        }
        set {
            assert(index >= 0 && index < Self.capacity, "MeasurementCache: index \(index) outside 0..<\(Self.capacity)")
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            default:
                if spill == nil {
                    let buffer = UnsafeMutablePointer<CachedMeasurement>.allocate(capacity: Self.capacity - 2)
                    buffer.initialize(repeating: CachedMeasurement(), count: Self.capacity - 2)
                    spill = buffer
                }
                spill?[index - 2] = newValue
            }
        }
    }

    /// Frees the out-of-line entries (called when the owning node is deinitialized).
    mutating func deallocate() {
        spill?.deallocate()
        spill = nil
    }
}

extension MeasurementCache {
    /// Whether a measurement taken with the `cached` inputs answers a request with the new inputs
    /// (same spec, an exact size equal to the old result, or a looser/stricter bound that still fits).
    static func canUse(
        _ widthMode: SizingMode, _ availableWidth: Double, _ heightMode: SizingMode,
        _ availableHeight: Double, _ cached: CachedMeasurement, _ marginRow: Double,
        _ marginColumn: Double, _ scale: Double
    ) -> Bool {
        let lastComputedWidth = cached.computedWidth
        let lastComputedHeight = cached.computedHeight
        if (!lastComputedHeight.isNaN && lastComputedHeight < 0) || (!lastComputedWidth.isNaN && lastComputedWidth < 0)
        {
            return false
        }
        let rounded = scale != 0
        let effectiveWidth =
            rounded
            ? PixelGrid.roundValue(availableWidth, scale, forceCeil: false, forceFloor: false)
            : availableWidth
        let effectiveHeight =
            rounded
            ? PixelGrid.roundValue(availableHeight, scale, forceCeil: false, forceFloor: false) : availableHeight
        let effectiveLastWidth =
            rounded
            ? PixelGrid.roundValue(cached.availableWidth, scale, forceCeil: false, forceFloor: false)
            : cached.availableWidth
        let effectiveLastHeight =
            rounded
            ? PixelGrid.roundValue(cached.availableHeight, scale, forceCeil: false, forceFloor: false)
            : cached.availableHeight

        let sameWidthSpec = cached.widthMode == widthMode && inexactEquals(effectiveLastWidth, effectiveWidth)
        let sameHeightSpec = cached.heightMode == heightMode && inexactEquals(effectiveLastHeight, effectiveHeight)

        let widthCompatible =
            sameWidthSpec
            || sizeIsExactAndMatchesOldMeasuredSize(widthMode, availableWidth - marginRow, lastComputedWidth)
            || oldSizeIsMaxContentAndStillFits(
                widthMode, availableWidth - marginRow, cached.widthMode,
                lastComputedWidth)
            || newSizeIsStricterAndStillValid(
                widthMode, availableWidth - marginRow, cached.widthMode,
                cached.availableWidth - marginRow, lastComputedWidth)
        if !widthCompatible { return false }
        return sameHeightSpec
            || sizeIsExactAndMatchesOldMeasuredSize(heightMode, availableHeight - marginColumn, lastComputedHeight)
            || oldSizeIsMaxContentAndStillFits(
                heightMode, availableHeight - marginColumn, cached.heightMode,
                lastComputedHeight)
            || newSizeIsStricterAndStillValid(
                heightMode, availableHeight - marginColumn, cached.heightMode,
                cached.availableHeight - marginColumn, lastComputedHeight)
    }

    @inline(__always)
    static func sizeIsExactAndMatchesOldMeasuredSize(
        _ mode: SizingMode, _ size: Double,
        _ lastComputedSize: Double
    ) -> Bool {
        mode == .stretchFit && inexactEquals(size, lastComputedSize)
    }

    @inline(__always)
    static func oldSizeIsMaxContentAndStillFits(
        _ mode: SizingMode, _ size: Double, _ lastMode: SizingMode,
        _ lastComputedSize: Double
    ) -> Bool {
        mode == .fitContent && lastMode == .maxContent
            && (size >= lastComputedSize || inexactEquals(size, lastComputedSize))
    }

    @inline(__always)
    static func newSizeIsStricterAndStillValid(
        _ mode: SizingMode, _ size: Double, _ lastMode: SizingMode,
        _ lastSize: Double, _ lastComputedSize: Double
    ) -> Bool {
        lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN
            && !lastComputedSize.isNaN && lastSize > size
            && (lastComputedSize <= size || inexactEquals(size, lastComputedSize))
    }
}
