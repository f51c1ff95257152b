// IndexPath+DataSource: reading a data source's two-level index paths (section, item) safely.
import Foundation

extension IndexPath {
    /// The index path of `item` in `section` (Foundation's `[section, item]`).
    init(dataSourceItem item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// Whether the path has exactly a section and an item.
    var isDataSourcePath: Bool { count == 2 }
    /// The section, or -1 for a path without one.
    var dataSourceSection: Int { count > 0 ? self[0] : -1 }
    /// The item, or -1 for a path without one.
    var dataSourceItem: Int { count > 1 ? self[1] : -1 }
}
