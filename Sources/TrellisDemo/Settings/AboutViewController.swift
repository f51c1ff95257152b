// AboutViewController: the About screen the Settings screen's push segue shows; its button unwinds back.
import TrellisInterfaceBuilder
import TrellisUI

/// The About screen, made from `Settings.storyboard`. Its "Back to Settings" button is an unwind
/// segue to the exit placeholder, found by ``SettingsViewController``'s `unwindToSettings:` action.
@MainActor final class AboutViewController: ViewController {
    @Outlet var aboutLabel: Label?

    /// Registers the class with `registry`.
    static func register(in registry: ClassRegistry) {
        registry.register(AboutViewController.self)
    }

    /// The screen takes the keyboard when it appears (Tab then moves through its controls), so keys it
    /// does not handle go on up the responder chain to the tabs and the demo's root.
    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = becomeFirstResponder()
    }
}
