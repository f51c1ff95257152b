// SongsViewController: a list of songs (an album's, or all of them) with a search field that filters
// as you type; Space or p plays the selected song, Enter presents its details.
import Foundation
import TrellisComponents
import TrellisUI

/// A Songs screen.
///
/// Keys (besides the list's): Space or `p` plays or pauses the selected song, Enter (or a click on the
/// selected row) presents its details as a page sheet, `/` or Tab puts the cursor in the search field
/// (and a paste searches for the pasted text); there, typing filters, and Enter or Escape goes back to
/// the list.
@MainActor final class SongsViewController: SelectableListViewController<SongListModel> {
    private var model: SongListModel
    private let allSongs: [Song]
    /// Lower-cased "title artist album" per song, made on the first search.
    private var searchKeys: [String]?

    /// The recorder that names this screen's sheets, if any.
    var recorder: LifecycleRecorder?

    /// A screen titled `title` listing `songs`, played through `playback`.
    init(title: String, songs: [Song], playback: PlaybackCenter) {
        allSongs = songs
        model = SongListModel(
            songs: songs, totalCount: songs.count, query: "", selectedIndex: songs.isEmpty ? nil : 0,
            playback: playback)
        super.init(model: model) { model, _ in SongListModel.component(model) }
        self.title = title
        model.onSearchChange = .target(self) { controller in { text in controller.searchChanged(to: text) } }
        model.onSearchSubmit = .target(self) { controller in { _ in controller.endSearch() } }
        updateModel(model)
    }

    /// Not supported: the screen is made in code (reports `DEMO-CODER`).
    required init?(coder: any Coder) {
        DemoArchiving.reportUnsupported(Self.self)
        return nil
    }

    /// The songs shown (after filtering).
    var songs: [Song] { model.songs }
    /// The search text.
    var query: String { model.query }

    override var rowCount: Int { model.songs.count }
    override var selectedRow: Int? { model.selectedIndex }

    override func applySelection(_ row: Int) {
        model.selectedIndex = row
        updateModel(model)
    }

    override func row(forTag tag: Int) -> Int? { model.songs.firstIndex { $0.id == tag } }

    /// Enter: the song's details, as a page sheet over the library.
    override func openRow(_ row: Int) {
        guard model.songs.indices.contains(row) else { return }
        let details = SongDetailsViewController(song: model.songs[row], playback: model.playback)
        recorder?.setLabel("Details[#\(model.songs[row].number)]", for: details)
        // Focus comes back to the list as soon as the sheet starts to go (Escape, Close).
        details.onWillDisappear = { [weak self] in self?.becomeFirstResponder() }
        present(details, animated: false)
    }

    /// A click on the selected row opens it; on another row, selects it.
    override func rowClicked(_ row: Int) {
        if row == model.selectedIndex {
            openRow(row)
        } else {
            select(row)
        }
    }

    // MARK: Keys

    override func keyDown(_ event: KeyEvent) {
        if searchField?.isEditing == true {
            // Keys the field passed on: Escape leaves the field, the rest go up the chain.
            if event.key == .escape {
                endSearch()
                return
            }
            return super.keyDown(event)
        }
        if event.modifiers.isDisjoint(with: [.control, .option, .command]) {
            switch event.key {
            case .character(" "), .character("p"):
                togglePlaybackOfSelection()
                return
            case .character("/"):
                beginSearch()
                return
            case .tab where event.modifiers.isEmpty:
                beginSearch()
                return
            default: break
            }
        }
        super.keyDown(event)
    }

    /// Plays or pauses the selected song: its player changes and tells its observers — the controller
    /// of the song's row, which updates the row (the row's Play button goes through that controller).
    func togglePlaybackOfSelection() {
        guard let row = model.selectedIndex, model.songs.indices.contains(row) else { return }
        model.playback.player(for: model.songs[row]).toggle()
    }

    // MARK: Search

    /// The search field (a text field owned by its component's controller).
    var searchField: TextField? { hostingView.firstDescendant(ofType: TextField.self) }

    /// Puts the cursor in the search field.
    func beginSearch() {
        searchField?.becomeFirstResponder()
    }

    /// Text pasted on the list goes into the search field (a search for what was pasted).
    override func paste(_ text: String) {
        guard let field = searchField, !field.isEditing else { return super.paste(text) }
        beginSearch()
        field.paste(text)
    }

    /// Leaves the search field; the list has the keyboard again.
    func endSearch() {
        searchField?.resignFirstResponder()
        becomeFirstResponder()
    }

    private func searchChanged(to text: String) {
        guard text != model.query else { return }
        model.query = text
        model.songs = filteredSongs(text)
        model.selectedIndex = model.songs.isEmpty ? nil : 0
        updateModel(model)
        listScrollView?.setContentOffset(.zero, animated: false)
    }

    /// The songs whose title, artist or album contain every word of `query` (ignoring case).
    private func filteredSongs(_ query: String) -> [Song] {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return allSongs }
        let keys = searchKeys ?? allSongs.map { "\($0.title) \($0.artist) \($0.album)".lowercased() }
        searchKeys = keys
        return zip(allSongs, keys).compactMap { song, key in
            words.allSatisfy { key.contains($0) } ? song : nil
        }
    }
}
