// Builds a SourceCatalog from a directory tree of Swift and Objective-C files.
import Foundation

extension SourceCatalog {
    /// Scans every `.swift`, `.h`, `.m` and `.mm` file under `directory` (hidden folders, `.build` and
    /// `DerivedData` skipped), assigning modules from the SwiftPM manifests and Xcode projects found there
    /// and from `mappings`.
    ///
    /// - Returns: the catalog and a diagnostic for every file or directory that could not be read
    ///   (`IB-SOURCE-UNREADABLE`).
    public static func scanning(
        _ directory: URL, mappings: [SourceModuleMapping] = []
    ) -> (catalog: SourceCatalog, diagnostics: [InterfaceBuilderDiagnostic]) {
        var diagnostics: [InterfaceBuilderDiagnostic] = []
        var sources: [(URL, SourceLanguage)] = []
        var manifests: [URL] = []
        var projects: [URL] = []
        let skipped: Set<String> = [".build", "DerivedData", "node_modules"]
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            diagnostics.append(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-SOURCE-UNREADABLE", message: "the sources directory does not exist",
                    position: SourcePosition(file: directory.path, line: 0, column: 0)))
            return (SourceCatalog(files: []), diagnostics)
        }
        if let enumerator = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [])
        {
            for case let url as URL in enumerator {
                let name = url.lastPathComponent
                if name.hasPrefix(".") || skipped.contains(name) {
                    enumerator.skipDescendants()
                    continue
                }
                if name == "Package.swift" {
                    manifests.append(url)
                } else if name == "project.pbxproj", url.deletingLastPathComponent().pathExtension == "xcodeproj" {
                    projects.append(url)
                } else if let language = SourceLanguage(pathExtension: url.pathExtension) {
                    sources.append((url, language))
                }
            }
        }
        let resolver = SourceModuleResolver(
            root: directory, mappings: mappings, manifests: manifests, projects: projects)
        var files: [ScannedSourceFile] = []
        for (url, language) in sources.sorted(by: { $0.0.path < $1.0.path }) {
            guard let data = try? Data(contentsOf: url) else {
                diagnostics.append(
                    InterfaceBuilderDiagnostic(
                        .warning, code: "IB-SOURCE-UNREADABLE", message: "cannot read the source file",
                        position: SourcePosition(file: url.path, line: 0, column: 0)))
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            files.append(
                ScannedSourceFile.scan(text, file: url.path, language: language, modules: resolver.modules(of: url)))
        }
        return (SourceCatalog(files: files), diagnostics)
    }
}
