// ViewConfiguration: a component's view class plus its attributes (CKComponentViewConfiguration).
import TrellisUI

/// What view a component mounts and how it is configured.
public struct ViewConfiguration: Sendable {
    /// How the view is made; part of the reuse key.
    public let viewClass: ViewClass
    let attributes: ConfiguredAttributes
    /// Identifiers of attributes without an unapplicator, sorted (the persistent attribute shape, §2.4).
    let shape: [Int]

    /// A view configuration; later attributes with the same name replace earlier ones.
    public init(_ viewClass: ViewClass, attributes: [ViewAttributeValue] = []) {
        self.viewClass = viewClass
        var unique = attributes
        if attributes.count > 1 {
            unique = []
            unique.reserveCapacity(attributes.count)
            for attribute in attributes {
                if let index = unique.firstIndex(where: { $0.identifier == attribute.identifier }) {
                    unique[index] = attribute
                } else {
                    unique.append(attribute)
                }
            }
        }
        self.attributes = .list(unique)
        if unique.allSatisfy(\.hasUnapplicator) {
            shape = []
        } else {
            shape = unique.lazy.filter { !$0.hasUnapplicator }.map(\.identifier.id).sorted()
        }
    }

    /// Whether both are made of the very same parts (view class, attribute storage and shape), so one may
    /// stand for the other.
    func isIdentical(to other: ViewConfiguration) -> Bool {
        viewClass.isIdentical(to: other.viewClass) && attributes.isIdentical(to: other.attributes)
            && sharesStorage(shape, other.shape)
    }

    /// A view configuration for views of type `V` made by `factory`.
    public init<V: View>(
        _ type: V.Type, attributes: [ViewAttributeValue] = [],
        factory: @escaping @MainActor @Sendable () -> V
    ) {
        self.init(ViewClass(type, factory: factory), attributes: attributes)
    }
}

/// What a configuration sets on its view.
enum ConfiguredAttributes: Sendable {
    /// These attribute values.
    case list([ViewAttributeValue])
    /// One attribute, whose value is the component the configuration is for (a reference only: no
    /// storage per component).
    case content(AnyAttributeBox)

    /// Whether both are the very same list storage or the same content attribute.
    func isIdentical(to other: ConfiguredAttributes) -> Bool {
        switch (self, other) {
        case (.list(let list), .list(let otherList)): sharesStorage(list, otherList)
        case (.content(let box), .content(let otherBox)): box === otherBox
        default: false
        }
    }
}
