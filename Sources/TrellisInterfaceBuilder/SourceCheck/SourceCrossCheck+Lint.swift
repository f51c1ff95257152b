// The `--sources` step of `trellis lint`: scan a sources directory, read the linted documents, cross-check.
import Foundation

extension SourceCrossCheck {
    /// Scans the Swift and Objective-C files under `sources`, reads every document named by
    /// `documentPaths` (files, or directories searched for `.xib` and `.storyboard` files), and returns
    /// the cross-check's diagnostics together with those of the scan itself.
    ///
    /// Documents that cannot be read are skipped here: the document lint reports them.
    @MainActor
    public static func lint(
        sources: String, documentPaths: [String], mappings: [SourceModuleMapping] = []
    ) -> (result: SourceCheckResult, scanDiagnostics: [InterfaceBuilderDiagnostic]) {
        let (catalog, scanDiagnostics) = SourceCatalog.scanning(URL(fileURLWithPath: sources), mappings: mappings)
        var documents: [InterfaceBuilderDocument] = []
        var seen = Set<String>()
        for path in documentPaths {
            for file in DocumentLinter.documentFiles(at: path) ?? [] where seen.insert(file).inserted {
                // The path as the document lint names it, so that both checks' diagnostics group by file.
                if let data = FileManager.default.contents(atPath: file),
                    let document = try? InterfaceBuilderDocument(data: data, file: file)
                {
                    documents.append(document)
                }
            }
        }
        return (SourceCrossCheck(catalog: catalog).check(documents), scanDiagnostics)
    }
}
