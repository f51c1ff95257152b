// Size-class property variations: constants, fonts, hidden state and stack-view arrangement set per size
// class by <variation key="…"> elements, applied at load for the loader's size classes and again when the
// size classes change (with the constraint and subview masks), and the typed diagnostics of what Trellis
// cannot apply.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUI

/// The controller of the SizeClassProperties scene.
@MainActor
final class SizeClassPropertiesController: ViewController {
    @Outlet var headline: Label?
    @Outlet var box: View?
    @Outlet var boxHeight: LayoutConstraint?
    @Outlet var boxTop: LayoutConstraint?
    @Outlet var portraitOnly: Label?
    @Outlet var stack: StackView?
}

@MainActor
@Suite("Size-class property variations")
struct SizeClassPropertyTests {
    static let phonePortrait = SizeClassTraits(windowSize: CGSize(width: 375, height: 667))
    static let phoneLandscape = SizeClassTraits(windowSize: CGSize(width: 667, height: 375))
    static let pad = SizeClassTraits(windowSize: CGSize(width: 1024, height: 768))
    static let padCompactHeight = SizeClassTraits(horizontal: .regular, vertical: .compact)

    static func storyboard() throws -> Storyboard {
        let registry = AutoLayoutFixtures.registry()
        registry.register(SizeClassPropertiesController.self)
        return try Storyboard(name: "SizeClassProperties", bundle: .module, registry: registry)
    }

    static func scene(_ traits: SizeClassTraits) throws -> SizeClassPropertiesController {
        let storyboard = try storyboard()
        storyboard.sizeClasses = traits
        let controller = try #require(
            try storyboard.instantiateViewController(withIdentifier: "Properties") as? SizeClassPropertiesController)
        controller.loadViewIfNeeded()
        return controller
    }

    /// What the scene's varied properties are, in one comparable value.
    struct Snapshot: Equatable, CustomStringConvertible {
        var headlineSize: CGFloat
        var headlineWeight: Font.Weight
        var boxHeight: CGFloat
        var boxTop: CGFloat
        var portraitOnlyHidden: Bool
        var axis: LayoutAxis
        var alignment: StackView.Alignment
        var distribution: StackView.Distribution
        var spacing: CGFloat

        var description: String {
            "font \(headlineSize) \(headlineWeight), box height \(boxHeight) top \(boxTop), hidden "
                + "\(portraitOnlyHidden), stack \(axis) \(alignment) \(distribution) \(spacing)"
        }
    }

    static func snapshot(_ controller: SizeClassPropertiesController) throws -> Snapshot {
        let headline = try #require(controller.headline)
        let stack = try #require(controller.stack)
        return Snapshot(
            headlineSize: headline.font.size, headlineWeight: headline.font.weight,
            boxHeight: try #require(controller.boxHeight).constant, boxTop: try #require(controller.boxTop).constant,
            portraitOnlyHidden: try #require(controller.portraitOnly).isHidden, axis: stack.axis,
            alignment: stack.alignment, distribution: stack.distribution, spacing: stack.spacing)
    }

    static let base = Snapshot(
        headlineSize: 17, headlineWeight: .regular, boxHeight: 100, boxTop: 40, portraitOnlyHidden: false,
        axis: .vertical, alignment: .fill, distribution: .fill, spacing: 8)
    static let landscape = Snapshot(
        headlineSize: 17, headlineWeight: .regular, boxHeight: 30, boxTop: 40, portraitOnlyHidden: true,
        axis: .horizontal, alignment: .center, distribution: .fillEqually, spacing: 20)
    static let regular = Snapshot(
        headlineSize: 30, headlineWeight: .bold, boxHeight: 100, boxTop: 80, portraitOnlyHidden: false,
        axis: .vertical, alignment: .fill, distribution: .fill, spacing: 8)
    static let regularCompactHeight = Snapshot(
        headlineSize: 30, headlineWeight: .bold, boxHeight: 60, boxTop: 80, portraitOnlyHidden: true,
        axis: .horizontal, alignment: .center, distribution: .fillEqually, spacing: 20)

    @Test("the document's variations decode into typed values for the objects that hold them")
    func variationsDecode() throws {
        let document = try AutoLayoutFixtures.document("SizeClassProperties.storyboard")
        let variations = SizeClassPropertyVariations(document: document)
        #expect(variations.diagnostics.isEmpty, "\(variations.diagnostics)")
        #expect(variations.variations(of: "SP-Cn-002").map(\.value) == [.constant(30), .constant(60)])
        #expect(
            variations.variations(of: "SP-Cn-002").map(\.variationKey) == [
                "heightClass=compact", "heightClass=compact-widthClass=regular",
            ])
        #expect(variations.variations(of: "SP-Lb-002").map(\.value) == [.hidden(true)])
        // One variation's attributes set distinct properties; their order is not the document's.
        let stack = variations.variations(of: "SP-St-001").map(\.value)
        #expect(stack.count == 4)
        #expect(
            Set(stack.map(String.init(describing:)))
                == Set(
                    [
                        SizeClassPropertyVariation.Value.axis(.horizontal), .alignment(.center),
                        .distribution(.fillEqually), .spacing(20),
                    ].map(String.init(describing:))))
        let font = try #require(variations.variations(of: "SP-Lb-001").first)
        guard case .font(let description) = font.value else {
            Issue.record("not a font: \(font.value)")
            return
        }
        #expect(description.pointSize == 30)
        #expect(font.position.line == 20)
        #expect(variations.variations(of: "SP-Cn-001").isEmpty)
    }

    @Test("the most specific matching variation wins; none matching leaves the base value")
    func mostSpecificWins() throws {
        let variations = SizeClassPropertyVariations(
            document: try AutoLayoutFixtures.document("SizeClassProperties.storyboard"))
        #expect(variations.value(of: .constant, objectID: "SP-Cn-002", for: Self.phonePortrait) == nil)
        #expect(variations.value(of: .constant, objectID: "SP-Cn-002", for: Self.phoneLandscape) == .constant(30))
        #expect(variations.value(of: .constant, objectID: "SP-Cn-002", for: Self.padCompactHeight) == .constant(60))
        #expect(variations.value(of: .constant, objectID: "SP-Cn-002", for: .unspecified) == nil)
        #expect(variations.value(of: .hidden, objectID: "SP-Cn-002", for: Self.phoneLandscape) == nil)
    }

    @Test("a scene loaded for given size classes has their constants, fonts, hidden state and stack arrangement")
    func loadedForSizeClasses() throws {
        #expect(try Self.snapshot(Self.scene(.unspecified)) == Self.base)
        #expect(try Self.snapshot(Self.scene(Self.phonePortrait)) == Self.base)
        #expect(try Self.snapshot(Self.scene(Self.phoneLandscape)) == Self.landscape)
        #expect(try Self.snapshot(Self.scene(Self.pad)) == Self.regular)
        #expect(try Self.snapshot(Self.scene(Self.padCompactHeight)) == Self.regularCompactHeight)
    }

    @Test("a size-class change re-applies every varied property, and going back restores the base values")
    func traitChangesReapply() throws {
        let controller = try Self.scene(Self.phonePortrait)
        let root = controller.view!
        var seen: [Snapshot] = []
        for traits in [Self.phoneLandscape, Self.pad, Self.padCompactHeight, Self.phonePortrait, .unspecified] {
            root.applySizeClassVariations(for: traits)
            seen.append(try Self.snapshot(controller))
        }
        #expect(seen == [Self.landscape, Self.regular, Self.regularCompactHeight, Self.base, Self.base])
    }

    @Test("a size-class change re-solves the layout: the varied constants move and size the views")
    func traitChangesRelayout() throws {
        let controller = try Self.scene(Self.phonePortrait)
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        let box = try #require(controller.box)
        #expect(box.frame == CGRect(x: 0, y: 40, width: 100, height: 100))
        root.applySizeClassVariations(for: Self.padCompactHeight)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 80, width: 100, height: 60))
        let stack = try #require(controller.stack)
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 120])
        root.applySizeClassVariations(for: Self.phonePortrait)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 40, width: 100, height: 100))
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 28])
    }

    @Test("a size-class change installs and uninstalls masked constraints and subviews, back in their place")
    func traitChangesReinstallMasks() throws {
        let controller = try #require(
            try AutoLayoutFixtures.scene("SizeClasses", sizeClasses: Self.phonePortrait) as? AutoLayoutSceneController)
        let root = controller.view!
        let compactOnly = try #require(controller.compactOnly)
        #expect(compactOnly.superview == nil)
        #expect(root.installedConstraint("AL-Cn-031") != nil)

        root.applySizeClassVariations(for: Self.phoneLandscape)
        #expect(compactOnly.superview === root)
        #expect(root.subviews.last === compactOnly)
        #expect(root.installedConstraint("AL-Cn-031") == nil)
        #expect(root.installedConstraint("AL-Cn-032")?.constant == 50)
        #expect(root.installedConstraint("AL-Cn-038")?.isActive == true)
        root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        root.layoutIfNeeded()
        #expect(compactOnly.frame == CGRect(x: 0, y: 70, width: 100, height: 40))

        root.applySizeClassVariations(for: Self.phonePortrait)
        #expect(compactOnly.superview == nil)
        #expect(root.subviews.count == 1)
        #expect(root.installedConstraint("AL-Cn-031") != nil)
        #expect(root.installedConstraint("AL-Cn-032") == nil)
        #expect(root.installedConstraint("AL-Cn-038") == nil)
        // The uninstalled view is kept (its outlet is weak) and comes back again.
        root.applySizeClassVariations(for: Self.phoneLandscape)
        #expect(controller.compactOnly?.superview === root)
    }

    @Test("a size-class change leaves alone the constraints no mask names, even ones the app deactivated")
    func unmaskedConstraintsAreLeftAlone() throws {
        let controller = try AutoLayoutFixtures.scene("SizeClasses", sizeClasses: Self.phonePortrait)
        let root = controller.view!
        let width = try #require(root.installedConstraint("AL-Cn-030"))
        width.isActive = false
        root.applySizeClassVariations(for: Self.phoneLandscape)
        root.applySizeClassVariations(for: Self.phonePortrait)
        #expect(!width.isActive)
        #expect(root.installedConstraint("AL-Cn-031")?.isActive == true)
    }

    @Test("variation contents Trellis cannot apply are typed diagnostics at their line, in lint and in loading")
    func unsupportedContentsAreReported() throws {
        let url = try AutoLayoutFixtures.url("SizeClassProblems.xib")
        let document = try InterfaceBuilderDocument(contentsOf: url)
        let expected = [
            "14 IB-VARIATION PR-Lb-001", "15 IB-VARIATION PR-Lb-001", "17 IB-VALUE PR-Lb-001", "22 IB-VALUE PR-Cn-001",
            "23 IB-VARIATION PR-Cn-001",
        ]
        func summary(_ diagnostics: [InterfaceBuilderDiagnostic]) -> [String] {
            diagnostics.filter { $0.code == "IB-VARIATION" || $0.code == "IB-VALUE" }
                .map { "\($0.position.line) \($0.code) \($0.objectID ?? "-")" }.sorted()
        }
        #expect(summary(SizeClassPropertyVariations(document: document).diagnostics) == expected)
        let linted = DocumentLinter(instantiationCheck: nil).lint(document)
        #expect(summary(linted) == expected)
        #expect(linted.allSatisfy { $0.position.file == url.path })
        let message = try #require(linted.first { $0.position.line == 14 }).message
        #expect(message.contains("\"text\""))
        #expect(message.contains("<variation key=\"widthClass=compact\"> of <label>"))

        let nib = try Nib(data: Data(contentsOf: url), name: url.path)
        let instantiation = nib.instantiation(withOwner: nil, options: Nib.Options(sizeClasses: Self.phoneLandscape))
        #expect(summary(instantiation.diagnostics) == expected)
        // What cannot be applied is skipped: the label keeps its base values.
        let label = try #require(instantiation.object(withID: "PR-Lb-001") as? Label)
        #expect(label.text == "Title")
        #expect(!label.isHidden)
        #expect((instantiation.object(withID: "PR-Cn-001") as? LayoutConstraint)?.constant == 0)
    }

    @Test("documents without variations bind nothing")
    func noVariationsNoState() throws {
        let url = try AutoLayoutFixtures.url("FrameMismatch.xib")
        let nib = try Nib(data: Data(contentsOf: url), name: url.path)
        #expect(nib.instantiation(withOwner: nil).sizeClassVariations == nil)
    }
}
