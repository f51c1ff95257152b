// Every declaration of an app's sources, indexed so that a document's classes, outlets and actions can be
// looked up through superclasses and extensions, down into UIKit.

/// The scanned sources of an app: its classes (with extensions and categories merged in), the modules
/// they belong to, and the identifiers its code looks up.
public struct SourceCatalog: Sendable {
    /// Every scanned file.
    public let files: [ScannedSourceFile]
    /// Every module some file is known to belong to.
    public let modules: Set<String>

    private let classesByName: [String: [SourceTypeDeclaration]]
    private let extensionsByName: [String: [SourceTypeDeclaration]]
    private let protocolNames: Set<String>
    private let valueTypeNames: Set<String>
    /// Selectors of every method the Objective-C runtime can call, in any class (the responder chain
    /// may reach any of them).
    let exposedSelectors: Set<String>

    /// Indexes scanned files.
    public init(files: [ScannedSourceFile]) {
        self.files = files
        var classes: [String: [SourceTypeDeclaration]] = [:]
        var extensions: [String: [SourceTypeDeclaration]] = [:]
        var protocols: Set<String> = []
        var values: Set<String> = []
        var modules: Set<String> = []
        var selectors: Set<String> = []
        for file in files {
            for declaration in file.declarations {
                modules.formUnion(declaration.modules)
                for method in declaration.methods where method.isExposedToObjectiveC {
                    selectors.insert(method.selector)
                }
                switch declaration.kind {
                case .class:
                    var keys: Set<String> = [declaration.name]
                    if let runtimeName = declaration.runtimeName { keys.insert(runtimeName) }
                    for key in keys { classes[key, default: []].append(declaration) }
                case .extension:
                    extensions[Self.simpleName(declaration.name), default: []].append(declaration)
                case .protocol:
                    protocols.insert(declaration.name)
                case .value:
                    values.insert(declaration.name)
                }
            }
        }
        // An Objective-C `@interface Foo ()` or `@implementation Foo` with no `@interface Foo : Bar`
        // seen is still only an extension; a class counts as declared once one header names it.
        self.classesByName = classes
        self.extensionsByName = extensions
        self.protocolNames = protocols
        self.valueTypeNames = values
        self.modules = modules
        self.exposedSelectors = selectors
    }

    /// Every class declaration a document's `customClass` can name: its Swift name (nested ones as
    /// `Outer.Inner`), its `@objc(Name)` or its Objective-C name.
    public func classDeclarations(named name: String) -> [SourceTypeDeclaration] {
        classesByName[name] ?? []
    }

    /// `Module.Name` → `Name`.
    static func simpleName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// A class the check can reason about: one the sources declare, one UIKit declares, or one it cannot see.
    enum ResolvedClass: Equatable {
        case source(name: String, declarations: [SourceTypeDeclaration])
        case uikit(String)
        case unknown(String)

        var name: String {
            switch self {
            case .source(let name, _), .uikit(let name), .unknown(let name): name
            }
        }
    }

    /// Resolves a class name (as written in a document or an inheritance clause, possibly module-qualified),
    /// preferring declarations in `module`.
    func resolveClass(_ written: String, module: String? = nil) -> ResolvedClass {
        var candidates = classesByName[written] ?? []
        let simple = Self.simpleName(written)
        if candidates.isEmpty, simple != written {
            candidates = classesByName[simple] ?? []
            if candidates.isEmpty, UIKitCatalog.classes[simple] != nil { return .uikit(simple) }
        }
        if !candidates.isEmpty {
            if let module {
                let inModule = candidates.filter { $0.modules.contains(module) }
                if !inModule.isEmpty { candidates = inModule }
            }
            return .source(name: candidates[0].runtimeName ?? candidates[0].name, declarations: candidates)
        }
        if UIKitCatalog.classes[written] != nil { return .uikit(written) }
        return .unknown(written)
    }

    /// The superclass of a resolved class: nil for a root class, `.unknown` when it cannot be seen.
    func superclass(of resolved: ResolvedClass) -> ResolvedClass? {
        switch resolved {
        case .uikit(let name):
            return UIKitCatalog.classes[name]?.superclass.map { .uikit($0) }
        case .unknown:
            return nil
        case .source(_, let declarations):
            for declaration in declarations {
                guard let first = declaration.inheritedTypes.first else { continue }
                let simple = Self.simpleName(first)
                if protocolNames.contains(first) || protocolNames.contains(simple) { continue }
                let module = declaration.modules.count == 1 ? declaration.modules.first : nil
                let resolved = resolveClass(first, module: module)
                if case .source(_, let found) = resolved, found == declarations { continue }
                return resolved
            }
            // A Swift class whose inheritance clause names only protocols (or nothing) is a root class;
            // an Objective-C class always names its superclass.
            return nil
        }
    }

    /// The class and its superclasses, stopping at the root or at a class the check cannot see.
    func ancestry(of resolved: ResolvedClass) -> [ResolvedClass] {
        var chain: [ResolvedClass] = []
        var current: ResolvedClass? = resolved
        while let resolvedClass = current, !chain.contains(resolvedClass), chain.count < 64 {
            chain.append(resolvedClass)
            current = superclass(of: resolvedClass)
        }
        return chain
    }

    /// The declarations that add members to a resolved class: the class's own bodies and every
    /// extension or category of its name.
    func memberDeclarations(of resolved: ResolvedClass) -> [SourceTypeDeclaration] {
        switch resolved {
        case .source(let name, let declarations):
            var keys = Set(declarations.map { Self.simpleName($0.name) })
            keys.insert(Self.simpleName(name))
            return declarations + keys.flatMap { extensionsByName[$0] ?? [] }
        case .uikit(let name):
            return extensionsByName[name] ?? []
        case .unknown:
            return []
        }
    }

    /// Whether `name` names a class (in the sources or UIKit), as opposed to a protocol or unknown type.
    func isKnownClass(_ name: String) -> Bool {
        switch resolveClass(name) {
        case .source, .uikit: true
        case .unknown: false
        }
    }
}
