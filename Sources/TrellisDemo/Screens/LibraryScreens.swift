// LibraryScreens: makes the Library tab's screens — Artists (with "All Songs" first), an artist's
// Albums, a list of Songs — and wires opening a row to pushing the next screen.
import Foundation
import TrellisComponents
import TrellisUI

/// Builds the Library navigation stack's screens from the library.
@MainActor struct LibraryScreens {
    /// The songs, albums and artists.
    let library: MusicLibrary
    /// Where songs are played.
    let playback: PlaybackCenter
    /// Where screens get their labels (`Albums[Nina Okafor]`), if anywhere.
    let recorder: LifecycleRecorder?
    /// Where Songs screens build their rows off the main actor.
    let application: Application
    /// Where Songs screens get the songs "Add 1,000 songs" appends.
    let songGenerator: SongGenerator

    /// The tag of the "All Songs" row in the Artists list.
    static let allSongsTag = -1

    /// The Artists screen: "All Songs" first, then every artist.
    func artists() -> LibraryListViewController {
        var items = [
            LibraryListModel.Item(
                id: Self.allSongsTag, icon: "★", title: "All Songs",
                details: [
                    .init(text: "", width: 10),
                    .init(text: DemoFormatting.count(library.songs.count, "song"), width: 12),
                ])
        ]
        for artist in library.artists {
            items.append(
                LibraryListModel.Item(
                    id: artist.id, icon: "♪", title: artist.name,
                    details: [
                        .init(text: DemoFormatting.count(artist.albumIDs.count, "album"), width: 10),
                        .init(text: DemoFormatting.count(library.songCount(of: artist), "song"), width: 12),
                    ]))
        }
        let model = LibraryListModel(
            items: items, titleHeading: "Artist",
            detailHeadings: [.init(text: "Albums", width: 10), .init(text: "Songs", width: 12)],
            selectedIndex: 0)
        let screen = LibraryListViewController(title: "Artists", model: model)
        screen.onOpen = { screen, row in
            let item = screen.items[row]
            let next: ViewController
            if item.id == Self.allSongsTag {
                next = songs(title: "All Songs", songs: library.songs)
            } else {
                next = albums(of: library.artists[item.id])
            }
            screen.navigationController?.pushViewController(next, animated: false)
        }
        return screen
    }

    /// The albums of `artist`.
    func albums(of artist: Artist) -> LibraryListViewController {
        let items = library.albums(of: artist).map { album in
            let songs = library.songs(of: album)
            return LibraryListModel.Item(
                id: album.id, icon: "◉", title: album.title,
                details: [
                    .init(text: "\(album.year)", width: 4),
                    .init(text: DemoFormatting.count(songs.count, "song"), width: 9),
                    .init(text: DemoFormatting.duration(songs.reduce(0) { $0 + $1.duration }), width: 7),
                ])
        }
        let model = LibraryListModel(
            items: items, titleHeading: "Album",
            detailHeadings: [
                .init(text: "Year", width: 4), .init(text: "Songs", width: 9),
                .init(text: "Length", width: 7),
            ],
            selectedIndex: items.isEmpty ? nil : 0)
        let screen = LibraryListViewController(title: artist.name, model: model)
        recorder?.setLabel("Albums[\(artist.name)]", for: screen)
        screen.onOpen = { screen, row in
            let album = library.albums[screen.items[row].id]
            let next = songs(title: album.title, songs: library.songs(of: album))
            screen.navigationController?.pushViewController(next, animated: false)
        }
        return screen
    }

    /// A Songs screen.
    func songs(title: String, songs: [Song]) -> SongsViewController {
        let screen = SongsViewController(
            title: title, songs: songs, playback: playback, scheduler: application, generator: songGenerator)
        recorder?.setLabel("Songs[\(title)]", for: screen)
        screen.recorder = recorder
        return screen
    }
}
