// ConformanceStyleMapperTests: CSS longhands and value forms of FORMAT.md map onto the right FlexStyle fields.

import Testing
import TrellisLayout

@testable import TrellisLayoutConformance

/// One declaration and the change it must make to the yoga base style.
struct MappingCase: Sendable, CustomTestStringConvertible {
    let property: String
    let value: String
    let apply: @Sendable (inout FlexStyle) -> Void

    init(_ property: String, _ value: String, _ apply: @escaping @Sendable (inout FlexStyle) -> Void) {
        self.property = property
        self.value = value
        self.apply = apply
    }

    var testDescription: String { "\(property): \(value)" }
}

@Suite("ConformanceStyleMapper")
struct ConformanceStyleMapperTests {
    static let cases: [MappingCase] = [
        MappingCase("width", "100px") { $0.width = .points(100) },
        MappingCase("width", "1e+20px") { $0.width = .points(1e20) },
        MappingCase("width", "13.3px") { $0.width = .points(13.3) },
        MappingCase("width", "2.5E-1px") { $0.width = .points(0.25) },
        MappingCase("width", ".5px") { $0.width = .points(0.5) },
        MappingCase("width", "45%") { $0.width = .percent(45) },
        MappingCase("width", "auto") { $0.width = .auto },
        MappingCase("height", "max-content") { $0.height = .maxContent },
        MappingCase("height", "fit-content") { $0.height = .fitContent },
        MappingCase("height", "stretch") { $0.height = .stretch },
        MappingCase("height", "-webkit-fill-available") { $0.height = .stretch },
        MappingCase("min-width", "0px") { $0.minWidth = .points(0) },
        MappingCase("min-width", "auto") { $0.minWidth = nil },
        MappingCase("min-height", "60%") { $0.minHeight = .percent(60) },
        MappingCase("max-width", "none") { $0.maxWidth = nil },
        MappingCase("max-height", "fit-content") { $0.maxHeight = .fitContent },
        MappingCase("flex-basis", "0%") { $0.flexBasis = .percent(0) },
        MappingCase("flex-basis", "content") { $0.flexBasis = .maxContent },
        MappingCase("flex-grow", "0.2") { $0.flexGrow = 0.2 },
        MappingCase("flex-shrink", "1") { $0.flexShrink = 1 },
        MappingCase("flex-direction", "row-reverse") { $0.flexDirection = .rowReverse },
        MappingCase("flex-wrap", "wrap-reverse") { $0.flexWrap = .wrapReverse },
        MappingCase("display", "none") { $0.display = .none },
        MappingCase("display", "contents") { $0.display = .contents },
        MappingCase("position", "static") { $0.positionType = .static },
        MappingCase("position", "absolute") { $0.positionType = .absolute },
        MappingCase("direction", "rtl") { $0.direction = .rtl },
        MappingCase("box-sizing", "content-box") { $0.boxSizing = .contentBox },
        MappingCase("overflow-x", "hidden") { $0.overflow = .hidden },
        MappingCase("overflow-y", "scroll") { $0.overflow = .scroll },
        MappingCase("overflow-y", "auto") { $0.overflow = .scroll },
        MappingCase("overflow-x", "clip") { $0.overflow = .visible },
        MappingCase("aspect-ratio", "1 / 1") { $0.aspectRatio = 1 },
        MappingCase("aspect-ratio", "16 / 9") { $0.aspectRatio = 16.0 / 9.0 },
        MappingCase("aspect-ratio", "2") { $0.aspectRatio = 2 },
        MappingCase("aspect-ratio", "auto 3 / 2") { $0.aspectRatio = 1.5 },
        MappingCase("aspect-ratio", "0 / 1") { $0.aspectRatio = nil },
        MappingCase("aspect-ratio", "auto") { $0.aspectRatio = nil },
        MappingCase("margin-left", "auto") { $0.margin[.left] = .auto },
        MappingCase("margin-top", "-10px") { $0.margin[.top] = .points(-10) },
        MappingCase("margin-inline-start", "36px") { $0.margin[.start] = .points(36) },
        MappingCase("margin-inline-end", "auto") { $0.margin[.end] = .auto },
        MappingCase("margin-block-start", "2px") { $0.margin[.top] = .points(2) },
        MappingCase("margin-block-end", "15px") { $0.margin[.bottom] = .points(15) },
        MappingCase("padding-right", "3%") { $0.padding[.right] = .percent(3) },
        MappingCase("padding-inline-end", "5px") { $0.padding[.end] = .points(5) },
        MappingCase("border-bottom-width", "16px") { $0.border[.bottom] = .points(16) },
        MappingCase("border-inline-start-width", "10px") { $0.border[.start] = .points(10) },
        MappingCase("border-top-width", "thin") { $0.border[.top] = .points(1) },
        MappingCase("border-left-style", "none") { $0.border[.left] = .points(0) },
        MappingCase("border-left-style", "solid") { _ in },
        MappingCase("top", "13.3px") { $0.position[.top] = .points(13.3) },
        MappingCase("left", "auto") { $0.position[.left] = nil },
        MappingCase("bottom", "10%") { $0.position[.bottom] = .percent(10) },
        MappingCase("inset-inline-start", "12px") { $0.position[.start] = .points(12) },
        MappingCase("inset-block-end", "4px") { $0.position[.bottom] = .points(4) },
        MappingCase("row-gap", "10%") { $0.rowGap = .percent(10) },
        MappingCase("column-gap", "5px") { $0.columnGap = .points(5) },
        MappingCase("column-gap", "normal") { $0.columnGap = nil },
        MappingCase("justify-content", "space-evenly") { $0.justifyContent = .spaceEvenly },
        MappingCase("justify-content", "start") { $0.justifyContent = .flexStart },
        MappingCase("justify-content", "end") { $0.justifyContent = .flexEnd },
        MappingCase("justify-content", "unsafe center") { $0.justifyContent = .center },
        MappingCase("justify-content", "safe flex-start") {
            $0.justifyContent = .flexStart
            $0.justifyContentOverflow = .safe
        },
        MappingCase("align-items", "safe center") {
            $0.alignItems = .center
            $0.alignItemsOverflow = .safe
        },
        MappingCase("justify-content", "normal") { $0.justifyContent = .flexStart },
        MappingCase("align-items", "baseline") { $0.alignItems = .baseline },
        MappingCase("align-items", "normal") { $0.alignItems = .stretch },
        MappingCase("align-items", "self-end") { $0.alignItems = .selfEnd },
        MappingCase("align-self", "auto") { $0.alignSelf = .auto },
        MappingCase("align-self", "center") { $0.alignSelf = .center },
        MappingCase("align-content", "normal") { $0.alignContent = .stretch },
        MappingCase("align-content", "space-around") { $0.alignContent = .spaceAround },
    ]

    @Test("a declaration changes exactly its FlexStyle field under yoga defaults", arguments: cases)
    func declarationMaps(_ mapping: MappingCase) throws {
        let mapper = ConformanceStyleMapper(defaults: .yoga)
        let style = try mapper.style(for: [mapping.property: mapping.value], isRoot: false, parentStyle: FlexStyle())
        var expected = FlexStyle.yogaDefaults
        mapping.apply(&expected)
        #expect(style == expected)
    }

    @Test("roots start absolutely positioned, other nodes from the plain defaults", arguments: StyleDefaults.allCases)
    func rootsAreAbsolute(defaults: StyleDefaults) throws {
        let mapper = ConformanceStyleMapper(defaults: defaults)
        #expect(try mapper.style(for: [:], isRoot: true, parentStyle: nil).positionType == .absolute)
        #expect(try mapper.style(for: [:], isRoot: false, parentStyle: nil) == defaults.baseStyle)
        #expect(
            try mapper.style(for: ["position": "relative"], isRoot: true, parentStyle: nil).positionType == .relative)
    }

    @Test("web defaults: row, shrink 1, content-box, align-content stretch, automatic minimum size for min-*: auto")
    func webDefaults() throws {
        let style = try ConformanceStyleMapper(defaults: .web)
            .style(for: ["min-width": "auto"], isRoot: false, parentStyle: nil)
        #expect(style.flexDirection == .row)
        #expect(style.flexShrink == 1)
        #expect(style.boxSizing == .contentBox)
        #expect(style.alignContent == .stretch)
        #expect(style.minWidth == .auto)
        #expect(style.minHeight == .auto)
    }

    @Test("start/end follow the writing mode: they swap with flex-start/flex-end on reversed axes")
    func logicalAlignmentOnReversedAxes() throws {
        let mapper = ConformanceStyleMapper(defaults: .yoga)
        let reversed = try mapper.style(
            for: [
                "flex-direction": "row-reverse", "justify-content": "start", "flex-wrap": "wrap-reverse",
                "align-items": "start", "align-content": "end",
            ],
            isRoot: false, parentStyle: nil)
        #expect(reversed.justifyContent == .flexEnd)
        #expect(reversed.alignItems == .flexEnd)
        #expect(reversed.alignContent == .flexStart)

        var wrapReverseParent = FlexStyle()
        wrapReverseParent.flexWrap = .wrapReverse
        let child = try mapper.style(for: ["align-self": "start"], isRoot: false, parentStyle: wrapReverseParent)
        #expect(child.alignSelf == .flexEnd)
        // `self-start` follows the item's own writing mode, which only the engine knows.
        let selfAligned = try mapper.style(
            for: ["align-self": "self-start"], isRoot: false, parentStyle: wrapReverseParent)
        #expect(selfAligned.alignSelf == .selfStart)
    }

    @Test("a physical and a block-logical longhand for the same side with different values conflict")
    func conflictingSidesAreErrors() {
        let mapper = ConformanceStyleMapper(defaults: .yoga)
        #expect(
            throws: StyleMappingError(
                property: "margin-top", value: "5px",
                reason: .conflictsWith(property: "margin-block-start", value: "2px"))
        ) {
            try mapper.style(for: ["margin-top": "5px", "margin-block-start": "2px"], isRoot: false, parentStyle: nil)
        }
        #expect(throws: Never.self) {
            try mapper.style(for: ["margin-top": "2px", "margin-block-start": "2px"], isRoot: false, parentStyle: nil)
        }
    }

    @Test(
        "CSS numbers are parsed strictly",
        arguments: [
            ("10", 10.0), ("-3.5", -3.5), ("+2", 2.0), (".25", 0.25), ("1e+20", 1e20), ("1E-2", 0.01), ("0", 0.0),
        ])
    func numbersParse(text: String, value: Double) {
        #expect(CSSValue.number(Substring(text)) == value)
    }

    @Test(
        "non-CSS number spellings are rejected",
        arguments: ["", "inf", "nan", "0x10", "1.", "e5", "1e", "1e+", "--1", "1 2", "1e999"])
    func nonNumbersAreRejected(text: String) {
        #expect(CSSValue.number(Substring(text)) == nil)
    }
}
