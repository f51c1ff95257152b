// Where the source-check fixtures are: a small app's Swift and Objective-C sources and its two documents.
import Foundation
import TrellisInterfaceBuilder

/// The `Documents/SourceCheck` fixtures: `App/Swift` (module SettingsApp), `App/ObjC`, `Settings.storyboard`
/// and `StatusPanel.xib`.
enum SourceCheckFixtures {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "the SourceCheck fixtures are not in the test bundle" }
    }

    static var root: URL {
        get throws {
            guard let documents = Bundle.module.url(forResource: "Documents", withExtension: nil) else {
                throw Missing()
            }
            return documents.appendingPathComponent("SourceCheck")
        }
    }

    static var app: URL {
        get throws { try root.appendingPathComponent("App") }
    }

    static let mappings = [SourceModuleMapping(module: "SettingsApp", path: "Swift")]

    /// The fixture sources as (relative path, text), so that tests can alter one before scanning.
    static func sourceTexts() throws -> [(path: String, text: String)] {
        try [
            "Swift/BaseViewController.swift", "Swift/SettingsViewController.swift", "Swift/AboutViewController.swift",
            "Swift/Views.swift", "ObjC/LegacyMenuViewController.h", "ObjC/LegacyMenuViewController.m",
        ].map { path in (path, try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)) }
    }

    /// A catalog of the fixture sources, with `edit` applied to the text of the file at `path`.
    static func catalog(editing path: String? = nil, _ edit: (String) -> String = { $0 }) throws -> SourceCatalog {
        let files = try sourceTexts().map { source in
            let text = source.path == path ? edit(source.text) : source.text
            let language = SourceLanguage(pathExtension: (source.path as NSString).pathExtension) ?? .swift
            let modules: Set<String> = language == .swift ? ["SettingsApp"] : []
            return ScannedSourceFile.scan(text, file: source.path, language: language, modules: modules)
        }
        return SourceCatalog(files: files)
    }

    static func storyboardText() throws -> String {
        try String(contentsOf: root.appendingPathComponent("Settings.storyboard"), encoding: .utf8)
    }

    /// The storyboard (optionally edited) and the nib, parsed.
    static func documents(editingStoryboard edit: (String) -> String = { $0 }) throws -> [InterfaceBuilderDocument] {
        let storyboard = try InterfaceBuilderDocument(
            data: Data(edit(storyboardText()).utf8), file: "Settings.storyboard")
        let nib = try InterfaceBuilderDocument(contentsOf: root.appendingPathComponent("StatusPanel.xib"))
        return [storyboard, nib]
    }

    /// The 1-based line of the first occurrence of `text` in `content`.
    static func line(of text: String, in content: String) -> Int? {
        guard let range = content.range(of: text) else { return nil }
        return content[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }
}
