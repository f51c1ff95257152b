// LayoutBenchmarks placeholder.
