// The README's component example, verbatim, so the first code a newcomer reads keeps compiling and working.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

// --- README example begins ---
struct Song: Sendable, Equatable {
    let id: Int
    let title: String
}

struct SongRow: Component, Equatable {
    typealias Controller = SongRowController
    let song: Song
    var scopeKey: Int? { song.id } // identity for state + controller across generations
    static func initialState() -> Bool { false } // isPlaying

    func render(_ scope: Scope<SongRow>) -> (any Component)? {
        Flex(direction: .row, spacing: 1) {
            TextComponent(song.title)
            ButtonComponent(scope.state ? "Pause" : "Play", action: scope.action { $0.toggle() })
        }
    }
}

@MainActor final class SongRowController: ComponentController<SongRow> {
    override func didMount() { super.didMount() /* start observing the player */ }
    func toggle() { updateState(mode: .synchronous) { $0.toggle() } }
}
// --- README example ends ---

@Suite("README example")
@MainActor struct ReadmeExampleTests {
    @Test("the README's song rows render, and clicking Play toggles that row's state only")
    func songRowsToggle() {
        let songs = [Song(id: 1, title: "Intro"), Song(id: 2, title: "Outro")]
        let controller = ComponentHostingViewController(model: songs) { songs, _ in
            Flex { for song in songs { SongRow(song: song) } }
        }
        let screen = HeadlessScreen(width: 30, height: 4)
        let window = Window(screen: screen)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.runUntilIdle()
        #expect(screen.lines.prefix(2) == ["Intro [ Play ]", "Outro [ Play ]"])

        screen.click(at: CGPoint(x: 8, y: 1))
        #expect(screen.lines.prefix(2) == ["Intro [ Play ]", "Outro [ Pause ]"])
    }
}
