// SettingsViewController: the Settings tab's first screen, made from Settings.storyboard — outlets to its
// switch, slider and segmented control, actions from them, and the unwind back from About.
import TrellisInterfaceBuilder
import TrellisUI

/// The Settings screen. Its view, outlets and actions come from `Settings.storyboard`; the class only
/// declares the outlets and what the actions do, as a UIKit app's storyboard-backed controller would.
@MainActor final class SettingsViewController: ViewController {
    @Outlet var shuffleSwitch: Switch?
    @Outlet var volumeSlider: Slider?
    @Outlet var volumeLabel: Label?
    @Outlet var repeatControl: SegmentedControl?
    @Outlet var summaryLabel: Label?
    /// The row labels (Shuffle, Volume, Repeat), connected as one outlet collection.
    @OutletCollection var settingLabels: [Label]

    /// How many times the About screen was unwound back to this one.
    private(set) var unwindCount = 0

    /// Registers the class and its actions (`@IBAction`s in UIKit) with `registry`.
    static func register(in registry: ClassRegistry) {
        registry.register(SettingsViewController.self)
        registry.registerAction("shuffleChanged:", of: SettingsViewController.self) { controller, _ in
            controller.settingsChanged()
        }
        registry.registerAction("volumeChanged:", of: SettingsViewController.self) { controller, _ in
            controller.settingsChanged()
        }
        registry.registerAction("repeatChanged:", of: SettingsViewController.self) { controller, _ in
            controller.settingsChanged()
        }
        registry.registerAction("unwindToSettings:", of: SettingsViewController.self) { controller, _ in
            controller.unwindCount += 1
            controller.settingsChanged()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        settingsChanged()
    }

    /// The screen takes the keyboard when it appears (Tab then moves through its controls), so keys it
    /// does not handle go on up the responder chain to the tabs and the demo's root.
    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = becomeFirstResponder()
    }

    /// The volume, 0–100, as the slider shows it.
    var volume: Int { Int((volumeSlider?.value ?? 0).rounded()) }

    /// Shows the current settings in the volume and summary labels.
    private func settingsChanged() {
        volumeLabel?.text = "\(volume)%"
        let shuffle = shuffleSwitch?.isOn == true ? "on" : "off"
        let repeatIndex = repeatControl?.selectedSegmentIndex ?? 0
        let repeatMode = repeatControl?.titleForSegment(at: repeatIndex)?.lowercased() ?? "off"
        summaryLabel?.text = "Shuffle \(shuffle) · Repeat \(repeatMode) · Volume \(volume)%"
    }
}
