// Size classes: chosen from a window size by UIKit's iPhone and iPad rules, and resolving a document's
// <variation> masks of constraints and subviews.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUI

@MainActor
@Suite("Size-class variations")
struct SizeClassTests {
    @Test("window sizes get UIKit's size classes: phones compact width, landscape phones compact height, iPads regular")
    func sizeClassesFromWindowSizes() {
        let cases: [(CGSize, UserInterfaceSizeClass, UserInterfaceSizeClass)] = [
            (CGSize(width: 375, height: 667), .compact, .regular), // iPhone 8 portrait
            (CGSize(width: 667, height: 375), .compact, .compact), // iPhone 8 landscape
            (CGSize(width: 430, height: 932), .compact, .regular), // iPhone 15 Pro Max portrait
            (CGSize(width: 852, height: 393), .compact, .compact), // iPhone 15 Pro landscape
            (CGSize(width: 768, height: 1024), .regular, .regular), // iPad portrait
            (CGSize(width: 1366, height: 1024), .regular, .regular), // iPad Pro 12.9" landscape
            (CGSize(width: 678, height: 1024), .regular, .regular), // half of a 12.9" iPad
            (CGSize(width: 507, height: 834), .compact, .regular), // half of a 10.5" iPad
            (CGSize(width: 320, height: 1024), .compact, .regular), // Slide Over
            (CGSize(width: 80, height: 24), .compact, .compact), // a terminal, a point per cell
        ]
        for (size, horizontal, vertical) in cases {
            let traits = SizeClassTraits(windowSize: size)
            #expect(traits == SizeClassTraits(horizontal: horizontal, vertical: vertical), "\(size)")
        }
    }

    @Test("variation keys match the traits they name; idiom variants never do")
    func variationKeysMatch() {
        let phone = SizeClassTraits(horizontal: .compact, vertical: .regular)
        #expect(phone.matches(variationKey: "default"))
        #expect(phone.matches(variationKey: "widthClass=compact"))
        #expect(phone.matches(variationKey: "widthClass=compact-heightClass=regular"))
        #expect(!phone.matches(variationKey: "heightClass=compact"))
        #expect(!phone.matches(variationKey: "widthClass=regular-heightClass=regular"))
        #expect(!phone.matches(variationKey: "userInterfaceIdiom=mac"))
        #expect(!SizeClassTraits.unspecified.matches(variationKey: "widthClass=compact"))
        #expect(phone.description == "widthClass=compact-heightClass=regular")
    }

    @Test("the base layout leaves out what the default variation excludes; a matching variation includes it again")
    func variationMasksResolve() throws {
        let document = try AutoLayoutFixtures.document("AutoLayoutScenes.storyboard")
        #expect(document.hasVariations)
        #expect(document.excludedIDs(for: .unspecified) == ["AL-Cn-032", "AL-Cp-003"])
        #expect(
            document.excludedIDs(for: SizeClassTraits(horizontal: .compact, vertical: .regular))
                == ["AL-Cn-032", "AL-Cp-003"])
        #expect(document.excludedIDs(for: SizeClassTraits(horizontal: .compact, vertical: .compact)) == ["AL-Cn-031"])
        let plain = try AutoLayoutFixtures.document("FrameMismatch.xib")
        #expect(!plain.hasVariations)
        #expect(plain.excludedIDs(for: SizeClassTraits(horizontal: .compact, vertical: .compact)).isEmpty)
    }

    @Test("a scene loaded for compact height installs that layout's constraints and subview; outlets reach both")
    func scenesInstallTheirSizeClassLayout() throws {
        let portrait = try #require(
            try AutoLayoutFixtures.scene(
                "SizeClasses", sizeClasses: SizeClassTraits(windowSize: CGSize(width: 375, height: 667)))
                as? AutoLayoutSceneController)
        let landscape = try #require(
            try AutoLayoutFixtures.scene(
                "SizeClasses", sizeClasses: SizeClassTraits(windowSize: CGSize(width: 667, height: 375)))
                as? AutoLayoutSceneController)

        #expect(portrait.view.installedConstraint("AL-Cn-031") != nil)
        #expect(portrait.view.installedConstraint("AL-Cn-032") == nil)
        #expect(portrait.view.subviews.count == 1)
        // Uninstalled, as in UIKit: made and connected, not in the hierarchy, its constraints inactive.
        let uninstalled = try #require(portrait.compactOnly)
        #expect(uninstalled.superview == nil)
        #expect(portrait.view.installedConstraint("AL-Cn-038") == nil)

        #expect(landscape.view.installedConstraint("AL-Cn-031") == nil)
        #expect(landscape.view.installedConstraint("AL-Cn-032")?.constant == 50)
        #expect(landscape.view.subviews.count == 2)
        #expect(landscape.compactOnly?.superview === landscape.view)
        #expect(landscape.view.installedConstraint("AL-Cn-038") != nil)
    }
}
