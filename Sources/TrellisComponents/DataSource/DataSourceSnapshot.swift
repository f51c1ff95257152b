// DataSourceSnapshot: the whole content of a data source by identifiers, as UIKit's diffable data source
// takes it; applying one computes the changeset for the user.
import Foundation
import TrellisUI

/// Sections identified by `SectionIdentifier`, holding items identified by their `id`
/// (UIKit's `NSDiffableDataSourceSnapshot`). Apply it with the data source's `apply(_:mode:userInfo:)`:
/// the data source computes the insertions, removals, moves and updates (items whose model changed) from
/// its current content.
public struct DataSourceSnapshot<SectionIdentifier: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>:
    Sendable
where Item.ID: Sendable {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifier] = []
    /// The items of each section, in order.
    public private(set) var sections: [[Item]] = []
    /// Items appended to a section the snapshot does not have (reported when the snapshot is applied).
    private(set) var unknownSections: [SectionIdentifier] = []

    /// An empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.count } }
    /// Every item's identifier, section by section.
    public var itemIdentifiers: [Item.ID] { sections.flatMap { $0.map(\.id) } }

    /// The items of the section `identifier` (empty when there is none).
    public func items(inSection identifier: SectionIdentifier) -> [Item] {
        sectionIdentifiers.firstIndex(of: identifier).map { sections[$0] } ?? []
    }

    /// Appends sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
        sectionIdentifiers.append(contentsOf: identifiers)
        sections.append(contentsOf: identifiers.map { _ in [] })
    }

    /// Appends `items` to the section `identifier`, or to the last section when `identifier` is `nil`.
    public mutating func appendItems(_ items: [Item], toSection identifier: SectionIdentifier? = nil) {
        guard let index = identifier.map({ sectionIdentifiers.firstIndex(of: $0) }) ?? sectionIdentifiers.indices.last
        else {
            if let identifier { unknownSections.append(identifier) }
            return
        }
        sections[index].append(contentsOf: items)
    }

    /// Removes every item with one of `identifiers`.
    public mutating func deleteItems(_ identifiers: [Item.ID]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].removeAll { gone.contains($0.id) } }
    }

    /// Removes the sections `identifiers` with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifier]) {
        for identifier in identifiers {
            while let index = sectionIdentifiers.firstIndex(of: identifier) {
                sectionIdentifiers.remove(at: index)
                sections.remove(at: index)
            }
        }
    }
}

/// Why a snapshot could not be applied; the data source is unchanged.
public enum DataSourceSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Section identifiers that appear more than once.
    case duplicateSectionIdentifiers([String])
    /// Item identifiers that appear more than once.
    case duplicateItemIdentifiers([String])
    /// Items were appended to sections the snapshot does not have.
    case unknownSections([String])

    /// The identifiers at fault.
    public var description: String {
        switch self {
        case .duplicateSectionIdentifiers(let ids):
            "duplicate section identifiers in snapshot: \(ids.joined(separator: ", "))"
        case .duplicateItemIdentifiers(let ids):
            "duplicate item identifiers in snapshot: \(ids.joined(separator: ", "))"
        case .unknownSections(let ids): "items appended to sections not in the snapshot: \(ids.joined(separator: ", "))"
        }
    }
}

extension ComponentDataSource where Model: Identifiable & Equatable, Model.ID: Sendable {
    /// Makes the data source show `snapshot`: computes the changeset from the content it will have once
    /// the pending modifications are applied — removals, insertions, moves (items kept in a section
    /// outside its longest common subsequence, or changing section) and updates of items whose model
    /// changed — and applies it with `mode` and `userInfo`. Duplicate identifiers throw (and are
    /// reported, rule `C-DATASOURCE-SNAPSHOT`), naming them; the data source is then unchanged.
    public func apply<SectionIdentifier: Hashable & Sendable>(
        _ snapshot: DataSourceSnapshot<SectionIdentifier, Model>, mode: UpdateMode = .asynchronous,
        userInfo: [String: any Sendable] = [:]
    ) throws(DataSourceSnapshotError) {
        if let error = Self.problem(in: snapshot) {
            LifecycleChecker.emit(
                rule: "C-DATASOURCE-SNAPSHOT", path: "ComponentDataSource<\(Model.self)>",
                message: "\(error); not applied")
            throw error
        }
        let newSections = snapshot.sectionIdentifiers.map { AnyHashable($0) }
        let changeset = SnapshotDiff.changeset(
            from: expectedSectionIdentifiers, oldItems: pendingModels(), to: newSections, newItems: snapshot.sections)
        do {
            try apply(changeset, mode: mode, userInfo: userInfo)
        } catch {
            // A diff is valid by construction; the changeset error was reported with it.
            return
        }
        expectedSectionIdentifiers = newSections
    }

    private static func problem<SectionIdentifier>(
        in snapshot: DataSourceSnapshot<SectionIdentifier, Model>
    ) -> DataSourceSnapshotError? {
        func duplicates<T: Hashable>(_ values: [T]) -> [String] {
            var seen = Set<T>()
            var reported = Set<T>()
            var result: [String] = []
            for value in values where !seen.insert(value).inserted && reported.insert(value).inserted {
                result.append(String(describing: value))
            }
            return result
        }
        let sections = duplicates(snapshot.sectionIdentifiers)
        if !sections.isEmpty { return .duplicateSectionIdentifiers(sections) }
        let items = duplicates(snapshot.itemIdentifiers)
        if !items.isEmpty { return .duplicateItemIdentifiers(items) }
        if !snapshot.unknownSections.isEmpty {
            return .unknownSections(snapshot.unknownSections.map { String(describing: $0) })
        }
        return nil
    }
}

/// The changeset from one identified content to another.
enum SnapshotDiff {
    private struct UnknownSection: Hashable {
        let index: Int
    }

    static func changeset<Model: Identifiable & Equatable & Sendable>(
        from oldSectionIDs: [AnyHashable?], oldItems: [[Model]], to newSectionIDs: [AnyHashable], newItems: [[Model]]
    ) -> Changeset<Model> {
        var changeset = Changeset<Model>()
        // Sections: the longest common subsequence stays; the rest are removed or inserted (a changeset has
        // no section moves). Sections without identifiers (inserted by changesets) never match.
        let oldKeys: [AnyHashable] = oldItems.indices.map { index in
            (index < oldSectionIDs.count ? oldSectionIDs[index] : nil) ?? AnyHashable(UnknownSection(index: index))
        }
        let sectionDiff = newSectionIDs.difference(from: oldKeys)
        var removedSections = Set<Int>()
        var insertedSections = Set<Int>()
        for change in sectionDiff {
            switch change {
            case .remove(let offset, _, _): removedSections.insert(offset)
            case .insert(let offset, _, _): insertedSections.insert(offset)
            }
        }
        changeset.removedSections = removedSections.sorted()
        changeset.insertedSections = insertedSections.sorted()
        var matchedNewSection: [Int: Int] = [:] // old section → new section
        var newIndex = 0
        for oldIndex in oldKeys.indices where !removedSections.contains(oldIndex) {
            while insertedSections.contains(newIndex) { newIndex += 1 }
            matchedNewSection[oldIndex] = newIndex
            newIndex += 1
        }
        // Items.
        var oldLocation: [Model.ID: IndexPath] = [:]
        for (section, items) in oldItems.enumerated() {
            for (index, item) in items.enumerated() where oldLocation[item.id] == nil {
                oldLocation[item.id] = IndexPath(dataSourceItem: index, section: section)
            }
        }
        var newLocation: [Model.ID: IndexPath] = [:]
        for (section, items) in newItems.enumerated() {
            for (index, item) in items.enumerated() {
                newLocation[item.id] = IndexPath(dataSourceItem: index, section: section)
            }
        }
        for (section, items) in oldItems.enumerated() {
            for (index, item) in items.enumerated() {
                let path = IndexPath(dataSourceItem: index, section: section)
                let isFirst = oldLocation[item.id] == path
                if (!isFirst || newLocation[item.id] == nil) && !removedSections.contains(section) {
                    changeset.removedItems.append(path)
                }
            }
        }
        var staying = Set<Model.ID>()
        for (oldSection, newSection) in matchedNewSection {
            let oldIDs = oldItems[oldSection].enumerated().compactMap { index, item -> Model.ID? in
                guard oldLocation[item.id]?[1] == index, oldLocation[item.id]?[0] == oldSection,
                    newLocation[item.id]?[0] == newSection
                else { return nil }
                return item.id
            }
            let newIDs = newItems[newSection].compactMap { item -> Model.ID? in
                oldLocation[item.id]?[0] == oldSection ? item.id : nil
            }
            var moved = Set<Model.ID>()
            for change in newIDs.difference(from: oldIDs) {
                if case .remove(_, let id, _) = change { moved.insert(id) }
            }
            for id in oldIDs where !moved.contains(id) { staying.insert(id) }
        }
        for (section, items) in newItems.enumerated() {
            for (index, item) in items.enumerated() {
                let path = IndexPath(dataSourceItem: index, section: section)
                guard let from = oldLocation[item.id] else {
                    changeset.insertedItems.append((path, item))
                    continue
                }
                if oldItems[from[0]][from[1]] != item { changeset.updatedItems.append((from, item)) }
                if !staying.contains(item.id) { changeset.movedItems.append((from, path)) }
            }
        }
        return changeset
    }
}
