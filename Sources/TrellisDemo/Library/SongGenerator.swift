// SongGenerator: makes new songs for a Songs screen's "Add 1,000 songs" — generated like the library's,
// with ids after the library's so every song (and its player) stays unique across screens.
import Foundation

/// Makes songs beyond the library's, shared by every Songs screen of an app.
@MainActor final class SongGenerator {
    /// The id of the next song made.
    private(set) var nextID: Int

    /// A generator whose songs follow the library's last one.
    init(after library: MusicLibrary) {
        nextID = library.songs.count
    }

    /// `count` new songs, each on an album of its own generated name, by a generated artist.
    func makeSongs(_ count: Int) -> [Song] {
        let first = nextID
        nextID += max(0, count)
        return (first..<nextID).map { id in
            let album = id / 12
            return Song(
                id: id, title: NameGenerator.songTitle(id), artist: NameGenerator.artistName(album % 997),
                album: NameGenerator.albumTitle(album), track: id % 12 + 1,
                duration: NameGenerator.number(in: 95...419, id, salt: 20), year: 1962 + album % 60)
        }
    }
}
