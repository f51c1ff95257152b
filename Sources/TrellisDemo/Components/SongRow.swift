// SongRow: the seed's MySongComponent — a song row whose scope state is what its player is doing
// (playing, how far), kept current by its controller, the player's observer.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// A song in a list: number, title, artist, album, time and a Play/Pause button. Its state is the
/// song's ``PlaybackSnapshot``; its controller (``SongPlayerController``) observes the song's player
/// while mounted and moves the state along with an asynchronous update, as in the seed.
struct SongRow: SongPlaybackComponent {
    typealias State = PlaybackSnapshot
    typealias Controller = SongPlayerController<SongRow>

    /// The song shown.
    let song: Song
    /// Whether the row is the selected one.
    let isSelected: Bool
    /// Where the row's controller gets the song's player.
    let playback: PlaybackCenter

    /// State and controller follow the song, wherever the row moves in the list.
    var scopeKey: Int? { song.id }

    var recordingLabel: String { "SongRow#\(song.number)" }

    static func initialState() -> PlaybackSnapshot { .stopped }

    var viewConfiguration: ViewConfiguration? {
        ViewConfiguration(
            RowView.viewClass,
            attributes: [
                ViewAttributes.tag(song.id),
                ViewAttributes.backgroundColor(isSelected ? DemoTheme.selectionBackground : nil),
            ])
    }

    func render(_ scope: Scope<SongRow>) -> (any Component)? {
        let state = scope.state
        let color: Color = isSelected ? DemoTheme.selectionText : (state.isPlaying ? DemoTheme.playing : .label)
        let secondary: Color = isSelected ? DemoTheme.selectionText : DemoTheme.secondary
        let icon = state.isPlaying ? DemoTheme.playingIcon : (state.isStarted ? DemoTheme.pausedIcon : "")
        let time =
            state.isStarted
            ? DemoFormatting.duration(state.elapsed) + "/" + DemoFormatting.duration(song.duration)
            : DemoFormatting.duration(song.duration)
        // Right-aligned in its column, so Play and Pause end at the same place.
        let button = Flex(direction: .row, justifyContent: .flexEnd) {
            ButtonComponent(
                state.isPlaying ? "Pause" : "Play",
                action: scope.action { controller in controller.togglePlayback() })
        }
        return TableRow(
            cells: Self.cells(
                marker: isSelected ? DemoTheme.selectionMarker : "", number: "\(song.number)", icon: icon,
                title: song.title,
                artist: song.artist, album: song.album, time: time, button: button, color: color, secondary: secondary))
    }

    /// The width of the Play/Pause column: `[ Pause ]`.
    static let buttonWidth = 9

    /// The columns of a song row — and of the heading above the list, so both line up.
    static func cells(
        marker: String, number: String, icon: String, title: String, artist: String, album: String,
        time: String, button: any Component, color: Color, secondary: Color,
        font: Font = .body
    ) -> [TableCell] {
        [
            TableCell(text: marker, width: 1, color: color, font: font),
            TableCell(text: number, width: 6, alignment: .right, color: secondary, font: font, minimumRowWidth: 50),
            TableCell(text: icon, width: 1, color: color, font: font),
            TableCell(text: title, width: 16, grow: 2, color: color, font: font),
            TableCell(text: artist, width: 12, grow: 1, color: secondary, font: font, minimumRowWidth: 56),
            TableCell(text: album, width: 12, grow: 1, color: secondary, font: font, minimumRowWidth: 72),
            TableCell(text: time, width: 9, alignment: .right, color: secondary, font: font),
            TableCell(button, width: buttonWidth),
            // A cell of margin on the right, clear of the list's scroll indicator.
            TableCell(text: "", width: 1),
        ]
    }

    /// The heading row above a song list.
    static var heading: any Component {
        TableRow(
            cells: cells(
                marker: "", number: "#", icon: "", title: "Title", artist: "Artist", album: "Album",
                time: "Time", button: TextComponent(""), color: DemoTheme.secondary, secondary: DemoTheme.secondary,
                font: .headline))
    }
}

extension SongRow: Equatable {
    /// Rows showing the same song the same way are equal (the playback center is shared by identity).
    static func == (lhs: SongRow, rhs: SongRow) -> Bool {
        lhs.song == rhs.song && lhs.isSelected == rhs.isSelected && lhs.playback === rhs.playback
    }
}
