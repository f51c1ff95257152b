// Instantiates a document as an app would — a nib with a stand-in File's Owner, every storyboard scene's
// controller and then its view — and collects the run-time problems loading meets.
import Foundation
import TrellisUI

/// The run-time part of linting: makes every object of a document through ``DocumentLoader`` and
/// ``Storyboard`` and reports what loading reports (unusable classes, outlets and actions that
/// cannot be connected, runtime attributes that cannot be applied, …).
///
/// A nib is instantiated with a plain `ViewController` as File's Owner. A storyboard's
/// scenes are instantiated one by one (storyboard references are skipped: the storyboards they name
/// are checked on their own), each controller's view loaded as when it is first shown.
///
/// Without the app's classes (``registry`` holds TrellisUI's), an element with a `customClass` is
/// made as its base class, as UIKit does for an unknown class; the outlets, actions and runtime
/// attributes that the missing class would have accepted then fail for that reason alone. Unless
/// ``reportsUnknownClasses`` is set, those findings — and `IB-UNKNOWN-CLASS` itself — are left out:
/// they say nothing about the document. Problems the checks before it already reported at the same
/// element are not repeated.
@MainActor
public struct DocumentInstantiationCheck {
    /// Where classes come from.
    public var registry: ClassRegistry
    /// Whether findings that only say "this class is not registered" are reported.
    public var reportsUnknownClasses: Bool

    /// Creates a check over `registry` (a fresh one with TrellisUI's classes by default, so that
    /// linting never depends on what an app registered in ``ClassRegistry/shared``).
    public init(registry: ClassRegistry = ClassRegistry(), reportsUnknownClasses: Bool = false) {
        self.registry = registry
        self.reportsUnknownClasses = reportsUnknownClasses
    }

    /// The codes of findings that a missing app class alone causes.
    public static let classDependentCodes: Set<String> = [
        "IB-UNKNOWN-CLASS", "IB-OUTLET-KEY", "IB-OUTLET-TYPE", "IB-ACTION-TARGET", "IB-RUNTIME-ATTRIBUTE",
        "IB-NIB-VIEW", "IB-CREATOR-TYPE",
    ]

    /// The run-time diagnostics of `document`, about `document` only, without duplicates.
    public func diagnostics(for document: InterfaceBuilderDocument) -> [InterfaceBuilderDiagnostic] {
        // Loading reports to the lifecycle checker as well; a private checker keeps that output off
        // the terminal (the diagnostics are collected here instead).
        let found = LifecycleChecker.$current.withValue(LifecycleChecker()) {
            switch document.kind {
            case .storyboard: instantiateScenes(of: document)
            case .xib: instantiateNib(document)
            }
        }
        var seen = Set<InterfaceBuilderDiagnostic>()
        let context = reportsUnknownClasses ? nil : ClassContext(document: document, registry: registry)
        return found.filter { diagnostic in
            guard diagnostic.position.file == document.file, seen.insert(diagnostic).inserted else { return false }
            if let context, Self.classDependentCodes.contains(diagnostic.code) {
                return diagnostic.code != "IB-UNKNOWN-CLASS" && !context.involvesUnknownClass(diagnostic)
            }
            return true
        }
    }

    private func instantiateNib(_ document: InterfaceBuilderDocument) -> [InterfaceBuilderDiagnostic] {
        let objects = document.root.child(named: "objects")?.children ?? []
        let owner = ViewController()
        let instantiation = DocumentLoader(document: document, registry: registry)
            .instantiate(objects, placeholders: ["IBFilesOwner": owner])
        return instantiation.diagnostics
    }

    private func instantiateScenes(of document: InterfaceBuilderDocument) -> [InterfaceBuilderDiagnostic] {
        let name = StoryboardReferenceValidation.baseName(of: document.file)
        let directory = URL(fileURLWithPath: document.file).deletingLastPathComponent()
        let storyboard = Storyboard(
            contents: StoryboardContents(document: document, name: name),
            catalog: StoryboardCatalog(searchRoots: [directory]), registry: registry)
        var thrown: [InterfaceBuilderDiagnostic] = []
        for scene in storyboard.scenes where !scene.isReference {
            guard let id = scene.controllerID else { continue }
            do {
                try storyboard.instantiateViewController(withObjectID: id).loadViewIfNeeded()
            } catch {
                thrown.append(error.diagnostic)
            }
        }
        // A storyboard named by a reference but absent from the place being linted may live in
        // another bundle; whether references resolve is judged by StoryboardReferenceValidation.
        return (storyboard.diagnostics + thrown).filter { $0.code != "IB-STORYBOARD-MISSING" }
    }

    /// Which elements stand for classes the registry cannot make as written.
    @MainActor
    private struct ClassContext {
        let document: InterfaceBuilderDocument
        let registry: ClassRegistry
        /// Each element's parent.
        var parents: [ObjectIdentifier: DocumentElement] = [:]
        /// Elements by position, for diagnostics without an object id.
        var elementsByPosition: [SourcePosition: DocumentElement] = [:]

        init(document: InterfaceBuilderDocument, registry: ClassRegistry) {
            self.document = document
            self.registry = registry
            var parents: [ObjectIdentifier: DocumentElement] = [:]
            var positions: [SourcePosition: DocumentElement] = [:]
            document.root.forEachDescendant { element in
                positions[element.position] = positions[element.position] ?? element
                for child in element.children { parents[ObjectIdentifier(child)] = element }
            }
            self.parents = parents
            elementsByPosition = positions
        }

        /// Whether `diagnostic` concerns an element whose class is not available as written: the
        /// element it names or stands at, the object that element belongs to, or a connection's
        /// destination.
        func involvesUnknownClass(_ diagnostic: InterfaceBuilderDiagnostic) -> Bool {
            var subjects: [DocumentElement] = []
            if let named = diagnostic.objectID.flatMap(document.element(withID:)) { subjects.append(named) }
            if let placed = elementsByPosition[diagnostic.position] { subjects.append(placed) }
            var candidates: [DocumentElement] = []
            for subject in subjects {
                candidates.append(subject)
                if ElementCatalogue.role(of: subject) != .object, let owner = owningObject(of: subject) {
                    candidates.append(owner)
                }
                if let destination = subject["destination"].flatMap(document.element(withID:)) {
                    candidates.append(destination)
                }
            }
            return candidates.contains(where: standsForUnknownClass)
        }

        /// The nearest enclosing object element (a connection's or runtime attribute's owner).
        func owningObject(of element: DocumentElement) -> DocumentElement? {
            var current = parents[ObjectIdentifier(element)]
            while let candidate = current {
                if ElementCatalogue.role(of: candidate) == .object { return candidate }
                current = parents[ObjectIdentifier(candidate)]
            }
            return nil
        }

        /// Placeholders (their stand-ins are not the app's objects), elements TrellisUI has no class
        /// for (made as plain views), and custom classes the registry does not hold. A custom class of
        /// the app's module (`customModule`, `customModuleProvider="target"`) is never one of
        /// TrellisUI's own, even when the names are the same (an app's `ViewController`).
        func standsForUnknownClass(_ element: DocumentElement) -> Bool {
            if element.name == "placeholder" { return true }
            guard let customClass = element["customClass"] else {
                return ElementCatalogue.role(of: element) == .object && !registry.isObjectElement(element.name)
            }
            let module = element["customModule"]
            guard
                let entry = registry.resolveClass(
                    named: customClass, module: module, moduleProvider: element["customModuleProvider"])
            else { return true }
            let namesAppModule = module != nil || element["customModuleProvider"] != nil
            return namesAppModule && entry.module == "TrellisUI" && module != "TrellisUI"
        }
    }
}
