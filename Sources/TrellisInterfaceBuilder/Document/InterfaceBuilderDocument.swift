// A parsed .xib or .storyboard: its element tree, what kind of document it is, and its id index.
import Foundation

/// A `.xib` or `.storyboard` document as Xcode wrote it, parsed and indexed by object id.
///
/// Reading a document never fails for content Trellis does not know: only text that is not XML (or a
/// file that cannot be read) throws. Everything else that is wrong — a root element that is not
/// `<document>`, a format version other than 3.0, duplicate ids — is listed in ``diagnostics``.
public struct InterfaceBuilderDocument: Sendable {
    /// Storyboard or nib.
    public enum Kind: String, Sendable, Hashable {
        /// A `.storyboard`: scenes of view controllers joined by segues.
        case storyboard
        /// A `.xib`: one nib of top-level objects with File's Owner.
        case xib
    }

    /// The name used in diagnostics (the path as given).
    public let file: String
    /// The `<document>` element.
    public let root: DocumentElement
    /// Storyboard or nib, from the document's `type` attribute (or the file extension).
    public let kind: Kind
    /// The Interface Builder build that wrote the document (`toolsVersion`), such as `"21701"` or
    /// `"32700.99.1234"`; any value is accepted.
    public let toolsVersion: String?
    /// Every element with an `id`, by id (the first one when an id is duplicated).
    public let elementsByID: [String: DocumentElement]
    /// Problems found while reading: version, root element, duplicate ids.
    public let diagnostics: [InterfaceBuilderDiagnostic]
    /// Whether any element has size-class `<variation>`s (most documents have none, so loading skips
    /// resolving them).
    public let hasVariations: Bool
    /// The elements that hold size-class `<variation>`s, in document order (empty when
    /// ``hasVariations`` is `false`): resolving variations visits these, not the whole tree.
    public let variationOwners: [DocumentElement]

    /// Parses `data` as the document `file`.
    ///
    /// - Throws: ``DocumentError/malformedXML(_:message:)`` when the text is not well-formed XML.
    public init(data: Data, file: String) throws(DocumentError) {
        let root = try DocumentParser.parse(data, file: file)
        self.init(root: root, file: file)
    }

    /// Reads and parses the document at `url` (diagnostics name it by `url.path`).
    public init(contentsOf url: URL) throws(DocumentError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, message: String(describing: error))
        }
        try self.init(data: data, file: url.path)
    }

    /// Indexes an already parsed tree.
    public init(root: DocumentElement, file: String) {
        self.file = file
        self.root = root
        var diagnostics: [InterfaceBuilderDiagnostic] = []
        if root.name != "document" {
            diagnostics.append(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-NOT-DOCUMENT",
                    message: "the root element is <\(root.name)>, not an Interface Builder <document>",
                    position: root.position))
        } else if let version = root["version"], version != "3.0" {
            diagnostics.append(
                InterfaceBuilderDiagnostic(
                    .warning, code: "IB-VERSION",
                    message: "document format version \(version) is not 3.0; reading it as 3.0",
                    position: root.position))
        }
        let type = root["type"] ?? ""
        if type.hasSuffix(".Storyboard.XIB") {
            kind = .storyboard
        } else if type.hasSuffix(".XIB") {
            kind = .xib
        } else {
            kind = file.hasSuffix(".storyboard") ? .storyboard : .xib
        }
        toolsVersion = root["toolsVersion"]
        var index: [String: DocumentElement] = [:]
        var hasVariations = false
        root.forEachDescendant { element in
            if element.name == "variation" { hasVariations = true }
            guard let id = element.id, element !== root else { return }
            if let first = index[id] {
                diagnostics.append(
                    InterfaceBuilderDiagnostic(
                        .error, code: "IB-DUPLICATE-ID",
                        message: "id \"\(id)\" of <\(element.name)> is already used by <\(first.name)> at line "
                            + "\(first.position.line)",
                        position: element.position, objectID: id))
            } else {
                index[id] = element
            }
        }
        elementsByID = index
        self.hasVariations = hasVariations
        var owners: [DocumentElement] = []
        if hasVariations {
            root.forEachDescendant { element in
                if element.children.contains(where: { $0.name == "variation" }) { owners.append(element) }
            }
        }
        variationOwners = owners
        self.diagnostics = diagnostics
    }

    /// The element with `id`, if any.
    public func element(withID id: String) -> DocumentElement? { elementsByID[id] }
}
