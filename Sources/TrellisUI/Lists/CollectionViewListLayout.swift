// CollectionViewListLayout: a vertical, single-column list with section headers and footers, fixed,
// per-item or self-sized row heights (the layout behind list-style collection views and table views).
import Foundation

/// Lays items out in one column, top to bottom, each section preceded by its header and followed by
/// its footer (when their heights are not zero).
///
/// Row heights come from ``itemHeight`` or, for a collection view, from its delegate when it adopts
/// ``CollectionViewDelegateListLayout``. ``automaticDimension`` (the default) sizes a row to its cell
/// (`sizeThatFits` at the row's width) when the cell is first shown; until then the row counts
/// ``estimatedItemHeight``. Offsets are kept in a prefix-sum tree, so finding the rows in a
/// rectangle, and changing one row's height, cost O(log n) whatever the number of items.
@MainActor
open class CollectionViewListLayout: CollectionViewLayout {
    /// "Measure the element": a row or header sized by its view.
    public static let automaticDimension: CGFloat = -1

    /// The height of every row; ``automaticDimension`` (the default) sizes each row to its cell.
    open var itemHeight: CGFloat = CollectionViewListLayout.automaticDimension {
        didSet { if itemHeight != oldValue { invalidateLayout() } }
    }

    /// The height counted for a self-sized row until its cell is measured; ``automaticDimension`` (the
    /// default) counts one line of body text.
    open var estimatedItemHeight: CGFloat = CollectionViewListLayout.automaticDimension {
        didSet { if estimatedItemHeight != oldValue { invalidateLayout() } }
    }

    /// The height of each section's header (0: none).
    open var headerHeight: CGFloat = 0 {
        didSet { if headerHeight != oldValue { invalidateLayout() } }
    }

    /// The height of each section's footer (0: none).
    open var footerHeight: CGFloat = 0 {
        didSet { if footerHeight != oldValue { invalidateLayout() } }
    }

    /// Space around the rows, headers and footers: left and right inset every element, top and bottom
    /// pad the whole list.
    open var contentInsets: EdgeInsets = .zero {
        didSet { if contentInsets != oldValue { invalidateLayout() } }
    }

    /// Heights by slot: per section its header, its items, its footer.
    private var heights = PrefixSumTree([])
    /// The first slot (the header) of each section, plus one past the end.
    private var sectionStarts: [Int] = [0]
    /// Slots whose row is self-sized.
    private var selfSizing = Set<Int>()
    private var preparedWidth: CGFloat = 0

    /// Creates a list layout with one-line rows and no headers.
    public override init() {
        super.init()
    }

    /// Creates a list layout from an archive (`itemHeight`, `estimatedItemHeight`, `headerHeight`,
    /// `footerHeight`).
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        if let value = coder.decodeDouble(forKey: "itemHeight") { itemHeight = CGFloat(value) }
        if let value = coder.decodeDouble(forKey: "estimatedItemHeight") { estimatedItemHeight = CGFloat(value) }
        if let value = coder.decodeDouble(forKey: "headerHeight") { headerHeight = CGFloat(value) }
        if let value = coder.decodeDouble(forKey: "footerHeight") { footerHeight = CGFloat(value) }
    }

    open override func prepare() {
        super.prepare()
        preparedWidth = visibleSize.width
        var values: [CGFloat] = []
        var starts: [Int] = []
        var sizing = Set<Int>()
        let estimate = estimatedItemHeight >= 0 ? estimatedItemHeight : host?.cellSize().height ?? 1
        let sections = numberOfSections
        starts.reserveCapacity(sections + 1)
        for section in 0..<sections {
            starts.append(values.count)
            values.append(Swift.max(0, resolvedHeader(section)))
            let count = numberOfItems(inSection: section)
            values.reserveCapacity(values.count + count + 1)
            for item in 0..<count {
                let height = resolvedItemHeight(IndexPath(item: item, section: section))
                if height < 0 {
                    sizing.insert(values.count)
                    values.append(estimate)
                } else {
                    values.append(height)
                }
            }
            values.append(Swift.max(0, resolvedFooter(section)))
        }
        starts.append(values.count)
        heights = PrefixSumTree(values)
        sectionStarts = starts
        selfSizing = sizing
    }

    private func resolvedItemHeight(_ indexPath: IndexPath) -> CGFloat {
        if let host { return host.listLayout(self, heightForItemAt: indexPath) }
        return itemHeight
    }

    private func resolvedHeader(_ section: Int) -> CGFloat {
        if let host { return host.listLayout(self, heightForHeaderInSection: section) }
        return headerHeight
    }

    private func resolvedFooter(_ section: Int) -> CGFloat {
        if let host { return host.listLayout(self, heightForFooterInSection: section) }
        return footerHeight
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: preparedWidth, height: contentInsets.top + heights.total + contentInsets.bottom)
    }

    /// The section whose slots include `slot`.
    private func section(ofSlot slot: Int) -> Int {
        var low = 0
        var high = sectionStarts.count - 1
        while low + 1 < high {
            let middle = (low + high) / 2
            if sectionStarts[middle] <= slot { low = middle } else { high = middle }
        }
        return low
    }

    private func attributes(forSlot slot: Int, section: Int) -> CollectionViewLayoutAttributes {
        let frame = CGRect(
            x: contentInsets.left, y: contentInsets.top + heights.prefixSum(slot),
            width: Swift.max(0, preparedWidth - contentInsets.left - contentInsets.right),
            height: heights.values[slot])
        let start = sectionStarts[section]
        if slot == start {
            return CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                with: IndexPath(item: 0, section: section), frame: frame)
        }
        if slot == sectionStarts[section + 1] - 1 {
            return CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                with: IndexPath(item: 0, section: section), frame: frame)
        }
        return CollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: slot - start - 1, section: section), frame: frame)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        guard heights.count > 0, rect.maxY > contentInsets.top, !rect.isNull else { return [] }
        var slot = heights.index(containing: Swift.max(0, rect.minY - contentInsets.top))
        var section = self.section(ofSlot: slot)
        var y = contentInsets.top + heights.prefixSum(slot)
        var result: [CollectionViewLayoutAttributes] = []
        while slot < heights.count && y < rect.maxY {
            while slot >= sectionStarts[section + 1] { section += 1 }
            let height = heights.values[slot]
            if height > 0 && y + height > rect.minY {
                result.append(attributes(forSlot: slot, section: section))
            }
            y += height
            slot += 1
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionStarts.count - 1 else {
            return nil
        }
        let slot = sectionStarts[indexPath.section] + 1 + indexPath.item
        guard indexPath.item >= 0, slot < sectionStarts[indexPath.section + 1] - 1 else { return nil }
        return attributes(forSlot: slot, section: indexPath.section)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, indexPath.section >= 0, indexPath.section < sectionStarts.count - 1 else {
            return nil
        }
        let slot: Int
        switch kind {
        case CollectionView.elementKindSectionHeader: slot = sectionStarts[indexPath.section]
        case CollectionView.elementKindSectionFooter: slot = sectionStarts[indexPath.section + 1] - 1
        default: return nil
        }
        guard heights.values[slot] > 0 else { return nil }
        return attributes(forSlot: slot, section: indexPath.section)
    }

    /// Rows keep to one column: up and down go to the previous and next item (across sections),
    /// left and right go nowhere.
    override func indexPath(adjacentTo indexPath: IndexPath, _ direction: ListNavigation) -> IndexPath? {
        let sections = sectionStarts.count - 1
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections else { return nil }
        func count(_ section: Int) -> Int { sectionStarts[section + 1] - sectionStarts[section] - 2 }
        switch direction {
        case .left, .right: return nil
        case .down:
            if indexPath.item + 1 < count(indexPath.section) {
                return IndexPath(item: indexPath.item + 1, section: indexPath.section)
            }
            var section = indexPath.section + 1
            while section < sections && count(section) == 0 { section += 1 }
            return section < sections ? IndexPath(item: 0, section: section) : nil
        case .up:
            if indexPath.item > 0 { return IndexPath(item: indexPath.item - 1, section: indexPath.section) }
            var section = indexPath.section - 1
            while section >= 0 && count(section) == 0 { section -= 1 }
            return section >= 0 ? IndexPath(item: count(section) - 1, section: section) : nil
        }
    }

    override var sizesCellsToFit: Bool { !selfSizing.isEmpty }

    override func cellDidMeasure(_ size: CGSize, at indexPath: IndexPath) -> Bool {
        guard indexPath.section >= 0, indexPath.section < sectionStarts.count - 1 else { return false }
        let slot = sectionStarts[indexPath.section] + 1 + indexPath.item
        guard selfSizing.contains(slot), size.height.isFinite else { return false }
        let height = Swift.max(0, size.height)
        guard heights.values[slot] != height else { return false }
        heights.set(slot, to: height)
        return true
    }
}
