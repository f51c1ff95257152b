// Prototype cells: a table or collection view's <prototypes>/<cells> become factories that instantiate a
// fresh copy of the cell (with its connections) each time a cell is dequeued.
import Foundation
import TrellisUI

/// The objects of the instantiation that made a list, held weakly, for the prototype cells' connections
/// (a cell's button may send its action to the scene's controller).
@MainActor
final class PrototypeContext {
    private struct WeakObject {
        weak var object: AnyObject?
    }

    private var objects: [String: WeakObject] = [:]
    private var reportedPrototypes: Set<String> = []

    /// Remembers the objects (by document id) of the finished instantiation.
    func remember(_ objectsByID: [String: AnyObject]) {
        for (id, object) in objectsByID { objects[id] = WeakObject(object: object) }
    }

    /// The remembered objects still alive.
    var liveObjects: [String: AnyObject] {
        objects.compactMapValues(\.object)
    }

    /// Whether the diagnostics of the prototype `id` are still to be emitted (only the first copy's are).
    func shouldEmitDiagnostics(forPrototype id: String) -> Bool {
        reportedPrototypes.insert(id).inserted
    }
}

extension InstantiationState {
    /// Whether `element` holds cell templates rather than objects of this instantiation: a table view's
    /// `<prototypes>` or a collection view's `<cells>`.
    static func holdsPrototypes(_ element: DocumentElement, parent: DocumentElement) -> Bool {
        (element.name == "prototypes" && parent.name == "tableView")
            || (element.name == "cells" && parent.name == "collectionView")
    }

    /// Registers one factory per prototype cell of the list made from `element`.
    func registerPrototypes(of element: DocumentElement, list object: AnyObject) {
        guard let holder = element.children.first(where: { Self.holdsPrototypes($0, parent: element) }) else { return }
        let loader = self.loader
        let context = prototypeContext
        for cell in holder.children where isObject(cell) {
            guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty else {
                report(
                    InterfaceBuilderDiagnostic(
                        .warning, code: "IB-PROTOTYPE",
                        message: "the prototype <\(cell.name)> has no reuse identifier, so it can never be dequeued",
                        position: cell.position, objectID: cell.id))
                continue
            }
            let make: @MainActor () -> AnyObject? = { loader.makePrototypeCopy(of: cell, context: context) }
            if let table = object as? TableView {
                table.register({ make() as? TableViewCell }, forCellReuseIdentifier: identifier)
            } else if let collection = object as? CollectionView {
                collection.register({ make() as? CollectionViewCell }, forCellWithReuseIdentifier: identifier)
            }
        }
    }
}

extension DocumentLoader {
    /// A fresh copy of the prototype cell `element`, made and connected like a nib of its own whose
    /// placeholders are the objects of the instantiation that made its list.
    func makePrototypeCopy(of element: DocumentElement, context: PrototypeContext) -> AnyObject? {
        let instantiation = instantiate([element], placeholders: context.liveObjects)
        if context.shouldEmitDiagnostics(forPrototype: element.id ?? "\(element.position)") {
            instantiation.emitDiagnostics()
        }
        return instantiation.topLevelObjects.first
    }
}
