// TableView.reconfigureRows(at:): the displayed cells of the rows are configured again in place — the
// data source's dequeue for the row hands back the displayed cell — and rows of automatic height are
// measured again; rows not displayed are left alone.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

/// Rows of texts dequeued from a registered class; records display calls.
@MainActor private final class ReconfiguredSource: TableViewDataSource, TableViewDelegate {
    var rows: [String]
    var log: [String] = []
    var style: TableViewCell.CellStyle = .default

    init(_ rows: [String]) { self.rows = rows }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.detailTextLabel?.text = rows[indexPath.row].hasSuffix("!") ? "detail" : nil
        log.append("cellForRowAt \(indexPath.row)")
        return cell
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.row)")
    }
}

/// A subtitle cell, registered by class.
@MainActor private final class SubtitleCell: TableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: any Coder) { super.init(coder: coder) }
}

@Suite("Table view reconfigure")
@MainActor struct TableViewReconfigureTests {
    @Test("reconfigureRows asks for the row again and gets the displayed cell back: no end or start of display")
    func reconfigureInPlace() {
        let source = ReconfiguredSource(["a", "b", "c"])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 12, height: 6), style: .plain)
        table.showsVerticalScrollIndicator = false
        table.separatorStyle = .none
        table.register(SubtitleCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        let host = WidgetTestHost(width: 12, height: 6, table)
        #expect(host.text == " a\n b\n c")
        let cell = table.cellForRow(at: [0, 1])
        source.rows[1] = "b!"
        source.log = []
        table.reconfigureRows(at: [[0, 1]])
        #expect(source.log == ["cellForRowAt 1"])
        #expect(table.cellForRow(at: [0, 1]) === cell)
        // The subtitle made the row two lines: it was measured again, and the next row moved down.
        #expect(host.text == " a\n b!\n detail\n c")
    }
}
