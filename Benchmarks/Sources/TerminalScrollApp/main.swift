// TerminalScrollApp: the terminal scroll workload (the peer harness in shared/peers/term) built with
// Trellis's public API — the TerminalScrollWorkload screen on the terminal screen, driven by the run loop.
// `SCROLL_ROWS` sets the number of rows (10,000 by default, as the harness expects).
import Foundation
import TerminalScrollWorkload
import TrellisTerminal
import TrellisUI

@MainActor
func runScrollApp() async -> Int32 {
    let screen: TerminalScreen
    do {
        screen = try TerminalScreen()
    } catch {
        FileHandle.standardError.write(Data("TerminalScrollApp: \(error)\n".utf8))
        return 2
    }
    let window = Window(screen: screen)
    window.rootViewController = SongListViewController(
        rowCount: Int(ProcessInfo.processInfo.environment["SCROLL_ROWS"] ?? "") ?? 10_000)
    window.makeKeyAndVisible()
    await screen.application.run()
    screen.restore()
    screen.exitIfTerminatedBySignal()
    return 0
}

exit(await runScrollApp())
