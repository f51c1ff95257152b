// LintCommand: `trellis lint FILE|DIR...` checks Interface Builder documents and prints compiler-style
// diagnostics, a summary, or JSON.

import ArgumentParser
import Foundation
import TrellisInterfaceBuilder
import TrellisUI

/// Loads `.xib` and `.storyboard` documents and reports every problem in them.
struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Interface Builder documents (.xib, .storyboard) for problems.",
        discussion: """
            Directories are searched recursively for .xib and .storyboard files. Each problem is printed as \
            "file:line:column: error|warning: message [CODE] (object id)", sorted by file and position. \
            --summary adds the number of diagnostics of each kind and a final "N passed, N failed" line (a \
            document passes when it has no error; warnings do not fail it). --format json prints an array of \
            {file, line, column, severity, code, message, objectID} objects instead (with --summary: an \
            object holding "diagnostics" and "summary"). Exits with a non-zero status when any document has \
            an error, or when a directory holds no documents.
            """)

    @Argument(help: "Documents, or directories to search for them; at least one.")
    var paths: [String]

    @Flag(help: "Print the number of diagnostics of each kind and \"N passed, N failed\".")
    var summary = false

    @Option(help: "Output format: 'text' (compiler-style lines) or 'json'.")
    var format: LintOutputFormat = .text

    @Option(
        help: ArgumentHelp(
            "Also cross-check the documents against the Swift and Objective-C sources under this directory.",
            discussion: "Classes and modules, outlets and their types, action selectors, and the storyboard, "
                + "scene, segue and nib names the code uses.", valueName: "dir"))
    var sources: String?

    @Option(
        name: .customLong("module"),
        help: ArgumentHelp(
            "With --sources: the files under PATH (relative to the sources directory) belong to module NAME. "
                + "Repeatable; otherwise modules come from Package.swift and .xcodeproj files.",
            valueName: "name=path"),
        transform: { argument in
            guard let mapping = SourceModuleMapping(argument: argument) else {
                throw ValidationError("--module takes NAME=PATH, not '\(argument)'")
            }
            return mapping
        })
    var modules: [SourceModuleMapping] = []

    @Flag(
        help: ArgumentHelp(
            "Lay every scene out from its constraints at its design size and compare the frames with Xcode's.",
            discussion: "Each view whose frame the constraints fix without measuring text (and that Interface "
                + "Builder does not mark misplaced or ambiguous) is compared with the frame the document stores, "
                + "within 0.5 pt. Prints a line per view that differs, the number of views left out by reason, "
                + "and \"N passed, N failed\"; exits with a non-zero status when any view differs."))
    var frames = false

    func validate() throws {
        if frames && (sources != nil || summary || format != .text) {
            throw ValidationError("--frames cannot be combined with --sources, --summary or --format")
        }
    }

    @MainActor
    func run() async throws {
        let empty = paths.filter { DocumentLinter.documentFiles(at: $0)?.isEmpty == true }
        for path in empty {
            FileHandle.standardError.write(Data("trellis lint: no .xib or .storyboard documents under \(path)\n".utf8))
        }
        if frames {
            try runFrameCheck(failing: !empty.isEmpty)
            return
        }
        var report = DocumentLinter().lint(paths: paths)
        // Checks beyond the documents themselves add their diagnostics to the report here, before it
        // is printed (report.add(_:)).
        if let sources {
            let check = SourceCrossCheck.lint(sources: sources, documentPaths: paths, mappings: modules)
            report.add(check.scanDiagnostics + check.result.diagnostics)
        }
        for line in LintOutput.lines(of: report, format: format, summary: summary) { print(line) }
        if report.hasErrors || !empty.isEmpty { throw ExitCode.failure }
    }

    /// `--frames`: the layout of every scene against the frames Xcode stored. Problems the layout meets
    /// (ambiguous views, constraints that cannot all be satisfied) go to standard error, each once, with
    /// the document position of the view they name.
    @MainActor
    private func runFrameCheck(failing: Bool) throws {
        let checker = LifecycleChecker()
        let report = LifecycleChecker.$current.withValue(checker) { FrameCheck().check(paths: paths) }
        var seen = Set<String>()
        let problems = report.layoutDiagnostics.map(\.description) + checker.diagnostics.map(\.description)
        for line in problems where seen.insert(line).inserted {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        for line in report.lines { print(line) }
        if report.failedCount > 0 || !report.unreadable.isEmpty || failing { throw ExitCode.failure }
    }
}
