// SongPlayerController: the seed's MySongComponentController — takes the song's simulated player when
// its component mounts, is the player's observer (delegate), and turns the player's news into
// asynchronous state updates of its component.
import Foundation
import TrellisComponents
import TrellisUI

/// The controller of a song row or of the details sheet.
///
/// - `init`: names itself in the lifecycle recording (`SongRow#42`).
/// - `didMount`: takes the song's player and becomes its observer; if the player moved on while the
///   component was not mounted (a row scrolled out of view), the state catches up.
/// - `willUnmount`: stops observing — a row out of view costs nothing while its song plays.
/// - Player news (`songPlayerDidChange`) → `updateState(mode: .asynchronous)`, the seed's
///   `songStateDidChange:`; the Play/Pause button calls ``togglePlayback()``.
@MainActor final class SongPlayerController<C: SongPlaybackComponent>: ComponentController<C>, SongPlayerObserver {
    /// The song's player, taken when the component first mounts.
    private(set) var player: SongPlayer?

    /// Created by the framework with the scope's first component (possibly off the main actor); names
    /// itself in the recording in effect, so even its `didInit` shows as `SongRow#42`.
    nonisolated required init(component: C) {
        super.init(component: component)
        LifecycleRecorder.current?.setLabel(component.recordingLabel, for: self)
    }

    override func didMount() {
        let player = songPlayer()
        player.addObserver(self)
        catchUp(with: player.snapshot)
    }

    override func willUnmount() {
        player?.removeObserver(self)
    }

    override func invalidateController() {
        player?.removeObserver(self)
        player = nil
    }

    /// Plays or pauses the song; the player tells this controller, which updates the component.
    func togglePlayback() {
        songPlayer().toggle()
    }

    func songPlayerDidChange(_ player: SongPlayer) {
        catchUp(with: player.snapshot)
    }

    private func songPlayer() -> SongPlayer {
        if let player { return player }
        let player = component.playback.player(for: component.song)
        self.player = player
        return player
    }

    private func catchUp(with snapshot: PlaybackSnapshot) {
        guard snapshot != state else { return }
        updateState(mode: .asynchronous) { $0 = snapshot }
    }
}
