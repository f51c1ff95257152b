// Pins document-loaded views following their window's size classes by themselves: a scene shown in a
// window takes the window's size-class layout, and a resize across a boundary re-applies its
// variations, with no call to `applySizeClassVariations(for:)`.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@MainActor
@Suite("Size-class variations follow trait changes")
struct SizeClassTraitChangeTests {
    @Test("a scene in a window re-applies its size-class variations when the window is resized across a boundary")
    func sceneFollowsWindowResizes() throws {
        let scene = try #require(try AutoLayoutFixtures.scene("SizeClasses") as? AutoLayoutSceneController)
        // Loaded for no size classes: the base layout, the compact-height subview uninstalled.
        #expect(scene.view.subviews.count == 1)

        let screen = HeadlessScreen(width: 667, height: 375)
        let window = Window(screen: screen)
        window.rootViewController = scene
        window.makeKeyAndVisible()
        #expect(scene.traitCollection == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
        #expect(scene.view.installedConstraint("AL-Cn-031") == nil)
        #expect(scene.view.installedConstraint("AL-Cn-032")?.constant == 50)
        #expect(scene.compactOnly?.superview === scene.view)

        screen.resize(width: 375, height: 667)
        #expect(scene.view.installedConstraint("AL-Cn-031") != nil)
        #expect(scene.view.installedConstraint("AL-Cn-032") == nil)
        #expect(scene.compactOnly?.superview == nil)
        #expect(scene.view.subviews.count == 1)

        screen.resize(width: 667, height: 375)
        #expect(scene.view.installedConstraint("AL-Cn-032")?.constant == 50)
        #expect(scene.compactOnly?.superview === scene.view)
        #expect(scene.view.installedConstraint("AL-Cn-038") != nil)
    }

    @Test("a loaded view moved into a window of other size classes takes their layout; leaving a window keeps it")
    func viewFollowsItsWindow() throws {
        let scene = try #require(
            try AutoLayoutFixtures.scene(
                "SizeClasses", sizeClasses: SizeClassTraits(horizontal: .compact, vertical: .compact))
                as? AutoLayoutSceneController)
        #expect(scene.compactOnly?.superview === scene.view)
        let screen = HeadlessScreen(width: 375, height: 667)
        let window = Window(screen: screen)
        let host = PlainViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        host.addChild(scene)
        host.view.addSubview(scene.view)
        scene.didMove(toParent: host)
        #expect(scene.compactOnly?.superview == nil)
        #expect(scene.view.installedConstraint("AL-Cn-031") != nil)
        scene.view.removeFromSuperview()
        #expect(scene.compactOnly?.superview == nil)
    }
}
