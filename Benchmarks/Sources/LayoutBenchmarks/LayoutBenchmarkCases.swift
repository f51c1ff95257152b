// LayoutBenchmarkCases: the four benchmark cases (L1/L2, fresh and re-layout) with their correctness checks.

import TrellisLayout

/// Runs the cases of benchmarks.md through a harness.
struct LayoutBenchmarkCases {
    let harness: BenchmarkHarness

    /// L1 fresh: every run lays out a newly built tree (building is not timed).
    func rowsOfTextFresh(size: Int) throws(LayoutError) {
        try harness.measure(
            "L1-fresh", n: size,
            prepare: { () throws(LayoutError) -> RowsOfTextWorkload in
                try RowsOfTextWorkload(leafCount: size)
            },
            body: { (workload: RowsOfTextWorkload) -> RowsOfTextWorkload in
                workload.root.calculateLayout(width: nil, height: nil, direction: .ltr)
                return workload
            },
            validate: { workload, isFirst in
                harness.checkOnce(
                    isFirst, "L1-fresh", n: size, "measure_calls", actual: workload.text.measureCalls,
                    expected: size)
                guard isFirst, let expected = RowsOfTextWorkload.expectations[size] else { return }
                harness.check(
                    "L1-fresh", n: size, "root_height", actual: workload.root.layout.height,
                    expected: expected.rootHeight)
                harness.check("L1-fresh", n: size, "sum", actual: workload.layoutSum(), expected: expected.sum)
            })
    }

    /// L1 re-layout: one leaf gains (then loses again) 25 characters and the tree is laid out again.
    func rowsOfTextRelayout(size: Int) throws(LayoutError) {
        let workload = try RowsOfTextWorkload(leafCount: size)
        workload.root.calculateLayout(width: nil, height: nil, direction: .ltr)
        var grown = false
        harness.measure(
            "L1-relayout", n: size,
            prepare: { () -> Bool in
                grown.toggle()
                workload.text.measureCalls = 0
                return grown
            },
            body: { (grow: Bool) in
                workload.toggleChangingLeaf(grow: grow)
                workload.root.calculateLayout(width: nil, height: nil, direction: .ltr)
            },
            validate: { _, isFirst in
                harness.checkOnce(
                    isFirst, "L1-relayout", n: size, "measure_calls", actual: workload.text.measureCalls,
                    expected: 1)
                guard let expected = RowsOfTextWorkload.expectations[size] else { return }
                harness.checkOnce(
                    isFirst, "L1-relayout", n: size, "root_height", actual: workload.root.layout.height,
                    expected: grown ? expected.changedRootHeight : expected.rootHeight)
            })
    }

    /// L2 fresh: every run lays out a newly built tree (building is not timed).
    func deepTreeFresh(size: Int) throws(LayoutError) {
        try harness.measure(
            "L2-fresh", n: size,
            prepare: { () throws(LayoutError) -> DeepTreeWorkload in
                try DeepTreeWorkload(size: size)
            },
            body: { (workload: DeepTreeWorkload) -> DeepTreeWorkload in
                workload.root.calculateLayout(width: nil, height: nil, direction: .ltr)
                return workload
            },
            validate: { workload, isFirst in
                guard isFirst else { return }
                let root = workload.root.layout
                harness.check(
                    "L2-fresh", n: size, "root_size", actual: "\(root.width)x\(root.height)",
                    expected: "100.0x10.0")
                guard let expected = DeepTreeWorkload.expectations[size] else { return }
                harness.check("L2-fresh", n: size, "nodes", actual: workload.nodes.count, expected: expected.nodes)
                harness.check("L2-fresh", n: size, "sum", actual: workload.layoutSum(), expected: expected.sum)
            })
    }

    /// L2 re-layout: the middle leaf's width toggles between 10 and 20 and the tree is laid out again.
    func deepTreeRelayout(size: Int) throws(LayoutError) {
        let workload = try DeepTreeWorkload(size: size)
        workload.root.calculateLayout(width: nil, height: nil, direction: .ltr)
        var wide = false
        harness.measure(
            "L2-relayout", n: size,
            prepare: { () -> Bool in
                wide.toggle()
                return wide
            },
            body: { (wide: Bool) in
                workload.toggleChangingLeaf(wide: wide)
                workload.root.calculateLayout(width: nil, height: nil, direction: .ltr)
            },
            validate: { _, isFirst in
                let root = workload.root.layout
                harness.checkOnce(
                    isFirst, "L2-relayout", n: size, "root_size", actual: "\(root.width)x\(root.height)",
                    expected: "100.0x10.0")
            })
    }
}
