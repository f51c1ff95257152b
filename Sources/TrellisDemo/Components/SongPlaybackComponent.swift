// SongPlaybackComponent: a component that shows one song's playback — its state is the song's
// PlaybackSnapshot and its controller observes the song's player (song rows, the details sheet).
import Foundation
import TrellisComponents

/// A component whose scope state mirrors a song's player (see ``SongPlayerController``).
protocol SongPlaybackComponent: Component where State == PlaybackSnapshot {
    /// The song shown.
    var song: Song { get }
    /// Where the controller gets the song's player.
    var playback: PlaybackCenter { get }
    /// How the controller names itself in the lifecycle recording, e.g. `SongRow#42`.
    var recordingLabel: String { get }
}
