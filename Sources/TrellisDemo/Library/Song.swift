// Song, Album, Artist: the values of the demo's generated music library.
import Foundation

/// One song of the library.
public struct Song: Sendable, Hashable, Identifiable {
    /// Position in the library's list of all songs (0-based), unique.
    public let id: Int
    /// The song's title.
    public let title: String
    /// The performing artist's name.
    public let artist: String
    /// The album's title.
    public let album: String
    /// The song's place on its album (1-based).
    public let track: Int
    /// Length in seconds.
    public let duration: Int
    /// The album's release year.
    public let year: Int

    /// The number shown in lists (1-based).
    public var number: Int { id + 1 }
}

/// One album: a range of the library's songs.
public struct Album: Sendable, Hashable, Identifiable {
    /// Position in the library's list of albums, unique.
    public let id: Int
    /// The album's title.
    public let title: String
    /// The artist's position in the library's artists.
    public let artistID: Int
    /// The release year.
    public let year: Int
    /// The ids of the album's songs (consecutive).
    public let songIDs: Range<Int>
}

/// One artist and their albums.
public struct Artist: Sendable, Hashable, Identifiable {
    /// Position in the library's artists, unique.
    public let id: Int
    /// The artist's name.
    public let name: String
    /// The ids of the artist's albums (consecutive).
    public let albumIDs: Range<Int>
}
