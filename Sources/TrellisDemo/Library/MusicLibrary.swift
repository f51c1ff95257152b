// MusicLibrary: the demo's generated library — 97 artists of 13 albums each, with the songs spread
// over the albums in order — built once, deterministically.
import Foundation

/// The artists, albums and songs the demo shows. Generated from indexes alone, so every run (and every
/// test) sees the same library.
public struct MusicLibrary: Sendable {
    /// How many artists the library has.
    public static let artistCount = 97
    /// How many albums each artist has.
    public static let albumsPerArtist = 13

    /// Every artist, by id.
    public let artists: [Artist]
    /// Every album, by id.
    public let albums: [Album]
    /// Every song, by id.
    public let songs: [Song]

    /// A library of `songCount` songs (negative counts as none) spread over 97 × 13 albums: album `a`
    /// holds songs `a·n/A ..< (a+1)·n/A`, so with fewer songs than albums some albums are empty.
    public init(songCount: Int) {
        let songTotal = max(0, songCount)
        let albumTotal = Self.artistCount * Self.albumsPerArtist
        var artists: [Artist] = []
        artists.reserveCapacity(Self.artistCount)
        for index in 0..<Self.artistCount {
            let first = index * Self.albumsPerArtist
            artists.append(
                Artist(id: index, name: NameGenerator.artistName(index), albumIDs: first..<first + Self.albumsPerArtist)
            )
        }
        var albums: [Album] = []
        albums.reserveCapacity(albumTotal)
        var songs: [Song] = []
        songs.reserveCapacity(songTotal)
        for index in 0..<albumTotal {
            let artistID = index / Self.albumsPerArtist
            // Each artist's albums come out a year or two apart.
            let year = 1962 + (artistID * 7) % 40 + (index % Self.albumsPerArtist) * 2
            let lower = Int((Int64(index) * Int64(songTotal)) / Int64(albumTotal))
            let upper = Int((Int64(index + 1) * Int64(songTotal)) / Int64(albumTotal))
            let album = Album(
                id: index, title: NameGenerator.albumTitle(index), artistID: artistID, year: year,
                songIDs: lower..<upper)
            albums.append(album)
            let artistName = artists[artistID].name
            for songID in album.songIDs {
                songs.append(
                    Song(
                        id: songID, title: NameGenerator.songTitle(songID), artist: artistName, album: album.title,
                        track: songID - lower + 1, duration: NameGenerator.number(in: 95...419, songID, salt: 20),
                        year: year))
            }
        }
        self.artists = artists
        self.albums = albums
        self.songs = songs
    }

    /// The albums of `artist`.
    public func albums(of artist: Artist) -> [Album] { Array(albums[artist.albumIDs]) }

    /// The songs of `album`.
    public func songs(of album: Album) -> [Song] { Array(songs[album.songIDs]) }

    /// How many songs `artist` has.
    public func songCount(of artist: Artist) -> Int {
        artist.albumIDs.reduce(0) { $0 + albums[$1].songIDs.count }
    }
}
