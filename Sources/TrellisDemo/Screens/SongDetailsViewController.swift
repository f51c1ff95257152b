// SongDetailsViewController: the modal "Song details" sheet (page-sheet style: the library stays on
// screen, and appeared, behind it). Escape or the Close button dismisses it.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// What the details sheet shows.
struct SongDetailsModel: Sendable {
    /// The song.
    var song: Song
    /// Where its player comes from.
    var playback: PlaybackCenter
    /// Sent by the Close button.
    var onClose: Action<Void>?

    /// The sheet's content, centred when the sheet is wide.
    static func component(_ model: SongDetailsModel) -> any Component {
        Flex(direction: .column, alignItems: .center) {
            SongDetails(song: model.song, playback: model.playback, onClose: model.onClose)
        }
    }
}

/// Presents one song's details. Space or `p` plays or pauses it; Escape is left to the window (which
/// dismisses the frontmost presented controller), and the Close button dismisses it too.
@MainActor final class SongDetailsViewController: ComponentHostingViewController<SongDetailsModel> {
    private var model: SongDetailsModel
    /// Called when the sheet is going away (the root gives the keyboard back to the list).
    var onWillDisappear: (@MainActor () -> Void)?

    /// A sheet for `song`.
    init(song: Song, playback: PlaybackCenter) {
        model = SongDetailsModel(song: song, playback: playback)
        super.init(model: model) { model, _ in SongDetailsModel.component(model) }
        title = "Song details"
        modalPresentationStyle = .pageSheet
        model.onClose = .target(self) { controller in { _ in controller.close() } }
        updateModel(model)
    }

    /// Not supported: the screen is made in code (reports `DEMO-CODER`).
    required init?(coder: any Coder) {
        DemoArchiving.reportUnsupported(Self.self)
        return nil
    }

    /// The song shown.
    var song: Song { model.song }

    override var canBecomeFirstResponder: Bool { true }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        resignFirstResponder()
        onWillDisappear?()
    }

    override func keyDown(_ event: KeyEvent) {
        if event.modifiers.isDisjoint(with: [.control, .option, .command]) {
            switch event.key {
            case .character(" "), .character("p"):
                model.playback.player(for: model.song).toggle()
                return
            default: break
            }
        }
        super.keyDown(event)
    }

    /// Dismisses the sheet.
    func close() {
        guard presentingViewController != nil else { return }
        dismiss(animated: false)
    }
}
