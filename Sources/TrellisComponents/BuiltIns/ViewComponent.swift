// ViewComponent: a leaf with a view configuration and a size (ComponentKit's `newWithView:size:`).
import TrellisLayout
import TrellisUI

/// A plain leaf component: a view with attributes and a size.
///
/// ```swift
/// ViewComponent(.plain, attributes: [ViewAttributes.backgroundColor(.red)], size: .init(width: 10, height: 1))
/// ```
public struct ViewComponent: Component {
    /// The view and its attributes (`nil`: a viewless spacer of `size`).
    public let viewConfiguration: ViewConfiguration?
    /// The size the component asks for.
    public let size: ComponentSize

    /// A leaf with `configuration` (or no view) and `size`.
    public init(_ configuration: ViewConfiguration?, size: ComponentSize = ComponentSize()) {
        viewConfiguration = configuration
        self.size = size
    }

    /// A leaf with a plain `View` carrying `attributes`.
    public init(attributes: [ViewAttributeValue], size: ComponentSize = ComponentSize()) {
        self.init(ViewConfiguration(.plainView, attributes: attributes), size: size)
    }
}

extension ViewClass {
    /// Plain `View`s.
    public static let plainView = ViewClass(View.self) { View(frame: .zero) }
}
