// SongPlayer: a simulated player for one song — playing advances one second per second of the
// application clock (a timer), so tests move it with `advance(by:)` and a terminal with wall time.
import Foundation
import TrellisUI

/// Plays one song, in simulation: while playing, a repeating one-second timer on the application
/// clock advances ``snapshot``'s `elapsed`; at the end of the song it stops and rewinds.
///
/// Observers (the controllers of the components showing the song — the delegate of the seed's
/// `MySongComponentController`) are held weakly and told about every change.
@MainActor public final class SongPlayer {
    /// The song played.
    public let song: Song
    /// Playing or not, and how far.
    public private(set) var snapshot = PlaybackSnapshot.stopped

    private weak var center: PlaybackCenter?
    private var observers: [WeakObserver] = []
    private var timer: ApplicationTimer?

    private struct WeakObserver {
        weak var observer: (any SongPlayerObserver)?
    }

    init(song: Song, center: PlaybackCenter) {
        self.song = song
        self.center = center
    }

    isolated deinit {
        timer?.invalidate()
    }

    /// Starts observing (an observer already added is not added twice).
    public func addObserver(_ observer: any SongPlayerObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakObserver(observer: observer))
    }

    /// Stops observing.
    public func removeObserver(_ observer: any SongPlayerObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// How many observers are attached (diagnostics and tests).
    public var observerCount: Int { observers.filter { $0.observer != nil }.count }

    /// Plays from where it was; the song playing elsewhere pauses (one song plays at a time).
    public func play() {
        guard !snapshot.isPlaying, let center else { return }
        center.playerWillStart(self)
        snapshot.isPlaying = true
        timer = center.application.scheduleTimer(after: 1, repeating: 1) { [weak self] _ in self?.tick() }
        changed()
    }

    /// Pauses where it is.
    public func pause() {
        guard snapshot.isPlaying else { return }
        snapshot.isPlaying = false
        timer?.invalidate()
        timer = nil
        changed()
    }

    /// Plays when paused, pauses when playing.
    public func toggle() {
        if snapshot.isPlaying { pause() } else { play() }
    }

    private func tick() {
        guard snapshot.isPlaying else { return }
        snapshot.elapsed += 1
        if snapshot.elapsed >= song.duration {
            // The end: stop and rewind, as a player without a queue does.
            snapshot = .stopped
            timer?.invalidate()
            timer = nil
        }
        changed()
    }

    private func changed() {
        for entry in observers {
            entry.observer?.songPlayerDidChange(self)
        }
        center?.playerDidChange(self)
    }
}
