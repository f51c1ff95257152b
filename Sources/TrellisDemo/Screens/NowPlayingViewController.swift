// NowPlayingViewController: the Now Playing tab — the song playing and its progress.
import Foundation
import TrellisComponents
import TrellisUI

/// The Now Playing tab. Space or `p` plays or pauses the song.
@MainActor final class NowPlayingViewController: ComponentHostingViewController<PlaybackCenter> {
    private let playback: PlaybackCenter

    /// The tab for `playback`.
    init(playback: PlaybackCenter) {
        self.playback = playback
        super.init(model: playback) { playback, _ in NowPlaying(playback: playback) }
        title = "Now Playing"
    }

    /// Not supported: the screen is made in code (reports `DEMO-CODER`).
    required init?(coder: any Coder) {
        DemoArchiving.reportUnsupported(Self.self)
        return nil
    }

    override var canBecomeFirstResponder: Bool { true }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        becomeFirstResponder()
    }

    override func keyDown(_ event: KeyEvent) {
        if event.modifiers.isDisjoint(with: [.control, .option, .command]) {
            switch event.key {
            case .character(" "), .character("p"):
                playback.toggleNowPlaying()
                return
            default: break
            }
        }
        super.keyDown(event)
    }
}
