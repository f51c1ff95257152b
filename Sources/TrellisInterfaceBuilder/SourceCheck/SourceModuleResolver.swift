// Works out which Swift module each source file is compiled into, from SwiftPM manifests, Xcode projects and
// explicit `--module NAME=PATH` mappings.
import Foundation

/// An explicit "the files under PATH belong to module NAME" rule (`--module NAME=PATH`).
public struct SourceModuleMapping: Sendable, Hashable {
    /// The module name, as a document's `customModule` writes it.
    public var module: String
    /// A directory or file, relative to the scanned directory (or absolute).
    public var path: String

    /// Creates a mapping.
    public init(module: String, path: String) {
        self.module = module
        self.path = path
    }

    /// Parses `NAME=PATH`; nil when either side is empty.
    public init?(argument: String) {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        let module = String(argument[..<equals])
        let path = String(argument[argument.index(after: equals)...])
        guard !module.isEmpty, !path.isEmpty else { return nil }
        self.init(module: module, path: path)
    }
}

/// Finds the modules of source files under a directory.
///
/// A Swift class's runtime name includes its module, so a document's `customModule` must be the module
/// the class is really compiled into. The module comes from, in order:
/// 1. explicit mappings (the longest matching path wins; they replace whatever else was found);
/// 2. every SwiftPM `Package.swift`: each target's `path:` or `Sources/<name>` (`Tests/<name>` for tests);
/// 3. every Xcode `project.pbxproj`: the files of each target's Sources build phase (and its synchronized
///    folders), with the target's `PRODUCT_MODULE_NAME` (or its product name made an identifier, as Xcode does).
/// A file found by none of these has no known module, and the check then accepts any module for it.
struct SourceModuleResolver {
    private var explicit: [(directory: String, module: String)] = []
    private var packageTargets: [(directory: String, module: String)] = []
    private var projectFiles: [String: Set<String>] = [:]
    private var projectFolders: [(directory: String, module: String)] = []

    init(root: URL, mappings: [SourceModuleMapping], manifests: [URL], projects: [URL]) {
        for mapping in mappings {
            let url =
                mapping.path.hasPrefix("/")
                ? URL(fileURLWithPath: mapping.path) : root.appendingPathComponent(mapping.path)
            explicit.append((Self.normalized(url), mapping.module))
        }
        for manifest in manifests { readManifest(manifest) }
        for project in projects { readProject(project) }
    }

    /// The modules `file` is compiled into (empty when unknown).
    func modules(of file: URL) -> Set<String> {
        let path = Self.normalized(file)
        if let module = Self.longestMatch(path, in: explicit) { return [module] }
        var modules = projectFiles[path] ?? []
        if let module = Self.longestMatch(path, in: packageTargets) { modules.insert(module) }
        if let module = Self.longestMatch(path, in: projectFolders) { modules.insert(module) }
        return modules
    }

    private static func normalized(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func longestMatch(_ path: String, in rules: [(directory: String, module: String)]) -> String? {
        rules.filter { path == $0.directory || path.hasPrefix($0.directory + "/") }
            .max { $0.directory.count < $1.directory.count }?.module
    }

    /// Xcode's `c99extidentifier`: what a product name becomes as a module name.
    static func moduleIdentifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    // MARK: - SwiftPM

    private mutating func readManifest(_ manifest: URL) {
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return }
        let tokens = SourceLexer.tokens(of: text, language: .swift)
        let packageDirectory = manifest.deletingLastPathComponent()
        let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "systemLibrary"]
        for index in tokens.indices {
            guard tokens[index].kind == .identifier, targetKinds.contains(tokens[index].text),
                tokens.at(index - 1)?.isPunctuation(".") == true, tokens.at(index + 1)?.isPunctuation("(") == true
            else { continue }
            var name: String?
            var path: String?
            var depth = 0
            var cursor = index + 1
            while let token = tokens.at(cursor) {
                if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
                if token.isPunctuation(")") || token.isPunctuation("]") {
                    depth -= 1
                    if depth == 0 { break }
                }
                if depth == 1, token.kind == .identifier, tokens.at(cursor + 1)?.isPunctuation(":") == true,
                    let value = tokens.at(cursor + 2), value.kind == .string
                {
                    if token.text == "name", name == nil { name = value.text }
                    if token.text == "path", path == nil { path = value.text }
                }
                cursor += 1
            }
            guard let name else { continue }
            let directory: URL
            if let path {
                directory = packageDirectory.appendingPathComponent(path)
            } else if tokens[index].text == "testTarget" {
                directory = packageDirectory.appendingPathComponent("Tests").appendingPathComponent(name)
            } else {
                let candidates = ["Sources", "Source", "src", "srcs"].map {
                    packageDirectory.appendingPathComponent($0).appendingPathComponent(name)
                }
                directory =
                    candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
            }
            packageTargets.append((Self.normalized(directory), name))
        }
    }

    // MARK: - Xcode projects

    private mutating func readProject(_ pbxproj: URL) {
        guard let data = try? Data(contentsOf: pbxproj),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                as? [String: Any],
            let objects = plist["objects"] as? [String: [String: Any]]
        else { return }
        // The folder holding `Name.xcodeproj` is SOURCE_ROOT.
        let projectDirectory = pbxproj.deletingLastPathComponent().deletingLastPathComponent()
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
        var pathCache: [String: URL?] = [:]
        func location(of id: String, depth: Int = 0) -> URL? {
            if let cached = pathCache[id] { return cached }
            guard depth < 64, let object = objects[id] else { return nil }
            let path = object["path"] as? String
            let base: URL?
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                base = parents[id].flatMap { location(of: $0, depth: depth + 1) } ?? projectDirectory
            case "SOURCE_ROOT":
                base = projectDirectory
            case "<absolute>":
                base = URL(fileURLWithPath: "/")
            default:
                base = nil
            }
            let url = base.map { base in path.map { base.appendingPathComponent($0) } ?? base }
            pathCache[id] = url
            return url
        }
        for object in objects.values where object["isa"] as? String == "PBXNativeTarget" {
            guard let targetName = object["name"] as? String else { continue }
            let module = Self.moduleName(of: object, targetName: targetName, objects: objects)
            for phaseID in object["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID], phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"] as? String,
                        let url = location(of: reference)
                    else { continue }
                    projectFiles[Self.normalized(url), default: []].insert(module)
                }
            }
            for groupID in object["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                if let url = location(of: groupID) { projectFolders.append((Self.normalized(url), module)) }
            }
        }
    }

    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (default `$(TARGET_NAME)`) as an identifier.
    private static func moduleName(of target: [String: Any], targetName: String, objects: [String: [String: Any]])
        -> String
    {
        var settings: [String: Any] = [:]
        if let listID = target["buildConfigurationList"] as? String,
            let configurations = objects[listID]?["buildConfigurations"] as? [String],
            let first = configurations.compactMap({ objects[$0]?["buildSettings"] as? [String: Any] }).first
        {
            settings = first
        }
        let written =
            settings["PRODUCT_MODULE_NAME"] as? String ?? settings["PRODUCT_NAME"] as? String ?? "$(TARGET_NAME)"
        var expanded = written
        for form in [
            "$(TARGET_NAME:c99extidentifier)", "${TARGET_NAME:c99extidentifier}", "$(TARGET_NAME)", "${TARGET_NAME}",
        ] {
            expanded = expanded.replacingOccurrences(of: form, with: targetName)
        }
        for form in ["$(PRODUCT_NAME:c99extidentifier)", "$(PRODUCT_NAME)", "${PRODUCT_NAME}"] {
            let product =
                (settings["PRODUCT_NAME"] as? String).map {
                    $0.replacingOccurrences(of: "$(TARGET_NAME)", with: targetName)
                } ?? targetName
            expanded = expanded.replacingOccurrences(of: form, with: product)
        }
        return moduleIdentifier(expanded)
    }
}
