// MeasurementCache: a node's cached measurements, keyed by available size and measure modes.

/// One cached measurement: the inputs (available size, modes) and the measured size.
struct CachedMeasurement {
    var availableWidth: Double = -1
    var availableHeight: Double = -1
    var widthMode: MeasureMode = .undefined
    var heightMode: MeasureMode = .undefined
    var computedWidth: Double = -1
    var computedHeight: Double = -1
}

/// Up to `capacity` cached measurement results of a node (layout passes that only measure).
struct MeasurementCache {
    static let capacity = 8
    var entries: (CachedMeasurement, CachedMeasurement, CachedMeasurement, CachedMeasurement,
                  CachedMeasurement, CachedMeasurement, CachedMeasurement, CachedMeasurement)
        = (.init(), .init(), .init(), .init(), .init(), .init(), .init(), .init())
    /// Number of valid entries; the next one is written at `count % capacity`.
    var count = 0

    subscript(index: Int) -> CachedMeasurement {
        get {
            switch index {
            case 0: entries.0
            case 1: entries.1
            case 2: entries.2
            case 3: entries.3
            case 4: entries.4
            case 5: entries.5
            case 6: entries.6
            default: entries.7
            }
        }
        set {
            switch index {
            case 0: entries.0 = newValue
            case 1: entries.1 = newValue
            case 2: entries.2 = newValue
            case 3: entries.3 = newValue
            case 4: entries.4 = newValue
            case 5: entries.5 = newValue
            case 6: entries.6 = newValue
            default: entries.7 = newValue
            }
        }
    }
}
