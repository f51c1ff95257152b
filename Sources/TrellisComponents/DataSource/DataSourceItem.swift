// DataSourceItem: one item of a data source's state — its model, scope root and root layout.
import TrellisLayout

/// One item of a ``DataSourceState`` (ComponentKit's `CKDataSourceItem`): the model, the root that holds
/// the state and controllers of the item's component tree, and the tree's root layout at the
/// configuration's size range. A value: a state keeps the layout and generation it was built with.
public struct DataSourceItem<Model: Sendable>: Sendable {
    /// The item's model.
    public let model: Model
    /// The item's root layout, laid out in the configuration's size range.
    public let rootLayout: ComponentLayout
    /// The root holding the item's scopes (state and controllers), the same for as long as the item
    /// lives. Mount the item by attaching it to a view (`attach(to:sizeRange:)` with the configuration's
    /// size range); its generations are built by the data source.
    public let scopeRoot: ComponentRoot
    /// The root component built from the model.
    public let component: (any Component)?
    let generation: Generation

    init(
        model: Model, rootLayout: ComponentLayout, scopeRoot: ComponentRoot, component: (any Component)?,
        generation: Generation
    ) {
        self.model = model
        self.rootLayout = rootLayout
        self.scopeRoot = scopeRoot
        self.component = component
        self.generation = generation
    }

    /// The item's size.
    public var size: LayoutSize { rootLayout.size }
}
