// T1App: the T1 terminal workload (shared/benchmarks.md, peers/term) built with Trellis's public API — the
// T1Workload screen on the terminal screen, driven by the run loop. `T1_ROWS` sets the number of rows.
import Foundation
import T1Workload
import TrellisTerminal
import TrellisUI

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
    window.rootViewController = T1ViewController(
        rowCount: Int(ProcessInfo.processInfo.environment["T1_ROWS"] ?? "") ?? 10_000)
    window.makeKeyAndVisible()
    await screen.application.run()
    screen.restore()
    screen.exitIfTerminatedBySignal()
    return 0
}

exit(await runT1())
