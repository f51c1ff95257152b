// Instantiates the objects of a document in UIKit's three phases: init(coder:) for every object, then
// every connection, then awakeFromNib in document order (I14, D16).
import Foundation
import TrellisUI

/// Makes the objects of a document (or a part of it) and connects them.
///
/// ``instantiate(_:placeholders:excluding:creators:)`` follows the nib-loading order of UIKit (S3, S4, I14, D16):
/// 1. `init(coder:)` for every object under the given elements; a view decodes its subviews inside its
///    own initializer, so initializers complete children first (post-order), as in UIKit; then each
///    view's constraints are made and installed on it (placeholder constraints and those a size-class
///    variation leaves out are not), and its Auto Layout attributes set;
/// 2. every outlet, outlet collection and action, then every user-defined runtime attribute;
/// 3. `awakeFromNib()` for every object made, in document order (pre-order). Placeholders (File's Owner,
///    First Responder, external objects) are connected but never made and never woken.
///
/// Nothing in a document makes loading trap: unknown classes fall back to the element's class, a missing
/// outlet key or a destination of the wrong type is skipped, and each problem is a diagnostic with the
/// document, line, column and object id (``DocumentInstantiation/diagnostics``).
@MainActor
public struct DocumentLoader {
    /// The document.
    public let document: InterfaceBuilderDocument
    /// Where classes and keys are looked up.
    public let registry: ClassRegistry
    let decoder: DocumentValueDecoder
    /// The document's size-class property variations, read once per loader (a list's prototype cells
    /// are instantiated by the same loader, once per dequeued cell).
    let sizeClassPropertyVariations: SizeClassPropertyVariations
    /// The ids the document's size-class masks name.
    let sizeClassMaskedIDs: Set<String>
    /// The size classes the document's size-class variations are resolved for (``SizeClassTraits``):
    /// the constraints and subviews a matching `<variation>` leaves out are not installed (such a
    /// subview is still made, and outlets to it connect, as in UIKit; it is not added to its
    /// superview). Unspecified by default: the base ("Any") layout.
    public var sizeClasses: SizeClassTraits = .unspecified

    /// A loader for `document` with the classes of `registry`.
    public init(document: InterfaceBuilderDocument, registry: ClassRegistry = .shared) {
        self.document = document
        self.registry = registry
        decoder = DocumentValueDecoder(document: document)
        sizeClassPropertyVariations = SizeClassPropertyVariations(document: document)
        sizeClassMaskedIDs = document.sizeClassMaskedIDs
    }

    /// Makes, connects and wakes the objects under `elements`.
    ///
    /// - Parameters:
    ///   - elements: the top-level elements to make (a nib's `<objects>` children; a scene's controller;
    ///     a scene's view). `<placeholder>` elements among them are bound, not made.
    ///   - placeholders: objects that stand for document elements without being made: by placeholder
    ///     identifier (`"IBFilesOwner"`, an external object's identifier) or by element id (a storyboard
    ///     binds its scene's controller id to the controller while it loads the controller's view). The
    ///     connections of those elements are made too, when their other end is made here.
    ///   - excludedIDs: ids of elements left out with everything below them (a scene's view while its
    ///     controller is made). Connections to them are left for the instantiation that makes them.
    ///   - creators: closures that make the objects of some elements (by id) from their coder instead of
    ///     the registry's class (a storyboard's `instantiateViewController(identifier:creator:)`); a `nil`
    ///     result leaves the object out.
    public func instantiate(
        _ elements: [DocumentElement], placeholders: [String: AnyObject] = [:], excluding excludedIDs: Set<String> = [],
        creators: [String: @MainActor (any Coder) -> AnyObject?] = [:]
    ) -> DocumentInstantiation {
        let state = InstantiationState(loader: self, excludedIDs: excludedIDs, creators: creators)
        state.bind(placeholders, roots: elements)
        // Phase 1: init(coder:).
        var topLevel: [AnyObject] = []
        for element in elements where !state.isExcluded(element) {
            if element.name == "placeholder" || element.name == "exit" { continue }
            if let object = state.decodedObject(for: element, standalone: true) { topLevel.append(object) }
        }
        state.makeConnectionEndpoints(roots: elements)
        state.attachConstraints()
        // Constraints exist before the connections, so outlets to them connect.
        state.installLayoutConstraints()
        // Size-class property values are part of decoding in UIKit: set before connections and awakeFromNib.
        state.bindSizeClassVariations()
        // Phase 2: connections, then runtime attributes.
        state.connectAll(roots: elements)
        state.applyRuntimeAttributes()
        // Phase 3: awakeFromNib, in document order.
        for (_, object) in state.createdInDocumentOrder {
            (object as? any NibDecodable)?.performAwakeFromNib()
        }
        return state.result(topLevel: topLevel)
    }
}
