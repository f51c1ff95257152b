// SongItem: one item of a Songs screen's component data source — a song, whether it is the selected
// one, and where its row's controller gets the song's player.
import Foundation
import TrellisComponents

/// The model of one row of a Songs screen's `ComponentDataSource`.
struct SongItem: Sendable {
    /// The song shown.
    var song: Song
    /// Whether the row is the selected one.
    var isSelected: Bool
    /// Where the row's controller gets the song's player.
    var playback: PlaybackCenter

    /// The row's component.
    static func component(_ item: SongItem, _ context: ComponentContext) -> (any Component)? {
        SongRow(song: item.song, isSelected: item.isSelected, playback: item.playback)
    }
}
