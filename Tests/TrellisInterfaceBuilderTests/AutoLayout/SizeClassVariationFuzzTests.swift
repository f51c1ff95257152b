// Seeded fuzzing of size-class property variations: random <variation> elements (well-formed and
// malformed keys; known, misplaced, unknown and malformed properties; value children) on a label, a stack
// view, a constraint and a root view. Each case is checked against a model of what Xcode's forms mean:
// every property either becomes a typed value or one diagnostic at its line, and applying any sequence of
// size classes leaves each object with the model's value for the last ones.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisTesting
import TrellisUI

@MainActor
@Suite("Size-class variation fuzzing")
struct SizeClassVariationFuzzTests {
    static let cases = 1_000

    /// The objects of the fuzzed document that variations are put on.
    enum Owner: String, CaseIterable {
        case root = "FZ-Rt"
        case label = "FZ-Lb"
        case stack = "FZ-St"
        case constraint = "FZ-Cn"
    }

    /// A property value as the model predicts the live object holds it.
    enum Expected: Equatable {
        case constant(Double)
        case hidden(Bool)
        case fontSize(Double)
        case axis(LayoutAxis)
        case alignment(StackView.Alignment)
        case distribution(StackView.Distribution)
        case spacing(Double)
        case frame(CGRect)

        var property: String {
            switch self {
            case .constant: "constant"
            case .hidden: "hidden"
            case .fontSize: "font"
            case .axis: "axis"
            case .alignment: "alignment"
            case .distribution: "distribution"
            case .spacing: "spacing"
            case .frame: "frame"
            }
        }
    }

    /// What one attribute or child of a variation should give.
    enum Outcome {
        case value(Expected)
        case diagnostic(String)
        case nothing
    }

    /// One generated variation: its text and what each of its parts should give.
    struct Variation {
        var owner: Owner
        var key: String
        var wellFormed: Bool
        var xml: String
        var outcomes: [Outcome]
    }

    static let wellFormedKeys = [
        "default", "widthClass=compact", "widthClass=regular", "heightClass=compact", "heightClass=regular",
        "widthClass=compact-heightClass=regular", "heightClass=compact-widthClass=regular",
        "widthClass=regular-heightClass=regular", "userInterfaceIdiom=mac",
    ]
    static let malformedKeys = ["compact", "", "widthClass=", "widthClass=compact=x", "-", "widthClass=compact-"]

    static func variation(on owner: Owner, using random: inout SeededRandomNumberGenerator) -> Variation {
        let wellFormed = Int.random(in: 0..<8, using: &random) != 0
        let key =
            wellFormed
            ? wellFormedKeys.randomElement(using: &random)! : malformedKeys.randomElement(using: &random)!
        var attributes: [(String, String, Outcome)] = []
        let names = ["constant", "hidden", "axis", "alignment", "distribution", "spacing", "text"].shuffled(
            using: &random)
        for name in names.prefix(Int.random(in: 0...3, using: &random)) {
            attributes.append(attribute(name, on: owner, using: &random))
        }
        var children: [(String, Outcome)] = []
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            children.append(child(on: owner, using: &random))
        }
        var xml = "<variation key=\"\(key)\""
        for (name, value, _) in attributes { xml += " \(name)=\"\(value)\"" }
        xml += ">\n"
        for (text, _) in children { xml += text + "\n" }
        xml += "</variation>"
        let outcomes: [Outcome] =
            wellFormed
            ? attributes.map(\.2) + children.map(\.1) : [.diagnostic("IB-VARIATION")]
        return Variation(owner: owner, key: key, wellFormed: wellFormed, xml: xml, outcomes: outcomes)
    }

    static func attribute(_ name: String, on owner: Owner, using random: inout SeededRandomNumberGenerator)
        -> (String, String, Outcome)
    {
        let valid = Int.random(in: 0..<4, using: &random) != 0
        let number = Double(Int.random(in: -40...200, using: &random)) / 2
        switch name {
        case "constant":
            guard owner == .constraint else { return (name, "3", .diagnostic("IB-VARIATION")) }
            return valid ? (name, "\(number)", .value(.constant(number))) : (name, "wide", .diagnostic("IB-VALUE"))
        case "hidden":
            guard owner != .constraint else { return (name, "YES", .diagnostic("IB-VARIATION")) }
            let hidden = Bool.random(using: &random)
            return valid
                ? (name, hidden ? "YES" : "NO", .value(.hidden(hidden))) : (name, "maybe", .diagnostic("IB-VALUE"))
        case "axis":
            guard owner == .stack else { return (name, "horizontal", .diagnostic("IB-VARIATION")) }
            let axis: LayoutAxis = Bool.random(using: &random) ? .horizontal : .vertical
            return valid
                ? (name, axis == .horizontal ? "horizontal" : "vertical", .value(.axis(axis)))
                : (name, "diagonal", .diagnostic("IB-VALUE"))
        case "alignment":
            guard owner == .stack else { return (name, "center", .diagnostic("IB-VARIATION")) }
            let (text, alignment) = [("center", StackView.Alignment.center), ("top", .top), ("fill", .fill)]
                .randomElement(using: &random)!
            return valid ? (name, text, .value(.alignment(alignment))) : (name, "nowhere", .diagnostic("IB-VALUE"))
        case "distribution":
            guard owner == .stack else { return (name, "fill", .diagnostic("IB-VARIATION")) }
            let (text, distribution) = [
                ("fillEqually", StackView.Distribution.fillEqually), ("equalSpacing", .equalSpacing), ("fill", .fill),
            ].randomElement(using: &random)!
            return valid
                ? (name, text, .value(.distribution(distribution))) : (name, "evenly", .diagnostic("IB-VALUE"))
        case "spacing":
            guard owner == .stack else { return (name, "4", .diagnostic("IB-VARIATION")) }
            return valid
                ? (name, "\(abs(number))", .value(.spacing(abs(number)))) : (name, "roomy", .diagnostic("IB-VALUE"))
        default:
            return (name, "Other", .diagnostic("IB-VARIATION"))
        }
    }

    static func child(on owner: Owner, using random: inout SeededRandomNumberGenerator) -> (String, Outcome) {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let size = Double(Int.random(in: 8...40, using: &random))
            let text = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(Int(size))\"/>"
            return (text, owner == .label ? .value(.fontSize(size)) : .diagnostic("IB-VARIATION"))
        case 1:
            let frame = CGRect(
                x: Double(Int.random(in: 0...50, using: &random)), y: Double(Int.random(in: 0...50, using: &random)),
                width: Double(Int.random(in: 1...300, using: &random)), height: 20)
            let text =
                "<rect key=\"frame\" x=\"\(Int(frame.minX))\" y=\"\(Int(frame.minY))\" width=\"\(Int(frame.width))\" "
                + "height=\"20\"/>"
            return (text, owner == .constraint ? .diagnostic("IB-VARIATION") : .value(.frame(frame)))
        case 2:
            return (
                "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>",
                .diagnostic("IB-VARIATION")
            )
        default:
            return ("<mask key=\"constraints\">\n<exclude reference=\"FZ-Cn-2\"/>\n</mask>", .nothing)
        }
    }

    static func document(_ variations: [Variation]) -> String {
        func on(_ owner: Owner) -> String {
            variations.filter { $0.owner == owner }.map(\.xml).joined(separator: "\n")
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view contentMode="scaleToFill" id="FZ-Rt">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
            <label text="Fuzz" translatesAutoresizingMaskIntoConstraints="NO" id="FZ-Lb">
            <rect key="frame" x="0.0" y="5" width="100" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            \(on(.label))
            </label>
            <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="FZ-St">
            <rect key="frame" x="0.0" y="40" width="100" height="20"/>
            \(on(.stack))
            </stackView>
            </subviews>
            <constraints>
            <constraint firstItem="FZ-Lb" firstAttribute="top" secondItem="FZ-Rt" secondAttribute="top" constant="5" id="FZ-Cn">
            \(on(.constraint))
            </constraint>
            <constraint firstItem="FZ-Lb" firstAttribute="leading" secondItem="FZ-Rt" secondAttribute="leading" id="FZ-Cn-2"/>
            </constraints>
            \(on(.root))
            </view>
            </objects>
            </document>
            """
    }

    /// The model's value of `property` of `owner` for `traits`: the most specific well-formed matching
    /// variation's (the last of equally specific ones), else `nil` (the base value).
    static func modelValue(
        _ property: String, of owner: Owner, in variations: [Variation], for traits: SizeClassTraits
    ) -> Expected? {
        var best: (Int, Expected)?
        for variation in variations where variation.owner == owner && variation.wellFormed {
            let conditions = variation.key == "default" ? [] : variation.key.split(separator: "-").map(String.init)
            let holds = conditions.allSatisfy { condition in
                condition == "widthClass=\(traits.horizontalSizeClass.rawValue)"
                    || condition == "heightClass=\(traits.verticalSizeClass.rawValue)"
            }
            guard holds else { continue }
            for case .value(let value) in variation.outcomes where value.property == property {
                if best == nil || conditions.count >= best!.0 { best = (conditions.count, value) }
            }
        }
        return best?.1
    }

    static let traitChoices: [SizeClassTraits] = [
        .unspecified, SizeClassTraits(horizontal: .compact, vertical: .regular),
        SizeClassTraits(horizontal: .compact, vertical: .compact),
        SizeClassTraits(horizontal: .regular, vertical: .regular),
        SizeClassTraits(horizontal: .regular, vertical: .compact),
    ]

    @Test(
        "random variations: each property is a typed value or one diagnostic at its line; any sequence of size classes leaves the model's values"
    )
    func randomVariations() async throws {
        for index in 0..<Self.cases {
            // The cases run on the main actor: let the other suites' main-actor work in between.
            await Task.yield()
            let seed = UInt64(0x5C1A_55) &+ UInt64(index)
            var random = SeededRandomNumberGenerator(seed: seed)
            let variations = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                Self.variation(on: Owner.allCases.randomElement(using: &random)!, using: &random)
            }
            let text = Self.document(variations)
            let file = "/fuzz/variations-\(index).xib"
            let context = "seed \(seed)"
            let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: file)
            let parsed = SizeClassPropertyVariations(document: document)

            // Every part accounted for: the typed values, in document order, and one diagnostic per problem.
            for owner in Owner.allCases {
                let expected = variations.filter { $0.owner == owner }.flatMap { variation in
                    variation.outcomes.compactMap { outcome -> String? in
                        guard case .value(let value) = outcome else { return nil }
                        return value.property
                    }
                }
                // Attributes are read in no particular order (they set distinct properties), so the
                // properties are compared as multisets.
                #expect(
                    parsed.variations(of: owner.rawValue).map(\.value.property.rawValue).sorted() == expected.sorted(),
                    "\(context) \(owner)\n\(text)")
            }
            let expectedCodes = variations.flatMap { variation in
                variation.outcomes.compactMap { outcome -> String? in
                    guard case .diagnostic(let code) = outcome else { return nil }
                    return code
                }
            }
            #expect(parsed.diagnostics.map(\.code).sorted() == expectedCodes.sorted(), "\(context)\n\(text)")
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for diagnostic in parsed.diagnostics {
                #expect(diagnostic.position.file == file, "\(context)")
                #expect((1...lines.count).contains(diagnostic.position.line), "\(context): \(diagnostic)")
                let line = lines[diagnostic.position.line - 1]
                #expect(
                    line.contains("<variation") || line.contains("<color") || line.contains("<rect")
                        || line.contains("<fontDescription"), "\(context): \(diagnostic) at \(line)")
                #expect(!diagnostic.message.isEmpty)
            }

            // Loaded for random size classes, then changed at random: the model's values each time.
            let nib = try Nib(data: Data(text.utf8), name: file)
            let first = Self.traitChoices.randomElement(using: &random)!
            let instantiation = nib.instantiation(withOwner: nil, options: Nib.Options(sizeClasses: first))
            let root = try #require(instantiation.object(withID: Owner.root.rawValue) as? View, "\(context)")
            var sequence = [first]
            for _ in 0..<4 { sequence.append(Self.traitChoices.randomElement(using: &random)!) }
            for (step, traits) in sequence.enumerated() {
                if step > 0 {
                    if Bool.random(using: &random) {
                        root.applySizeClassVariations(for: traits)
                    } else {
                        instantiation.sizeClassVariations?.apply(traits)
                    }
                }
                try Self.expectModel(variations, instantiation, traits, "\(context) step \(step) \(traits)")
            }
        }
    }

    static func expectModel(
        _ variations: [Variation], _ instantiation: DocumentInstantiation, _ traits: SizeClassTraits,
        _ context: String
    ) throws {
        let root = try #require(instantiation.object(withID: Owner.root.rawValue) as? View)
        let label = try #require(instantiation.object(withID: Owner.label.rawValue) as? Label)
        let stack = try #require(instantiation.object(withID: Owner.stack.rawValue) as? StackView)
        let constraint = try #require(instantiation.object(withID: Owner.constraint.rawValue) as? LayoutConstraint)
        func model(_ property: String, _ owner: Owner, base: Expected) -> Expected {
            modelValue(property, of: owner, in: variations, for: traits) ?? base
        }
        #expect(
            Expected.constant(Double(constraint.constant)) == model("constant", .constraint, base: .constant(5)),
            "\(context)")
        #expect(Expected.fontSize(Double(label.font.size)) == model("font", .label, base: .fontSize(17)), "\(context)")
        for (owner, view, baseFrame) in [
            (Owner.root, root, CGRect(x: 0, y: 0, width: 375, height: 667)),
            (.label, label, CGRect(x: 0, y: 5, width: 100, height: 20)),
            (.stack, stack, CGRect(x: 0, y: 40, width: 100, height: 20)),
        ] {
            #expect(
                Expected.hidden(view.isHidden) == model("hidden", owner, base: .hidden(false)), "\(context) \(owner)")
            #expect(Expected.frame(view.frame) == model("frame", owner, base: .frame(baseFrame)), "\(context) \(owner)")
        }
        #expect(Expected.axis(stack.axis) == model("axis", .stack, base: .axis(.vertical)), "\(context)")
        #expect(
            Expected.alignment(stack.alignment) == model("alignment", .stack, base: .alignment(.fill)), "\(context)")
        #expect(
            Expected.distribution(stack.distribution) == model("distribution", .stack, base: .distribution(.fill)),
            "\(context)")
        #expect(Expected.spacing(Double(stack.spacing)) == model("spacing", .stack, base: .spacing(8)), "\(context)")
    }
}
