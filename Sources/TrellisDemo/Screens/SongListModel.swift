// SongListModel: what a Songs screen shows — the songs matching the search, the selected one, the
// search field's actions — and the component tree made from it.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// The model of a ``SongsViewController``.
struct SongListModel: Sendable {
    /// The songs shown (those matching ``query``).
    var songs: [Song]
    /// How many songs the screen has before filtering.
    var totalCount: Int
    /// The search text.
    var query: String
    /// The selected row.
    var selectedIndex: Int?
    /// Where song rows get their players.
    var playback: PlaybackCenter
    /// Sent on every edit of the search field.
    var onSearchChange: Action<String>?
    /// Sent when Return is pressed in the search field.
    var onSearchSubmit: Action<String>?

    /// The screen: the search field and the match count, the column headings, the list of songs.
    static func component(_ model: SongListModel) -> any Component {
        let count =
            model.query.isEmpty
            ? DemoFormatting.count(model.totalCount, "song")
            : "\(DemoFormatting.count(model.songs.count)) of \(DemoFormatting.count(model.totalCount))"
        let search = Flex(direction: .row, spacing: 1) {
            Text("Search", font: .headline, color: DemoTheme.secondary).flexShrink(0)
            TextFieldComponent(
                placeholder: "press / and type to filter", borderStyle: .bracketed, key: "search",
                onChange: model.onSearchChange, onSubmit: model.onSearchSubmit
            )
            .flexGrow(1).flexShrink(1)
            Text(count, color: DemoTheme.secondary, alignment: .right).flexShrink(0)
            Text("").flexBasis(.points(0)).flexShrink(0)
        }
        let content: any Component
        if model.songs.isEmpty {
            content = Text(
                model.query.isEmpty ? "  No songs here." : "  No songs match “\(model.query)”.",
                color: DemoTheme.secondary)
        } else {
            let rows = model.songs.enumerated().map { index, song in
                SongRow(song: song, isSelected: index == model.selectedIndex, playback: model.playback) as any Component
            }
            content = ListComponent(rowHeight: 1, key: "songs", rows: rows).flexGrow(1).flexShrink(1)
        }
        return Flex(direction: .column) {
            search
            SongRow.heading
            content
        }
    }
}
