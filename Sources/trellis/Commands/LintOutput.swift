// LintOutput: what `trellis lint` prints for a report, in the format the user chose.

import ArgumentParser
import TrellisInterfaceBuilder

/// How `trellis lint` prints its findings.
enum LintOutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// `file:line:column: error|warning: message` lines, as compilers print them.
    case text
    /// A JSON array of diagnostic objects, for tools.
    case json
}

/// The printed form of a lint report.
enum LintOutput {
    /// The lines to print for `report`.
    static func lines(of report: LintReport, format: LintOutputFormat, summary: Bool) -> [String] {
        switch format {
        case .text: report.diagnosticLines + (summary ? report.summaryLines : [])
        case .json: [report.json(summary: summary)]
        }
    }
}
