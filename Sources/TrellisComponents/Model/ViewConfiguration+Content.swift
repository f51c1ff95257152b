// ViewConfiguration+Content: a view configuration whose attribute's value is the component itself.

import TrellisUI

extension ViewConfiguration {
    /// A view configuration whose one attribute takes as its value the very component the configuration
    /// is for — a leaf that is its view's content, as ``TextComponent`` is its label's.
    ///
    /// Return it from a component's ``Component/viewConfiguration``: it holds no value, so a component
    /// costs no attribute list per build. The component must be of the attribute's value type `C`; a
    /// component of another type that returns it (say, a wrapper handing on an inner component's
    /// configuration) is reported (`C-VIEW-CONTENT`, with its component path) and its view gets no
    /// attribute — give such a component `ViewConfiguration(_:attributes:)` with the inner value instead.
    public init<V: View, C: Component & Equatable>(_ viewClass: ViewClass, content attribute: ViewAttribute<V, C>) {
        self.viewClass = viewClass
        attributes = .content(attribute.box)
        shape = attribute.box.contentShape
    }
}
