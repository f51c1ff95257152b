// The `trellis` command-line tool (placeholder until subcommands land).
print("trellis")
