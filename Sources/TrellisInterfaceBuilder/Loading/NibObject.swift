// NibObject: the base class of plain objects a document makes (`<customObject>`, NSObject in UIKit).
import Foundation
import TrellisUI

/// A plain object that a document can make: the class of a `<customObject>` (an object in a nib's or a
/// scene's top level that is neither a view nor a controller, such as a coordinator or a data source).
///
/// Subclass it, declare outlets with ``Outlet`` and runtime attributes with ``Inspectable``, register the
/// subclass with `ClassRegistry.register(_:module:)`, and name it as the object's custom class. It is made
/// with `init(coder:)` and woken with ``awakeFromNib()`` like views.
@MainActor
open class NibObject: NibDecodable {
    /// Creates the object in code.
    public init() {}

    /// Creates the object from its document element. Subclasses read their own keys after super.
    public required init?(coder: any Coder) {}

    /// Called once every object of the instantiation is made and connected. Overrides call super.
    open func awakeFromNib() {}
}
