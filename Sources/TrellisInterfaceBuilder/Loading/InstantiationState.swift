// The working state of one instantiation: objects made so far, placeholders, and the three phases' steps.
import Foundation
import TrellisUI

/// Where a connection's destination is, in one instantiation.
enum ConnectionEnd {
    /// An object made or bound in this instantiation.
    case object(AnyObject, bound: Bool)
    /// The First Responder placeholder: the responder chain, decided when the action is sent.
    case firstResponder
    /// In the document but made by another instantiation (or a placeholder nobody supplied): skipped.
    case elsewhere
    /// Not in the document at all.
    case dangling
}

/// One instantiation in progress (see ``DocumentLoader``).
@MainActor
final class InstantiationState {
    let loader: DocumentLoader
    var registry: ClassRegistry { loader.registry }
    var decoder: DocumentValueDecoder { loader.decoder }
    var document: InterfaceBuilderDocument { loader.document }
    let excludedIDs: Set<String>
    /// Constraints and subviews the loader's size classes leave uninstalled (``DocumentLoader/sizeClasses``).
    let uninstalledIDs: Set<String>
    let recorder = LifecycleRecorder.active

    /// Placeholders bound to objects, by element id.
    private(set) var boundByID: [String: AnyObject] = [:]
    /// The elements of bound placeholders (their connections are made here too).
    private(set) var boundElements: [DocumentElement] = []
    /// Objects made, in the order their `init(coder:)` returned.
    private(set) var created: [(element: DocumentElement, object: AnyObject)] = []
    private(set) var createdByID: [String: AnyObject] = [:]
    /// Ids of the elements under the instantiated roots (excluded subtrees left out).
    private var scopeIDs: Set<String> = []
    private var diagnostics: [InterfaceBuilderDiagnostic] = []
    private var reported: Set<InterfaceBuilderDiagnostic> = []
    /// Shared with the prototype-cell factories of the lists made here.
    let prototypeContext = PrototypeContext()
    /// The parsed `<constraints>` of each made view that holds some, in the order the views were made.
    var constraintHolders: [(element: DocumentElement, view: View, constraints: [DocumentConstraint])] = []
    /// The layout constraints made from the document, by constraint id (outlets may point at them).
    var layoutConstraintsByID: [String: LayoutConstraint] = [:]
    /// Every constraint made from a document with size-class variations, with its id, its items' ids
    /// and its holder: a size-class change can install or uninstall it.
    var maskableConstraints: [(constraint: LayoutConstraint, id: String?, itemIDs: [String], holder: View)] = []
    /// The size-class variations bound to the objects made (documents with variations only).
    var sizeClassVariations: SizeClassVariations?

    /// Elements that never make objects, even with an id or a custom class.
    static let nonObjectElements: Set<String> = [
        "placeholder", "exit", "segue", "constraint", "outlet", "outletCollection", "action", "scene",
        "viewControllerPlaceholder", "userDefinedRuntimeAttribute", "variation",
    ]

    /// Closures that make the objects of some elements, by id (see ``DocumentLoader/instantiate(_:placeholders:excluding:creators:)``).
    let creators: [String: @MainActor (any Coder) -> AnyObject?]

    init(
        loader: DocumentLoader, excludedIDs: Set<String>, creators: [String: @MainActor (any Coder) -> AnyObject?] = [:]
    ) {
        self.loader = loader
        self.excludedIDs = excludedIDs
        uninstalledIDs = loader.document.excludedIDs(for: loader.sizeClasses)
        self.creators = creators
    }

    func report(_ diagnostic: InterfaceBuilderDiagnostic) {
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    func isExcluded(_ element: DocumentElement) -> Bool {
        element.id.map(excludedIDs.contains) ?? false
    }

    /// Decodes a value element of the object `ownerID`; its problems name that object.
    func decodeValue(_ element: DocumentElement, ownerID: String?) -> DocumentValue? {
        var found: [InterfaceBuilderDiagnostic] = []
        let value = decoder.value(of: element, diagnostics: &found)
        for diagnostic in found {
            report(
                InterfaceBuilderDiagnostic(
                    diagnostic.severity, code: diagnostic.code, message: diagnostic.message,
                    position: diagnostic.position, objectID: diagnostic.objectID ?? ownerID))
        }
        return value
    }

    // MARK: Placeholders

    func bind(_ placeholders: [String: AnyObject], roots: [DocumentElement]) {
        for (key, object) in placeholders {
            if let element = document.element(withID: key) {
                boundByID[key] = object
                boundElements.append(element)
            }
        }
        for element in roots where element.name == "placeholder" {
            guard let id = element.id, boundByID[id] == nil else { continue }
            let identifier = element["placeholderIdentifier"] ?? ""
            if identifier == "IBFirstResponder" { continue }
            if let object = placeholders[identifier] ?? placeholders[id] {
                boundByID[id] = object
                boundElements.append(element)
            } else if let connections = element.child(named: "connections"), !connections.children.isEmpty {
                let name = identifier == "IBFilesOwner" ? "File's Owner" : "the external object \"\(identifier)\""
                report(
                    InterfaceBuilderDiagnostic(
                        .warning, code: "IB-PLACEHOLDER",
                        message:
                            "no object was supplied for \(name); its \(connections.children.count) connection(s) are skipped",
                        position: element.position, objectID: id))
            }
        }
    }

    // MARK: Phase 1: init(coder:)

    /// Whether `element` makes an object (rather than being a value or a nested structure).
    func isObject(_ element: DocumentElement) -> Bool {
        if Self.nonObjectElements.contains(element.name) { return false }
        if registry.isObjectElement(element.name) { return true }
        if DocumentValueDecoder.valueElementNames.contains(element.name) { return false }
        guard element.id != nil else { return false }
        return element["customClass"] != nil || element.child(forKey: "frame") != nil
    }

    /// The object for `element`: made now (with `init(coder:)`), already made, or bound; a nested coder
    /// for structures; `nil` for excluded elements, placeholders and values.
    func decodedObject(for element: DocumentElement, standalone: Bool = false) -> AnyObject? {
        if isExcluded(element) { return nil }
        if let id = element.id {
            if let object = createdByID[id] ?? boundByID[id] { return object }
        }
        if isObject(element) { return make(element) }
        if element.name == "placeholder" || DocumentValueDecoder.valueElementNames.contains(element.name) {
            return nil
        }
        return standalone ? nil : ElementCoder(element: element, state: self)
    }

    private func make(_ element: DocumentElement) -> AnyObject? {
        if let id = element.id, let creator = creators[id] {
            guard let object = creator(ElementCoder(element: element, state: self)) else { return nil }
            recorder?.record(object, "init(coder:)", ["<\(element.name) \(id)>"])
            created.append((element, object))
            createdByID[id] = object
            return object
        }
        var entry: ClassRegistry.Entry?
        let base = registry.elementEntry(forTag: element.name)
        if let customClass = element["customClass"] {
            entry = registry.resolveClass(
                named: customClass, module: element["customModule"], moduleProvider: element["customModuleProvider"])
            if entry == nil { reportUnknownClass(customClass, element: element, base: base) }
        }
        if entry == nil { entry = base }
        if entry == nil {
            // A recognizer TrellisUI lacks (swipe, pinch, rotation) stays a recognizer, so the view's
            // gestureRecognizers collection still takes it; it recognizes nothing.
            let isRecognizer = element.name.hasSuffix("GestureRecognizer")
            report(
                InterfaceBuilderDiagnostic(
                    .warning, code: "IB-UNSUPPORTED-OBJECT",
                    message: "<\(element.name)> has no TrellisUI class; a plain "
                        + (isRecognizer ? "GestureRecognizer, which recognizes nothing," : "View") + " is used",
                    position: element.position, objectID: element.id))
            entry =
                isRecognizer
                ? ClassRegistry.Entry(name: "GestureRecognizer", module: "TrellisUI") { GestureRecognizer(coder: $0) }
                : registry.elementEntry(forTag: "view")
        }
        guard let entry else { return nil }
        let coder = ElementCoder(element: element, state: self)
        guard let object = entry.make(coder) else {
            report(
                InterfaceBuilderDiagnostic(
                    .warning, code: "IB-UNSUPPORTED-OBJECT",
                    message: "init(coder:) of \(entry.name) returned nil for <\(element.name)>; the object is left out",
                    position: element.position, objectID: element.id))
            return nil
        }
        recorder?.record(object, "init(coder:)", ["<\(element.name)\(element.id.map { " \($0)" } ?? "")>"])
        created.append((element, object))
        if let id = element.id { createdByID[id] = object }
        registerPrototypes(of: element, list: object)
        return object
    }

    private func reportUnknownClass(_ customClass: String, element: DocumentElement, base: ClassRegistry.Entry?) {
        let module = element["customModule"]
        let qualified = module.map { "\($0).\(customClass)" } ?? customClass
        let fallback = base?.name ?? "View"
        var message = "Unknown class \(qualified) in Interface Builder file; \(fallback) is used instead"
        let elsewhere = registry.registeredModules(ofClassNamed: customClass).filter { $0 != module }
        if let other = elsewhere.first {
            message += " (a class \(customClass) is registered in module \(other): is customModule wrong?)"
        } else {
            message += " (register it with ClassRegistry.shared.register(\(customClass).self))"
        }
        report(
            InterfaceBuilderDiagnostic(
                .warning, code: "IB-UNKNOWN-CLASS", message: message, position: element.position, objectID: element.id))
    }

    /// Collects the scope and makes the objects connections need that no initializer decoded (gesture
    /// recognizers, items of undecoded bars), standalone, still in phase 1.
    func makeConnectionEndpoints(roots: [DocumentElement]) {
        var sources: [DocumentElement] = []
        func walk(_ element: DocumentElement) {
            if isExcluded(element) { return }
            if let id = element.id { scopeIDs.insert(id) }
            if element.child(named: "connections") != nil { sources.append(element) }
            for child in element.children where !Self.holdsPrototypes(child, parent: element) { walk(child) }
        }
        roots.forEach(walk)
        for source in sources {
            if let id = source.id, createdByID[id] == nil, boundByID[id] == nil, isObject(source) {
                _ = make(source)
            }
            for connection in source.child(named: "connections")?.children ?? [] {
                guard let id = connection["destination"], createdByID[id] == nil, boundByID[id] == nil,
                    scopeIDs.contains(id), let destination = document.element(withID: id), isObject(destination)
                else { continue }
                _ = make(destination)
            }
        }
    }

    /// Keeps each made view's `<constraints>` on it (`View.documentConstraints`).
    func attachConstraints() {
        for (element, object) in created {
            guard let view = object as? View, let list = element.child(named: "constraints") else { continue }
            var found: [InterfaceBuilderDiagnostic] = []
            let constraints = list.children(named: "constraint").compactMap {
                decoder.constraint($0, holder: element.id, diagnostics: &found)
            }
            found.forEach(report)
            DocumentConstraintStore.setConstraints(constraints, for: view)
            constraintHolders.append((element, view, constraints))
        }
    }

    /// The made objects in document order (pre-order), for `awakeFromNib`.
    var createdInDocumentOrder: [(element: DocumentElement, object: AnyObject)] {
        created.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.element.position, rhs.element.element.position)
            if left.line != right.line { return left.line < right.line }
            if left.column != right.column { return left.column < right.column }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    // MARK: Phase 2: connections and runtime attributes

    /// Where the destination `id` is in this instantiation.
    func end(_ id: String?, of connection: DocumentElement) -> ConnectionEnd {
        guard let id else {
            report(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-VALUE", message: "<\(connection.name)> has no destination attribute",
                    position: connection.position, objectID: connection.id))
            return .dangling
        }
        if let object = createdByID[id] { return .object(object, bound: false) }
        if let object = boundByID[id] { return .object(object, bound: true) }
        if let constraint = layoutConstraintsByID[id] { return .object(constraint, bound: false) }
        guard let element = document.element(withID: id) else {
            report(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-DANGLING-DESTINATION",
                    message: "<\(connection.name)\(connection["property"].map { " property=\"\($0)\"" } ?? "")"
                        + "\(connection["selector"].map { " selector=\"\($0)\"" } ?? "")> points at id \"\(id)\", "
                        + "which is not in the document; the connection is skipped",
                    position: connection.position, objectID: connection.id))
            return .dangling
        }
        if element.name == "placeholder", element["placeholderIdentifier"] == "IBFirstResponder" {
            return .firstResponder
        }
        return .elsewhere
    }

    func connectAll(roots: [DocumentElement]) {
        var sources: [DocumentElement] = []
        func walk(_ element: DocumentElement) {
            if isExcluded(element) { return }
            if element.child(named: "connections") != nil { sources.append(element) }
            for child in element.children where !Self.holdsPrototypes(child, parent: element) { walk(child) }
        }
        roots.forEach(walk)
        for element in boundElements where element.child(named: "connections") != nil {
            if !sources.contains(where: { $0 === element }) { sources.append(element) }
        }
        for sourceElement in sources {
            guard let id = sourceElement.id, let source = createdByID[id] ?? boundByID[id] else { continue }
            let sourceIsBound = boundByID[id] != nil
            let connections = sourceElement.child(named: "connections")?.children ?? []
            var collected: Set<String> = []
            for connection in connections {
                switch connection.name {
                case "outlet":
                    guard case .object(let destination, let bound) = end(connection["destination"], of: connection),
                        !(bound && sourceIsBound)
                    else { continue }
                    connectOutlet(connection, source: source, sourceElement: sourceElement, destination: destination)
                case "outletCollection":
                    // All items of one collection are connected together, at the first item.
                    guard let property = connection["property"], collected.insert(property).inserted else { continue }
                    let items = connections.filter { $0.name == "outletCollection" && $0["property"] == property }
                    var objects: [AnyObject] = []
                    for item in items {
                        guard case .object(let destination, let bound) = end(item["destination"], of: item),
                            !(bound && sourceIsBound)
                        else { continue }
                        objects.append(destination)
                    }
                    guard !objects.isEmpty else { continue }
                    connectCollection(
                        property, source: source, sourceElement: sourceElement, objects: objects,
                        appending: items.contains { $0["appends"] == "YES" }, position: connection)
                case "action":
                    let destination = end(connection["destination"], of: connection)
                    if case .object(_, let bound) = destination, bound && sourceIsBound { continue }
                    connectAction(connection, source: source, sourceElement: sourceElement, destination: destination)
                default:
                    continue // segues belong to storyboards
                }
            }
        }
    }

    private func className(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    private func describe(_ object: AnyObject?) -> String {
        recorder?.label(for: object) ?? object.map(className) ?? "nil"
    }

    /// " (its class X is unknown …)" when `element` names a custom class the registry lacks.
    private func unknownClassNote(_ element: DocumentElement?) -> String {
        guard let element, let customClass = element["customClass"],
            registry.resolveClass(
                named: customClass, module: element["customModule"], moduleProvider: element["customModuleProvider"])
                == nil
        else { return "" }
        return " (its class \(customClass) is unknown, see IB-UNKNOWN-CLASS)"
    }

    private func connectOutlet(
        _ connection: DocumentElement, source: AnyObject, sourceElement: DocumentElement, destination: AnyObject
    ) {
        guard let key = connection["property"] else { return }
        var expected: String?
        if let outlet = WrappedProperty.find(key, in: source, as: (any OutletConnecting).self) {
            if outlet.connect(destination) {
                recorder?.record(source, "setValue(_:forKey:)", [describe(destination), key])
                return
            }
            expected = outlet.valueTypeName
        } else if let setter = registry.outletSetter(forKey: key, of: source) {
            if setter.set(source, destination) {
                recorder?.record(source, "setValue(_:forKey:)", [describe(destination), key])
                return
            }
            expected = setter.valueTypeName
        }
        if let expected {
            report(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-OUTLET-TYPE",
                    message:
                        "\(document.file): outlet \"\(key)\" of \(className(source)) (object \(sourceElement.id ?? "?")) "
                        + "takes \(expected), but its destination \(connection["destination"] ?? "") is a "
                        + "\(className(destination))"
                        + unknownClassNote(connection["destination"].flatMap(document.element(withID:)))
                        + "; the outlet is left unset",
                    position: connection.position, objectID: sourceElement.id))
        } else {
            report(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-OUTLET-KEY",
                    message: "\(document.file): \(className(source)) (object \(sourceElement.id ?? "?")) has no outlet "
                        + "\"\(key)\"\(unknownClassNote(sourceElement)) — UIKit would raise \"this class is not key value "
                        + "coding-compliant for the key \(key)\"; declare `@Outlet var \(key)` or register the key; "
                        + "loading continues without it",
                    position: connection.position, objectID: sourceElement.id))
        }
    }

    private func connectCollection(
        _ key: String, source: AnyObject, sourceElement: DocumentElement, objects: [AnyObject], appending: Bool,
        position: DocumentElement
    ) {
        var expected: String?
        var rejected: [AnyObject] = []
        if let collection = WrappedProperty.find(key, in: source, as: (any OutletCollectionConnecting).self) {
            rejected = collection.connect(objects, appending: appending)
            expected = collection.valueTypeName
        } else if let setter = registry.collectionSetter(forKey: key, of: source) {
            expected = setter.valueTypeName
            if !setter.set(source, objects) {
                // Keep the elements of the right type, report the rest.
                rejected = objects
                for object in objects where setter.set(source, [object]) {
                    rejected.removeAll { $0 === object }
                }
            }
        } else {
            report(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-OUTLET-KEY",
                    message: "\(document.file): \(className(source)) (object \(sourceElement.id ?? "?")) has no outlet "
                        + "collection \"\(key)\"\(unknownClassNote(sourceElement)); declare `@OutletCollection var \(key)` "
                        + "or register the key; loading continues without it",
                    position: position.position, objectID: sourceElement.id))
            return
        }
        let accepted = objects.filter { object in !rejected.contains { $0 === object } }
        if !accepted.isEmpty {
            recorder?.record(
                source, "setValue(_:forKey:)", ["[" + accepted.map(describe).joined(separator: ", ") + "]", key])
        }
        for object in rejected {
            report(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-OUTLET-TYPE",
                    message: "\(document.file): outlet collection \"\(key)\" of \(className(source)) (object "
                        + "\(sourceElement.id ?? "?")) holds \(expected ?? "?"), but one destination is a "
                        + "\(className(object)); it is left out",
                    position: position.position, objectID: sourceElement.id))
        }
    }

    private func connectAction(
        _ connection: DocumentElement, source: AnyObject, sourceElement: DocumentElement, destination: ConnectionEnd
    ) {
        guard let selector = connection["selector"] else { return }
        let target: AnyObject?
        switch destination {
        case .object(let object, _): target = object
        case .firstResponder: target = nil
        case .elsewhere, .dangling: return
        }
        if let target, !ActionDispatch.canPerform(selector, target: target, sender: source, registry: registry) {
            report(
                InterfaceBuilderDiagnostic(
                    .warning, code: "IB-ACTION-TARGET",
                    message: "the action \"\(selector)\" is connected to \(className(target)), which does not perform "
                        + "it (register it with ClassRegistry.registerAction or handle it in perform(_:withSender:))",
                    position: connection.position, objectID: sourceElement.id))
        }
        let eventName = connection["eventType"]
        let dispatch = ActionDispatch(
            selector: selector, target: target, toFirstResponder: target == nil, registry: registry)
        let targetDescription = target.map(describe) ?? "First Responder"
        switch source {
        case let control as Control:
            var events = Control.Event.touchUpInside
            if let eventName {
                guard let known = DocumentValueDecoder.controlEvents[eventName] else {
                    report(
                        InterfaceBuilderDiagnostic(
                            .warning, code: "IB-VALUE-UNSUPPORTED",
                            message:
                                "<action> has the event type \"\(eventName)\", which TrellisUI controls do not send; "
                                + "the action is not connected",
                            position: connection.position, objectID: sourceElement.id))
                    return
                }
                events = known
            }
            control.addAction(for: events) { [weak control] in dispatch.send(from: control) }
            recorder?.record(control, "addTarget(_:action:for:)", [targetDescription, selector, events.description])
        case let recognizer as GestureRecognizer:
            recognizer.addAction { recognizer in dispatch.send(from: recognizer) }
            recorder?.record(recognizer, "addTarget(_:action:)", [targetDescription, selector])
        case let item as BarButtonItem:
            item.primaryAction = { [weak item] in dispatch.send(from: item) }
            recorder?.record(item, "addTarget(_:action:)", [targetDescription, selector])
        default:
            report(
                InterfaceBuilderDiagnostic(
                    .warning, code: "IB-ACTION-SOURCE",
                    message: "\(className(source)) does not send actions; the action \"\(selector)\" is not connected",
                    position: connection.position, objectID: sourceElement.id))
        }
    }

    /// Applies every `<userDefinedRuntimeAttribute>` of the made objects, in document order.
    func applyRuntimeAttributes() {
        for (element, object) in createdInDocumentOrder {
            guard let list = element.child(named: "userDefinedRuntimeAttributes") else { continue }
            for attribute in list.children(named: "userDefinedRuntimeAttribute") {
                applyRuntimeAttribute(attribute, to: object, objectElement: element)
            }
        }
    }

    private func applyRuntimeAttribute(
        _ attribute: DocumentElement, to object: AnyObject, objectElement: DocumentElement
    ) {
        guard let keyPath = attribute["keyPath"] else {
            report(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-VALUE", message: "<userDefinedRuntimeAttribute> has no keyPath attribute",
                    position: attribute.position, objectID: objectElement.id))
            return
        }
        var found: [InterfaceBuilderDiagnostic] = []
        let value = decoder.runtimeAttributeValue(attribute, diagnostics: &found)
        found.forEach(report)
        guard let value else { return }
        var expected: String?
        if !keyPath.contains("."),
            let property = WrappedProperty.find(keyPath, in: object, as: (any InspectableSetting).self)
        {
            if property.apply(value) {
                recorder?.record(object, "setValue(_:forKeyPath:)", [Self.describe(value), keyPath])
                return
            }
            expected = property.valueTypeName
        } else if let setter = registry.attributeSetter(forKeyPath: keyPath, of: object) {
            if setter.set(object, value) {
                recorder?.record(object, "setValue(_:forKeyPath:)", [Self.describe(value), keyPath])
                return
            }
            expected = setter.valueTypeName
        }
        let message: String
        if let expected {
            message =
                "runtime attribute \"\(keyPath)\" of \(className(object)) takes \(expected); the document's "
                + "\(attribute["type"] ?? "") value does not convert; skipped"
        } else if keyPath.hasPrefix("layer.") {
            message = "runtime attribute \"\(keyPath)\": TrellisUI views have no Core Animation layer; skipped"
        } else {
            message =
                "\(className(object)) has no key path \"\(keyPath)\"\(unknownClassNote(objectElement)) for a "
                + "runtime attribute (declare `@Inspectable var \(keyPath)` or register it); skipped"
        }
        report(
            InterfaceBuilderDiagnostic(
                .warning, code: "IB-RUNTIME-ATTRIBUTE", message: message, position: attribute.position,
                objectID: objectElement.id))
    }

    static func describe(_ value: DocumentValue) -> String {
        switch value {
        case .string(let string): string.debugDescription
        case .real(let number): String(number)
        case .integer(let number): String(number)
        case .bool(let flag): flag ? "YES" : "NO"
        case .null: "nil"
        case .color(let color): color.description
        case .image(let image): image.name
        default: String(describing: value)
        }
    }

    func result(topLevel: [AnyObject]) -> DocumentInstantiation {
        var objectsByID = boundByID
        for (id, object) in createdByID { objectsByID[id] = object }
        for (id, constraint) in layoutConstraintsByID { objectsByID[id] = constraint }
        prototypeContext.remember(objectsByID)
        return DocumentInstantiation(
            topLevelObjects: topLevel, createdObjects: createdInDocumentOrder.map(\.object), objectsByID: objectsByID,
            diagnostics: diagnostics, sizeClassVariations: sizeClassVariations)
    }
}
