// ComponentHostingView: a view that hosts one component tree built from a model (CKComponentHostingView).
import Foundation
import TrellisLayout
import TrellisUI

/// Hosts a component tree made from a `Model` by a provider function.
///
/// - Model, context and state updates take a mode. `.synchronous` marks the view for layout and calls
///   ``onSizeInvalidated`` at once; the next layout (`layoutIfNeeded()`, or the next update cycle, whose
///   before-layout phase builds if no layout came first) builds, lays out and mounts the new tree.
///   `.asynchronous` builds and lays out off the main actor (§2.8), then invalidates the size and
///   mounts. The first build is synchronous unless the view has an ``initialSize``.
/// - The tree is laid out in exactly the view's bounds and mounted in `layoutSubviews` (the view is the
///   tree's root view): the root fills the view, whatever its own size.
/// - ``sizeThatFits(_:)`` lays out in the range the ``sizeRangeProvider`` gives, without mounting,
///   cached per generation and range.
/// - ``onSizeInvalidated`` is ComponentKit's `componentHostingViewDidInvalidateSize:`, so a container
///   can resize the view: once per synchronous update request (repeated requests before the layout that
///   applies them are reported once), and when an asynchronous build is applied.
/// - Placed by Auto Layout, its ``intrinsicContentSize`` is the tree's size in the dimensions the
///   ``sizeRangeProvider`` leaves open (with `.flexibleHeight`: the constraints give the width, the
///   tree laid out at that width gives the height), and a change of it — an applied update, a new
///   width — calls `invalidateIntrinsicContentSize()`, so the constraints re-solve in the same update
///   cycle before the tree is mounted at its new size.
/// - ``hostingViewWillAppear()`` / ``hostingViewDidDisappear()`` forward appearance to every controller.
/// - The view does not keep itself alive: releasing the last outside reference unmounts the tree and
///   invalidates its controllers.
@MainActor open class ComponentHostingView<Model: Sendable>: View {
    /// The component tree's engine.
    public let root: ComponentRoot
    /// The current model.
    public private(set) var model: Model
    /// The current context.
    public private(set) var context: ComponentContext
    /// How the bounds become a size range.
    public var sizeRangeProvider: SizeRangeProvider {
        didSet {
            sizeCache.removeAll()
            setNeedsLayout()
            invalidateIntrinsicContentSizeIfChanged()
        }
    }
    /// Called when the content's size may have changed: at a synchronous update request, and when an
    /// asynchronous build is applied.
    public var onSizeInvalidated: (@MainActor (ComponentHostingView<Model>) -> Void)?
    /// The size the view has before its first layout (ComponentKit's `initialSize` option), if given:
    /// the view's frame starts at this size, and a first asynchronous update builds and lays out off
    /// the main actor at it instead of synchronously.
    public let initialSize: CGSize?
    /// Whether touches on no component view pass through the hosting view (ComponentKit's
    /// `allowTapPassthrough`): ``hitTest(_:with:)`` answers `nil` where it would answer the view itself.
    public var allowsTapPassthrough: Bool

    private let componentProvider: @Sendable (Model, ComponentContext) -> (any Component)?
    private var sizeCache: [SizeRange: CGSize] = [:]
    private var sizeCacheGeneration = -1
    /// A synchronous update was requested and reported through ``onSizeInvalidated``; the generation
    /// that applies it is not reported again.
    private var sizeInvalidationReported = false
    /// The intrinsic content size Auto Layout was last given (`nil`: it never asked).
    var reportedIntrinsicContentSize: CGSize?
    /// Whether the intrinsic content size is being measured for Auto Layout right now.
    var isMeasuringIntrinsicContentSize = false

    /// A hosting view for `model` rendered by `componentProvider`. The application is taken from the
    /// window once the view is in one, unless given here. `initialSize` and `allowsTapPassthrough` are
    /// ComponentKit's hosting view options (see ``initialSize`` and ``allowsTapPassthrough``).
    public init(
        model: Model, context: ComponentContext = ComponentContext(),
        sizeRangeProvider: SizeRangeProvider = .fixed, application: Application? = nil,
        initialSize: CGSize? = nil, allowsTapPassthrough: Bool = false,
        componentProvider: @escaping @Sendable (Model, ComponentContext) -> (any Component)?
    ) {
        self.model = model
        self.context = context
        self.sizeRangeProvider = sizeRangeProvider
        self.componentProvider = componentProvider
        self.initialSize = initialSize
        self.allowsTapPassthrough = allowsTapPassthrough
        root = ComponentRoot(component: componentProvider(model, context), context: context, scheduler: application)
        super.init(frame: CGRect(origin: .zero, size: initialSize ?? .zero))
        if let initialSize { root.initialRange = Self.exactRange(initialSize) }
        root.onGenerationApplied = { [weak self] in self?.generationApplied() }
        root.onInputsChanged = { [weak self] mode in self?.inputsChanged(mode: mode) }
    }

    /// Not supported: a hosting view needs a model and a component provider, which an archive cannot
    /// hold. Returns `nil` and reports `C-HOSTING-CODER`.
    public required init?(coder: any Coder) {
        LifecycleChecker.emit(
            rule: "C-HOSTING-CODER", path: String(describing: Self.self),
            message: "ComponentHostingView cannot be decoded; create it in code")
        return nil
    }

    /// Replaces the model; the tree is rebuilt in `mode`.
    public func updateModel(_ model: Model, mode: UpdateMode = .synchronous) {
        self.model = model
        root.setComponent(componentProvider(model, context), mode: mode)
    }

    /// Replaces the context; the next build reuses nothing (an environment change).
    public func updateContext(_ context: ComponentContext, mode: UpdateMode = .synchronous) {
        self.context = context
        root.setComponent(componentProvider(model, context), context: context, mode: mode)
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

    /// Builds if an update is pending, lays the tree out in exactly the bounds and mounts it into this
    /// view (ComponentKit mounts the root layout at `{bounds.size, bounds.size}`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Placed by constraints at a width that changes the tree's height: the superview re-solves
        // first (later in this layout pass), so the tree is mounted once, at its final size.
        if invalidateIntrinsicContentSizeIfChanged() { return }
        let range = Self.exactRange(bounds.size)
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

    /// The tree's size in the dimensions the ``sizeRangeProvider`` leaves open for the current bounds,
    /// `View.noIntrinsicMetric` in those it pins to them. Measuring builds the tree if an update is
    /// pending (as ``sizeThatFits(_:)`` does) and mounts nothing.
    open override var intrinsicContentSize: CGSize { reportIntrinsicContentSize() }

    /// The deepest view containing `point`; `nil` instead of this view itself when
    /// ``allowsTapPassthrough`` is set, so touches on no component view reach what is behind.
    open override func hitTest(_ point: CGPoint, with event: PointerEvent?) -> View? {
        let hit = super.hitTest(point, with: event)
        if allowsTapPassthrough, hit === self { return nil }
        return hit
    }

    /// Tears the tree down (unmount, invalidate every controller).
    public func invalidate() { root.invalidate() }

    private static func exactRange(_ size: CGSize) -> SizeRange {
        let exact = LayoutSize(width: Double(size.width), height: Double(size.height))
        return SizeRange.clamped(min: exact, max: exact)
    }

    /// ComponentKit's `_setNeedsUpdateWithMode:`: a synchronous request marks the view for layout (which
    /// builds) and reports the size change now, once until it is applied; an asynchronous one is built
    /// by the application, or by the next layout when there is none.
    private func inputsChanged(mode: UpdateMode) {
        switch mode {
        case .synchronous:
            setNeedsLayout()
            guard !sizeInvalidationReported else { return }
            sizeInvalidationReported = true
            onSizeInvalidated?(self)
        case .asynchronous:
            if root.scheduler == nil { setNeedsLayout() }
        }
    }

    private func generationApplied() {
        setNeedsLayout()
        invalidateIntrinsicContentSizeIfChanged()
        if sizeInvalidationReported {
            sizeInvalidationReported = false
        } else {
            onSizeInvalidated?(self)
        }
    }

    // The root does not keep this view alive (its `attachedView` is weak): the tree is unmounted here,
    // its controllers get their unmount callbacks and `invalidateController`, and its views go with
    // this view.
    isolated deinit {
        root.invalidate()
    }
}
