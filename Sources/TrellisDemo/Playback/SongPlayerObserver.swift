// SongPlayerObserver: the delegate protocol of a simulated song player (the seed's
// `songStateDidChange:`), adopted by component controllers that show a song.
import Foundation

/// Told about a ``SongPlayer``'s changes: play, pause, every second of progress, the end.
@MainActor public protocol SongPlayerObserver: AnyObject {
    /// `player` started, paused, advanced or ended; read its ``SongPlayer/snapshot``.
    func songPlayerDidChange(_ player: SongPlayer)
}
