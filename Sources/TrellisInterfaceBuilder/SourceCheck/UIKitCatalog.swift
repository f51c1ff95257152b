// What the source check knows of UIKit: its classes, their superclasses, the outlets and actions they declare,
// and the class each document element stands for.

/// UIKit's (and its sibling frameworks') classes as far as Interface Builder connections need them.
///
/// An app's sources do not declare `view`, `dataSource` or `delegate`: UIKit does. The check walks a
/// class's superclasses into this table, so an outlet UIKit declares is found like one the app declares.
enum UIKitCatalog {
    struct ClassInfo {
        var superclass: String?
        /// Outlet name → the declared type of the object (nil: `id`, any object).
        var outlets: [String: String?] = [:]
        /// Outlet collections (name → element type).
        var outletCollections: [String: String?] = [:]
        /// Action methods callable by selector.
        var actions: Set<String> = []
    }

    /// Standard edit and responder actions every `UIResponder` answers (the First Responder's menu in IB).
    static let responderActions: Set<String> = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "select:", "selectAll:",
        "delete:", "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "toggleBoldface:",
        "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "find:", "findNext:",
        "findPrevious:", "findAndReplace:", "useSelectionForFind:", "print:", "rename:", "duplicate:", "move:",
        "export:", "alignLeft:", "alignCenter:", "alignRight:", "alignJustified:", "captureTextFromCamera:",
        "becomeFirstResponder", "resignFirstResponder",
    ]

    private static let delegate: [String: String?] = ["delegate": nil]

    static let classes: [String: ClassInfo] = [
        "NSObject": ClassInfo(superclass: nil),
        "UIResponder": ClassInfo(
            superclass: "NSObject", outlets: ["inputView": "UIView", "inputAccessoryView": "UIView"],
            actions: responderActions),
        "UIView": ClassInfo(
            superclass: "UIResponder", outletCollections: ["gestureRecognizers": "UIGestureRecognizer"]),
        "UIWindow": ClassInfo(superclass: "UIView", outlets: ["rootViewController": "UIViewController"]),
        "UIControl": ClassInfo(superclass: "UIView"),
        "UILabel": ClassInfo(superclass: "UIView"),
        "UIImageView": ClassInfo(superclass: "UIView", actions: ["startAnimating", "stopAnimating"]),
        "UIButton": ClassInfo(superclass: "UIControl"),
        "UITextField": ClassInfo(superclass: "UIControl", outlets: delegate),
        "UISwitch": ClassInfo(superclass: "UIControl"),
        "UISlider": ClassInfo(superclass: "UIControl"),
        "UISegmentedControl": ClassInfo(superclass: "UIControl"),
        "UIStepper": ClassInfo(superclass: "UIControl"),
        "UIPageControl": ClassInfo(superclass: "UIControl"),
        "UIDatePicker": ClassInfo(superclass: "UIControl"),
        "UIRefreshControl": ClassInfo(superclass: "UIControl", actions: ["beginRefreshing", "endRefreshing"]),
        "UIColorWell": ClassInfo(superclass: "UIControl"),
        "UIActivityIndicatorView": ClassInfo(superclass: "UIView", actions: ["startAnimating", "stopAnimating"]),
        "UIProgressView": ClassInfo(superclass: "UIView"),
        "UIPickerView": ClassInfo(superclass: "UIView", outlets: ["dataSource": nil, "delegate": nil]),
        "UIStackView": ClassInfo(superclass: "UIView"),
        "UIScrollView": ClassInfo(superclass: "UIView", outlets: delegate, actions: ["flashScrollIndicators"]),
        "UITextView": ClassInfo(superclass: "UIScrollView", outlets: delegate),
        "UITableView": ClassInfo(
            superclass: "UIScrollView",
            outlets: [
                "dataSource": nil, "delegate": nil, "prefetchDataSource": nil, "dragDelegate": nil, "dropDelegate": nil,
                "tableHeaderView": "UIView", "tableFooterView": "UIView", "backgroundView": "UIView",
            ], actions: ["reloadData"]),
        "UICollectionView": ClassInfo(
            superclass: "UIScrollView",
            outlets: [
                "dataSource": nil, "delegate": nil, "prefetchDataSource": nil, "dragDelegate": nil, "dropDelegate": nil,
                "backgroundView": "UIView",
            ], actions: ["reloadData"]),
        "UITableViewCell": ClassInfo(
            superclass: "UIView", outlets: ["backgroundView": "UIView", "selectedBackgroundView": "UIView"]),
        "UICollectionReusableView": ClassInfo(superclass: "UIView"),
        "UICollectionViewCell": ClassInfo(
            superclass: "UICollectionReusableView",
            outlets: ["backgroundView": "UIView", "selectedBackgroundView": "UIView"]),
        "UICollectionViewLayout": ClassInfo(superclass: "NSObject"),
        "UICollectionViewFlowLayout": ClassInfo(superclass: "UICollectionViewLayout"),
        "UINavigationBar": ClassInfo(superclass: "UIView", outlets: delegate),
        "UIToolbar": ClassInfo(superclass: "UIView", outlets: delegate),
        "UITabBar": ClassInfo(superclass: "UIView", outlets: delegate),
        "UISearchBar": ClassInfo(superclass: "UIView", outlets: delegate),
        "UIVisualEffectView": ClassInfo(superclass: "UIView"),
        "UIWebView": ClassInfo(
            superclass: "UIView", outlets: delegate, actions: ["goBack", "goForward", "reload", "stopLoading"]),
        "WKWebView": ClassInfo(
            superclass: "UIView", outlets: ["navigationDelegate": nil, "UIDelegate": nil],
            actions: ["goBack", "goForward", "reload", "stopLoading"]),
        "MKMapView": ClassInfo(superclass: "UIView", outlets: delegate),
        "GLKView": ClassInfo(superclass: "UIView", outlets: delegate),
        "SCNView": ClassInfo(superclass: "UIView", outlets: delegate),
        "MTKView": ClassInfo(superclass: "UIView", outlets: delegate),
        "UIBarItem": ClassInfo(superclass: "NSObject"),
        "UIBarButtonItem": ClassInfo(superclass: "UIBarItem", outlets: ["customView": "UIView"]),
        "UITabBarItem": ClassInfo(superclass: "UIBarItem"),
        "UINavigationItem": ClassInfo(superclass: "NSObject", outlets: ["titleView": "UIView"]),
        "NSLayoutConstraint": ClassInfo(superclass: "NSObject"),
        "UILayoutGuide": ClassInfo(superclass: "NSObject"),
        "UIGestureRecognizer": ClassInfo(superclass: "NSObject", outlets: delegate),
        "UITapGestureRecognizer": ClassInfo(superclass: "UIGestureRecognizer"),
        "UIPanGestureRecognizer": ClassInfo(superclass: "UIGestureRecognizer"),
        "UIScreenEdgePanGestureRecognizer": ClassInfo(superclass: "UIPanGestureRecognizer"),
        "UISwipeGestureRecognizer": ClassInfo(superclass: "UIGestureRecognizer"),
        "UIPinchGestureRecognizer": ClassInfo(superclass: "UIGestureRecognizer"),
        "UIRotationGestureRecognizer": ClassInfo(superclass: "UIGestureRecognizer"),
        "UILongPressGestureRecognizer": ClassInfo(superclass: "UIGestureRecognizer"),
        "UIStoryboardSegue": ClassInfo(superclass: "NSObject"),
        "UISearchDisplayController": ClassInfo(
            superclass: "NSObject",
            outlets: [
                "searchBar": "UISearchBar", "searchContentsController": "UIViewController",
                "searchResultsDataSource": nil, "searchResultsDelegate": nil, "delegate": nil,
            ]),
        "UIViewController": ClassInfo(
            superclass: "UIResponder",
            outlets: ["view": "UIView", "searchDisplayController": "UISearchDisplayController"]),
        "UITableViewController": ClassInfo(superclass: "UIViewController", outlets: ["tableView": "UITableView"]),
        "UICollectionViewController": ClassInfo(
            superclass: "UIViewController", outlets: ["collectionView": "UICollectionView"]),
        "UINavigationController": ClassInfo(superclass: "UIViewController", outlets: delegate),
        "UITabBarController": ClassInfo(superclass: "UIViewController", outlets: delegate),
        "UISplitViewController": ClassInfo(superclass: "UIViewController", outlets: delegate),
        "UIPageViewController": ClassInfo(
            superclass: "UIViewController", outlets: ["dataSource": nil, "delegate": nil]),
        "UIHostingController": ClassInfo(superclass: "UIViewController"),
        "AVPlayerViewController": ClassInfo(superclass: "UIViewController", outlets: delegate),
        "GLKViewController": ClassInfo(superclass: "UIViewController", outlets: delegate),
        "UIInputViewController": ClassInfo(superclass: "UIViewController"),
        "UIReferenceLibraryViewController": ClassInfo(superclass: "UIViewController"),
    ]

    /// The class of an element that has no `customClass`, by its tag.
    static let classByElement: [String: String] = [
        "view": "UIView", "containerView": "UIView", "tableViewCellContentView": "UIView",
        "collectionViewCellContentView": "UIView", "window": "UIWindow", "label": "UILabel",
        "imageView": "UIImageView", "button": "UIButton", "textField": "UITextField", "switch": "UISwitch",
        "slider": "UISlider", "segmentedControl": "UISegmentedControl", "stepper": "UIStepper",
        "pageControl": "UIPageControl", "datePicker": "UIDatePicker", "refreshControl": "UIRefreshControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "pickerView": "UIPickerView", "stackView": "UIStackView", "scrollView": "UIScrollView",
        "textView": "UITextView", "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "collectionViewFlowLayout": "UICollectionViewFlowLayout",
        "collectionViewLayout": "UICollectionViewLayout", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar",
        "tabBar": "UITabBar", "searchBar": "UISearchBar", "visualEffectView": "UIVisualEffectView",
        "webView": "UIWebView", "wkWebView": "WKWebView", "mapView": "MKMapView", "glkView": "GLKView",
        "sceneKitView": "SCNView", "mtkView": "MTKView", "barButtonItem": "UIBarButtonItem",
        "tabBarItem": "UITabBarItem", "navigationItem": "UINavigationItem", "constraint": "NSLayoutConstraint",
        "layoutGuide": "UILayoutGuide", "tapGestureRecognizer": "UITapGestureRecognizer",
        "panGestureRecognizer": "UIPanGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer", "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer", "segue": "UIStoryboardSegue",
        "searchDisplayController": "UISearchDisplayController", "customObject": "NSObject",
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController", "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController",
    ]

    /// The chain `name`, its superclass, … up to `NSObject` (empty when `name` is not a UIKit class).
    static func ancestry(of name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let className = current, let info = classes[className], !chain.contains(className) {
            chain.append(className)
            current = info.superclass
        }
        return chain
    }
}
