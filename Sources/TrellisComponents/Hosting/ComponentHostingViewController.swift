// ComponentHostingViewController: a view controller whose content is a component tree.
import Foundation
import TrellisLayout
import TrellisUI

/// A view controller showing a ``ComponentHostingView`` (ComponentKit's Swift
/// `ComponentHostingViewController`): `viewDidLoad` does the first synchronous build,
/// `viewWillAppear` / `viewDidDisappear` become tree appearance, and `viewDidLayoutSubviews` sizes the
/// hosting view to the controller's view.
@MainActor open class ComponentHostingViewController<Model: Sendable>: ViewController {
    /// The hosting view (a subview of `view`).
    public let hostingView: ComponentHostingView<Model>

    /// A controller for `model` rendered by `componentProvider`.
    public init(
        model: Model, context: ComponentContext = ComponentContext(),
        sizeRangeProvider: SizeRangeProvider = .fixed,
        componentProvider: @escaping @Sendable (Model, ComponentContext) -> (any Component)?
    ) {
        hostingView = ComponentHostingView(
            model: model, context: context, sizeRangeProvider: sizeRangeProvider,
            componentProvider: componentProvider)
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: a component hosting controller needs a model and a component provider, which an
    /// archive cannot hold. Returns `nil` and reports `C-HOSTING-CODER`.
    public required init?(coder: any Coder) {
        LifecycleChecker.emit(
            rule: "C-HOSTING-CODER", path: String(describing: Self.self),
            message: "ComponentHostingViewController cannot be decoded; create it in code")
        return nil
    }

    /// Replaces the model.
    public func updateModel(_ model: Model, mode: UpdateMode = .synchronous) {
        hostingView.updateModel(model, mode: mode)
    }

    /// Adds the hosting view and builds the tree synchronously.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(hostingView)
        hostingView.frame = view.bounds
        hostingView.buildIfNeeded()
    }

    /// Forwards tree appearance to the controllers.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hostingView.hostingViewWillAppear()
    }

    /// Forwards tree disappearance to the controllers.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        hostingView.hostingViewDidDisappear()
    }

    /// Sizes the hosting view to the view's bounds.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if hostingView.frame != view.bounds { hostingView.frame = view.bounds }
    }
}
