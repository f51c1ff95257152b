// CollectionViewFlowLayout: UIKit's grid — items flow into lines across the view, line after line, with
// section insets, spacing and header/footer reference sizes (UICollectionViewFlowLayout).
import Foundation

/// The direction a flow layout's content scrolls (lines run across it).
public enum CollectionViewScrollDirection: Sendable, Hashable {
    /// Lines run left to right; sections follow each other downwards.
    case vertical
    /// Lines run top to bottom; sections follow each other to the right.
    case horizontal
}

/// Lays items out in lines: each line takes as many items as fit across the view (between the
/// section insets, at least ``minimumInteritemSpacing`` apart), full lines spread their items to both
/// edges, and lines are ``minimumLineSpacing`` apart. A section's header and footer span the view, as
/// tall as ``headerReferenceSize`` and ``footerReferenceSize`` (wide, when scrolling horizontally).
///
/// Sizes come from the properties or, per item and section, from a delegate adopting
/// ``CollectionViewDelegateFlowLayout``. ``prepare()`` computes every item's place once; a rectangle's
/// elements are then found by binary search over sections and lines, so scrolling costs what is
/// visible.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The size of each item (`50 × 50`, as UIKit).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// The smallest space between lines (10, as UIKit).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }
    /// The smallest space between items of a line (10, as UIKit).
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }
    /// Space around each section's items.
    open var sectionInset: EdgeInsets = .zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }
    /// Each section header's height (width when scrolling horizontally); zero: no headers.
    open var headerReferenceSize: CGSize = .zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// Each section footer's height (width when scrolling horizontally); zero: no footers.
    open var footerReferenceSize: CGSize = .zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// Which way the content scrolls.
    open var scrollDirection: CollectionViewScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }

    /// One line of a section, in flow coordinates (the vertical layout's; transposed when scrolling
    /// horizontally).
    private struct Line {
        var minY: CGFloat
        var maxY: CGFloat
        var items: Range<Int>
    }

    /// One section, in flow coordinates.
    private struct Section {
        var minY: CGFloat
        var maxY: CGFloat
        var header: CGRect?
        var footer: CGRect?
        var lines: [Line]
        var itemFrames: [CGRect]
    }

    private var sections: [Section] = []
    private var contentLength: CGFloat = 0
    private var crossLength: CGFloat = 0

    /// Creates a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Creates a flow layout from an archive: `itemSize`, `estimatedItemSize` (used as the item size
    /// when no item size is archived), `headerReferenceSize`, `footerReferenceSize`, `sectionInset`,
    /// `minimumLineSpacing`, `minimumInteritemSpacing` and `scrollDirection`.
    public required init?(coder: any Coder) {
        super.init(coder: coder)
        if let size = coder.decodeSize(forKey: "itemSize") ?? coder.decodeSize(forKey: "estimatedItemSize"),
            size.width > 0, size.height > 0
        {
            itemSize = size
        }
        if let size = coder.decodeSize(forKey: "headerReferenceSize") { headerReferenceSize = size }
        if let size = coder.decodeSize(forKey: "footerReferenceSize") { footerReferenceSize = size }
        if let insets = coder.decodeEdgeInsets(forKey: "sectionInset") { sectionInset = insets }
        if let value = coder.decodeDouble(forKey: "minimumLineSpacing") { minimumLineSpacing = CGFloat(value) }
        if let value = coder.decodeDouble(forKey: "minimumInteritemSpacing") {
            minimumInteritemSpacing = CGFloat(value)
        }
        if let direction = coder.decodeEnumeration(
            forKey: "scrollDirection", ["vertical": CollectionViewScrollDirection.vertical, "horizontal": .horizontal])
        {
            scrollDirection = direction
        }
    }

    private var isHorizontal: Bool { scrollDirection == .horizontal }

    /// `rect` moved between view and flow coordinates (its own inverse).
    private func transposed(_ rect: CGRect) -> CGRect {
        isHorizontal ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
    }

    private func transposed(_ size: CGSize) -> CGSize {
        isHorizontal ? CGSize(width: size.height, height: size.width) : size
    }

    private func transposed(_ insets: EdgeInsets) -> EdgeInsets {
        isHorizontal
            ? EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom) : insets
    }

    open override func prepare() {
        super.prepare()
        let delegate = (host as? CollectionView)?.flowLayoutDelegate
        let view = host as? CollectionView
        crossLength = transposed(visibleSize).width
        var y: CGFloat = 0
        var result: [Section] = []
        for section in 0..<numberOfSections {
            let count = numberOfItems(inSection: section)
            let inset = transposed(
                view.flatMap { delegate?.collectionView($0, layout: self, insetForSectionAt: section) } ?? sectionInset)
            let lineSpacing =
                view.flatMap { delegate?.collectionView($0, layout: self, minimumLineSpacingForSectionAt: section) }
                ?? minimumLineSpacing
            let itemSpacing =
                view.flatMap {
                    delegate?.collectionView($0, layout: self, minimumInteritemSpacingForSectionAt: section)
                }
                ?? minimumInteritemSpacing
            let headerLength = transposed(
                view.flatMap { delegate?.collectionView($0, layout: self, referenceSizeForHeaderInSection: section) }
                    ?? headerReferenceSize
            ).height
            let footerLength = transposed(
                view.flatMap { delegate?.collectionView($0, layout: self, referenceSizeForFooterInSection: section) }
                    ?? footerReferenceSize
            ).height
            let sectionTop = y
            var header: CGRect?
            if headerLength > 0 {
                header = CGRect(x: 0, y: y, width: crossLength, height: headerLength)
                y += headerLength
            }
            y += inset.top
            let available = Swift.max(0, crossLength - inset.left - inset.right)
            var frames: [CGRect] = []
            frames.reserveCapacity(count)
            var lines: [Line] = []
            var item = 0
            while item < count {
                // Fill one line.
                var sizes: [CGSize] = []
                var used: CGFloat = 0
                while item + sizes.count < count {
                    let size = transposed(
                        view.flatMap {
                            delegate?.collectionView(
                                $0, layout: self, sizeForItemAt: IndexPath(item: item + sizes.count, section: section))
                        } ?? itemSize)
                    let needed = used + (sizes.isEmpty ? 0 : itemSpacing) + size.width
                    if !sizes.isEmpty && needed > available + 0.000_1 { break }
                    sizes.append(size)
                    used = needed
                }
                let isLastLine = item + sizes.count == count
                let lineHeight = sizes.map(\.height).max() ?? 0
                let totalWidth = sizes.reduce(0) { $0 + $1.width }
                let spacing =
                    sizes.count > 1 && !isLastLine
                    ? Swift.max(itemSpacing, (available - totalWidth) / CGFloat(sizes.count - 1)) : itemSpacing
                var x = inset.left
                for size in sizes {
                    frames.append(
                        CGRect(
                            x: x, y: y + ((lineHeight - size.height) / 2).rounded(.down), width: size.width,
                            height: size.height))
                    x += size.width + spacing
                }
                lines.append(Line(minY: y, maxY: y + lineHeight, items: item..<(item + sizes.count)))
                item += sizes.count
                y += lineHeight
                if item < count { y += lineSpacing }
            }
            y += inset.bottom
            var footer: CGRect?
            if footerLength > 0 {
                footer = CGRect(x: 0, y: y, width: crossLength, height: footerLength)
                y += footerLength
            }
            result.append(
                Section(minY: sectionTop, maxY: y, header: header, footer: footer, lines: lines, itemFrames: frames))
        }
        sections = result
        contentLength = y
    }

    open override var collectionViewContentSize: CGSize {
        transposed(CGSize(width: crossLength, height: contentLength))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        guard !rect.isNull else { return [] }
        let flowRect = transposed(rect)
        var result: [CollectionViewLayoutAttributes] = []
        // The first section ending below the rectangle's top.
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].maxY <= flowRect.minY { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < sections.count && sections[index].minY < flowRect.maxY {
            let section = sections[index]
            if let header = section.header, header.intersects(flowRect) {
                result.append(
                    CollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                        with: IndexPath(item: 0, section: index), frame: transposed(header)))
            }
            var lineLow = 0
            var lineHigh = section.lines.count
            while lineLow < lineHigh {
                let middle = (lineLow + lineHigh) / 2
                if section.lines[middle].maxY <= flowRect.minY { lineLow = middle + 1 } else { lineHigh = middle }
            }
            var lineIndex = lineLow
            while lineIndex < section.lines.count && section.lines[lineIndex].minY < flowRect.maxY {
                for item in section.lines[lineIndex].items where section.itemFrames[item].intersects(flowRect) {
                    result.append(
                        CollectionViewLayoutAttributes(
                            forCellWith: IndexPath(item: item, section: index),
                            frame: transposed(section.itemFrames[item])))
                }
                lineIndex += 1
            }
            if let footer = section.footer, footer.intersects(flowRect) {
                result.append(
                    CollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                        with: IndexPath(item: 0, section: index), frame: transposed(footer)))
            }
            index += 1
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].itemFrames.indices.contains(indexPath.item)
        else { return nil }
        return CollectionViewLayoutAttributes(
            forCellWith: indexPath, frame: transposed(sections[indexPath.section].itemFrames[indexPath.item]))
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        let frame: CGRect?
        switch kind {
        case CollectionView.elementKindSectionHeader: frame = section.header
        case CollectionView.elementKindSectionFooter: frame = section.footer
        default: frame = nil
        }
        return frame.map {
            CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: indexPath.section),
                frame: transposed($0))
        }
    }

    /// A flow layout lays out again when the view's length across the lines changes.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        transposed(newBounds.size).width != crossLength
    }
}

/// The flow layout's questions a collection view's delegate may answer per section and item
/// (`UICollectionViewDelegateFlowLayout`). Each default returns the layout's property.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The insets of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets
    /// The line spacing of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The item spacing of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The header size of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The footer size of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The layout's ``CollectionViewFlowLayout/itemSize``.
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The layout's ``CollectionViewFlowLayout/sectionInset``.
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets {
        (layout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The layout's ``CollectionViewFlowLayout/minimumLineSpacing``.
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (layout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// The layout's ``CollectionViewFlowLayout/minimumInteritemSpacing``.
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (layout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// The layout's ``CollectionViewFlowLayout/headerReferenceSize``.
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The layout's ``CollectionViewFlowLayout/footerReferenceSize``.
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// The list layout's questions a collection view's delegate may answer per item and section. Each
/// default returns the layout's property.
@MainActor
public protocol CollectionViewDelegateListLayout: CollectionViewDelegate {
    /// The height of the row at `indexPath` (``CollectionViewListLayout/automaticDimension``: sized by
    /// its cell).
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewListLayout, heightForItemAt indexPath: IndexPath
    ) -> CGFloat
    /// The header height of `section` (0: none).
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewListLayout, heightForHeaderInSection section: Int
    ) -> CGFloat
    /// The footer height of `section` (0: none).
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewListLayout, heightForFooterInSection section: Int
    ) -> CGFloat
}

extension CollectionViewDelegateListLayout {
    /// The layout's ``CollectionViewListLayout/itemHeight``.
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewListLayout, heightForItemAt indexPath: IndexPath
    ) -> CGFloat {
        layout.itemHeight
    }
    /// The layout's ``CollectionViewListLayout/headerHeight``.
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewListLayout, heightForHeaderInSection section: Int
    ) -> CGFloat {
        layout.headerHeight
    }
    /// The layout's ``CollectionViewListLayout/footerHeight``.
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewListLayout, heightForFooterInSection section: Int
    ) -> CGFloat {
        layout.footerHeight
    }
}
