// TerminalScrollWorkload: the screen of the terminal scroll workload (the peer harness in shared/peers/term):
// a view controller whose view draws a 10,000-row song list above a status label; `x` counts, `j` scrolls
// one row, `q` quits. Used by the TerminalScrollApp executable and by the pipeline benchmark, so both time
// the same app.
import Foundation
import TrellisUI

/// The list: rows `top ..< top + height` of `count` generated songs, one row per line.
@MainActor
public final class SongListView: View {
    /// How many rows the list has.
    public let count: Int
    /// The first row shown.
    public var top = 0 {
        didSet { setNeedsDisplay() }
    }

    /// A list of `count` rows.
    public init(count: Int) {
        self.count = count
        super.init(frame: .zero)
    }

    /// Always `nil`: the workload's list is made in code with its row count.
    public required init?(coder: any Coder) {
        nil
    }

    /// The text of row `index`, as the workload defines it.
    public static func text(ofRow index: Int) -> String {
        let number = String(index)
        return String(repeating: "0", count: max(0, 5 - number.count)) + number
            + " Song #\(index) - Artist \(index % 97) - Album \(index % 13)"
    }

    /// Draws the rows in view, one per line.
    public override func draw(_ rect: CGRect, in context: GraphicsContext) {
        super.draw(rect, in: context)
        let rows = Int(bounds.height)
        for line in 0..<rows where top + line < count {
            let box = CGRect(x: 0, y: CGFloat(line), width: bounds.width, height: 1)
            context.append(.text(TextRun(text: Self.text(ofRow: top + line), rect: box, font: .body, color: .label)))
        }
    }
}

/// The workload's screen: the list above a one-line `count=` label.
@MainActor
public final class SongListViewController: ViewController {
    /// The song list.
    public let list: SongListView
    /// The `count=` label.
    public let status = Label(text: "count=0")
    /// How often `x` was pressed.
    public private(set) var count = 0

    /// The workload's screen over a list of `rowCount` songs.
    public init(rowCount: Int = 10_000) {
        list = SongListView(count: rowCount)
        super.init()
    }

    /// The workload's screen from an archive: the default 10,000 rows.
    public required init?(coder: any Coder) {
        list = SongListView(count: 10_000)
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(list)
        view.addSubview(status)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        list.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1))
        status.frame = CGRect(x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: 1)
    }

    public override func keyDown(_ event: KeyEvent) {
        switch event.key {
        case .character("x"):
            count += 1
            status.text = "count=\(count)"
        case .character("j"):
            list.top = min(list.top + 1, max(0, list.count - 1))
        case .character("q"):
            view.window?.application.terminate()
        default:
            super.keyDown(event)
        }
    }
}
