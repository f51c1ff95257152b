// NowPlaying: the Now Playing screen's content — the song playing (or paused last), its progress and a
// Play/Pause button — kept current by a controller that observes the playback center.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// What the Now Playing screen shows: a song and its playback, or nothing yet.
struct NowPlayingState: Sendable, Hashable {
    /// The song playing or paused last.
    var song: Song?
    /// Its playback.
    var snapshot: PlaybackSnapshot
}

/// The Now Playing screen's component.
struct NowPlaying: Component, Equatable {
    typealias State = NowPlayingState
    typealias Controller = NowPlayingController

    /// The center the controller observes.
    let playback: PlaybackCenter

    static func initialState() -> NowPlayingState { NowPlayingState(song: nil, snapshot: .stopped) }

    static func == (lhs: NowPlaying, rhs: NowPlaying) -> Bool { lhs.playback === rhs.playback }

    func render(_ scope: Scope<NowPlaying>) -> (any Component)? {
        let state = scope.state
        guard let song = state.song else {
            return Inset(
                EdgeInsets(top: 2, left: 4, bottom: 0, right: 4),
                Flex(direction: .column) {
                    TextComponent("Nothing is playing.", font: .headline)
                    BlankLine()
                    TextComponent(
                        "Open Library, pick a song and press Space (or click its Play button).",
                        color: DemoTheme.secondary, numberOfLines: 0, lineBreakMode: .wordWrap)
                })
        }
        let snapshot = state.snapshot
        let status =
            snapshot.isPlaying
            ? "\(DemoTheme.playingIcon) Playing" : (snapshot.isStarted ? "\(DemoTheme.pausedIcon) Paused" : "Stopped")
        let time = DemoFormatting.duration(snapshot.elapsed) + " / " + DemoFormatting.duration(song.duration)
        return Inset(
            EdgeInsets(top: 2, left: 4, bottom: 0, right: 4),
            Flex(direction: .column) {
                TextComponent(status, color: snapshot.isPlaying ? DemoTheme.playing : DemoTheme.secondary)
                BlankLine()
                TextComponent(song.title, font: .headline)
                TextComponent("\(song.artist) — \(song.album) (\(song.year))", color: DemoTheme.secondary)
                BlankLine()
                Flex(direction: .row, spacing: 2) {
                    ProgressBar(elapsed: snapshot.elapsed, total: song.duration).flexGrow(1).flexShrink(1)
                    TextComponent(time).flexShrink(0)
                }
                BlankLine()
                Flex(direction: .row) {
                    ButtonComponent(snapshot.isPlaying ? "Pause" : "Play", action: scope.action { $0.togglePlayback() })
                }
                BlankLine()
                TextComponent("Space or p: play/pause", color: DemoTheme.secondary)
            })
    }
}

/// Observes the playback center while the Now Playing component is mounted and mirrors it into the
/// component's state with asynchronous updates.
@MainActor final class NowPlayingController: ComponentController<NowPlaying>, PlaybackCenterObserver {
    override func didMount() {
        component.playback.addObserver(self)
        catchUp()
    }

    override func willUnmount() {
        component.playback.removeObserver(self)
    }

    override func invalidateController() {
        component.playback.removeObserver(self)
    }

    /// Plays or pauses the song.
    func togglePlayback() {
        component.playback.toggleNowPlaying()
    }

    func playbackCenterDidChange(_ center: PlaybackCenter) {
        catchUp()
    }

    private func catchUp() {
        let player = component.playback.nowPlaying
        let current = NowPlayingState(song: player?.song, snapshot: player?.snapshot ?? .stopped)
        guard current != state else { return }
        updateState(mode: .asynchronous) { $0 = current }
    }
}
