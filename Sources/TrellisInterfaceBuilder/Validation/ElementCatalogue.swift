// Every element tag Xcode writes in iOS .xib and .storyboard documents, by the role it plays, so that an
// element nobody knows is reported instead of silently dropped.

/// What an element of an Interface Builder document stands for.
public enum ElementRole: String, Sendable, Hashable, CaseIterable {
    /// An object the document archives and loading creates: a view, a control, a view controller, a
    /// bar item, a gesture recognizer, a constraint, a layout guide, a placeholder.
    case object
    /// A value of the enclosing object: geometry, colour, font, typed values, structured values such
    /// as `<autoresizingMask>` or `<textInputTraits>`, and resources (`<image>`, `<namedColor>`).
    case value
    /// A connection from the enclosing object: `<outlet>`, `<outletCollection>`, `<action>`, `<segue>`.
    case connection
    /// A list or grouping element with no meaning of its own: `<subviews>`, `<connections>`,
    /// `<objects>`, `<scenes>` and the like.
    case wrapper
    /// Interface Builder's own metadata, which Xcode uses to draw the canvas and the app never sees:
    /// `<dependencies>`, `<device>`, the `simulated…Metrics`, `<point key="canvasLocation">` and more.
    /// Loading and linting skip these elements and everything inside them without a word.
    case designTimeOnly
}

/// The element tags of Interface Builder's iOS document format (version 3.0), by role.
///
/// The tables cover every tag the 149 measured real documents use and the rest of what Xcode writes
/// for iOS objects (views, controls, controllers, items, recognizers, value encodings). A tag that is
/// in none of them is unknown: ``DocumentValidation`` reports it as `IB-UNKNOWN-ELEMENT` (a warning
/// naming the element and its line) and loading skips it — an unfamiliar element is never a failure.
public enum ElementCatalogue {
    /// The role of `element`, or `nil` when its tag is unknown.
    ///
    /// Some tags change role with their key: `<point key="canvasLocation">` and
    /// `<size key="freeformSize">` only place and size a scene on Xcode's canvas.
    public static func role(of element: DocumentElement) -> ElementRole? {
        if let key = element.key, designTimeOnlyKeys.contains(key) { return .designTimeOnly }
        return role(ofTag: element.name)
    }

    /// The role of elements named `tag`, or `nil` when the tag is unknown.
    public static func role(ofTag tag: String) -> ElementRole? {
        roles[tag]
    }

    /// Whether `tag` is a view controller kind: the element a storyboard scene is built around, the
    /// destination of a segue or relationship.
    public static func isViewController(_ tag: String) -> Bool {
        viewControllerTags.contains(tag)
    }

    /// Every known tag with its role.
    public static let roles: [String: ElementRole] = {
        var table: [String: ElementRole] = [:]
        for tag in objectTags { table[tag] = .object }
        for tag in valueTags { table[tag] = .value }
        for tag in connectionTags { table[tag] = .connection }
        for tag in wrapperTags { table[tag] = .wrapper }
        for tag in designTimeOnlyTags { table[tag] = .designTimeOnly }
        return table
    }()

    /// View controllers, including storyboard references (`viewControllerPlaceholder`), which stand
    /// for a controller of another storyboard.
    public static let viewControllerTags: Set<String> = [
        "viewController", "navigationController", "tabBarController", "tableViewController",
        "collectionViewController", "splitViewController", "pageViewController", "hostingController",
        "glkViewController", "avPlayerViewController", "viewControllerPlaceholder",
    ]

    /// Archived objects other than view controllers.
    public static let objectTags: Set<String> = viewControllerTags.union([
        // Placeholders: File's Owner, First Responder (`placeholder`) and the unwind Exit.
        "placeholder", "exit", "customObject",
        // Views and controls.
        "view", "label", "button", "textField", "textView", "imageView", "switch", "slider",
        "segmentedControl", "stepper", "activityIndicatorView", "progressView", "pageControl", "pickerView",
        "datePicker", "stackView", "scrollView", "tableView", "tableViewCell", "tableViewCellContentView",
        "tableViewHeaderFooterView", "collectionView", "collectionViewCell", "collectionViewCellContentView",
        "collectionReusableView", "collectionViewFlowLayout", "collectionViewLayout", "navigationBar",
        "toolbar", "tabBar", "searchBar", "visualEffectView", "containerView", "mapView", "webView",
        "wkWebView", "glkView", "sceneKitView", "skView", "arscnView", "arskView", "mtkView", "refreshControl",
        "colorWell",
        // Bar items and their holders.
        "navigationItem", "barButtonItem", "tabBarItem", "searchDisplayController",
        // Gesture recognizers (`pongPressGestureRecognizer` is how Xcode spells the long press one).
        "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer",
        "rotationGestureRecognizer", "pongPressGestureRecognizer", "screenEdgePanGestureRecognizer",
        "hoverGestureRecognizer",
        // Layout.
        "constraint", "viewLayoutGuide", "viewControllerLayoutGuide", "layoutGuide",
        // Menus (buttons with menus, Xcode 12+).
        "menu", "command",
    ])

    /// Values of the enclosing object.
    public static let valueTags: Set<String> = [
        // Geometry.
        "rect", "frame", "size", "point", "inset", "edgeInsets", "directionalEdgeInsets", "offsetWrapper",
        "autoresizingMask",
        // Colours, fonts, images.
        "color", "fontDescription", "font", "image", "imageReference", "preferredSymbolConfiguration",
        "systemColor", "namedColor",
        // Typed values (runtime attributes, attributed strings, string-typed properties).
        "string", "mutableString", "real", "integer", "bool", "nil", "array", "mutableArray", "dictionary",
        "mutableDictionary", "date", "value", "locale", "url", "dataDetectorType",
        // Attributed strings.
        "attributedString", "fragment", "attributes", "paragraphStyle", "tabStops", "textTab",
        // Structured properties.
        "textInputTraits", "state", "accessibility", "accessibilityTraits", "audiovisualMediaTypes",
        "extendedEdge", "popoverArrowDirection", "textAttributes", "titleTextAttributes",
        "largeTitleTextAttributes", "navigationBarAppearance", "toolbarAppearance", "tabBarAppearance",
        "barButtonItemAppearance", "tabBarItemAppearance", "buttonConfiguration", "backgroundConfiguration",
        "blurEffect", "vibrancyEffect", "wkPreferences", "wkWebViewConfiguration", "dataDetectorTypes",
        "userDefinedRuntimeAttribute", "segment",
        // Size-class variations: which constraints and subviews a size class leaves out or adds.
        "variation", "exclude", "include",
    ]

    /// Connections from the enclosing object.
    public static let connectionTags: Set<String> = ["outlet", "outletCollection", "action", "segue"]

    /// Lists and groupings.
    public static let wrapperTags: Set<String> = [
        "document", "scenes", "scene", "objects", "resources", "subviews", "connections", "constraints",
        "gestureRecognizers", "layoutGuides", "cells", "prototypes", "sections", "tableViewSection", "segments",
        "items", "toolbarItems", "leftBarButtonItems", "rightBarButtonItems", "userDefinedRuntimeAttributes",
        "mask", "children",
    ]

    /// Interface Builder metadata.
    public static let designTimeOnlyTags: Set<String> = [
        "dependencies", "plugIn", "capability", "deployment", "development", "device", "adaptation",
        "simulatedMetricsContainer", "simulatedOrientationMetrics", "simulatedScreenMetrics",
        "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
        "simulatedToolbarMetrics", "simulatedSizeMetrics", "freeformSimulatedSizeMetrics",
        "inferredMetricsTieBreakers", "designables", "designable", "animations", "customFonts", "classes",
    ]

    /// Keys that turn an ordinary value element into canvas metadata.
    public static let designTimeOnlyKeys: Set<String> = [
        "canvasLocation", "freeformSize", "simulatedDestinationMetrics", "simulatedStatusBarMetrics",
        "simulatedTopBarMetrics", "simulatedBottomBarMetrics", "simulatedOrientationMetrics",
    ]
}
