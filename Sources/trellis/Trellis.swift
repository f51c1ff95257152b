// Trellis: the root of the `trellis` command-line tool; each feature is a subcommand.

import ArgumentParser

/// The `trellis` tool. Subcommands: `layout-conformance` (more, such as `demo` and `preview`, plug in here).
@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Tools for the Trellis UI framework.",
        subcommands: [LayoutConformanceCommand.self])
}
