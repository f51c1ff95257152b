// The outcome of linting a set of documents, and its printed forms: compiler-style lines, a summary
// of counts per diagnostic kind, and JSON for tools.
import Foundation

/// What `trellis lint` found: each document's diagnostics, ready to print.
public struct LintReport: Sendable {
    /// One linted document.
    public struct DocumentResult: Sendable {
        /// The document's path as given (a directory argument's files are joined to it).
        public var file: String
        /// Its diagnostics, sorted by position.
        public var diagnostics: [InterfaceBuilderDiagnostic]

        /// Creates a result, sorting `diagnostics` by position.
        public init(file: String, diagnostics: [InterfaceBuilderDiagnostic]) {
            self.file = file
            self.diagnostics = LintReport.sorted(diagnostics)
        }

        /// A document passes when it has no error (warnings do not fail it).
        public var passed: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// How many diagnostics of one kind the report holds.
    public struct KindCount: Sendable, Hashable {
        /// The diagnostic code, such as `IB-UNKNOWN-ELEMENT`.
        public var code: String
        /// Its severity.
        public var severity: InterfaceBuilderDiagnostic.Severity
        /// How many there are.
        public var count: Int
    }

    /// The documents, sorted by file.
    public private(set) var documents: [DocumentResult]

    /// Creates a report of `documents` (sorted by file).
    public init(documents: [DocumentResult]) {
        self.documents = documents.sorted { $0.file < $1.file }
    }

    /// Every diagnostic, sorted by file, then line and column.
    public var diagnostics: [InterfaceBuilderDiagnostic] { documents.flatMap(\.diagnostics) }

    /// How many documents have no error.
    public var passedCount: Int { documents.count(where: \.passed) }

    /// How many documents have at least one error.
    public var failedCount: Int { documents.count(where: { !$0.passed }) }

    /// Whether any document has an error (the command then exits with a non-zero status).
    public var hasErrors: Bool { failedCount > 0 }

    /// Diagnostic counts per code and severity, sorted by code (errors first within a code).
    public var countsByKind: [KindCount] {
        var counts: [String: KindCount] = [:]
        for diagnostic in diagnostics {
            let key = "\(diagnostic.code) \(diagnostic.severity.rawValue)"
            counts[key, default: KindCount(code: diagnostic.code, severity: diagnostic.severity, count: 0)].count += 1
        }
        return counts.values.sorted { ($0.code, $0.severity.rawValue) < ($1.code, $1.severity.rawValue) }
    }

    /// Adds `extra` diagnostics (from checks beyond the documents themselves, such as the cross-check
    /// with the app's sources) to the documents they name; one naming a file that is not in the report
    /// adds a result for that file.
    public mutating func add(_ extra: [InterfaceBuilderDiagnostic]) {
        guard !extra.isEmpty else { return }
        var byFile = Dictionary(grouping: extra, by: \.position.file)
        for index in documents.indices {
            if let added = byFile.removeValue(forKey: documents[index].file) {
                documents[index] = DocumentResult(
                    file: documents[index].file, diagnostics: documents[index].diagnostics + added)
            }
        }
        for (file, added) in byFile { documents.append(DocumentResult(file: file, diagnostics: added)) }
        documents.sort { $0.file < $1.file }
    }

    // MARK: Printed forms

    /// One `file:line:column: error|warning: message [CODE] (object id)` line per diagnostic.
    public var diagnosticLines: [String] { diagnostics.map(\.description) }

    /// The `--summary` lines: one per diagnostic kind with its count, then `N passed, N failed`.
    public var summaryLines: [String] {
        let kinds = countsByKind
        let width = kinds.map(\.code.count).max() ?? 0
        var lines = kinds.map { kind in
            let noun = kind.count == 1 ? kind.severity.rawValue : "\(kind.severity.rawValue)s"
            return kind.code.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(kind.count) \(noun)"
        }
        lines.append("\(passedCount) passed, \(failedCount) failed")
        return lines
    }

    /// The diagnostics as JSON: an array of objects with `file`, `line`, `column`, `severity`, `code`,
    /// `message` and `objectID` (`null` when there is none). With `summary`, an object instead:
    /// `{"diagnostics": [...], "summary": {"passed": N, "failed": N, "kinds": [{"code", "severity",
    /// "count"}]}}`.
    public func json(summary: Bool) -> String {
        let entries = diagnostics.map(JSONDiagnostic.init)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data?
        if summary {
            let kinds = countsByKind.map {
                JSONKindCount(code: $0.code, severity: $0.severity.rawValue, count: $0.count)
            }
            data = try? encoder.encode(
                JSONReport(
                    diagnostics: entries,
                    summary: JSONSummary(passed: passedCount, failed: failedCount, kinds: kinds)))
        } else {
            data = try? encoder.encode(entries)
        }
        // Encoding strings and integers cannot fail; an empty array is the honest fallback shape.
        return data.flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
    }

    static func sorted(_ diagnostics: [InterfaceBuilderDiagnostic]) -> [InterfaceBuilderDiagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element, rhs.element)
            if left.position != right.position { return left.position < right.position }
            if left.severity != right.severity { return left.severity < right.severity }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    private struct JSONDiagnostic: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var code: String
        var message: String
        var objectID: String?

        init(_ diagnostic: InterfaceBuilderDiagnostic) {
            file = diagnostic.position.file
            line = diagnostic.position.line
            column = diagnostic.position.column
            severity = diagnostic.severity.rawValue
            code = diagnostic.code
            message = diagnostic.message
            objectID = diagnostic.objectID
        }

        enum CodingKeys: String, CodingKey {
            case file, line, column, severity, code, message, objectID
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(severity, forKey: .severity)
            try container.encode(code, forKey: .code)
            try container.encode(message, forKey: .message)
            // Tools read a missing object id as null, not as an absent key.
            try container.encode(objectID, forKey: .objectID)
        }
    }

    private struct JSONKindCount: Encodable {
        var code: String
        var severity: String
        var count: Int
    }

    private struct JSONSummary: Encodable {
        var passed: Int
        var failed: Int
        var kinds: [JSONKindCount]
    }

    private struct JSONReport: Encodable {
        var diagnostics: [JSONDiagnostic]
        var summary: JSONSummary
    }
}
