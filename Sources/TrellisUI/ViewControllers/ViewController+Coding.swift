// The Interface Builder keys every view controller reads in init(coder:).
import Foundation

extension ViewController {
    /// Reads the keys Xcode writes on every view controller element: `title`, the
    /// `<navigationItem key="navigationItem">` (copied into this controller's own ``navigationItem``,
    /// which stays bound to it), the `<tabBarItem key="tabBarItem">`, `<toolbarItems>`,
    /// `modalPresentationStyle`, `definesPresentationContext`, `modalInPresentation` and
    /// `<size key="preferredContentSize">`.
    ///
    /// Called by ``init(coder:)``; the title comes first so that an archived tab bar item's own
    /// title wins over it, as in UIKit.
    public func decodeArchivedSettings(from coder: any Coder) {
        if let title = coder.decodeString(forKey: "title") { self.title = title }
        if let archived = coder.decodeObject(forKey: "navigationItem") as? NavigationItem {
            adoptArchivedNavigationItem(archived)
        }
        if let item = coder.decodeObject(forKey: "tabBarItem") as? TabBarItem { tabBarItem = item }
        if coder.containsValue(forKey: "toolbarItems") {
            let items = coder.decodeObjects(forKey: "toolbarItems").compactMap { $0 as? BarButtonItem }
            if !items.isEmpty { toolbarItems = items }
        }
        if let style = coder.decodeEnumeration(forKey: "modalPresentationStyle", Self.archivedPresentationStyles) {
            modalPresentationStyle = style
        }
        if let defines = coder.decodeBool(forKey: "definesPresentationContext") {
            definesPresentationContext = defines
        }
        if let modal = coder.decodeBool(forKey: "modalInPresentation") { isModalInPresentation = modal }
        if let size = coder.decodeSize(forKey: "preferredContentSize") { preferredContentSize = size }
    }

    /// The presentation style names documents use (`modalPresentationStyle="formSheet"`).
    static let archivedPresentationStyles: [String: ModalPresentationStyle] = [
        "fullScreen": .fullScreen, "overFullScreen": .overFullScreen, "pageSheet": .pageSheet,
        "formSheet": .formSheet, "automatic": .automatic, "currentContext": .currentContext,
        "overCurrentContext": .overCurrentContext, "popover": .popover, "custom": .custom,
    ]

    /// Copies what a document archived for the navigation bar into ``navigationItem``: the controller's
    /// own item is bound to it (changes reach the bar), so the archived one cannot simply replace it.
    private func adoptArchivedNavigationItem(_ archived: NavigationItem) {
        let item = navigationItem
        if let title = archived.title { item.title = title }
        if let titleView = archived.titleView { item.titleView = titleView }
        if let items = archived.leftBarButtonItems { item.leftBarButtonItems = items }
        if let items = archived.rightBarButtonItems { item.rightBarButtonItems = items }
        if let backTitle = archived.backButtonTitle { item.backButtonTitle = backTitle }
        item.hidesBackButton = archived.hidesBackButton
        item.leftItemsSupplementBackButton = archived.leftItemsSupplementBackButton
    }
}
