// Nib: a .xib document ready to instantiate (UINib) — found by name in a bundle or read from data.
import Foundation
import TrellisUI

/// Why a nib could not be opened.
public enum NibError: Error, Sendable, CustomStringConvertible {
    /// No `name.xib` in the bundle (or directory) searched.
    case notFound(name: String, searched: String)
    /// The document could not be read or is not XML.
    case document(DocumentError)

    /// What went wrong.
    public var description: String {
        switch self {
        case .notFound(let name, let searched): "no nib named \"\(name)\" (\(name).xib) in \(searched)"
        case .document(let error): error.description
        }
    }
}

/// A nib (`UINib`): the objects of a `.xib` document, instantiated as often as needed.
///
/// Each ``instantiate(withOwner:options:)`` makes fresh objects in UIKit's order (``DocumentLoader``):
/// `init(coder:)` for all, then outlets and actions (File's Owner is `owner`), then `awakeFromNib()` in
/// document order. It returns the top-level objects (placeholders excluded), as UIKit does.
@MainActor
public final class Nib {
    /// Instantiation options (`UINib.OptionsKey`).
    public struct Options {
        /// Objects for the document's external-object placeholders, by placeholder identifier.
        public var externalObjects: [String: AnyObject]
        /// The size classes the nib's size-class variations are resolved for (``DocumentLoader/sizeClasses``).
        public var sizeClasses: SizeClassTraits

        /// Options with the given external objects and size classes.
        public init(externalObjects: [String: AnyObject] = [:], sizeClasses: SizeClassTraits = .unspecified) {
            self.externalObjects = externalObjects
            self.sizeClasses = sizeClasses
        }
    }

    /// The parsed document.
    public let document: InterfaceBuilderDocument
    /// Where its classes are looked up.
    public let registry: ClassRegistry

    /// The nib `name` (`name.xib`) in `bundle` (the main bundle when `nil`), found at the top of its
    /// resources or in a subdirectory (`Base.lproj`, a copied resource folder).
    public init(named name: String, bundle: Bundle? = nil, registry: ClassRegistry = .shared) throws(NibError) {
        let bundle = bundle ?? .main
        guard let url = Self.url(forNibNamed: name, in: bundle) else {
            throw .notFound(name: name, searched: bundle.resourceURL?.path ?? bundle.bundlePath)
        }
        do {
            document = try InterfaceBuilderDocument(contentsOf: url)
        } catch {
            throw .document(error)
        }
        self.registry = registry
    }

    /// A nib from the text of a `.xib` document; `name` is used in diagnostics.
    public init(data: Data, name: String = "nib.xib", registry: ClassRegistry = .shared) throws(NibError) {
        do {
            document = try InterfaceBuilderDocument(data: data, file: name)
        } catch {
            throw .document(error)
        }
        self.registry = registry
    }

    /// A nib for an already parsed document.
    public init(document: InterfaceBuilderDocument, registry: ClassRegistry = .shared) {
        self.document = document
        self.registry = registry
    }

    /// Makes the nib's objects with `owner` as File's Owner and returns the top-level objects. Problems are
    /// sent to the current `LifecycleChecker` (rule = diagnostic code), as UIKit logs them.
    public func instantiate(withOwner owner: AnyObject?, options: Options = Options()) -> [AnyObject] {
        let instantiation = instantiation(withOwner: owner, options: options)
        instantiation.emitDiagnostics()
        return instantiation.topLevelObjects
    }

    /// Makes the nib's objects and returns the whole instantiation (objects by id, diagnostics).
    public func instantiation(withOwner owner: AnyObject?, options: Options = Options()) -> DocumentInstantiation {
        var placeholders = options.externalObjects
        if let owner { placeholders["IBFilesOwner"] = owner }
        let elements = document.root.child(named: "objects")?.children ?? []
        var loader = DocumentLoader(document: document, registry: registry)
        loader.sizeClasses = options.sizeClasses
        let instantiation = loader.instantiate(elements, placeholders: placeholders)
        return instantiation
    }

    /// The URL of `name.xib` in `bundle`: its resources, then their subdirectories (breadth first).
    public static func url(forNibNamed name: String, in bundle: Bundle) -> URL? {
        if let url = bundle.url(forResource: name, withExtension: "xib") { return url }
        let root = bundle.resourceURL ?? bundle.bundleURL
        return DocumentSearch.find(fileNamed: name + ".xib", under: root)
    }
}

/// Finds document files under a directory.
enum DocumentSearch {
    /// The first file called `fileName` under `root`, nearest the top first; depth-limited.
    static func find(fileNamed fileName: String, under root: URL, maximumDepth: Int = 6) -> URL? {
        let manager = FileManager.default
        var level = [root]
        for _ in 0...maximumDepth {
            var next: [URL] = []
            for directory in level {
                let candidate = directory.appendingPathComponent(fileName)
                if manager.fileExists(atPath: candidate.path) { return candidate }
                let contents =
                    (try? manager.contentsOfDirectory(
                        at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]))
                    ?? []
                for entry in contents.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
                    // `fileExists(atPath:isDirectory:)` follows symbolic links (resource folders may be links).
                    var isDirectory: ObjCBool = false
                    if manager.fileExists(atPath: entry.path, isDirectory: &isDirectory), isDirectory.boolValue {
                        next.append(entry)
                    }
                }
            }
            if next.isEmpty { return nil }
            level = next
        }
        return nil
    }
}
