// ComponentHostingView: a view that hosts one component tree built from a model (CKComponentHostingView).
import Foundation
import TrellisLayout
import TrellisUI

/// Hosts a component tree made from a `Model` by a provider function.
///
/// - Model and context updates take a mode: `.synchronous` builds in the next update cycle's
///   before-layout phase; `.asynchronous` builds and lays out off the main actor (§2.8). The first
///   build is always synchronous.
/// - The tree is laid out in the range the ``sizeRangeProvider`` gives for the view's bounds and mounted
///   in `layoutSubviews` (the view is the tree's root view).
/// - ``sizeThatFits(_:)`` lays out without mounting, cached per generation and range.
/// - ``onSizeInvalidated`` is called after a new generation is applied (ComponentKit's
///   `componentHostingViewDidInvalidateSize:`), so a container can resize the view.
/// - ``hostingViewWillAppear()`` / ``hostingViewDidDisappear()`` forward appearance to every controller.
@MainActor open class ComponentHostingView<Model: Sendable>: View {
    /// The component tree's engine.
    public let root: ComponentRoot
    /// The current model.
    public private(set) var model: Model
    /// The current context.
    public private(set) var context: ComponentContext
    /// How the bounds become a size range.
    public var sizeRangeProvider: SizeRangeProvider {
        didSet { sizeCache.removeAll(); setNeedsLayout() }
    }
    /// Called when the content's size may have changed (a new generation was applied).
    public var onSizeInvalidated: (@MainActor (ComponentHostingView<Model>) -> Void)?

    private let componentProvider: @Sendable (Model, ComponentContext) -> (any Component)?
    private var sizeCache: [SizeRange: CGSize] = [:]
    private var sizeCacheGeneration = -1

    /// A hosting view for `model` rendered by `componentProvider`. The application is taken from the
    /// window once the view is in one, unless given here.
    public init(model: Model, context: ComponentContext = ComponentContext(),
                sizeRangeProvider: SizeRangeProvider = .fixed, application: Application? = nil,
                componentProvider: @escaping @Sendable (Model, ComponentContext) -> (any Component)?) {
        self.model = model
        self.context = context
        self.sizeRangeProvider = sizeRangeProvider
        self.componentProvider = componentProvider
        root = ComponentRoot(component: componentProvider(model, context), context: context, scheduler: application)
        super.init(frame: .zero)
        root.onGenerationApplied = { [weak self] in self?.generationApplied() }
    }

    /// Replaces the model; the tree is rebuilt in `mode`.
    public func updateModel(_ model: Model, mode: UpdateMode = .synchronous) {
        self.model = model
        root.setComponent(componentProvider(model, context), mode: mode)
        if root.scheduler == nil { setNeedsLayout() }
    }

    /// Replaces the context; the next build reuses nothing (an environment change).
    public func updateContext(_ context: ComponentContext, mode: UpdateMode = .synchronous) {
        self.context = context
        root.setComponent(componentProvider(model, context), mode: mode)
        root.setContext(context, mode: mode)
        if root.scheduler == nil { setNeedsLayout() }
    }

    /// Builds now if anything changed (ComponentHostingViewController's first synchronous build).
    public func buildIfNeeded() { root.buildIfNeeded() }

    /// Forwards "will appear" to every controller of the tree.
    public func hostingViewWillAppear() { root.treeWillAppear() }

    /// Forwards "did disappear" to every controller of the tree.
    public func hostingViewDidDisappear() { root.treeDidDisappear() }

    /// Adopts the window's application as the tree's scheduler.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if root.scheduler == nil, let application = window?.application { root.scheduler = application }
    }

    /// Lays the tree out in the provider's range for the bounds and mounts it into this view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let range = sizeRangeProvider.sizeRange(for: bounds.size)
        if root.attachedView !== self {
            root.attach(to: self, sizeRange: range)
        } else {
            root.mount(in: range)
        }
    }

    /// The tree's size in the provider's range for `size`, cached per generation.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let range = sizeRangeProvider.sizeRange(for: size)
        root.buildIfNeeded()
        if sizeCacheGeneration != root.generationCount {
            sizeCache.removeAll()
            sizeCacheGeneration = root.generationCount
        }
        if let cached = sizeCache[range] { return cached }
        let layout = root.layout(in: range)
        let result = CGSize(width: layout?.size.width ?? 0, height: layout?.size.height ?? 0)
        sizeCache[range] = result
        return result
    }

    /// Tears the tree down (unmount, invalidate every controller).
    public func invalidate() { root.invalidate() }

    private func generationApplied() {
        setNeedsLayout()
        onSizeInvalidated?(self)
    }

    isolated deinit {
        root.invalidate()
    }
}
