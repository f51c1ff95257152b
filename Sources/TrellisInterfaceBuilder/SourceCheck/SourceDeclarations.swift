// What the source scanners find: type declarations with their outlets and methods, and identifiers used in code.

/// A class, structure, protocol, extension or Objective-C category declared in a source file.
public struct SourceTypeDeclaration: Sendable, Hashable {
    /// What kind of declaration this is.
    public enum Kind: String, Sendable, Hashable {
        /// A Swift `class` (or `actor`) or an Objective-C `@interface` with a superclass.
        case `class`
        /// A Swift `struct` or `enum`: never an Interface Builder object, but a name that exists.
        case value
        /// A Swift or Objective-C protocol.
        case `protocol`
        /// A Swift `extension`, an Objective-C category or class extension, or an `@implementation`:
        /// adds members to a class declared elsewhere.
        case `extension`
    }

    /// What kind of declaration this is.
    public var kind: Kind
    /// The type's name as written (nested Swift types as `Outer.Inner`).
    public var name: String
    /// The name the Objective-C runtime knows the class by when it differs from `name`
    /// (`@objc(RuntimeName)`); Objective-C classes carry their own name here.
    public var runtimeName: String?
    /// The inherited types in order: for a Swift class the superclass (if any) comes first, then
    /// protocols; for an Objective-C class the superclass, then the adopted protocols.
    public var inheritedTypes: [String]
    /// The language of the file.
    public var language: SourceLanguage
    /// The modules the file is compiled into (empty when unknown).
    public var modules: Set<String>
    /// Where the declaration is.
    public var position: SourcePosition
    /// `@IBDesignable` / `IB_DESIGNABLE`.
    public var isDesignable = false
    /// The `@IBOutlet` / `IBOutlet` / `IBOutletCollection` properties declared in this body.
    public var outlets: [SourceOutlet] = []
    /// Every method declared in this body, actions included.
    public var methods: [SourceMethod] = []
    /// The names of `@IBInspectable` / `IBInspectable` properties.
    public var inspectableProperties: [String] = []
    /// Other properties key-value coding can set (every Objective-C `@property`; Swift `@objc`,
    /// `dynamic` and `@NSManaged` ones): an outlet connected to one of them works at run time.
    public var keyValueCodingProperties: [String] = []

    /// Creates a declaration.
    public init(
        kind: Kind, name: String, runtimeName: String? = nil, inheritedTypes: [String] = [],
        language: SourceLanguage, modules: Set<String> = [], position: SourcePosition
    ) {
        self.kind = kind
        self.name = name
        self.runtimeName = runtimeName
        self.inheritedTypes = inheritedTypes
        self.language = language
        self.modules = modules
        self.position = position
    }
}

/// An outlet or outlet collection property.
public struct SourceOutlet: Sendable, Hashable {
    /// The property name (the `property` of an `<outlet>` in a document).
    public var name: String
    /// The declared type of the referenced object (the element type for a collection), without
    /// optionality; nil when it is not written (or is `id`, `Any`, `AnyObject`).
    public var typeName: String?
    /// An outlet collection (`@IBOutlet var x: [T]!`, `IBOutletCollection(T)`).
    public var isCollection: Bool
    /// Where the property is declared.
    public var position: SourcePosition

    /// Creates an outlet.
    public init(name: String, typeName: String?, isCollection: Bool, position: SourcePosition) {
        self.name = name
        self.typeName = typeName
        self.isCollection = isCollection
        self.position = position
    }
}

/// A method as the Objective-C runtime names it.
public struct SourceMethod: Sendable, Hashable {
    /// The selector: `done`, `done:`, `done:forEvent:`, or the name given with `@objc(name:)`.
    public var selector: String
    /// An `@IBAction` / `IBAction` method.
    public var isAction: Bool
    /// Whether the Objective-C runtime can call it: every Objective-C method, and Swift methods marked
    /// `@IBAction`, `@objc` or `dynamic` or declared in an `@objcMembers` class.
    public var isExposedToObjectiveC: Bool
    /// Where the method is declared.
    public var position: SourcePosition

    /// Creates a method.
    public init(selector: String, isAction: Bool, isExposedToObjectiveC: Bool = true, position: SourcePosition) {
        self.selector = selector
        self.isAction = isAction
        self.isExposedToObjectiveC = isExposedToObjectiveC
        self.position = position
    }
}

/// A string literal passed to an API that looks something up in the app's documents.
public struct SourceReference: Sendable, Hashable {
    /// What the string names.
    public enum Kind: String, Sendable, Hashable {
        /// `instantiateViewController(withIdentifier: "…")`: a controller's `storyboardIdentifier`.
        case storyboardIdentifier
        /// `performSegue(withIdentifier: "…", sender:)` or `segue.identifier == "…"`: a segue's `identifier`.
        case segueIdentifier
        /// `UIStoryboard(name: "…", bundle:)`: a `.storyboard` file's name.
        case storyboardName
        /// `UINib(nibName: "…", bundle:)` or `loadNibNamed("…", …)`: a `.xib` file's name.
        case nibName
    }

    /// What the string names.
    public var kind: Kind
    /// The string.
    public var value: String
    /// Where the literal is.
    public var position: SourcePosition

    /// Creates a reference.
    public init(kind: Kind, value: String, position: SourcePosition) {
        self.kind = kind
        self.value = value
        self.position = position
    }
}

/// Everything one source file declares and refers to.
public struct ScannedSourceFile: Sendable, Hashable {
    /// The path used in positions.
    public var file: String
    /// The language of the file.
    public var language: SourceLanguage
    /// The type declarations, in source order (nested ones after their parent's header).
    public var declarations: [SourceTypeDeclaration]
    /// The identifier strings used in code.
    public var references: [SourceReference]

    /// Creates a scanned file.
    public init(
        file: String, language: SourceLanguage, declarations: [SourceTypeDeclaration], references: [SourceReference]
    ) {
        self.file = file
        self.language = language
        self.declarations = declarations
        self.references = references
    }

    /// Scans `text` as a file of `language`, compiled into `modules`.
    public static func scan(
        _ text: String, file: String, language: SourceLanguage, modules: Set<String> = []
    ) -> ScannedSourceFile {
        let tokens = SourceLexer.tokens(of: text, language: language)
        var result: ScannedSourceFile
        switch language {
        case .swift:
            result = SwiftSourceScanner(tokens: tokens, file: file).scan()
        case .objectiveC:
            result = ObjectiveCSourceScanner(tokens: tokens, file: file).scan()
        }
        for index in result.declarations.indices { result.declarations[index].modules = modules }
        return result
    }
}
