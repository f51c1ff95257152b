// IndexPath+Lists: the section/item (and section/row) accessors UIKit adds to Foundation's IndexPath,
// which swift-corelibs-foundation does not have.
import Foundation

extension IndexPath {
    /// An index path to `item` in `section` (two indices: section, item), as collection views use.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index path to `row` in `section` (two indices: section, row), as table views use.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row in the section: the second index (the same as ``item``).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
