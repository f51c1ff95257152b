// SettingsStoryboard: opens Settings.storyboard from the demo's resources and makes the Settings tab.
import Foundation
import TrellisInterfaceBuilder
import TrellisUI

/// The Settings tab: the storyboard's initial navigation controller, with the Settings screen as its root.
@MainActor
enum SettingsStoryboard {
    /// A registry with the demo's storyboard classes (TrellisUI's own come with every registry).
    static func makeRegistry() -> ClassRegistry {
        let registry = ClassRegistry()
        SettingsViewController.register(in: registry)
        AboutViewController.register(in: registry)
        return registry
    }

    /// Makes the Settings tab from `Settings.storyboard`. Without the resource (or with a broken one) the
    /// tab is a plain screen saying why, and the problem is reported to the lifecycle checker: the demo
    /// still runs.
    static func makeTab() -> ViewController {
        do {
            let storyboard = try Storyboard(name: "Settings", bundle: .module, registry: makeRegistry())
            if let initial = try storyboard.instantiateInitialViewController() {
                initial.title = "Settings"
                return initial
            }
            return unavailable("Settings.storyboard names no initial view controller")
        } catch {
            return unavailable(String(describing: error))
        }
    }

    private static func unavailable(_ reason: String) -> ViewController {
        LifecycleChecker.emit(rule: "DEMO-STORYBOARD", path: "Settings", message: reason)
        let controller = ViewController()
        controller.title = "Settings"
        let label = Label(text: "Settings could not be loaded: \(reason)")
        label.numberOfLines = 0
        label.frame = CGRect(x: 2, y: 1, width: 70, height: 4)
        controller.view.addSubview(label)
        return controller
    }
}
