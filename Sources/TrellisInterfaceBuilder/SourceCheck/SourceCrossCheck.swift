// Cross-checks Interface Builder documents against the app's sources: classes and modules, outlets and their
// types, action selectors, and the storyboard, scene, segue and nib names code looks up.

/// What a cross-check found and how much it could check.
public struct SourceCheckResult: Sendable {
    /// The problems, in document order and then source order.
    public var diagnostics: [InterfaceBuilderDiagnostic] = []
    /// `customClass` attributes checked against the sources (or UIKit).
    public var checkedClassCount = 0
    /// `customClass` attributes naming a module none of the scanned sources belongs to (a library whose
    /// sources were not given): not checked.
    public var externalClassCount = 0
    /// Outlet, outlet collection and action connections (and unwind actions) whose declaration was looked
    /// up and either found or reported.
    public var checkedConnectionCount = 0
    /// Connections whose object's class could not be seen in full (a library class): not checked.
    public var uncheckedConnectionCount = 0
    /// Identifier strings in code checked against the documents.
    public var checkedReferenceCount = 0
}

/// Checks documents against an app's scanned sources, the way UIKit would meet them at run time.
///
/// * every `customClass` is a class the sources (or UIKit) declare, in the module the document names
///   (`IB-SOURCE-UNKNOWN-CLASS`, `IB-SOURCE-WRONG-MODULE`: UIKit would log "Unknown class" and use the
///   base class);
/// * every outlet and outlet collection names a property of the object's class, a superclass, an
///   extension or UIKit (`IB-SOURCE-MISSING-OUTLET`: "not key value coding-compliant"), whose declared
///   type the destination object is (`IB-SOURCE-OUTLET-TYPE`);
/// * every action's selector is a method of its target's class chain, or for the First Responder of
///   some class (`IB-SOURCE-MISSING-ACTION`);
/// * every storyboard identifier, segue identifier, storyboard name and nib name that code passes as a
///   literal exists in the documents (`IB-SOURCE-UNKNOWN-IDENTIFIER`).
///
/// Nothing is reported that depends on a class the sources do not show: a connection on a library
/// class whose sources were not scanned is counted as unchecked rather than guessed at.
public struct SourceCrossCheck: Sendable {
    /// The app's scanned sources.
    public let catalog: SourceCatalog

    /// Creates a check against `catalog`.
    public init(catalog: SourceCatalog) {
        self.catalog = catalog
    }

    /// What an element stands for at run time.
    private enum ObjectClass {
        case resolved(SourceCatalog.ResolvedClass)
        case firstResponder
        case exit
    }

    /// Checks `documents` (all the app's documents, for the identifier checks) against the sources.
    public func check(_ documents: [InterfaceBuilderDocument]) -> SourceCheckResult {
        var result = SourceCheckResult()
        for document in documents {
            var classes: [String: ObjectClass] = [:]
            document.root.forEachDescendant { element in
                guard let id = element.id else { return }
                classes[id] = objectClass(of: element, in: document, result: &result)
            }
            checkConnections(in: document.root, parent: nil, classes: classes, result: &result)
        }
        checkReferences(against: documents, result: &result)
        return result
    }

    // MARK: - Classes

    private func objectClass(
        of element: DocumentElement, in document: InterfaceBuilderDocument, result: inout SourceCheckResult
    ) -> ObjectClass {
        if element.name == "exit" { return .exit }
        if element.name == "placeholder", element["placeholderIdentifier"] == "IBFirstResponder" {
            return .firstResponder
        }
        let baseClass =
            element.name == "placeholder" ? "NSObject" : UIKitCatalog.classByElement[element.name] ?? element.name
        guard let customClass = element["customClass"], !customClass.isEmpty else {
            return .resolved(UIKitCatalog.classes[baseClass] != nil ? .uikit(baseClass) : .unknown(baseClass))
        }
        return .resolved(checkClass(customClass, of: element, baseClass: baseClass, result: &result))
    }

    private func checkClass(
        _ name: String, of element: DocumentElement, baseClass: String, result: inout SourceCheckResult
    ) -> SourceCatalog.ResolvedClass {
        let module = element["customModule"].flatMap { $0.isEmpty ? nil : $0 }
        let inheritsTargetModule = element["customModuleProvider"] == "target"
        let declarations = catalog.classDeclarations(named: name)
        if declarations.isEmpty {
            if UIKitCatalog.classes[name] != nil {
                result.checkedClassCount += 1
                return .uikit(name)
            }
            if let module, !inheritsTargetModule, !catalog.modules.contains(module) {
                result.externalClassCount += 1
                return .unknown(name)
            }
            result.checkedClassCount += 1
            let resolved = catalog.resolveClass(name, module: module)
            if !catalog.memberDeclarations(of: .source(name: name, declarations: [])).isEmpty {
                // Only an extension or `@implementation` is visible: the class exists, its header was not scanned.
                return .unknown(name)
            }
            let qualified = module.map { "\($0).\(name)" } ?? name
            result.diagnostics.append(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-SOURCE-UNKNOWN-CLASS",
                    message: "<\(element.name)> has customClass \(qualified), which no scanned source declares; "
                        + "UIKit would log \"Unknown class \(name) in Interface Builder file\" and use \(baseClass)",
                    position: element.position, objectID: element.id))
            return resolved
        }
        result.checkedClassCount += 1
        let resolved = catalog.resolveClass(name, module: module)
        let swiftOnly = declarations.filter { $0.language == .swift && $0.runtimeName != name }
        guard swiftOnly.count == declarations.count, !inheritsTargetModule else { return resolved }
        let declaredModules = Set(declarations.flatMap(\.modules)).sorted()
        if let module {
            if declarations.contains(where: { $0.modules.isEmpty || $0.modules.contains(module) }) { return resolved }
            result.diagnostics.append(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-SOURCE-WRONG-MODULE",
                    message:
                        "<\(element.name)> has customClass \(name) in module \(module), but \(name) is declared in "
                        + "module \(declaredModules.joined(separator: ", ")); UIKit would not find \(module).\(name) "
                        + "and would use \(baseClass)",
                    position: element.position, objectID: element.id))
        } else {
            let where_ = declaredModules.isEmpty ? "" : " (module \(declaredModules.joined(separator: ", ")))"
            result.diagnostics.append(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-SOURCE-WRONG-MODULE",
                    message: "<\(element.name)> has customClass \(name) with no customModule, but \(name) is a Swift "
                        + "class\(where_) without an @objc name; UIKit would not find it and would use \(baseClass)",
                    position: element.position, objectID: element.id))
        }
        return resolved
    }

    // MARK: - Connections

    private func checkConnections(
        in element: DocumentElement, parent: DocumentElement?, classes: [String: ObjectClass],
        result: inout SourceCheckResult
    ) {
        if element.name == "connections", let owner = parent {
            for connection in element.children {
                switch connection.name {
                case "outlet", "outletCollection":
                    checkOutlet(connection, owner: owner, classes: classes, result: &result)
                case "action":
                    checkAction(connection, classes: classes, result: &result)
                case "segue":
                    checkUnwindAction(connection, result: &result)
                default:
                    break
                }
            }
            return
        }
        for child in element.children {
            checkConnections(in: child, parent: element, classes: classes, result: &result)
        }
    }

    private enum MemberLookup {
        case found(owner: String, typeName: String?)
        case missing(searched: [String], candidates: [String])
        case undetermined
    }

    private func lookUpOutlet(_ property: String, collection: Bool, in resolved: SourceCatalog.ResolvedClass)
        -> MemberLookup
    {
        var searched: [String] = []
        var candidates: [String] = []
        for entry in catalog.ancestry(of: resolved) {
            if case .unknown = entry { return .undetermined }
            searched.append(entry.name)
            for declaration in catalog.memberDeclarations(of: entry) {
                for outlet in declaration.outlets {
                    if outlet.name == property { return .found(owner: entry.name, typeName: outlet.typeName) }
                    candidates.append(outlet.name)
                }
                if declaration.keyValueCodingProperties.contains(property)
                    || declaration.inspectableProperties.contains(property)
                {
                    return .found(owner: entry.name, typeName: nil)
                }
            }
            if case .uikit(let name) = entry, let info = UIKitCatalog.classes[name] {
                let table = collection ? info.outletCollections : info.outlets
                if let typeName = table[property] { return .found(owner: name, typeName: typeName) }
                if let typeName = (collection ? info.outlets : info.outletCollections)[property] {
                    return .found(owner: name, typeName: typeName)
                }
                candidates.append(contentsOf: info.outlets.keys)
            }
        }
        return .missing(searched: searched, candidates: candidates)
    }

    private func checkOutlet(
        _ connection: DocumentElement, owner: DocumentElement, classes: [String: ObjectClass],
        result: inout SourceCheckResult
    ) {
        guard let property = connection["property"], let ownerID = owner.id,
            case .resolved(let ownerClass) = classes[ownerID]
        else { return }
        let isCollection = connection.name == "outletCollection"
        let kind = isCollection ? "outlet collection" : "outlet"
        switch lookUpOutlet(property, collection: isCollection, in: ownerClass) {
        case .undetermined:
            result.uncheckedConnectionCount += 1
        case .missing(let searched, let candidates):
            result.checkedConnectionCount += 1
            result.diagnostics.append(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-SOURCE-MISSING-OUTLET",
                    message: "\(kind) \"\(property)\" of <\(owner.name)> is not declared in \(ownerClass.name)"
                        + describeSearch(searched) + suggestion(for: property, among: candidates)
                        + "; UIKit would crash: \"this class is not key value coding-compliant for the key \(property)\"",
                    position: connection.position, objectID: connection.id ?? ownerID))
        case .found(let declaringClass, let typeName):
            result.checkedConnectionCount += 1
            guard let typeName, let destinationID = connection["destination"],
                case .resolved(let destinationClass) = classes[destinationID],
                catalog.isKnownClass(typeName)
            else { return }
            let chain = catalog.ancestry(of: destinationClass)
            if case .unknown = chain.last { return }
            let expected = SourceCatalog.simpleName(typeName)
            if chain.contains(where: { SourceCatalog.simpleName($0.name) == expected }) { return }
            result.diagnostics.append(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-SOURCE-OUTLET-TYPE",
                    message: "\(kind) \"\(property)\" is declared in \(declaringClass) as \(typeName), but its "
                        + "destination \(destinationID) is a \(chain.map(\.name).joined(separator: " : "))",
                    position: connection.position, objectID: connection.id ?? ownerID))
        }
    }

    private func checkAction(
        _ connection: DocumentElement, classes: [String: ObjectClass], result: inout SourceCheckResult
    ) {
        guard let selector = connection["selector"], let destinationID = connection["destination"],
            let destination = classes[destinationID]
        else { return }
        switch destination {
        case .exit:
            return
        case .firstResponder:
            result.checkedConnectionCount += 1
            if catalog.exposedSelectors.contains(selector) || UIKitCatalog.responderActions.contains(selector) {
                return
            }
            result.diagnostics.append(
                InterfaceBuilderDiagnostic(
                    .warning, code: "IB-SOURCE-MISSING-ACTION",
                    message: "action \(selector) is sent to the First Responder, but no scanned class declares an "
                        + "action or @objc method \(selector); the event would go unhandled",
                    position: connection.position, objectID: connection.id))
        case .resolved(let target):
            var searched: [String] = []
            var candidates: [String] = []
            var hidden: String?
            for entry in catalog.ancestry(of: target) {
                if case .unknown = entry {
                    result.uncheckedConnectionCount += 1
                    return
                }
                searched.append(entry.name)
                for declaration in catalog.memberDeclarations(of: entry) {
                    for method in declaration.methods {
                        if method.selector == selector {
                            if method.isExposedToObjectiveC {
                                result.checkedConnectionCount += 1
                                return
                            }
                            hidden = entry.name
                        }
                        if method.isAction { candidates.append(method.selector) }
                    }
                }
                if case .uikit(let name) = entry, UIKitCatalog.classes[name]?.actions.contains(selector) == true {
                    result.checkedConnectionCount += 1
                    return
                }
            }
            result.checkedConnectionCount += 1
            let detail =
                hidden.map { "; \($0) declares \(selector) without @IBAction or @objc, so the runtime cannot call it" }
                ?? suggestion(for: selector, among: candidates)
            result.diagnostics.append(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-SOURCE-MISSING-ACTION",
                    message: "action \(selector) targets \(destinationID), a \(target.name), which does not declare it"
                        + describeSearch(searched) + detail
                        + "; UIKit would crash: \"unrecognized selector sent to instance\"",
                    position: connection.position, objectID: connection.id))
        }
    }

    /// An unwind segue's action is looked for up the controller hierarchy at run time: any class may declare it.
    private func checkUnwindAction(_ segue: DocumentElement, result: inout SourceCheckResult) {
        guard segue["kind"] == "unwind", let selector = segue["unwindAction"] else { return }
        result.checkedConnectionCount += 1
        if catalog.exposedSelectors.contains(selector) { return }
        result.diagnostics.append(
            InterfaceBuilderDiagnostic(
                .warning, code: "IB-SOURCE-MISSING-ACTION",
                message: "unwind segue action \(selector) is not declared as an @IBAction in any scanned class; "
                    + "UIKit would find no destination and the unwind would do nothing",
                position: segue.position, objectID: segue.id))
    }

    private func describeSearch(_ searched: [String]) -> String {
        searched.count > 1 ? " (searched \(searched.joined(separator: ", ")) and their extensions)" : ""
    }

    /// "; did you mean …?" for a near miss: the usual sign of a property renamed in code only.
    private func suggestion(for name: String, among candidates: [String]) -> String {
        let scored =
            candidates
            .map { (candidate: $0, distance: Self.editDistance($0.lowercased(), name.lowercased())) }
            .filter { $0.distance <= max(2, name.count / 3) }
            .min { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
        return scored.map { "; did you mean \"\($0.candidate)\"?" } ?? ""
    }

    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, rightCharacter) in right.enumerated() {
                current[j + 1] = Swift.min(
                    previous[j + 1] + 1, current[j] + 1, previous[j] + (leftCharacter == rightCharacter ? 0 : 1))
            }
            previous = current
        }
        return previous[right.count]
    }

    // MARK: - Identifiers used in code

    private func checkReferences(against documents: [InterfaceBuilderDocument], result: inout SourceCheckResult) {
        var storyboardIdentifiers: Set<String> = []
        var segueIdentifiers: Set<String> = []
        var storyboardNames: Set<String> = []
        var nibNames: Set<String> = []
        var hasStoryboards = false
        var hasNibs = false
        for document in documents {
            let name = Self.documentName(document.file)
            switch document.kind {
            case .storyboard:
                hasStoryboards = true
                storyboardNames.insert(name)
            case .xib:
                hasNibs = true
                nibNames.insert(name)
            }
            document.root.forEachDescendant { element in
                if let identifier = element["storyboardIdentifier"] { storyboardIdentifiers.insert(identifier) }
                if element.name == "segue", let identifier = element["identifier"] {
                    segueIdentifiers.insert(identifier)
                }
            }
        }
        for file in catalog.files {
            for reference in file.references {
                let known: Set<String>
                let what: String
                switch reference.kind {
                case .storyboardIdentifier:
                    guard hasStoryboards else { continue }
                    (known, what) = (storyboardIdentifiers, "no storyboard scene has the storyboard identifier")
                case .segueIdentifier:
                    guard hasStoryboards else { continue }
                    (known, what) = (segueIdentifiers, "no storyboard segue has the identifier")
                case .storyboardName:
                    guard hasStoryboards else { continue }
                    (known, what) = (storyboardNames, "no storyboard is named")
                case .nibName:
                    guard hasNibs else { continue }
                    (known, what) = (nibNames, "no nib is named")
                }
                result.checkedReferenceCount += 1
                if known.contains(reference.value) { continue }
                result.diagnostics.append(
                    InterfaceBuilderDiagnostic(
                        .error, code: "IB-SOURCE-UNKNOWN-IDENTIFIER",
                        message: "\(what) \"\(reference.value)\""
                            + suggestion(for: reference.value, among: Array(known))
                            + "; UIKit would raise an exception here at run time",
                        position: reference.position))
            }
        }
    }

    /// `Main.storyboard` → `Main`; `Cell~iphone.xib` → `Cell` (device-specific nibs load by the plain name).
    static func documentName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        if let tilde = name.firstIndex(of: "~") { name = String(name[..<tilde]) }
        return name
    }
}
