// TableViewSection: one section of a static table view — its header and footer titles and its cells
// (a `<tableViewSection>` of an Interface Builder document with dataMode="static").
import Foundation

/// A section of fixed cells, shown by a table view whose ``TableView/staticSections`` are set.
@MainActor
open class TableViewSection {
    /// The header's title.
    open var headerTitle: String?
    /// The footer's title.
    open var footerTitle: String?
    /// The rows, in order.
    open var cells: [TableViewCell]

    /// A section of `cells` with optional titles.
    public init(headerTitle: String? = nil, footerTitle: String? = nil, cells: [TableViewCell]) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
    }

    /// Called by a nib loader once every object of the document instantiation is made and connected
    /// (`NibDecodable`). The default does nothing; overrides call `super`.
    open func awakeFromNib() {}

    /// Creates the section from an archive: `headerTitle`, `footerTitle` and the `<cells>`.
    public required init?(coder: any Coder) {
        headerTitle = coder.decodeString(forKey: "headerTitle")
        footerTitle = coder.decodeString(forKey: "footerTitle")
        cells = coder.decodeObjects(forKey: "cells").compactMap { $0 as? TableViewCell }
    }
}
