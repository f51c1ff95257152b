// YogaUnderCSSBehaviourTests: Yoga's enabled conformance tests laid out with CSS's behaviour. The few that
// fail are expected differences, each explained by one named `LayoutErrata` member: with that member added
// to CSS's behaviour the test passes again.

import Foundation
import Testing
import TrellisLayout
import TrellisLayoutConformance

@Suite("Yoga tests under CSS behaviour")
struct YogaUnderCSSBehaviourTests {
    /// Every errata member with its name.
    static let members: [(name: String, erratum: LayoutErrata)] = [
        ("clampedFreeSpace", .clampedFreeSpace), ("flexBasisWithinContainer", .flexBasisWithinContainer),
        ("fitContentBelowMinContent", .fitContentBelowMinContent), ("yogaBaselineAlignment", .yogaBaselineAlignment),
        ("maxWinsOverMin", .maxWinsOverMin), ("wrapItemsStretchToContainer", .wrapItemsStretchToContainer),
        ("yogaAspectRatio", .yogaAspectRatio), ("lineAlignmentIgnoresMargins", .lineAlignmentIgnoresMargins),
        ("percentagesOfContentSizes", .percentagesOfContentSizes), ("itemLimitsAgainstOwner", .itemLimitsAgainstOwner),
        ("intrinsicSizeFromFlexBasis", .intrinsicSizeFromFlexBasis),
        ("displayNoneRootLaidOut", .displayNoneRootLaidOut),
    ]

    /// The enabled Yoga tests that CSS's behaviour lays out differently, and the erratum that names each
    /// difference.
    static let expectedDifferences: [String: String] = [
        // Yoga lets an at-most measurement make the text narrower than its longest word.
        "contains_inner_text_max_width_max_height_column": "fitContentBelowMinContent",
        // Free space from min/max-clamped base sizes, frozen in one pass (CSS Flexbox §9.7 loops).
        "static_position_relative_child_padding_percentage": "clampedFreeSpace",
        "static_position_static_child_padding_percentage": "clampedFreeSpace",
    ]

    @Test("the list of errata members here names every member of LayoutErrata.yoga")
    func membersAreComplete() {
        let union = Self.members.reduce(LayoutErrata()) { $0.union($1.erratum) }
        #expect(union == .yoga)
        #expect(Set(Self.members.map(\.erratum.rawValue)).count == Self.members.count)
    }

    @Test(
        "the enabled Yoga tests that fail under CSS behaviour are exactly the expected ones, each named by an erratum")
    func failuresAreNamedDifferences() throws {
        let directory = try #require(ConformanceFiles.yogaDirectory)
        let results = ConformanceRunner(runsDisabledTests: false, behavior: .css).run(directory: directory)
        let failing = results.flatMap(\.tests).filter { !$0.disabled && !$0.passed }
        var explained: [String: String] = [:]
        for test in failing {
            let url = directory.appendingPathComponent(test.file)
            // The errata members that, added to CSS's behaviour, make the test pass.
            let names = Self.members.filter { member in
                let rerun = ConformanceRunner(runsDisabledTests: false, errata: member.erratum).run(file: url)
                return rerun.tests.first { $0.name == test.name }?.passed == true
            }.map(\.name)
            explained[test.name] = names.joined(separator: ",")
        }
        #expect(explained == Self.expectedDifferences, "\(explained)")
    }
}
