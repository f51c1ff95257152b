// PlaybackCenter: the app's one audio session, simulated — hands out one player per song, lets one
// song play at a time and tells the Now Playing screen what plays.
import Foundation
import TrellisUI

/// Told when the song playing (or last played) changes, starts, pauses or advances.
@MainActor public protocol PlaybackCenterObserver: AnyObject {
    /// The ``PlaybackCenter/nowPlaying`` player or its snapshot changed.
    func playbackCenterDidChange(_ center: PlaybackCenter)
}

/// One per demo app: the shared player of each song (so a song shows the same progress in every list
/// that shows it), the song playing now, and the clock the players' timers run on.
@MainActor public final class PlaybackCenter {
    /// The application whose clock drives the players.
    public let application: Application
    /// The player of the song playing now, or paused last (kept alive while no screen shows it).
    public private(set) var nowPlaying: SongPlayer?

    private var players: [Int: WeakPlayer] = [:]
    private var observers: [WeakObserver] = []

    private struct WeakPlayer {
        weak var player: SongPlayer?
    }

    private struct WeakObserver {
        weak var observer: (any PlaybackCenterObserver)?
    }

    /// A center whose players run on `application`'s clock.
    public init(application: Application) {
        self.application = application
    }

    /// The player of `song`: the same object for as long as anyone holds it.
    public func player(for song: Song) -> SongPlayer {
        if let existing = players[song.id]?.player { return existing }
        if players.count > 4_096 { players = players.filter { $0.value.player != nil } }
        let player = SongPlayer(song: song, center: self)
        players[song.id] = WeakPlayer(player: player)
        return player
    }

    /// Starts observing the center.
    public func addObserver(_ observer: any PlaybackCenterObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakObserver(observer: observer))
    }

    /// Stops observing the center.
    public func removeObserver(_ observer: any PlaybackCenterObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Plays or pauses the song playing now (the Now Playing screen's button).
    public func toggleNowPlaying() {
        nowPlaying?.toggle()
    }

    func playerWillStart(_ player: SongPlayer) {
        if let current = nowPlaying, current !== player { current.pause() }
        nowPlaying = player
    }

    func playerDidChange(_ player: SongPlayer) {
        guard player === nowPlaying else { return }
        for entry in observers {
            entry.observer?.playbackCenterDidChange(self)
        }
    }
}
