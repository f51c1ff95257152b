// DataSourceConfiguration: how a ComponentDataSource turns models into laid-out component trees.
import TrellisLayout

/// The component provider, context and size range of a ``ComponentDataSource`` (ComponentKit's
/// `CKDataSourceConfiguration`). Replace it with ``ComponentDataSource/updateConfiguration(_:mode:userInfo:)``:
/// every item is built again (keeping its state), and controllers whose components leave are invalidated.
public struct DataSourceConfiguration<Model: Sendable>: Sendable {
    /// Makes the root component of an item from its model and the context; `nil` for an empty item.
    public var componentProvider: @Sendable (Model, ComponentContext) -> (any Component)?
    /// The context every item's tree sees.
    public var context: ComponentContext
    /// The range every item's root is laid out in.
    public var sizeRange: SizeRange
    /// Splitting of insertions at the tails of sections that overflow the viewport; `nil` turns splitting off.
    public var splitting: ChangesetSplitting?

    /// A configuration; `componentProvider` runs on any thread (asynchronous changes build off the main
    /// actor).
    public init(
        sizeRange: SizeRange, context: ComponentContext = ComponentContext(), splitting: ChangesetSplitting? = nil,
        componentProvider: @escaping @Sendable (Model, ComponentContext) -> (any Component)?
    ) {
        self.componentProvider = componentProvider
        self.context = context
        self.sizeRange = sizeRange
        self.splitting = splitting
    }
}

/// Viewport-aware splitting of insertions at the tails of sections (ComponentKit's
/// `CKDataSourceSplitChangesetOptions`): when the items left after the changeset's updates, removals and
/// moves do not reach the viewport's bottom edge, and every section's insertions take its last indexes,
/// the inserted items (in index path order) up to the one that reaches that edge are applied with the
/// rest of the changeset, and the remaining ones follow asynchronously with the same user info.
public struct ChangesetSplitting: Sendable, Hashable {
    /// The viewport used while the data source has none (``ComponentDataSource/viewport``), or while its
    /// viewport has no area.
    public var viewportBoundingSize: LayoutSize

    /// Splitting with `viewportBoundingSize` as the viewport until one is set.
    public init(viewportBoundingSize: LayoutSize) {
        self.viewportBoundingSize = viewportBoundingSize
    }
}

/// The visible part of the list showing a data source: its size and the content offset (vertical lists).
public struct DataSourceViewport: Sendable, Hashable {
    /// The size of the visible area.
    public var size: LayoutSize
    /// The offset of the visible area in the content.
    public var contentOffset: LayoutPoint

    /// A viewport of `size` at `contentOffset`.
    public init(size: LayoutSize, contentOffset: LayoutPoint = .zero) {
        self.size = size
        self.contentOffset = contentOffset
    }
}
