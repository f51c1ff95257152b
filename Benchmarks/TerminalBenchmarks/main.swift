// TerminalBenchmarks: the terminal renderer alone.
print("TerminalBenchmarks")
