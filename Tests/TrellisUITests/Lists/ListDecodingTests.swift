// Tests of the lists' init(coder:): the Interface Builder keys of table views, cells, static sections,
// collection views, flow layouts and the list controllers, read through a dictionary-backed Coder.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("List decoding")
@MainActor
struct ListDecodingTests {
    /// A `<tableViewCell>` of `style` whose content view holds labels with `texts`.
    private func makeCell(style: String?, texts: [String], extra: [String: Any] = [:]) -> TableViewCell? {
        var values: [String: Any] = extra
        if let style { values["style"] = style }
        let contentView: () -> AnyObject? = {
            View(
                coder: ListArchiveCoder([
                    "subviews": { texts.compactMap { Label(coder: ListArchiveCoder(["text": $0])) } as [AnyObject] }
                ]))
        }
        values["contentView"] = contentView
        return TableViewCell(coder: ListArchiveCoder(values))
    }

    @Test("a table view cell reads its style, accessory, selection style, reuse identifier and content view")
    func tableViewCell() throws {
        let cell = try #require(
            makeCell(
                style: "IBUITableViewCellStyleSubtitle", texts: ["Title", "Sub"],
                extra: [
                    "reuseIdentifier": "EmojiCell", "accessoryType": "checkmark", "selectionStyle": "none",
                    "rowHeight": "87",
                ]))
        #expect(cell.style == .subtitle)
        #expect(cell.reuseIdentifier == "EmojiCell")
        #expect(cell.accessoryType == .checkmark)
        #expect(cell.selectionStyle == .none)
        #expect(cell.archivedRowHeight == 87)
        #expect(cell.textLabel?.text == "Title")
        #expect(cell.detailTextLabel?.text == "Sub")
        #expect(cell.contentView.superview === cell)
    }

    @Test("a custom cell keeps its content as archived and adopts no labels")
    func customCell() throws {
        let cell = try #require(makeCell(style: nil, texts: ["Mine"]))
        #expect(cell.contentView.subviews.count == 1)
        // Reading textLabel makes a new label: the archived one stays the cell's own content.
        #expect(cell.textLabel !== cell.contentView.subviews.first)
    }

    @Test("a static grouped table view reads its keys and shows its sections' cells")
    func staticTableView() throws {
        let coder = ListArchiveCoder([
            "style": "plain", "dataMode": "static", "separatorStyle": "none", "rowHeight": "1",
            "sectionHeaderHeight": "1", "allowsMultipleSelection": "YES",
            "sections": { () -> [AnyObject] in
                var sections: [AnyObject] = []
                let uploadCells: [AnyObject] = [
                    self.makeCell(style: "IBUITableViewCellStyleDefault", texts: ["Data"]),
                    self.makeCell(style: "IBUITableViewCellStyleDefault", texts: ["File"]),
                ].compactMap { $0 }
                if let section = TableViewSection(
                    coder: ListArchiveCoder(["headerTitle": "Upload", "cells": { uploadCells }]))
                {
                    sections.append(section)
                }
                // A section arriving as the nested coder of its element.
                let streamCells: [AnyObject] = [
                    self.makeCell(style: "IBUITableViewCellStyleDefault", texts: ["Stream"])
                ]
                .compactMap { $0 }
                sections.append(ListArchiveCoder(["footerTitle": "End", "cells": { streamCells }]))
                return sections
            },
        ])
        let table = try #require(TableView(coder: coder))
        #expect(table.style == .plain)
        #expect(table.separatorStyle == .none)
        #expect(table.rowHeight == 1)
        #expect(table.allowsMultipleSelection)
        #expect(table.staticSections?.map(\.cells.count) == [2, 1])
        #expect(table.staticSections?.map(\.headerTitle) == ["Upload", nil])
        table.frame = CGRect(x: 0, y: 0, width: 12, height: 6)
        table.showsVerticalScrollIndicator = false
        let host = WidgetTestHost(width: 12, height: 6, table)
        // An explicit header height gives the untitled second section a blank header line.
        #expect(host.text == " Upload\n Data\n File\n\n Stream\n End")
    }

    @Test("an unknown style name is reported through the coder and the default kept")
    func invalidStyle() throws {
        let coder = ListArchiveCoder(["style": "fancy", "separatorStyle": "dotted"])
        let table = try #require(TableView(coder: coder))
        #expect(table.style == .plain)
        #expect(table.separatorStyle == .singleLine)
        #expect(coder.reported == ["style=fancy", "separatorStyle=dotted"])
    }

    @Test("a collection view reads its flow layout: item size, spacing, insets, header size, direction")
    func collectionView() throws {
        let layoutCoder = ListArchiveCoder([
            "minimumLineSpacing": "2", "minimumInteritemSpacing": "3", "scrollDirection": "horizontal",
            "itemSize": CGSize(width: 40, height: 20), "headerReferenceSize": CGSize(width: 5, height: 0),
            "sectionInset": EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
        ])
        let coder = ListArchiveCoder([
            "collectionViewLayout": { () -> AnyObject? in CollectionViewFlowLayout(coder: layoutCoder) },
            "allowsSelection": "NO",
        ])
        let collectionView = try #require(CollectionView(coder: coder))
        let layout = try #require(collectionView.collectionViewLayout as? CollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 40, height: 20))
        #expect(layout.minimumLineSpacing == 2)
        #expect(layout.minimumInteritemSpacing == 3)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.headerReferenceSize == CGSize(width: 5, height: 0))
        #expect(layout.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(layout.collectionView === collectionView)
        #expect(!collectionView.allowsSelection)
    }

    @Test("a collection view cell reads its reuse identifier and content view; prototypes register as factories")
    func collectionViewCellPrototype() throws {
        let prototype: @MainActor () -> CollectionViewCell? = {
            CollectionViewCell(
                coder: ListArchiveCoder([
                    "reuseIdentifier": "item",
                    "contentView": { () -> AnyObject? in
                        View(
                            coder: ListArchiveCoder([
                                "subviews": {
                                    [Label(coder: ListArchiveCoder(["text": "cell"]))].compactMap { $0 } as [AnyObject]
                                }
                            ]))
                    },
                ]))
        }
        let made = try #require(prototype())
        #expect(made.reuseIdentifier == "item")
        #expect((made.contentView.subviews.first as? Label)?.text == "cell")
        final class Source: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
        }
        let layout = CollectionViewListLayout()
        layout.itemHeight = 1
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 6, height: 2), collectionViewLayout: layout)
        collectionView.register(prototype, forCellWithReuseIdentifier: "item")
        let source = Source()
        collectionView.dataSource = source
        let diagnostics = collectDiagnostics { collectionView.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        // Each cell is a fresh copy of the prototype.
        #expect(collectionView.visibleCells.count == 2)
        #expect(collectionView.visibleCells[0] !== collectionView.visibleCells[1])
        #expect(collectionView.visibleCells.allSatisfy { ($0.contentView.subviews.first as? Label)?.text == "cell" })
    }

    @Test("the list controllers read clearsSelectionOnViewWillAppear")
    func controllers() throws {
        let table = try #require(
            TableViewController(coder: ListArchiveCoder(["clearsSelectionOnViewWillAppear": "NO", "title": "Master"])))
        #expect(!table.clearsSelectionOnViewWillAppear)
        #expect(table.title == "Master")
        let collection = try #require(CollectionViewController(coder: ListArchiveCoder([:])))
        #expect(collection.clearsSelectionOnViewWillAppear)
        #expect(collection.collectionView.dataSource === collection)
    }
}
