// The demo's Settings tab, loaded from Settings.storyboard: nib-loading order, outlets and actions, the
// push segue to About and the unwind back.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

@MainActor @Suite("Demo Settings tab (storyboard)")
struct DemoSettingsTests {
    /// The Settings screen the storyboard made (the root of the Settings tab's navigation controller).
    private func settingsScreen(_ harness: DemoHarness) -> SettingsViewController? {
        let tab = harness.app.rootViewController.tabs.viewControllers.last as? NavigationController
        return tab?.viewControllers.first as? SettingsViewController
    }

    @Test(
        "At launch the storyboard makes the Settings controllers with init(coder:) and awakeFromNib and no view; the view nib loads when the tab is first shown, outlets set before viewDidLoad"
    )
    func storyboardLoadingOrder() throws {
        let harness = DemoHarness()
        let launch = harness.controllerCalls(since: 0).filter { $0.contains("coder") || $0.contains("awakeFromNib") }
        // The navigation controller's own nib first, then its relationship (the root), each woken after
        // all of its objects are made.
        #expect(
            launch == [
                "TabBarItem.init(coder: <tabBarItem Tab-Se-t01>)",
                "NavigationController.init(coder: <navigationController Nav-Se-t01>)",
                "NavigationController.awakeFromNib()", "TabBarItem.awakeFromNib()",
                "NavigationItem.init(coder: <navigationItem Nav-It-m01>)",
                "SettingsViewController.init(coder: <viewController Set-VC-001>)",
                "SettingsViewController.awakeFromNib()", "NavigationItem.awakeFromNib()",
            ])
        let settings = try #require(settingsScreen(harness))
        #expect(!settings.isViewLoaded)
        #expect(settings.shuffleSwitch == nil)

        let start = harness.nextSequence
        harness.play("4")
        let calls = harness.controllerCalls(since: start)
        let loading = Array(calls.prefix(while: { !$0.hasPrefix("Settings.viewWillAppear") }))
        #expect(
            loading == [
                "Settings.loadView()", "SettingsViewController.loadView()",
                "Label.init(coder: <label Lbl-Sh-f01>)", "Switch.init(coder: <switch Swi-Sh-f01>)",
                "Label.init(coder: <label Lbl-Vo-l01>)", "Slider.init(coder: <slider Sld-Vo-l01>)",
                "Label.init(coder: <label Lbl-Vo-l02>)", "Label.init(coder: <label Lbl-Re-p01>)",
                "SegmentedControl.init(coder: <segmentedControl Seg-Re-p01>)",
                "Label.init(coder: <label Lbl-St-a01>)", "Button.init(coder: <button Btn-Ab-t01>)",
                "View.init(coder: <view Set-Vw-001>)",
                "View.awakeFromNib()", "Label.awakeFromNib()", "Switch.awakeFromNib()", "Label.awakeFromNib()",
                "Slider.awakeFromNib()", "Label.awakeFromNib()", "Label.awakeFromNib()",
                "SegmentedControl.awakeFromNib()", "Label.awakeFromNib()", "Button.awakeFromNib()",
                "SettingsViewController.viewDidLoad()", "Settings.viewDidLoad()",
            ])
        #expect(settings.shuffleSwitch != nil)
        #expect(settings.volumeSlider?.value == 50)
        #expect(settings.settingLabels.map(\.text) == ["Shuffle", "Volume", "Repeat"])
        #expect(harness.line(containing: "Shuffle off · Repeat off · Volume 50%") != nil)
    }

    @Test("The switch, slider and segmented control send their actions to the controller, which updates its labels")
    func actionsReachTheController() {
        let harness = DemoHarness()
        harness.play("4 tab right tab right right tab right")
        #expect(harness.line(containing: "Shuffle on · Repeat one · Volume 57%") != nil)
        #expect(harness.line(containing: "57%") != nil)
    }

    @Test(
        "The About button's show segue asks shouldPerformSegue, makes About from its scene, prepares and pushes it; Back to Settings unwinds to the Settings screen's action and pops"
    )
    func pushAndUnwind() throws {
        let harness = DemoHarness()
        harness.play("4")
        let settings = try #require(settingsScreen(harness))
        var start = harness.nextSequence
        harness.play("tab tab tab tab enter wait:1s")
        #expect(
            harness.controllerCalls(since: start) == [
                "SettingsViewController.shouldPerformSegue(withIdentifier: \"showAbout\", sender: Button)",
                "NavigationItem.init(coder: <navigationItem Nav-It-m02>)",
                "AboutViewController.init(coder: <viewController Abt-VC-001>)",
                "AboutViewController.awakeFromNib()", "NavigationItem.awakeFromNib()",
                "SettingsViewController.prepare(for: StoryboardSegue, sender: Button)",
                "AboutViewController.willMove(toParent: Settings)", "AboutViewController.loadView()",
                "Label.init(coder: <label Lbl-Ab-t01>)", "Button.init(coder: <button Btn-Dn-e01>)",
                "View.init(coder: <view Abt-Vw-001>)", "View.awakeFromNib()", "Label.awakeFromNib()",
                "Button.awakeFromNib()", "AboutViewController.viewDidLoad()",
                "SettingsViewController.viewWillDisappear(true)", "AboutViewController.viewWillAppear(true)",
                "AboutViewController.viewIsAppearing(true)", "AboutViewController.viewWillLayoutSubviews()",
                "AboutViewController.viewDidLayoutSubviews()", "SettingsViewController.viewDidDisappear(true)",
                "AboutViewController.viewDidAppear(true)", "AboutViewController.didMove(toParent: Settings)",
            ])
        #expect(harness.line(containing: "About") != nil)
        #expect(settings.unwindCount == 0)

        start = harness.nextSequence
        harness.play("tab enter wait:1s")
        #expect(
            harness.controllerCalls(since: start) == [
                "AboutViewController.shouldPerformSegue(withIdentifier: \"\", sender: Button)",
                "AboutViewController.prepare(for: StoryboardSegue, sender: Button)",
                "AboutViewController.willMove(toParent: nil)", "AboutViewController.viewWillDisappear(true)",
                "SettingsViewController.viewWillAppear(true)", "SettingsViewController.viewIsAppearing(true)",
                "AboutViewController.viewDidDisappear(true)", "SettingsViewController.viewDidAppear(true)",
                "AboutViewController.didMove(toParent: nil)",
            ])
        #expect(settings.unwindCount == 1)
        #expect(harness.line(containing: "Shuffle off · Repeat off · Volume 50%") != nil)
        // The keyboard is back with the Settings screen, so tab keys reach the tab bar controller.
        harness.play("3")
        #expect(harness.line(containing: "Lifecycle") != nil)
        #expect(harness.app.rootViewController.tabs.selectedIndex == 2)
    }
}
