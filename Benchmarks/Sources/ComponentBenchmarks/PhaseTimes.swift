// PhaseTimes: the build, layout and mount times of a workload's samples, reported as medians beside the
// workload's wall time.
import TrellisComponents

/// Per-sample build, layout and mount times of one workload, read from `ComponentRoot.timings`.
struct PhaseTimes {
    private var builds: [Double] = []
    private var layouts: [Double] = []
    private var mounts: [Double] = []

    /// Adds one sample's phase times.
    mutating func record(_ timings: ComponentTimings) {
        builds.append(timings.buildMilliseconds)
        layouts.append(timings.layoutMilliseconds)
        mounts.append(timings.mountMilliseconds)
    }

    /// `build_ms=… layout_ms=… mount_ms=…`, the medians, for a `BENCH` line.
    var fields: String {
        "build_ms=\(Harness.format(Harness.median(builds))) layout_ms=\(Harness.format(Harness.median(layouts))) "
            + "mount_ms=\(Harness.format(Harness.median(mounts)))"
    }
}
