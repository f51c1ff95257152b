// TrellisUI's classes in the registry: element tags, class names (Trellis and UIKit spellings) and the
// outlet, outlet-collection and runtime-attribute keys of TrellisUI's own classes.
import Foundation
import TrellisUI

extension ClassRegistry {
    func registerTrellisDefaults() {
        registerDefaultElements()
        registerDefaultKeys()
    }

    /// Element tag → class, and each class under its Swift and UIKit names.
    private func registerDefaultElements() {
        func both<T: NibDecodable>(_ tags: [String], _ type: T.Type, uiKit: String) {
            for tag in tags { registerElement(tag, type) }
            register(type)
            register(className: uiKit, module: "UIKit") { coder in type.init(coder: coder) }
        }
        // Views. Elements without a TrellisUI counterpart of their own are plain views: pickers, the
        // content views of cells, container views (an embed segue fills them), map and web views.
        both(
            [
                "view", "containerView", "tableViewCellContentView", "collectionViewCellContentView", "pickerView",
                "datePicker",
            ], View.self, uiKit: "UIView")
        both(["label"], Label.self, uiKit: "UILabel")
        both(["button"], Button.self, uiKit: "UIButton")
        both(["textField"], TextField.self, uiKit: "UITextField")
        both(["textView"], TextView.self, uiKit: "UITextView")
        both(["imageView"], ImageView.self, uiKit: "UIImageView")
        both(["scrollView"], ScrollView.self, uiKit: "UIScrollView")
        both(["stackView"], StackView.self, uiKit: "UIStackView")
        both(["switch"], Switch.self, uiKit: "UISwitch")
        both(["slider"], Slider.self, uiKit: "UISlider")
        both(["segmentedControl"], SegmentedControl.self, uiKit: "UISegmentedControl")
        both(["stepper"], Stepper.self, uiKit: "UIStepper")
        both(["progressView"], ProgressView.self, uiKit: "UIProgressView")
        both(["activityIndicatorView"], ActivityIndicatorView.self, uiKit: "UIActivityIndicatorView")
        both(["navigationBar"], NavigationBar.self, uiKit: "UINavigationBar")
        both(["toolbar"], Toolbar.self, uiKit: "UIToolbar")
        both(["tabBar"], TabBar.self, uiKit: "UITabBar")
        both(["collectionView"], CollectionView.self, uiKit: "UICollectionView")
        both(["collectionViewCell"], CollectionViewCell.self, uiKit: "UICollectionViewCell")
        both(["collectionReusableView"], CollectionReusableView.self, uiKit: "UICollectionReusableView")
        both(["tableView"], TableView.self, uiKit: "UITableView")
        both(["tableViewCell"], TableViewCell.self, uiKit: "UITableViewCell")
        both(["tableViewSection"], TableViewSection.self, uiKit: "UITableViewSection")
        both(["searchBar"], SearchBar.self, uiKit: "UISearchBar")
        both(["visualEffectView"], VisualEffectView.self, uiKit: "UIVisualEffectView")
        // Items and gesture recognizers are objects, not views.
        both(["navigationItem"], NavigationItem.self, uiKit: "UINavigationItem")
        both(["barButtonItem"], BarButtonItem.self, uiKit: "UIBarButtonItem")
        both(["tabBarItem"], TabBarItem.self, uiKit: "UITabBarItem")
        both(["tapGestureRecognizer"], TapGestureRecognizer.self, uiKit: "UITapGestureRecognizer")
        both(["panGestureRecognizer"], PanGestureRecognizer.self, uiKit: "UIPanGestureRecognizer")
        // `pongPressGestureRecognizer` is Xcode's tag for UILongPressGestureRecognizer.
        both(["pongPressGestureRecognizer"], LongPressGestureRecognizer.self, uiKit: "UILongPressGestureRecognizer")
        register(GestureRecognizer.self)
        register(className: "UIGestureRecognizer", module: "UIKit") { coder in GestureRecognizer(coder: coder) }
        registerElement("customObject", NibObject.self)
        register(NibObject.self)
        register(className: "NSObject", module: "ObjectiveC") { coder in NibObject(coder: coder) }
        register(Control.self)
        register(className: "UIControl", module: "UIKit") { coder in Control(coder: coder) }
        registerElement("collectionViewFlowLayout") { coder in CollectionViewFlowLayout(coder: coder) }
        register(className: "CollectionViewFlowLayout", module: "TrellisUI") { coder in
            CollectionViewFlowLayout(coder: coder)
        }
        register(className: "UICollectionViewFlowLayout", module: "UIKit") { coder in
            CollectionViewFlowLayout(coder: coder)
        }
        // Controllers. A hosting controller (SwiftUI) has nothing to host here: a plain controller.
        both(["viewController", "hostingController"], ViewController.self, uiKit: "UIViewController")
        both(["navigationController"], NavigationController.self, uiKit: "UINavigationController")
        both(["tabBarController"], TabBarController.self, uiKit: "UITabBarController")
        both(["splitViewController"], SplitViewController.self, uiKit: "UISplitViewController")
        both(["tableViewController"], TableViewController.self, uiKit: "UITableViewController")
        both(["collectionViewController"], CollectionViewController.self, uiKit: "UICollectionViewController")
    }

    /// The keys of TrellisUI classes that documents connect.
    private func registerDefaultKeys() {
        registerOutlet("view", of: ViewController.self) { (controller, view: View) in controller.view = view }
        registerOutlet("delegate", of: ScrollView.self) { (view, delegate: any ScrollViewDelegate) in
            view.delegate = delegate
        }
        registerOutlet("delegate", of: TextField.self) { (field, delegate: any TextFieldDelegate) in
            field.delegate = delegate
        }
        registerOutlet("delegate", of: TextView.self) { (view, delegate: any TextViewDelegate) in
            view.delegate = delegate
        }
        registerOutlet("dataSource", of: CollectionView.self) { (view, source: any CollectionViewDataSource) in
            view.dataSource = source
        }
        registerOutlet("dataSource", of: TableView.self) { (view, source: any TableViewDataSource) in
            view.dataSource = source
        }
        registerOutlet("delegate", of: GestureRecognizer.self) {
            (recognizer, delegate: any GestureRecognizerDelegate) in
            recognizer.delegate = delegate
        }
        registerOutlet("delegate", of: NavigationController.self) {
            (controller, delegate: any NavigationControllerDelegate) in controller.delegate = delegate
        }
        registerOutlet("delegate", of: TabBarController.self) { (controller, delegate: any TabBarControllerDelegate) in
            controller.delegate = delegate
        }
        registerOutlet("delegate", of: SplitViewController.self) {
            (controller, delegate: any SplitViewControllerDelegate) in controller.delegate = delegate
        }
        registerOutlet("titleView", of: NavigationItem.self) { (item, view: View) in item.titleView = view }
        registerOutletCollection("gestureRecognizers", of: View.self) { (view, recognizers: [GestureRecognizer]) in
            for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        }

        // Runtime attributes that name properties TrellisUI views have (KVC names and Swift names).
        registerAttribute("backgroundColor", of: View.self) { (view, color: Color) in view.backgroundColor = color }
        registerAttribute("alpha", of: View.self) { (view, alpha: CGFloat) in view.alpha = alpha }
        for key in ["hidden", "isHidden"] {
            registerAttribute(key, of: View.self) { (view, hidden: Bool) in view.isHidden = hidden }
        }
        registerAttribute("tag", of: View.self) { (view, tag: Int) in view.tag = tag }
        registerAttribute("clipsToBounds", of: View.self) { (view, clips: Bool) in view.clipsToBounds = clips }
        for key in ["userInteractionEnabled", "isUserInteractionEnabled"] {
            registerAttribute(key, of: View.self) { (view, enabled: Bool) in view.isUserInteractionEnabled = enabled }
        }
        registerAttribute("text", of: Label.self) { (label, text: String) in label.text = text }
        registerAttribute("textColor", of: Label.self) { (label, color: Color) in label.textColor = color }
        registerAttribute("text", of: TextView.self) { (view, text: String) in view.text = text }
        registerAttribute("textColor", of: TextView.self) { (view, color: Color) in view.textColor = color }
        registerAttribute("image", of: ImageView.self) { (view, image: Image) in view.image = image }
        registerAttribute("tintColor", of: ImageView.self) { (view, color: Color) in view.tintColor = color }
        registerAttribute("title", of: ViewController.self) { (controller, title: String) in controller.title = title }
    }
}
