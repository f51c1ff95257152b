// SongListModel: what a Songs screen's header shows — the search field and its actions, the match count,
// the column headings, and the message when no song matches — and the component tree made from it.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// The model of a ``SongsViewController``'s header; the rows are the items of its data source.
struct SongListModel: Sendable {
    /// How many songs match the search.
    var matchCount: Int
    /// How many songs the screen has before filtering.
    var totalCount: Int
    /// The search text.
    var query: String
    /// Sent on every edit of the search field.
    var onSearchChange: Action<String>?
    /// Sent when Return is pressed in the search field.
    var onSearchSubmit: Action<String>?

    /// The lines the header takes above the list: the search field and the column headings.
    static let headerLines = 2

    /// The header: the search field and the match count, the column headings, and — when no song
    /// matches — a line saying so (the list below is empty then).
    static func component(_ model: SongListModel) -> any Component {
        let count =
            model.query.isEmpty
            ? DemoFormatting.count(model.totalCount, "song")
            : "\(DemoFormatting.count(model.matchCount)) of \(DemoFormatting.count(model.totalCount))"
        let search = Flex(direction: .row, spacing: 1) {
            TextComponent("Search", font: .headline, color: DemoTheme.secondary).flexShrink(0)
            TextFieldComponent(
                placeholder: "press / and type to filter", borderStyle: .bracketed, key: "search",
                onChange: model.onSearchChange, onSubmit: model.onSearchSubmit
            )
            .flexGrow(1).flexShrink(1)
            TextComponent(count, color: DemoTheme.secondary, alignment: .right).flexShrink(0)
            TextComponent("").flexBasis(.points(0)).flexShrink(0)
        }
        return Flex(direction: .column) {
            search
            SongRow.heading
            if model.matchCount == 0 {
                TextComponent(
                    model.query.isEmpty ? "  No songs here." : "  No songs match “\(model.query)”.",
                    color: DemoTheme.secondary)
            }
        }
    }
}
