// TabBarItem: what a view controller shows in a tab bar — title, image, badge and tag.
import Foundation

/// The item that represents a view controller in a ``TabBar`` (`UITabBarItem`).
///
/// Every view controller has one (``ViewController/tabBarItem``); setting the controller's
/// ``ViewController/title`` sets the item's title too, as in UIKit. The tab bar draws the title (or,
/// without one, the image's name) followed by the badge; any change redraws the bars showing it.
@MainActor
open class TabBarItem {
    /// The text under the item. `nil` shows the image's name, or `Tab N` without an image.
    open var title: String? { didSet { if title != oldValue { changed() } } }
    /// The item's image. A cell screen has no bitmaps: the bar shows the name when there is no title.
    open var image: Image? { didSet { if image != oldValue { changed() } } }
    /// The image shown while the item is selected (the ``image`` when `nil`).
    open var selectedImage: Image? { didSet { if selectedImage != oldValue { changed() } } }
    /// The text of the badge drawn after the title: `nil` shows no badge, the empty string a dot.
    open var badgeValue: String? { didSet { if badgeValue != oldValue { changed() } } }
    /// The badge's colour (red when `nil`).
    open var badgeColor: Color? { didSet { if badgeColor != oldValue { changed() } } }
    /// A number the app uses to identify the item.
    open var tag: Int
    /// Whether the item can be selected. A click or number key on a disabled item selects nothing.
    open var isEnabled: Bool = true { didSet { if isEnabled != oldValue { changed() } } }

    /// The views showing this item (tab bars, the More list), told when it changes.
    private var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var observer: (any TabBarItemObserver)?
    }

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and an image for the selected state.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.tag = 0
    }

    /// Called by a nib loader once every object of the document instantiation is made and connected
    /// (`NibDecodable`). The default does nothing; overrides call `super`.
    open func awakeFromNib() {}

    /// Creates an item from an archive: `title` (else the title of a `systemItem` such as `favorites`
    /// or `more`), `image`, `selectedImage`, `tag`, `badgeValue` and `enabled`.
    public required init?(coder: any Coder) {
        let systemTitle = coder.decodeEnumeration(forKey: "systemItem", Self.systemItemTitles)
        title = coder.decodeString(forKey: "title") ?? systemTitle
        image = coder.decodeImageReference(forKey: "image")
        selectedImage = coder.decodeImageReference(forKey: "selectedImage")
        tag = coder.decodeInteger(forKey: "tag") ?? 0
        badgeValue = coder.decodeString(forKey: "badgeValue")
        badgeColor = coder.decodeColor(forKey: "badgeColor")
        isEnabled = coder.decodeBool(forKey: "enabled") ?? true
    }

    /// The titles of UIKit's system tab bar items, by the names Xcode writes.
    static let systemItemTitles: [String: String] = [
        "more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated",
        "recents": "Recents", "contacts": "Contacts", "history": "History", "bookmarks": "Bookmarks",
        "search": "Search", "downloads": "Downloads", "mostRecent": "Most Recent", "mostViewed": "Most Viewed",
    ]

    /// The badge as the bar draws it: `(value)`, a dot for the empty string, `nil` without a badge.
    var badgeText: String? {
        guard let badgeValue else { return nil }
        return badgeValue.isEmpty ? "•" : "(\(badgeValue))"
    }

    /// The label the bar draws for the item at tab `index` (0-based).
    func label(at index: Int, selected: Bool) -> String {
        if let title { return title }
        if let image = (selected ? selectedImage : nil) ?? image { return image.name }
        return "Tab \(index + 1)"
    }

    /// Starts or stops telling `observer` about changes.
    func setShown(_ shown: Bool, in observer: any TabBarItemObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        if shown { observers.append(WeakObserver(observer: observer)) }
    }

    private func changed() {
        for entry in observers { entry.observer?.itemDidChange() }
    }
}

/// A view that draws tab bar items and redraws when one changes.
@MainActor
protocol TabBarItemObserver: AnyObject {
    func itemDidChange()
}

extension ViewController {
    /// The item that represents this controller in a tab bar (`UIViewController.tabBarItem`).
    /// Created on first use with the controller's ``title``; setting ``title`` later sets the
    /// item's title too. Assigning a new item updates the tab bar showing this controller.
    public var tabBarItem: TabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            parentStorage?.childTitleDidChange(self)
        }
    }
}
