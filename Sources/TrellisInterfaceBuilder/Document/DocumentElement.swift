// One element of an Interface Builder document's XML tree, with the place it was written.

/// An XML element of a `.xib` or `.storyboard` document: its tag, attributes, children, character
/// content and position.
///
/// Elements are immutable values shared freely between threads: a parsed document can be loaded many
/// times (each `instantiate` makes fresh objects from the same tree), linted in parallel, or cached.
public final class DocumentElement: Sendable, CustomStringConvertible {
    /// The tag, such as `label`, `viewController` or `rect`.
    public let name: String
    /// The attributes in document order.
    public let attributeList: [(name: String, value: String)]
    /// The child elements in document order.
    public let children: [DocumentElement]
    /// The character content (only elements such as `<string>` or `<mutableString>` carry any).
    public let text: String
    /// Where the element's start tag is.
    public let position: SourcePosition

    /// Creates an element (the parser does this; tests may build trees by hand).
    public init(
        name: String, attributes: [(name: String, value: String)] = [], children: [DocumentElement] = [],
        text: String = "", position: SourcePosition
    ) {
        self.name = name
        self.attributeList = attributes
        self.children = children
        self.text = text
        self.position = position
    }

    /// The value of attribute `name`, if present.
    public subscript(attribute: String) -> String? {
        for entry in attributeList where entry.name == attribute { return entry.value }
        return nil
    }

    /// The `id` attribute: the object identifier other elements refer to.
    public var id: String? { self["id"] }

    /// The `key` attribute: the property of the enclosing object this element encodes.
    public var key: String? { self["key"] }

    /// The first child named `name`.
    public func child(named name: String) -> DocumentElement? {
        children.first { $0.name == name }
    }

    /// Every child named `name`, in document order.
    public func children(named name: String) -> [DocumentElement] {
        children.filter { $0.name == name }
    }

    /// The first child whose `key` attribute is `key` (such as `<rect key="frame">`).
    public func child(forKey key: String) -> DocumentElement? {
        children.first { $0.key == key }
    }

    /// This element and every element below it, in document order (pre-order).
    public func forEachDescendant(_ body: (DocumentElement) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachDescendant(body) }
    }

    /// `<name id="…">` at its position.
    public var description: String {
        if let id { return "<\(name) id=\"\(id)\"> at \(position)" }
        return "<\(name)> at \(position)"
    }
}
