// NavigationItem: what a navigation bar shows for one view controller (UIKit's UINavigationItem) —
// title or title view, left and right bar button items, the back button's title and visibility.
import Foundation

/// Describes how a ``NavigationBar`` shows a view controller (`UINavigationItem`); every controller
/// has one, ``ViewController/navigationItem``.
///
/// While the controller is the top of a navigation controller the bar shows its ``title`` (else the
/// controller's `title`) centred, or its ``titleView``; its ``leftBarButtonItems`` on the left, after
/// the back button when ``leftItemsSupplementBackButton`` is set and instead of it otherwise; its
/// ``rightBarButtonItems`` on the right, the first one rightmost. The back button is hidden by
/// ``hidesBackButton``. While the controller is the one below the top, its ``backButtonTitle`` (else
/// its title, else `Back`) names the back button. Changes show at once.
@MainActor
public final class NavigationItem {
    /// The title shown while the controller is on top; `nil` falls back to the controller's `title`.
    public var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// A view shown in place of the title, centred (sized by its `sizeThatFits`, at most the free
    /// width of the bar).
    public var titleView: View? { didSet { if titleView !== oldValue { itemDidChange() } } }
    /// The items on the left, left to right.
    public var leftBarButtonItems: [BarButtonItem]? { didSet { itemDidChange() } }
    /// The items on the right; the first is the rightmost.
    public var rightBarButtonItems: [BarButtonItem]? { didSet { itemDidChange() } }
    /// The title of the back button shown while a controller is pushed above this one; `nil` uses the
    /// title.
    public var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { itemDidChange() } } }
    /// Whether the back button is hidden while this item is on top.
    public var hidesBackButton = false { didSet { if hidesBackButton != oldValue { itemDidChange() } } }
    /// Whether the left items are shown after the back button rather than instead of it.
    public var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { itemDidChange() } }
    }

    /// The controller this item belongs to (`nil` for a free-standing item).
    weak var owner: ViewController?

    /// Creates a free-standing item.
    public init(title: String? = nil) {
        self.title = title
    }

    init(owner: ViewController) {
        self.owner = owner
    }

    /// Called by a nib loader once every object of the document instantiation is made and connected
    /// (`NibDecodable`). The default does nothing.
    public func awakeFromNib() {}

    /// Creates a free-standing item from an archive: `title`, `leftBarButtonItems` (or one
    /// `leftBarButtonItem`), `rightBarButtonItems` (or `rightBarButtonItem`), `backButtonTitle` (or the
    /// title of a `backBarButtonItem`), `hidesBackButton`, `leftItemsSupplementBackButton` and a
    /// `titleView`.
    public convenience init?(coder: any Coder) {
        self.init(title: coder.decodeString(forKey: "title"))
        func items(_ listKey: String, _ singleKey: String) -> [BarButtonItem]? {
            let list = coder.decodeObjects(forKey: listKey).compactMap { $0 as? BarButtonItem }
            if !list.isEmpty { return list }
            return (coder.decodeObject(forKey: singleKey) as? BarButtonItem).map { [$0] }
        }
        leftBarButtonItems = items("leftBarButtonItems", "leftBarButtonItem")
        rightBarButtonItems = items("rightBarButtonItems", "rightBarButtonItem")
        backButtonTitle =
            coder.decodeString(forKey: "backButtonTitle")
            ?? (coder.decodeObject(forKey: "backBarButtonItem") as? BarButtonItem)?.title
        if let hides = coder.decodeBool(forKey: "hidesBackButton") { hidesBackButton = hides }
        if let supplements = coder.decodeBool(forKey: "leftItemsSupplementBackButton") {
            leftItemsSupplementBackButton = supplements
        }
        titleView = coder.decodeObject(forKey: "titleView") as? View
    }

    /// The first left item (setting it replaces all of them).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first (rightmost) right item (setting it replaces all of them).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left items (terminal bars do not animate them).
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items (terminal bars do not animate them).
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button (terminal bars do not animate it).
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    private func itemDidChange() { owner?.navigationItemDidChange() }
}

extension ViewController {
    /// Sets the toolbar items (terminal toolbars do not animate them).
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) { toolbarItems = items }

    /// The navigation item or toolbar items changed: the navigation controller showing this one
    /// refreshes its bars.
    func navigationItemDidChange() {
        (parentStorage as? NavigationController)?.barContentDidChange(of: self)
    }
}
