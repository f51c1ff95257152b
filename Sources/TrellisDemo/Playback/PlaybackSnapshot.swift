// PlaybackSnapshot: what a song player is doing, as a value (the state of components that show it).
import Foundation

/// Whether a song plays and how far it got: the state a song row keeps and its controller updates.
public struct PlaybackSnapshot: Sendable, Hashable {
    /// Whether the song is playing now.
    public var isPlaying: Bool
    /// Seconds played so far (0 before the first play and after the song ended).
    public var elapsed: Int

    /// Not playing, at the start.
    public static let stopped = PlaybackSnapshot(isPlaying: false, elapsed: 0)

    /// Whether the song was started and has not ended (playing, or paused half-way).
    public var isStarted: Bool { isPlaying || elapsed > 0 }
}
