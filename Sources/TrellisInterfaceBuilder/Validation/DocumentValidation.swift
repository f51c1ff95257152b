// The static checks of a parsed Interface Builder document: unknown elements, ids, references,
// connections and scenes — everything that can be judged from the XML alone, without creating objects.

/// Checks a parsed document without instantiating it.
///
/// What is checked, each problem with its position and object id:
/// - every element's tag is in the ``ElementCatalogue`` (else `IB-UNKNOWN-ELEMENT`, a warning; the
///   element and its contents are skipped); design-time-only elements are skipped silently;
/// - every `id` is usable: not empty, no white space (`IB-BAD-ID`);
/// - every id reference resolves — `initialViewController`, a connection's `destination`,
///   `firstItem`/`secondItem` of a constraint, `reference` of a size-class `exclude`/`include`, a
///   segue's popover anchor, a cell content view's cell (`IB-DANGLING-REFERENCE`) — and points at the
///   right kind of element: segues, relationships and the initial view controller at view controllers,
///   unwind segues at the Exit placeholder (`IB-REFERENCE-KIND`);
/// - connections carry what UIKit needs to make them: an outlet its `property`, a segue its `kind`, a
///   relationship its `relationship`, an unwind segue its `unwindAction`, a storyboard reference a
///   storyboard name or identifier (`IB-MISSING-ATTRIBUTE`; an action's selector and every value are
///   checked by the loader's `DocumentValueCheck`);
/// - a segue's `kind` is one UIKit performs (`IB-SEGUE-KIND`);
/// - every storyboard scene holds exactly one view controller (`IB-SCENE-CONTROLLER`);
/// - storyboard identifiers are unique within a storyboard (`IB-DUPLICATE-IDENTIFIER`).
///
/// The checks are pure functions of the element tree: they run off the main actor, and in parallel.
public enum DocumentValidation {
    /// Every problem the static checks find in `document`, in document order (the document's own
    /// reading diagnostics — duplicate ids, version — are not repeated).
    public static func validate(_ document: InterfaceBuilderDocument) -> [InterfaceBuilderDiagnostic] {
        // A root other than <document> is reported by the document itself; there is nothing to check.
        guard document.root.name == "document" else { return [] }
        var walker = Walker(document: document)
        walker.walk(document.root, parent: nil)
        walker.checkStoryboardIdentifiers()
        return walker.diagnostics
    }

    /// The segue kinds UIKit performs, as Xcode writes them (`push` and `modal` are the pre-iOS 8
    /// names of `show` and `presentation`; `replace` and `popover` are the legacy iPad ones).
    public static let segueKinds: Set<String> = [
        "show", "showDetail", "presentation", "popoverPresentation", "embed", "unwind", "relationship", "custom",
        "push", "modal", "replace", "popover",
    ]

    /// What an id reference must point at.
    enum Expectation {
        case anything
        case viewController
        case exit
    }

    /// One pass over the tree, collecting diagnostics.
    private struct Walker {
        let document: InterfaceBuilderDocument
        var diagnostics: [InterfaceBuilderDiagnostic] = []
        /// Storyboard identifiers with the element that first declared each.
        var storyboardIdentifiers: [(identifier: String, element: DocumentElement)] = []

        init(document: InterfaceBuilderDocument) {
            self.document = document
        }

        mutating func walk(_ element: DocumentElement, parent: DocumentElement?) {
            guard let role = ElementCatalogue.role(of: element) else {
                let place = parent.map { " inside <\($0.name)>" } ?? ""
                report(
                    .warning, "IB-UNKNOWN-ELEMENT",
                    "unknown element <\(element.name)>\(place) is skipped with everything inside it", at: element)
                return
            }
            if role == .designTimeOnly { return }
            checkID(of: element)
            checkReferences(of: element, role: role, parent: parent)
            if element.name == "scene" { checkScene(element) }
            if let identifier = element["storyboardIdentifier"], ElementCatalogue.isViewController(element.name) {
                storyboardIdentifiers.append((identifier, element))
            }
            for child in element.children { walk(child, parent: element) }
        }

        // MARK: Ids

        mutating func checkID(of element: DocumentElement) {
            guard let id = element.id else { return }
            if id.isEmpty {
                report(
                    .error, "IB-BAD-ID", "<\(element.name)> has an empty id, which nothing can refer to", at: element)
            } else if id.contains(where: \.isWhitespace) {
                report(
                    .error, "IB-BAD-ID", "id \"\(id)\" of <\(element.name)> contains white space", at: element)
            }
        }

        // MARK: References and connections

        mutating func checkReferences(of element: DocumentElement, role: ElementRole, parent: DocumentElement?) {
            switch element.name {
            case "document":
                if let id = element["initialViewController"] {
                    resolve(id, attribute: "initialViewController", of: element, expecting: .viewController)
                }
            case "outlet", "outletCollection":
                require("property", of: element, for: "an outlet names the property it sets")
                requireReference("destination", of: element, expecting: .anything)
            case "action":
                // A missing selector is a value problem, reported by the value check with the event type.
                requireReference("destination", of: element, expecting: .anything)
            case "segue":
                checkSegue(element, parent: parent)
            case "constraint":
                // The constraint's own attributes (firstAttribute, relation, multiplier …) are values,
                // checked by the value check; its items are references, checked here.
                for attribute in ["firstItem", "secondItem"] {
                    if let id = element[attribute] {
                        resolve(id, attribute: attribute, of: element, expecting: .anything)
                    }
                }
            case "exclude", "include":
                requireReference("reference", of: element, expecting: .anything)
            case "tableViewCellContentView":
                if let id = element["tableViewCell"] {
                    resolve(id, attribute: "tableViewCell", of: element, expecting: .anything)
                }
            case "collectionViewCellContentView":
                if let id = element["collectionViewCell"] {
                    resolve(id, attribute: "collectionViewCell", of: element, expecting: .anything)
                }
            case "tableViewCell":
                for attribute in ["textLabel", "detailTextLabel"] {
                    if let id = element[attribute] {
                        resolve(id, attribute: attribute, of: element, expecting: .anything)
                    }
                }
            case "viewControllerPlaceholder":
                if element["storyboardName"] == nil && element["referencedIdentifier"] == nil {
                    report(
                        .error, "IB-MISSING-ATTRIBUTE",
                        "storyboard reference <viewControllerPlaceholder> has neither storyboardName nor "
                            + "referencedIdentifier, so it names no view controller",
                        at: element)
                }
            default:
                break
            }
        }

        mutating func checkSegue(_ segue: DocumentElement, parent: DocumentElement?) {
            for attribute in ["popoverAnchorView", "popoverAnchorBarButtonItem"] {
                if let id = segue[attribute] { resolve(id, attribute: attribute, of: segue, expecting: .anything) }
            }
            // `<segue key="commit" inheritsFrom="parent">` inside a segue (peek and pop) describes a
            // variant of its parent: nothing is required of it.
            guard parent?.name == "connections" else {
                if let id = segue["destination"] {
                    resolve(id, attribute: "destination", of: segue, expecting: .anything)
                }
                return
            }
            guard let kind = segue["kind"] else {
                report(
                    .error, "IB-MISSING-ATTRIBUTE", "<segue> has no kind attribute, so it cannot be performed",
                    at: segue)
                requireReference("destination", of: segue, expecting: .viewController)
                return
            }
            if !DocumentValidation.segueKinds.contains(kind) {
                report(
                    .warning, "IB-SEGUE-KIND",
                    "segue kind \"\(kind)\" is not one UIKit performs (show, showDetail, presentation, "
                        + "popoverPresentation, embed, unwind, relationship, custom, or the legacy push, modal, "
                        + "replace, popover)",
                    at: segue)
            }
            switch kind {
            case "unwind":
                require("unwindAction", of: segue, for: "an unwind segue names the action it unwinds to")
                requireReference("destination", of: segue, expecting: .exit)
            case "relationship":
                require("relationship", of: segue, for: "a relationship segue names the relationship it sets")
                requireReference("destination", of: segue, expecting: .viewController)
            default:
                requireReference("destination", of: segue, expecting: .viewController)
            }
        }

        mutating func require(_ attribute: String, of element: DocumentElement, for reason: String) {
            guard element[attribute] == nil else { return }
            report(
                .error, "IB-MISSING-ATTRIBUTE",
                "<\(element.name)> has no \(attribute) attribute (\(reason)); it is skipped", at: element)
        }

        mutating func requireReference(_ attribute: String, of element: DocumentElement, expecting: Expectation) {
            guard let id = element[attribute] else {
                report(
                    .error, "IB-MISSING-ATTRIBUTE",
                    "<\(element.name)> has no \(attribute) attribute, so it refers to nothing; it is skipped",
                    at: element)
                return
            }
            resolve(id, attribute: attribute, of: element, expecting: expecting)
        }

        mutating func resolve(
            _ id: String, attribute: String, of element: DocumentElement, expecting expectation: Expectation
        ) {
            guard let target = document.element(withID: id) else {
                report(
                    .error, "IB-DANGLING-REFERENCE",
                    "\(attribute)=\"\(id)\" of <\(element.name)> names no object in this document", at: element)
                return
            }
            switch expectation {
            case .anything:
                break
            case .viewController:
                if !ElementCatalogue.isViewController(target.name) {
                    report(
                        .error, "IB-REFERENCE-KIND",
                        "\(attribute)=\"\(id)\" of <\(element.name)\(kindSuffix(element))> names a <\(target.name)> "
                            + "at line \(target.position.line), not a view controller",
                        at: element)
                }
            case .exit:
                if target.name != "exit" {
                    report(
                        .error, "IB-REFERENCE-KIND",
                        "\(attribute)=\"\(id)\" of <\(element.name)\(kindSuffix(element))> names a <\(target.name)> "
                            + "at line \(target.position.line), not the scene's Exit placeholder",
                        at: element)
                }
            }
        }

        func kindSuffix(_ element: DocumentElement) -> String {
            element["kind"].map { " kind=\"\($0)\"" } ?? ""
        }

        // MARK: Scenes and identifiers

        mutating func checkScene(_ scene: DocumentElement) {
            if scene["sceneID"] == nil {
                report(
                    .error, "IB-MISSING-ATTRIBUTE", "<scene> has no sceneID attribute (every scene has one)",
                    at: scene)
            }
            let controllers = (scene.child(named: "objects")?.children ?? []).filter {
                ElementCatalogue.isViewController($0.name)
            }
            let name = scene["sceneID"].map { "scene \"\($0)\"" } ?? "<scene>"
            if controllers.isEmpty {
                report(
                    .error, "IB-SCENE-CONTROLLER",
                    "\(name) has no view controller in its <objects>; nothing can be instantiated from it",
                    at: scene)
            } else if controllers.count > 1 {
                let listed = controllers.map { "<\($0.name)> at line \($0.position.line)" }.joined(separator: ", ")
                report(
                    .error, "IB-SCENE-CONTROLLER",
                    "\(name) has \(controllers.count) view controllers (\(listed)); a scene holds exactly one",
                    at: scene)
            }
        }

        mutating func checkStoryboardIdentifiers() {
            var first: [String: DocumentElement] = [:]
            for (identifier, element) in storyboardIdentifiers {
                if let earlier = first[identifier] {
                    report(
                        .warning, "IB-DUPLICATE-IDENTIFIER",
                        "storyboard identifier \"\(identifier)\" of <\(element.name)> is already used by "
                            + "<\(earlier.name)> at line \(earlier.position.line); "
                            + "instantiateViewController(withIdentifier:) finds only one of them",
                        at: element)
                } else {
                    first[identifier] = element
                }
            }
        }

        // MARK: Reporting

        mutating func report(
            _ severity: InterfaceBuilderDiagnostic.Severity, _ code: String, _ message: String,
            at element: DocumentElement
        ) {
            diagnostics.append(
                InterfaceBuilderDiagnostic(
                    severity, code: code, message: message, position: element.position,
                    objectID: element.id.flatMap { $0.isEmpty ? nil : $0 }))
        }
    }
}
