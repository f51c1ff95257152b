// ComponentBenchmarks placeholder.
