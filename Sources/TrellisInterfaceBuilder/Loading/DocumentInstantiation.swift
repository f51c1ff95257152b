// The result of instantiating (part of) a document: the objects made, by id, and what went wrong.
import Foundation
import TrellisUI

/// One instantiation of a nib or a storyboard scene part: every object made, by document id.
///
/// Each instantiation makes fresh objects (I14); the document itself is never changed.
@MainActor
public final class DocumentInstantiation {
    /// The objects made from the elements passed to ``DocumentLoader/instantiate(_:placeholders:excluding:creators:)``
    /// (placeholders are not among them), in document order.
    public let topLevelObjects: [AnyObject]
    /// Every object made (top-level and nested), in document order.
    public let createdObjects: [AnyObject]
    /// Problems found while loading, in the order found.
    public let diagnostics: [InterfaceBuilderDiagnostic]
    /// The document's size-class variations bound to the objects made (`nil` when the document has
    /// none): ``SizeClassVariations/apply(_:)`` installs and sets what other size classes vary.
    public let sizeClassVariations: SizeClassVariations?
    private let objectsByID: [String: AnyObject]

    init(
        topLevelObjects: [AnyObject], createdObjects: [AnyObject], objectsByID: [String: AnyObject],
        diagnostics: [InterfaceBuilderDiagnostic], sizeClassVariations: SizeClassVariations? = nil
    ) {
        self.topLevelObjects = topLevelObjects
        self.createdObjects = createdObjects
        self.objectsByID = objectsByID
        self.diagnostics = diagnostics
        self.sizeClassVariations = sizeClassVariations
    }

    /// The object made for (or the placeholder bound to) the element with `id`.
    public func object(withID id: String) -> AnyObject? { objectsByID[id] }

    /// The document id of `object`, if this instantiation made or bound it.
    public func id(of object: AnyObject) -> String? {
        objectsByID.first { $0.value === object }?.key
    }

    /// Sends every diagnostic to the current `LifecycleChecker` (or standard error), with the rule code,
    /// the document position and the object id.
    public func emitDiagnostics() {
        for diagnostic in diagnostics {
            var path = diagnostic.position.file
            if let id = diagnostic.objectID { path += " object \(id)" }
            LifecycleChecker.emit(
                rule: diagnostic.code, path: path, message: "\(diagnostic.severity.rawValue): \(diagnostic.message)",
                file: diagnostic.position.file, line: diagnostic.position.line)
        }
    }
}
