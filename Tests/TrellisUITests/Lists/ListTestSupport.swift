// Test doubles for the list tests: a text cell, array-backed data sources that record every delegate
// call in order, and a dictionary-backed Coder for decoding tests.
import Foundation
import TrellisUI

/// A collection view cell showing one line of text in a label filling its content view.
@MainActor
final class TextCell: CollectionViewCell {
    let label = Label(frame: .zero)
    /// How many times the cell was handed out again.
    var reuseCount = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
    }

    required init?(coder: any Coder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        label.text = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// Sections of strings behind a collection view; records the data source and delegate calls.
@MainActor
final class ArrayCollectionSource: CollectionViewDataSource, CollectionViewDelegate {
    var sections: [[String]]
    var headers: [String]?
    /// Every call, in order: "cellForItemAt [0, 1]", "willDisplay a [0, 1]" …
    var log: [String] = []
    /// Whether scrolling callbacks are logged too.
    var logsCellRequests = true
    var cellRequests = 0
    var cellsCreated = 0
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }

    init(sections: [[String]]) {
        self.sections = sections
    }

    /// Makes `collectionView` use this source, with counted `TextCell`s for "cell".
    func install(in collectionView: CollectionView) {
        collectionView.register(
            { [unowned self] in
                cellsCreated += 1
                return TextCell(frame: .zero)
            }, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            { TextHeader(frame: .zero) }, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        if logsCellRequests { log.append("cellForItemAt \(path(indexPath))") }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? TextCell)?.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        guard let headers else { return nil }
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? TextHeader)?.label.text = headers[indexPath.section]
        return view
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if logsCellRequests { log.append("willDisplay \(text(cell)) \(path(indexPath))") }
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if logsCellRequests { log.append("didEndDisplaying \(text(cell)) \(path(indexPath))") }
    }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(path(indexPath))")
        return shouldHighlight(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(path(indexPath))")
    }

    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(path(indexPath))")
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(path(indexPath))")
        return shouldSelect(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(path(indexPath))")
        return true
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(path(indexPath))")
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(path(indexPath))")
    }

    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        log.append("performPrimaryAction \(path(indexPath))")
    }

    private func text(_ cell: CollectionViewCell) -> String { (cell as? TextCell)?.label.text ?? "?" }
}

/// A header with a label.
@MainActor
final class TextHeader: CollectionReusableView {
    let label = Label(frame: .zero)

    required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: any Coder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

/// "[section, item]".
func path(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.item)]" }

/// What the visible cells of `collectionView` show, by index path: "[0, 1]=b".
@MainActor
func shownItems(_ collectionView: CollectionView) -> [String] {
    collectionView.indexPathsForVisibleItems.map { indexPath in
        "\(path(indexPath))=\((collectionView.cellForItem(at: indexPath) as? TextCell)?.label.text ?? "?")"
    }
}

/// A `Coder` over a dictionary: attribute-like values as strings, structured values and objects as
/// Swift values — what a document's element would hold.
@MainActor
final class ListArchiveCoder: Coder {
    var values: [String: Any]
    var reported: [String] = []

    init(_ values: [String: Any]) {
        self.values = values
    }

    func containsValue(forKey key: String) -> Bool { values[key] != nil }
    func decodeString(forKey key: String) -> String? { values[key] as? String }
    func decodeBool(forKey key: String) -> Bool? {
        (values[key] as? String).flatMap { $0 == "YES" ? true : $0 == "NO" ? false : nil }
    }
    func decodeInteger(forKey key: String) -> Int? { (values[key] as? String).flatMap { Int($0) } }
    func decodeDouble(forKey key: String) -> Double? { (values[key] as? String).flatMap { Double($0) } }
    func decodeRect(forKey key: String) -> CGRect? { values[key] as? CGRect }
    func decodeSize(forKey key: String) -> CGSize? { values[key] as? CGSize }
    func decodeEdgeInsets(forKey key: String) -> EdgeInsets? { values[key] as? EdgeInsets }
    func decodeObject(forKey key: String) -> AnyObject? { (values[key] as? () -> AnyObject?)?() }
    func decodeObjects(forKey key: String) -> [AnyObject] { (values[key] as? () -> [AnyObject])?() ?? [] }
    func reportInvalidValue(_ value: String, forKey key: String, expected: String) {
        reported.append("\(key)=\(value)")
    }
}
