// BarButtonItem: a button placed in a navigation bar or a toolbar (UIKit's UIBarButtonItem) — a title
// or image, a style, an action (closure or target-action), whether it is enabled, and system items.
import Foundation

/// A button for a ``NavigationBar`` (through a ``NavigationItem``) or a ``Toolbar``
/// (`UIBarButtonItem`). The item describes the button; the bar that shows it makes a clickable,
/// keyboard-focusable button for it and calls ``primaryAction`` (or the target-action pair) when that
/// button is clicked or activated with Return / Space. Changing a property updates the bars showing it.
@MainActor
public final class BarButtonItem {
    /// How the item's title is drawn.
    public enum Style: Sendable, Hashable {
        /// Regular weight.
        case plain
        /// Semibold, for the item that confirms (`Done`, `Save`).
        case done
    }

    /// The standard items, with their titles (`UIBarButtonItem.SystemItem`).
    public enum SystemItem: Sendable, Hashable, CaseIterable {
        /// `Done`, drawn in the ``Style/done`` style.
        case done
        /// `Cancel`.
        case cancel
        /// `Edit`.
        case edit
        /// `Save`, drawn in the ``Style/done`` style.
        case save
        /// `+`.
        case add
        /// `×`.
        case close
        /// Empty space that takes an equal share of a toolbar's free width (nothing in a navigation bar).
        case flexibleSpace
        /// `Compose`.
        case compose
        /// `Reply`.
        case reply
        /// `Share` (UIKit's action item).
        case action
        /// `Organize`.
        case organize
        /// `Bookmarks`.
        case bookmarks
        /// `Search`.
        case search
        /// `Refresh`.
        case refresh
        /// `Stop`.
        case stop
        /// `Camera`.
        case camera
        /// `Delete` (UIKit's trash item).
        case trash
        /// `Play`.
        case play
        /// `Pause`.
        case pause
        /// `Rewind`.
        case rewind
        /// `Forward` (UIKit's fast-forward item).
        case fastForward
        /// `Undo`.
        case undo
        /// `Redo`.
        case redo

        /// The title the item shows (`nil` for space).
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .close: "×"
            case .flexibleSpace: nil
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            }
        }

        /// The names Xcode writes for `systemItem`: UIKit's case names.
        static let documentNames: [String: SystemItem] = Dictionary(
            uniqueKeysWithValues: allCases.map { (String(describing: $0), $0) })

        var style: Style { self == .done || self == .save ? .done : .plain }
    }

    /// The title shown (a system item's title when the item was made from one).
    public var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// The image shown when there is no title (cell screens show the image's name).
    public var image: Image? { didSet { if image != oldValue { itemDidChange() } } }
    /// How the title is drawn.
    public var style: Style { didSet { if style != oldValue { itemDidChange() } } }
    /// Whether the item's button takes clicks and keyboard focus; a disabled item is drawn dimmed.
    public var isEnabled = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    /// The system item this item was made from, if any.
    public let systemItem: SystemItem?
    /// An app-defined number identifying the item.
    public var tag = 0
    /// Runs when the item's button is clicked or activated. When set it is used instead of the
    /// target-action pair (as UIKit's `primaryAction`).
    public var primaryAction: (@MainActor () -> Void)?

    /// The target-action pair, bound to its (weakly held) target.
    private var targetAction: (@MainActor (BarButtonItem) -> Void)?
    private weak var targetStorage: AnyObject?
    private var hosts: [WeakHost] = []

    private struct WeakHost {
        weak var host: (any BarButtonItemHost)?
    }

    /// Creates an item showing `title` that runs `primaryAction` when activated.
    public init(title: String?, style: Style = .plain, primaryAction: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.style = style
        systemItem = nil
        self.primaryAction = primaryAction
    }

    /// Creates an item showing `image` that runs `primaryAction` when activated.
    public init(image: Image?, style: Style = .plain, primaryAction: (@MainActor () -> Void)? = nil) {
        self.image = image
        self.style = style
        systemItem = nil
        self.primaryAction = primaryAction
    }

    /// Called by a nib loader once every object of the document instantiation is made and connected
    /// (`NibDecodable`). The default does nothing.
    public func awakeFromNib() {}

    /// Creates an item from an archive: a `systemItem` (its standard title and style), else `title`
    /// and `image`; then `style` (`plain`, `bordered` — drawn plain — or `done`), `enabled` and `tag`.
    /// A fixed space (`systemItem="fixedSpace"`) has no terminal counterpart and is reported.
    public convenience init?(coder: any Coder) {
        if let systemItem = coder.decodeEnumeration(forKey: "systemItem", SystemItem.documentNames) {
            self.init(barButtonSystemItem: systemItem)
        } else {
            self.init(title: coder.decodeString(forKey: "title"))
            image = coder.decodeImageReference(forKey: "image")
        }
        if let style = coder.decodeEnumeration(
            forKey: "style", ["plain": Style.plain, "bordered": .plain, "done": .done])
        {
            self.style = style
        }
        if let enabled = coder.decodeBool(forKey: "enabled") { isEnabled = enabled }
        if let tag = coder.decodeInteger(forKey: "tag") { self.tag = tag }
    }

    /// Creates a system item (`Done`, `Cancel`, `+`, …) that runs `primaryAction` when activated.
    public init(barButtonSystemItem systemItem: SystemItem, primaryAction: (@MainActor () -> Void)? = nil) {
        title = systemItem.title
        style = systemItem.style
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    /// Creates an item showing `title` that calls `action` on `target` (held weakly):
    /// `BarButtonItem(title: "Edit", target: self, action: ListController.edit)` with `func edit()`.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style = .plain, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    /// Creates a system item that calls `action` on `target` (held weakly) with the item as sender:
    /// `BarButtonItem(barButtonSystemItem: .done, target: self, action: Editor.done)` with
    /// `func done(_ sender: BarButtonItem)`.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target,
        action: @escaping (Target) -> (BarButtonItem) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem)
        setTarget(target, action: action)
    }

    /// The target of the target-action pair (held weakly).
    public var target: AnyObject? { targetStorage }

    /// Calls `action` on `target` (held weakly) when the item is activated.
    public func setTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targetStorage = target
        targetAction = { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Calls `action` on `target` (held weakly) with the item as sender when the item is activated.
    public func setTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (BarButtonItem) -> Void) {
        targetStorage = target
        targetAction = { [weak target] item in
            guard let target else { return }
            action(target)(item)
        }
    }

    /// The text a bar draws for the item: its title, else its image's name.
    var displayText: String? { title ?? image?.name }

    /// Whether the item is a flexible space rather than a button.
    var isFlexibleSpace: Bool { systemItem == .flexibleSpace }

    /// Runs the item's action (its button was clicked or activated). A disabled item does nothing.
    func performAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction()
        } else {
            targetAction?(self)
        }
    }

    /// Registers a bar that shows this item, so it is told about changes.
    func addHost(_ host: any BarButtonItemHost) {
        hosts.removeAll { $0.host == nil }
        guard !hosts.contains(where: { $0.host === host }) else { return }
        hosts.append(WeakHost(host: host))
    }

    private func itemDidChange() {
        hosts.removeAll { $0.host == nil }
        for entry in hosts { entry.host?.barButtonItemDidChange(self) }
    }
}

/// A bar that shows bar button items and redraws when one changes.
@MainActor
protocol BarButtonItemHost: AnyObject {
    func barButtonItemDidChange(_ item: BarButtonItem)
}
