// SongsViewController: a list of songs (an album's, or all of them) shown by a component data source in
// a collection view, with a search field that filters as you type (asynchronous changesets), Shuffle
// (a changeset of moves) and "Add 1,000 songs" (an append split at the viewport); Space or p plays the
// selected song, Enter presents its details.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// A Songs screen: a header (search field, match count, column headings) hosted as one component tree,
/// above a `CollectionView` whose rows are the items of a `ComponentDataSource` — each row its own
/// tree, built and laid out off the main actor, changed only by changesets.
///
/// Keys (besides the list's): Space or `p` plays or pauses the selected song, Enter (or a click on the
/// selected row) presents its details as a page sheet, `s` shuffles the songs, `a` adds 1,000 songs,
/// `/` or Tab puts the cursor in the search field (and a paste searches for the pasted text); there,
/// typing filters, and Enter or Escape goes back to the list.
///
/// ``songs`` is the list once every submitted changeset is applied; the collection view shows the data
/// source's current state, which reaches it as the background builds finish, in submission order.
@MainActor final class SongsViewController: SelectableListViewController<SongListModel>, DataSourceListener {
    private var model: SongListModel
    private let playback: PlaybackCenter
    /// Where added songs come from (`nil`: the screen cannot add songs).
    private let generator: SongGenerator?
    private let changesets: SongListChangesets
    /// Every song of the screen, in its order (Shuffle reorders it; added songs go to the end).
    private var allSongs: [Song]
    /// Lower-cased "title artist album" per song of ``allSongs``, made on the first search.
    private var searchKeys: [String]?
    /// Each song's position in ``allSongs`` by id, made when a search needs it.
    private var ranks: [Int: Int]?
    /// The row width the items are laid out at (0 until the first layout).
    private var itemWidth: CGFloat = 0
    private var isLoaded = false
    /// The row to scroll into view once the changesets that put it in the list are applied.
    private var rowToReveal: Int?

    /// The songs shown (after filtering), once every submitted changeset is applied.
    private(set) var songs: [Song]
    /// The selected row of ``songs``.
    private var selectedIndex: Int?
    /// The recorder that names this screen's sheets, if any.
    var recorder: LifecycleRecorder?

    /// The list of rows.
    let collectionView: CollectionView
    /// Connects the rows' data source to ``collectionView``.
    let itemsDataSource: ComponentCollectionViewDataSource<SongItem>

    /// A screen titled `title` listing `songs`, played through `playback`; `generator` makes the songs
    /// "Add 1,000 songs" appends; `scheduler` (the application) builds the rows off the main actor.
    init(
        title: String, songs: [Song], playback: PlaybackCenter, scheduler: any ComponentScheduler,
        generator: SongGenerator? = nil
    ) {
        allSongs = songs
        self.songs = songs
        selectedIndex = songs.isEmpty ? nil : 0
        self.playback = playback
        self.generator = generator
        changesets = SongListChangesets(playback: playback)
        model = SongListModel(matchCount: songs.count, totalCount: songs.count, query: "")
        let layout = CollectionViewListLayout()
        layout.itemHeight = 1
        collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        itemsDataSource = ComponentCollectionViewDataSource(
            collectionView: collectionView,
            configuration: DataSourceConfiguration(sizeRange: .unconstrained, componentProvider: SongItem.component),
            scheduler: scheduler)
        super.init(model: model) { model, _ in SongListModel.component(model) }
        self.title = title
        model.onSearchChange = .target(self) { controller in { text in controller.searchChanged(to: text) } }
        model.onSearchSubmit = .target(self) { controller in { _ in controller.endSearch() } }
        updateModel(model)
        dataSource.addListener(self)
    }

    /// Not supported: the screen is made in code (reports `DEMO-CODER`).
    required init?(coder: any Coder) {
        DemoArchiving.reportUnsupported(Self.self)
        return nil
    }

    /// The rows' data source.
    var dataSource: ComponentDataSource<SongItem> { itemsDataSource.dataSource }
    /// The search text.
    var query: String { model.query }

    /// The controllers of the rows' components, in list order.
    var rowControllers: [SongPlayerController<SongRow>] {
        dataSource.state.sections.flatMap { items in
            items.compactMap { $0.scopeRoot.controllers.first as? SongPlayerController<SongRow> }
        }
    }

    // MARK: View

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
    }

    /// The header fills the view (its message line shows under the headings when nothing matches); the
    /// list takes the space below the headings. The first layout with a width loads the rows.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = CGFloat(SongListModel.headerLines) * view.textMeasurer.lineHeight(for: .body)
        let frame = CGRect(
            x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top))
        if collectionView.frame != frame { collectionView.frame = frame }
        collectionView.isHidden = songs.isEmpty
        layOutItems(width: frame.width)
    }

    /// Lays the items out at `width`: the first time, loads every song (the rows that fill the list at
    /// once, the rest in the background); after that, a configuration update lays them out again.
    private func layOutItems(width: CGFloat) {
        guard width > 0, width != itemWidth else { return }
        itemWidth = width
        let line = Double(view.textMeasurer.lineHeight(for: .body))
        let viewportSize = LayoutSize(width: Double(width), height: Double(collectionView.bounds.height))
        let configuration = DataSourceConfiguration<SongItem>(
            sizeRange: (try? SizeRange(exactly: LayoutSize(width: Double(width), height: line))) ?? .unconstrained,
            splitting: ChangesetSplitting(viewportBoundingSize: viewportSize),
            componentProvider: SongItem.component)
        guard isLoaded else {
            isLoaded = true
            dataSource.updateConfiguration(configuration, mode: .synchronous)
            updateViewport()
            var load = changesets.append(songs, after: 0, selected: selectedIndex)
            load.insertSection(0)
            apply(load, mode: .synchronous, userInfo: ["action": "load"])
            return
        }
        dataSource.updateConfiguration(configuration, mode: .asynchronous, userInfo: ["action": "resize"])
    }

    /// Tells the data source what part of the list is in view, for splitting appends.
    private func updateViewport() {
        let bounds = collectionView.bounds
        dataSource.viewport = DataSourceViewport(
            size: LayoutSize(width: Double(bounds.width), height: Double(bounds.height)),
            contentOffset: LayoutPoint(x: 0, y: Double(bounds.minY)))
    }

    /// The trees of the rows already shown appear again with the screen.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for cell in collectionView.visibleCells { itemsDataSource.announceWillDisplay(cell) }
    }

    /// The trees of the rows shown disappear with the screen.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for cell in collectionView.visibleCells { itemsDataSource.announceDidEndDisplaying(cell) }
    }

    private func apply(_ changeset: Changeset<SongItem>, mode: UpdateMode, userInfo: [String: any Sendable]) {
        guard !changeset.isEmpty else { return }
        // The screen's lists and the data source move together; an invalid changeset is reported
        // (C-DATASOURCE-CHANGESET) and leaves the rows as they were.
        try? dataSource.apply(changeset, mode: mode, userInfo: userInfo)
    }

    // MARK: Selection

    override var rowCount: Int { songs.count }
    override var selectedRow: Int? { selectedIndex }

    /// The list is the collection view.
    override var listScrollView: ScrollView? { collectionView }

    /// Scrolls `row` into view now if the list shows it already, else once the changesets that bring it
    /// are applied.
    override func scrollRowIntoView(_ row: Int) {
        rowToReveal = dataSource.hasPendingModifications ? row : nil
        if row < dataSource.state.numberOfItems(inSection: 0) { super.scrollRowIntoView(row) }
    }

    /// Scrolls to the row waiting to be revealed once it is in the list.
    func dataSourceDidApply(_ update: DataSourceUpdate<SongItem>) {
        guard let row = rowToReveal else { return }
        if !dataSource.hasPendingModifications { rowToReveal = nil }
        if row < update.state.numberOfItems(inSection: 0) { super.scrollRowIntoView(row) }
    }

    /// Moves the selection flag: the rows of the old and new selection are updated by an asynchronous
    /// changeset, which waits for the changesets before it (a keypress never builds the rows a search
    /// or a load is still building in the background).
    override func applySelection(_ row: Int) {
        var changeset = Changeset<SongItem>()
        if let old = selectedIndex, songs.indices.contains(old) {
            changeset.updateItem(at: [0, old], with: changesets.item(songs[old], at: old, selected: row))
        }
        changeset.updateItem(at: [0, row], with: changesets.item(songs[row], at: row, selected: row))
        selectedIndex = row
        apply(changeset, mode: .asynchronous, userInfo: ["action": "select"])
    }

    override func row(forTag tag: Int) -> Int? { songs.firstIndex { $0.id == tag } }

    /// Enter: the song's details, as a page sheet over the library.
    override func openRow(_ row: Int) {
        guard songs.indices.contains(row) else { return }
        let details = SongDetailsViewController(song: songs[row], playback: playback)
        recorder?.setLabel("Details[#\(songs[row].number)]", for: details)
        // Focus comes back to the list as soon as the sheet starts to go (Escape, Close).
        details.onWillDisappear = { [weak self] in self?.becomeFirstResponder() }
        present(details, animated: false)
    }

    /// A click on the selected row opens it; on another row, selects it.
    override func rowClicked(_ row: Int) {
        if row == selectedIndex {
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
            case .character("s"):
                shuffle()
                return
            case .character("a"):
                addSongs()
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
        guard let row = selectedIndex, songs.indices.contains(row) else { return }
        playback.player(for: songs[row]).toggle()
    }

    // MARK: Shuffle and add

    /// Puts the songs in a random order: a changeset of moves, applied asynchronously; the selection
    /// stays on its song, scrolled into view.
    func shuffle() {
        var random = SystemRandomNumberGenerator()
        let order = allSongs.indices.shuffled(using: &random)
        allSongs = order.map { allSongs[$0] }
        searchKeys = searchKeys.map { keys in order.map { keys[$0] } }
        ranks = nil
        let selectedSong = selectedIndex.map { songs[$0].id }
        let shuffled = filteredSongs(model.query)
        let changeset = changesets.reorder(from: songs, to: shuffled)
        songs = shuffled
        selectedIndex = selectedSong.flatMap { id in songs.firstIndex { $0.id == id } }
        apply(changeset, mode: .asynchronous, userInfo: ["action": "shuffle"])
        // The list keeps its length, so the selected song's new row can be scrolled to at once.
        if let selectedIndex { scrollRowIntoView(selectedIndex) }
    }

    /// Appends 1,000 new songs (those matching the search show at the end of the list): an asynchronous
    /// changeset of tail insertions, split at the viewport — the rows that fill the list are applied first,
    /// the rest after, with the same user info.
    func addSongs() {
        guard let generator else { return }
        let added = generator.makeSongs(1_000)
        let addedKeys = added.map(Self.searchKey)
        searchKeys = searchKeys.map { $0 + addedKeys }
        allSongs += added
        ranks = nil
        let words = Self.words(model.query)
        let matching = zip(added, addedKeys).compactMap { song, key in Self.matches(key, words) ? song : nil }
        let changeset = changesets.append(matching, after: songs.count, selected: selectedIndex)
        songs += matching
        if selectedIndex == nil, !songs.isEmpty {
            selectedIndex = 0
        }
        model.totalCount = allSongs.count
        model.matchCount = songs.count
        updateModel(model)
        view.setNeedsLayout()
        updateViewport()
        apply(changeset, mode: .asynchronous, userInfo: ["action": "add"])
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

    /// A new search text: the rows that no longer match are removed and those that now match inserted,
    /// by an asynchronous changeset whose user info is the search text; the first match is selected.
    private func searchChanged(to text: String) {
        guard text != model.query else { return }
        let matches = filteredSongs(text)
        let selection = matches.isEmpty ? nil : 0
        let ranks = songRanks()
        let changeset = changesets.filter(from: songs, selected: selectedIndex, to: matches, selected: selection) {
            ranks[$0.id] ?? 0
        }
        songs = matches
        selectedIndex = selection
        model.query = text
        model.matchCount = songs.count
        updateModel(model)
        apply(changeset, mode: .asynchronous, userInfo: ["search": text])
        collectionView.setContentOffset(.zero, animated: false)
        view.setNeedsLayout()
    }

    private func songRanks() -> [Int: Int] {
        if let ranks { return ranks }
        var made: [Int: Int] = [:]
        made.reserveCapacity(allSongs.count)
        for (index, song) in allSongs.enumerated() { made[song.id] = index }
        ranks = made
        return made
    }

    /// The songs whose title, artist or album contain every word of `query` (ignoring case).
    private func filteredSongs(_ query: String) -> [Song] {
        let words = Self.words(query)
        guard !words.isEmpty else { return allSongs }
        let keys = searchKeys ?? allSongs.map(Self.searchKey)
        searchKeys = keys
        return zip(allSongs, keys).compactMap { song, key in Self.matches(key, words) ? song : nil }
    }

    private static func searchKey(_ song: Song) -> String { "\(song.title) \(song.artist) \(song.album)".lowercased() }

    private static func words(_ query: String) -> [Substring] {
        query.lowercased().split(whereSeparator: \.isWhitespace)
    }

    private static func matches(_ key: String, _ words: [Substring]) -> Bool { words.allSatisfy { key.contains($0) } }
}
