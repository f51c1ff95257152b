// The root of `trellis preview`'s window: holds the previewed scene and quits on q or Ctrl-C.
import TrellisUI

/// Contains the previewed controller as a child filling the window, and ends the preview on `q`,
/// Ctrl-C or Escape when nothing else handled the key.
@MainActor
final class PreviewRootViewController: ViewController {
    private let scene: ViewController
    private let application: Application

    /// A root showing `scene` in `application`.
    init(scene: ViewController, application: Application) {
        self.scene = scene
        self.application = application
        super.init(nibName: nil, bundle: nil)
    }

    /// Always `nil`: the preview's root is made in code around a loaded scene.
    required init?(coder: any Coder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(scene)
        scene.view.frame = view.bounds
        scene.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scene.view)
        scene.didMove(toParent: self)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func keyDown(_ event: KeyEvent) {
        let plain = event.modifiers.isDisjoint(with: [.control, .option, .command])
        let quits =
            (plain && (event.key == .character("q") || event.key == .escape))
            || (event.modifiers == .control && event.key == .character("c"))
        if quits {
            application.terminate()
        } else {
            super.keyDown(event)
        }
    }
}
