// SongDetails: the "Song details" sheet's content — the song's facts, a progress bar, Play/Pause and Close
// — a component whose controller observes the song's player, like a song row's.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// The details of one song (the page sheet around it draws the border and the ground).
struct SongDetails: SongPlaybackComponent {
    typealias State = PlaybackSnapshot
    typealias Controller = SongPlayerController<SongDetails>

    /// The song shown.
    let song: Song
    /// Where the controller gets the song's player.
    let playback: PlaybackCenter
    /// Sent by the Close button.
    let onClose: Action<Void>?

    var scopeKey: Int? { song.id }
    var recordingLabel: String { "SongDetails#\(song.number)" }

    static func initialState() -> PlaybackSnapshot { .stopped }

    /// The whole sheet's width, up to 80 cells.
    var size: ComponentSize { ComponentSize(width: .percent(100), maxWidth: .points(80)) }

    func render(_ scope: Scope<SongDetails>) -> (any Component)? {
        let state = scope.state
        let status =
            state.isPlaying
            ? "\(DemoTheme.playingIcon) Playing" : (state.isStarted ? "\(DemoTheme.pausedIcon) Paused" : "Stopped")
        let time = DemoFormatting.duration(state.elapsed) + " / " + DemoFormatting.duration(song.duration)
        return Inset(
            EdgeInsets(top: 0, left: 1, bottom: 0, right: 1),
            Flex(direction: .column) {
                Flex(direction: .row) {
                    TextComponent("Song details", font: .headline, color: DemoTheme.accent).flexGrow(1).flexShrink(1)
                    TextComponent("#\(song.number)", color: DemoTheme.secondary).flexShrink(0)
                }
                BlankLine()
                TextComponent(song.title, font: .headline)
                TextComponent("by \(song.artist)", color: DemoTheme.secondary)
                TextComponent("from \(song.album) (\(song.year)), track \(song.track)", color: DemoTheme.secondary)
                BlankLine()
                Flex(direction: .row, spacing: 2) {
                    ProgressBar(elapsed: state.elapsed, total: song.duration).flexGrow(1).flexShrink(1)
                    TextComponent(time).flexShrink(0)
                }
                TextComponent(status, color: state.isPlaying ? DemoTheme.playing : DemoTheme.secondary)
                BlankLine()
                Flex(direction: .row, spacing: 2) {
                    ButtonComponent(state.isPlaying ? "Pause" : "Play", action: scope.action { $0.togglePlayback() })
                    ButtonComponent("Close", action: onClose).flexShrink(0)
                }
                BlankLine()
                TextComponent("Space or p: play/pause · Esc: close", color: DemoTheme.secondary)
            })
    }
}

extension SongDetails: Equatable {
    /// Equal when showing the same song (the center by identity; the close action is the same sheet's).
    static func == (lhs: SongDetails, rhs: SongDetails) -> Bool {
        lhs.song == rhs.song && lhs.playback === rhs.playback
    }
}
