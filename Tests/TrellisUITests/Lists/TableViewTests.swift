// Tests of TableView: the cell styles and section styles as drawn, static sections, selection and
// deletion by key in UIKit's delegate order, self-sizing rows, and TableViewController.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

/// Rows of strings behind a table view; records every call, in order.
@MainActor
final class ArrayTableSource: TableViewDataSource, TableViewDelegate {
    var sections: [(title: String?, rows: [String])]
    var log: [String] = []
    var style: TableViewCell.CellStyle = .default
    var accessory: (IndexPath) -> TableViewCell.AccessoryType = { _ in .none }
    var detail: (IndexPath) -> String? = { _ in nil }

    init(sections: [(title: String?, rows: [String])]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? TableViewCell(style: style, reuseIdentifier: "row")
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        cell.detailTextLabel?.text = detail(indexPath)
        cell.accessoryType = accessory(indexPath)
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        log.append("canEditRowAt \(path(indexPath))")
        return indexPath.row != 0
    }
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        log.append("commit \(editingStyle) \(path(indexPath))")
        sections[indexPath.section].rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(path(indexPath))")
        return true
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(path(indexPath))")
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(path(indexPath))")
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(path(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(path(indexPath))")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(path(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(path(indexPath))")
    }
}

@Suite("TableView")
@MainActor
struct TableViewTests {
    private func makeTable(
        _ source: ArrayTableSource, style: TableView.Style = .plain, width: Int = 24, height: Int = 8
    ) -> (TableView, WidgetTestHost) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
        table.showsVerticalScrollIndicator = false
        table.dataSource = source
        table.delegate = source
        return (table, WidgetTestHost(width: width, height: height, table))
    }

    @Test("a plain table draws title bars, the standard cell styles and accessory marks")
    func plainStylesSnapshot() {
        let source = ArrayTableSource(sections: [("Fruit", ["Apple", "Pear"]), ("Veg", ["Leek"])])
        source.style = .value1
        source.detail = { $0.section == 0 ? "\($0.row + 3)" : nil }
        source.accessory = { $0.section == 0 ? ($0.row == 0 ? .disclosureIndicator : .checkmark) : .none }
        let (_, host) = makeTable(source)
        #expect(
            host.text == """
                 Fruit
                 Apple             3  ›
                 Pear              4  ✓
                 Veg
                 Leek
                """)
        // The header bar is shaded across the row.
        #expect(host.screen.cell(x: 20, y: 0)?.background == Color.secondarySystemBackground)
    }

    @Test("a grouped table puts a blank line before each section and small-capital titles")
    func groupedSnapshot() {
        let source = ArrayTableSource(sections: [("Fruit", ["Apple"]), (nil, ["Leek"])])
        let (table, host) = makeTable(source, style: .grouped)
        #expect(host.text == "\n FRUIT\n Apple\n\n Leek")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 4, width: 24, height: 1))
    }

    @Test("subtitle cells size to two lines; rows tall enough show a separator")
    func subtitleAndSeparators() {
        let source = ArrayTableSource(sections: [(nil, ["One", "Two"])])
        source.style = .subtitle
        source.detail = { "detail \($0.row)" }
        let (table, host) = makeTable(source, width: 16)
        #expect(host.text == " One\n detail 0\n Two\n detail 1")
        table.rowHeight = 3
        #expect(host.text == " One\n detail 0\n ───────────────\n Two\n detail 1\n ───────────────")
        table.separatorStyle = .none
        #expect(host.text == " One\n detail 0\n\n Two\n detail 1")
    }

    @Test("a click on a row: highlight, then willSelect, willDeselect, didDeselect, didSelect")
    func clickOrder() {
        let source = ArrayTableSource(sections: [(nil, ["a", "b", "c"])])
        let (table, host) = makeTable(source)
        host.screen.click(at: CGPoint(x: 3, y: 0))
        source.log = []
        host.screen.click(at: CGPoint(x: 3, y: 2))
        #expect(
            source.log == [
                "shouldHighlight [0, 2]", "didHighlight [0, 2]", "didUnhighlight [0, 2]", "willSelect [0, 2]",
                "willDeselect [0, 0]", "didDeselect [0, 0]", "didSelect [0, 2]",
            ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(host.screen.cell(x: 10, y: 2)?.background == Color(white: 0.82))
    }

    @Test("Delete on the selected row asks the data source to commit a deletion, which deletes the row")
    func deleteKey() {
        let source = ArrayTableSource(sections: [(nil, ["keep", "drop", "stay"])])
        let (table, host) = makeTable(source)
        #expect(table.becomeFirstResponder())
        host.screen.sendKey(.down)
        host.screen.sendKey(.delete)
        host.screen.sendKey(.down)
        source.log = []
        host.screen.sendKey(.delete)
        #expect(source.log == ["canEditRowAt [0, 1]", "commit delete [0, 1]"])
        #expect(host.text == " keep\n stay")
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("static sections show their cells without a data source")
    func staticSections() {
        let first = TableViewCell(style: .default, reuseIdentifier: nil)
        first.textLabel?.text = "Wi-Fi"
        first.accessoryType = .disclosureIndicator
        let second = TableViewCell(style: .value1, reuseIdentifier: nil)
        second.textLabel?.text = "Volume"
        second.detailTextLabel?.text = "7"
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 20, height: 6), style: .plain)
        table.showsVerticalScrollIndicator = false
        table.staticSections = [
            TableViewSection(headerTitle: "Network", cells: [first]), TableViewSection(cells: [second]),
        ]
        let host = WidgetTestHost(width: 20, height: 6, table)
        #expect(host.text == " Network\n Wi-Fi            ›\n Volume           7")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === second)
    }

    @Test("a table view controller shows its table's static sections and clears the selection on appearing")
    func tableViewController() {
        let controller = TableViewController(style: .plain)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "About"
        controller.tableView.staticSections = [TableViewSection(cells: [cell])]
        #expect(controller.tableView.dataSource === controller)
        let host = ViewControllerTestHost(width: 20, height: 4)
        host.show(controller)
        #expect(host.screen.lines.first == " About")
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(controller.tableView.indexPathForSelectedRow != nil)
        host.show(PlainViewController())
        host.show(controller)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }
}
