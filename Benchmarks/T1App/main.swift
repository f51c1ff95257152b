// T1App: the T1 terminal workload (shared/benchmarks.md, peers/term) built with Trellis's public API — a
// view controller whose view draws a 10,000-row song list and a status label, on the terminal screen,
// driven by the run loop. `x` counts, `j` scrolls one row, `q` quits.
import Foundation
import TrellisTerminal
import TrellisUI

/// The list: rows `top ..< top + height` of `count` generated songs, one row per line.
@MainActor
final class SongListView: View {
    let count: Int
    var top = 0 {
        didSet { setNeedsDisplay() }
    }

    init(count: Int) {
        self.count = count
        super.init(frame: .zero)
    }

    static func text(ofRow index: Int) -> String {
        let number = String(index)
        return String(repeating: "0", count: max(0, 5 - number.count)) + number
            + " Song #\(index) - Artist \(index % 97) - Album \(index % 13)"
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
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
final class T1ViewController: ViewController {
    let list = SongListView(count: Int(ProcessInfo.processInfo.environment["T1_ROWS"] ?? "") ?? 10_000)
    let status = Label(text: "count=0")
    var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(list)
        view.addSubview(status)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        list.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1))
        status.frame = CGRect(x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: 1)
    }

    override func keyDown(_ event: KeyEvent) {
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

@MainActor
func runT1() async -> Int32 {
    let screen: TerminalScreen
    do {
        screen = try TerminalScreen()
    } catch {
        FileHandle.standardError.write(Data("T1App: \(error)\n".utf8))
        return 2
    }
    let window = Window(screen: screen)
    window.rootViewController = T1ViewController()
    window.makeKeyAndVisible()
    await screen.application.run()
    screen.restore()
    screen.exitIfTerminatedBySignal()
    return 0
}

exit(await runT1())
