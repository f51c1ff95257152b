// Lints Interface Builder documents: reads them, runs the static checks and the cross-document checks,
// and collects every diagnostic per file — the engine behind `trellis lint`.
import Foundation

/// Checks `.xib` and `.storyboard` documents and reports every problem with its file, line, column
/// and object id.
///
/// For each document: the reading diagnostics (malformed XML, duplicate ids, format version), the
/// static checks of ``DocumentValidation``, the value checks of ``DocumentValueCheck``, the views
/// Interface Builder marks misplaced or ambiguous (``LayoutMarkerCheck``), the run-time
/// problems met when the document is instantiated (``DocumentInstantiationCheck``), and the
/// storyboard references between the documents linted together (``StoryboardReferenceValidation``).
@MainActor
public struct DocumentLinter {
    /// The run-time check, or `nil` to check documents without instantiating them.
    public var instantiationCheck: DocumentInstantiationCheck?

    /// Creates a linter that also instantiates each document with `instantiationCheck`.
    public init(instantiationCheck: DocumentInstantiationCheck? = DocumentInstantiationCheck()) {
        self.instantiationCheck = instantiationCheck
    }

    /// Every diagnostic for the parsed `document`.
    public func lint(_ document: InterfaceBuilderDocument) -> [InterfaceBuilderDiagnostic] {
        let found =
            document.diagnostics + DocumentValidation.validate(document) + DocumentValueCheck.diagnostics(for: document)
            + SizeClassPropertyVariations(document: document).diagnostics
        let markers = LayoutMarkerCheck.diagnostics(for: document)
        // A document whose root is not a <document> holds nothing to instantiate.
        guard let instantiationCheck, document.root.name == "document" else { return found + markers }
        // One problem, one report: loading meets again what the static checks found at an element.
        let reported = Set(found.map(\.position))
        return found + markers
            + instantiationCheck.diagnostics(for: document).filter { !reported.contains($0.position) }
    }

    /// Every diagnostic for the document text `data` named `file`; text that is not XML gives the one
    /// `IB-XML` error with the line and column where reading stopped.
    public func lint(data: Data, file: String) -> [InterfaceBuilderDiagnostic] {
        do {
            return lint(try InterfaceBuilderDocument(data: data, file: file))
        } catch {
            return [error.diagnostic]
        }
    }

    /// Lints every document named by `paths`: files as given, directories searched recursively for
    /// `.xib` and `.storyboard` files. A path that does not exist is an `IB-UNREADABLE` error.
    public func lint(paths: [String]) -> LintReport {
        var results: [LintReport.DocumentResult] = []
        var documents: [InterfaceBuilderDocument] = []
        var diagnosticsByFile: [String: [InterfaceBuilderDiagnostic]] = [:]
        var files: [String] = []
        for path in paths {
            guard let found = Self.documentFiles(at: path) else {
                results.append(
                    LintReport.DocumentResult(
                        file: path,
                        diagnostics: [
                            DocumentError.unreadable(file: path, message: "no such file or directory").diagnostic
                        ]))
                continue
            }
            files += found
        }
        var seen = Set<String>()
        for file in files where seen.insert(file).inserted {
            guard let data = FileManager.default.contents(atPath: file) else {
                diagnosticsByFile[file] = [
                    DocumentError.unreadable(file: file, message: "the file cannot be read").diagnostic
                ]
                continue
            }
            do {
                let document = try InterfaceBuilderDocument(data: data, file: file)
                documents.append(document)
                diagnosticsByFile[file] = lint(document)
            } catch {
                diagnosticsByFile[file] = [error.diagnostic]
            }
        }
        for diagnostic in StoryboardReferenceValidation.validate(documents) {
            diagnosticsByFile[diagnostic.position.file, default: []].append(diagnostic)
        }
        for (file, diagnostics) in diagnosticsByFile {
            results.append(LintReport.DocumentResult(file: file, diagnostics: diagnostics))
        }
        return LintReport(documents: results)
    }

    /// The documents at `path`: the file itself, or every `.xib` and `.storyboard` under the
    /// directory (recursively, hidden directories skipped, sorted by path); `nil` when nothing is
    /// at `path`.
    public static func documentFiles(at path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        let root = URL(fileURLWithPath: path)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        var files: [String] = []
        for case let url as URL in enumerator where isDocumentName(url.lastPathComponent) {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            // Keep the path as the user wrote it (relative stays relative), for compiler-style output.
            let relative =
                url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.path
            files.append(prefix + relative)
        }
        return files.sorted()
    }

    /// Whether `name` is an Interface Builder document's file name.
    public static func isDocumentName(_ name: String) -> Bool {
        name.hasSuffix(".xib") || name.hasSuffix(".storyboard")
    }
}
