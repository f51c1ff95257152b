// Trellis: the root of the `trellis` command-line tool; each feature is a subcommand.

import ArgumentParser

/// The `trellis` tool. Subcommands: `demo` (the showcase app), `layout-conformance`, `lint` and `preview`
/// (Interface Builder documents).
@main
struct Trellis: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Tools for the Trellis UI framework.",
        subcommands: [DemoCommand.self, LayoutConformanceCommand.self, LintCommand.self, PreviewCommand.self])
}
