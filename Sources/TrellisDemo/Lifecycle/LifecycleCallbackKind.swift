// LifecycleCallbackKind: which recorded callbacks the demo's lifecycle log shows — those of view
// controllers and of component controllers — in the order a person reads them.
import Foundation

/// The two families of callbacks the lifecycle log shows; everything else the recorder keeps (views'
/// layout and drawing, events, responder changes) stays out of the log but in the trace.
enum LifecycleCallbackKind: Sendable, Hashable {
    /// UIKit-style view-controller callbacks (`viewWillAppear`, `willMove(toParent:)`, …).
    case viewController
    /// ComponentKit-style component-controller callbacks (`willMount`, `didRemount`, …).
    case componentController

    /// View-controller callbacks in lifecycle order, as the recorder names them.
    static let viewControllerCallbacks = [
        "init(coder:)", "awakeFromNib", "shouldPerformSegue(withIdentifier:sender:)", "prepare(for:sender:)",
        "loadView", "viewDidLoad", "willMove(toParent:)", "viewWillAppear(_:)", "viewIsAppearing(_:)",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear(_:)", "viewWillDisappear(_:)",
        "viewDidDisappear(_:)", "didMove(toParent:)", "didReceiveMemoryWarning",
    ]

    /// Component-controller callbacks in lifecycle order, as the recorder names them.
    static let componentControllerCallbacks = [
        "didInit", "componentTreeWillAppear", "willUpdateComponent", "willMount", "willRemount",
        "componentDidAcquireView", "didMount", "didRemount", "didUpdateComponent", "didPrepareLayout", "willUnmount",
        "componentWillRelinquishView", "didUnmount", "componentTreeDidDisappear", "invalidateController",
    ]

    private static let kinds: [String: LifecycleCallbackKind] = {
        var kinds: [String: LifecycleCallbackKind] = [:]
        for name in viewControllerCallbacks { kinds[name] = .viewController }
        for name in componentControllerCallbacks { kinds[name] = .componentController }
        return kinds
    }()

    /// The kind of a recorded callback name, or `nil` for callbacks the log leaves out.
    init?(callback: String) {
        guard let kind = Self.kinds[callback] else { return nil }
        self = kind
    }

    /// The position of `callback` in lifecycle order (view controllers first), for sorting counts.
    static func order(of callback: String) -> Int {
        if let index = viewControllerCallbacks.firstIndex(of: callback) { return index }
        if let index = componentControllerCallbacks.firstIndex(of: callback) { return 100 + index }
        return 1_000
    }

    /// Short names for the narrow panel's counts (`viewWillAppear(_:)` → `willAppear`).
    static let compactNames: [String: String] = [
        "init(coder:)": "initCoder", "shouldPerformSegue(withIdentifier:sender:)": "shouldSegue",
        "prepare(for:sender:)": "prepareSegue", "willMove(toParent:)": "willMoveToParent",
        "viewWillAppear(_:)": "willAppear",
        "viewIsAppearing(_:)": "isAppearing",
        "viewWillLayoutSubviews": "willLayout", "viewDidLayoutSubviews": "didLayout", "viewDidAppear(_:)": "didAppear",
        "viewWillDisappear(_:)": "willDisappear", "viewDidDisappear(_:)": "didDisappear",
        "didMove(toParent:)": "didMoveToParent",
        "didReceiveMemoryWarning": "memoryWarning", "componentTreeWillAppear": "treeWillAppear",
        "willUpdateComponent": "willUpdate", "componentDidAcquireView": "acquireView",
        "didUpdateComponent": "didUpdate",
        "componentWillRelinquishView": "relinquishView", "componentTreeDidDisappear": "treeDidDisappear",
        "invalidateController": "invalidate",
    ]

    /// `viewWillAppear(_:)` → `viewWillAppear`; `willMove(toParent:)` stays as it is (its label says what
    /// it is about).
    static func shortName(of callback: String) -> String {
        guard callback.hasSuffix("(_:)") else { return callback }
        return String(callback.dropLast(4))
    }
}
