// The root of `trellis preview`'s window: holds the previewed scene and quits on q or Ctrl-C.
import Foundation
import TrellisInterfaceBuilder
import TrellisUI

/// Contains the previewed controller as a child filling the window (the scene's size-class variations
/// follow the window's traits by themselves), and ends the preview on `q`, Ctrl-C or Escape when nothing
/// else handled the key.
@MainActor
final class PreviewRootViewController: ViewController {
    private let scene: ViewController
    private let application: Application
    private let lineHeight: CGFloat

    /// A root showing `scene` in `application`, on a screen whose text lines are `lineHeight` points high.
    init(scene: ViewController, application: Application, lineHeight: CGFloat) {
        self.scene = scene
        self.application = application
        self.lineHeight = lineHeight
        super.init(nibName: nil, bundle: nil)
    }

    /// Always `nil`: the preview's root is made in code around a loaded scene.
    required init?(coder: any Coder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        Self.sizeBars(of: scene, lineHeight: lineHeight)
        addChild(scene)
        scene.view.frame = view.bounds
        scene.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scene.view)
        scene.didMove(toParent: self)
    }

    /// Gives the containers' bars one text line each. TrellisUI's bars are one point high by default (a cell
    /// when a point is a cell); a document designed in points is shown with a cell of several points.
    private static func sizeBars(of controller: ViewController, lineHeight: CGFloat) {
        if let navigation = controller as? NavigationController {
            navigation.navigationBarHeight = lineHeight
            navigation.toolbarHeight = lineHeight
        }
        if let tabs = controller as? TabBarController { tabs.tabBarHeight = lineHeight }
        for child in controller.children { sizeBars(of: child, lineHeight: lineHeight) }
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
