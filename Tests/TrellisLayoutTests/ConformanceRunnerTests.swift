// ConformanceRunnerTests: the runner's handling of bad files, bad styles, web defaults, skipping and mismatches.

import Foundation
import Testing
import TrellisLayout

@testable import TrellisLayoutConformance

/// JSON text of a one-test file with `defaults`, whose root has `rootStyle` and the given children JSON.
private func fixtureJSON(
    defaults: String = "yoga", test: String = "t", disabled: Bool = false,
    rootStyle: String = "{}", expected: String = "[0, 0, 0, 0]", children: String = "[]"
) -> String {
    """
    { "fixture": "F", "source": "s", "defaults": "\(defaults)", "oracle": "o",
      "tests": [ { "name": "\(test)", "disabled": \(disabled),
                   "root": { "style": \(rootStyle), "expected": { "ltr": \(expected), "rtl": \(expected) },
                             "children": \(children) } } ] }
    """
}

private func node(
    style: String = "{}", text: String? = nil, expected: String = "[0, 0, 0, 0]",
    children: String = "[]"
) -> String {
    let textPart = text.map { "\"text\": \"\($0)\"," } ?? ""
    return """
        { "style": \(style), \(textPart) "expected": { "ltr": \(expected), "rtl": \(expected) }, "children": \(children) }
        """
}

@Suite("ConformanceRunner")
struct ConformanceRunnerTests {
    @Test(
        "malformed JSON is reported with the file name and the decoding error's place",
        arguments: [
            ("{ \"fixture\": ", "invalid JSON"),
            (#"{ "fixture": "F", "source": "s", "defaults": "yoga", "tests": [] }"#, "missing key \"oracle\""),
            (
                #"{ "fixture": "F", "source": "s", "defaults": "yoga", "oracle": "o", "tests": [ { "name": 3 } ] }"#,
                "tests[0].name"
            ),
        ])
    func malformedJSONIsReported(json: String, fragment: String) throws {
        let result = ConformanceRunner().run(data: Data(json.utf8), file: "Bad.json")
        let error = try #require(result.error)
        #expect(result.tests.isEmpty)
        #expect(error.location == ConformanceLocation(file: "Bad.json"))
        guard case let .malformed(message) = error.kind else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(message.contains(fragment), "\(message)")
        #expect(error.description.hasPrefix("Bad.json: cannot decode: "))
    }

    @Test("a directory run reports an unreadable file and still runs the other files")
    func directoryRunContinuesPastBadFiles() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not json".utf8).write(to: directory.appendingPathComponent("A-broken.json"))
        try Data(fixtureJSON(rootStyle: #"{"width": "10px", "height": "10px"}"#, expected: "[0, 0, 10, 10]").utf8)
            .write(to: directory.appendingPathComponent("B-good.json"))
        try Data("ignored".utf8).write(to: directory.appendingPathComponent("notes.txt"))

        let results = ConformanceRunner().run(directory: directory)
        #expect(results.map(\.file) == ["A-broken.json", "B-good.json"])
        #expect(results[0].error != nil)
        #expect(results[1].error == nil)
        #expect(results[1].tests.map(\.name) == ["t"])
        let summary = ConformanceSummary(results)
        #expect(summary.unreadableFiles == 1)
        #expect(!summary.succeeded)
    }

    @Test("an unknown property is a typed error naming file, test and node path")
    func unknownPropertyIsLocated() throws {
        let children = "[" + node() + ", " + node(children: "[" + node(style: #"{"order": "2"}"#) + "]") + "]"
        let result = ConformanceRunner().run(
            data: Data(fixtureJSON(test: "ordered", children: children).utf8),
            file: "Order.json")
        let test = try #require(result.tests.first)
        guard case let .error(error) = test.outcome else {
            Issue.record("expected an error, got \(test.outcome)")
            return
        }
        #expect(error.location == ConformanceLocation(file: "Order.json", test: "ordered", nodePath: "root/1/0"))
        #expect(error.kind == .style(StyleMappingError(property: "order", value: "2", reason: .unknownProperty)))
        #expect(error.description == "Order.json: ordered: root/1/0: unknown property order (value \"2\")")
        #expect(ConformanceSummary([result]).enabledFailed == 1)
    }

    @Test(
        "an unsupported value is a typed error naming the declaration",
        arguments: [
            (#"{"width": "12em"}"#, "width", "12em"),
            (#"{"flex-direction": "diagonal"}"#, "flex-direction", "diagonal"),
            (#"{"margin-top": "1e999px"}"#, "margin-top", "1e999px"),
            (#"{"padding-left": "-5px"}"#, "padding-left", "-5px"),
            (#"{"align-items": "space-between"}"#, "align-items", "space-between"),
            (#"{"height": "fit-content(20px)"}"#, "height", "fit-content(20px)"),
        ])
    func unsupportedValueIsLocated(style: String, property: String, value: String) throws {
        let result = ConformanceRunner().run(data: Data(fixtureJSON(rootStyle: style).utf8), file: "V.json")
        let test = try #require(result.tests.first)
        guard case let .error(error) = test.outcome, case let .style(styleError) = error.kind,
            case .unsupportedValue = styleError.reason
        else {
            Issue.record("expected an unsupported-value error, got \(test.outcome)")
            return
        }
        #expect(error.location == ConformanceLocation(file: "V.json", test: "t", nodePath: "root"))
        #expect(styleError.property == property)
        #expect(styleError.value == value)
    }

    @Test("a box that is not four integers and text on a node with children are located errors")
    func structuralErrorsAreLocated() throws {
        let badBox = fixtureJSON(children: "[" + node(expected: "[0, 0, 0]") + "]")
        let boxResult = ConformanceRunner().run(data: Data(badBox.utf8), file: "Box.json")
        guard case let .error(boxError)? = boxResult.tests.first?.outcome, case .invalidNode = boxError.kind else {
            Issue.record("expected an invalid-node error, got \(String(describing: boxResult.tests.first))")
            return
        }
        #expect(boxError.location.nodePath == "root/0")

        let textParent = fixtureJSON(children: "[" + node(text: "HH", children: "[" + node() + "]") + "]")
        let textResult = ConformanceRunner().run(data: Data(textParent.utf8), file: "Text.json")
        guard case let .error(textError)? = textResult.tests.first?.outcome, case .invalidNode = textError.kind else {
            Issue.record("expected an invalid-node error, got \(String(describing: textResult.tests.first))")
            return
        }
        #expect(textError.location.nodePath == "root/0")
    }

    @Test(
        "a boxless node (display: none subtree, display: contents) that expects a box is a located error",
        arguments: [
            (#"{"display": "none"}"#, "root/0/0"),
            (#"{"display": "contents"}"#, "root/0"),
        ])
    func boxlessNodesMustExpectZero(style: String, path: String) throws {
        // root/0 has `style`; its child root/0/0 expects a box, and so does root/0 itself for contents.
        let contentsExpectation = style.contains("contents") ? "[0, 0, 10, 10]" : "[0, 0, 0, 0]"
        let grandchild = node(style: #"{"width": "10px"}"#, expected: "[0, 0, 10, 10]")
        let children = "[" + node(style: style, expected: contentsExpectation, children: "[" + grandchild + "]") + "]"
        let result = ConformanceRunner().run(data: Data(fixtureJSON(children: children).utf8), file: "Box.json")
        guard case let .error(error)? = result.tests.first?.outcome, case .invalidNode = error.kind else {
            Issue.record("expected an invalid-node error, got \(String(describing: result.tests.first))")
            return
        }
        #expect(error.location.nodePath == path)
    }

    @Test("an unknown defaults value makes the file unreadable")
    func unknownDefaultsIsReported() {
        let result = ConformanceRunner().run(data: Data(fixtureJSON(defaults: "quirks").utf8), file: "Q.json")
        #expect(result.error == ConformanceError(.unknownDefaults("quirks"), at: ConformanceLocation(file: "Q.json")))
    }

    @Test("a web-defaults file maps its nodes onto the web initial values")
    func webDefaultsFileParses() throws {
        let children =
            "[" + node(style: #"{"width": "30px", "flex-shrink": "0"}"#)
            + ", " + node(style: #"{"flex-grow": "1", "min-width": "auto"}"#, text: "HH HH") + "]"
        let json = fixtureJSON(
            defaults: "web", rootStyle: #"{"width": "100px", "padding-left": "5px"}"#,
            children: children)
        let fixture = try JSONDecoder().decode(ConformanceFixture.self, from: Data(json.utf8))
        #expect(fixture.defaults == "web")
        let tree = try ConformanceTree(
            test: fixture.tests[0], file: "Web.json",
            mapper: ConformanceStyleMapper(defaults: .web))
        #expect(tree.entries.map(\.path) == ["root", "root/0", "root/1"])

        var root = FlexStyle.webDefaults
        root.positionType = .absolute
        root.width = .points(100)
        root.padding[.left] = .points(5)
        #expect(tree.entries[0].node.style == root)

        var first = FlexStyle.webDefaults
        first.width = .points(30)
        first.flexShrink = 0
        #expect(tree.entries[1].node.style == first)

        var text = FlexStyle.webDefaults
        text.flexGrow = 1
        text.minWidth = .auto
        #expect(tree.entries[2].node.style == text)
        #expect(tree.entries[2].node.measure != nil)
        #expect(tree.entries[1].node.measure == nil)
    }

    @Test(
        "a web-defaults file runs through the engine: row, content-box, grow, RTL mirroring",
        arguments: ConformanceRunner.Rounding.allCases)
    func webDefaultsFileRuns(rounding: ConformanceRunner.Rounding) {
        // Hand-computed CSS: the root is 100px of content plus 5px left padding (content-box); A keeps its 30px,
        // B grows into the remaining 70px; RTL packs the row from the right edge of the content box.
        let json = """
            { "fixture": "WebRow", "source": "s", "defaults": "web", "oracle": "o",
              "tests": [ { "name": "web_row", "disabled": false,
                "root": { "style": { "width": "100px", "padding-left": "5px" },
                          "expected": { "ltr": [0, 0, 105, 20], "rtl": [0, 0, 105, 20] },
                          "children": [
                            { "style": { "width": "30px", "height": "10px" },
                              "expected": { "ltr": [5, 0, 30, 10], "rtl": [75, 0, 30, 10] }, "children": [] },
                            { "style": { "flex-grow": "1", "height": "20px" },
                              "expected": { "ltr": [35, 0, 70, 20], "rtl": [5, 0, 70, 20] }, "children": [] } ] } } ] }
            """
        let result = ConformanceRunner(rounding: rounding).run(data: Data(json.utf8), file: "WebRow.json")
        #expect(result.error == nil)
        #expect(result.tests.map(\.outcome) == [.passed], "\(result.tests.flatMap(\.mismatches))")
    }

    @Test("disabled tests are skipped unless the runner runs them")
    func disabledTestsAreSkipped() {
        let json = Data(fixtureJSON(disabled: true).utf8)
        let skipped = ConformanceRunner(runsDisabledTests: false).run(data: json, file: "D.json")
        #expect(skipped.tests.map(\.outcome) == [.skipped])
        #expect(ConformanceSummary([skipped]).skipped == 1)
        let run = ConformanceRunner(runsDisabledTests: true).run(data: json, file: "D.json")
        #expect(run.tests.first?.outcome != .skipped)
        #expect(run.tests.first?.disabled == true)
    }

    @Test(
        "a wrong expectation is reported per node and direction with the engine's actual box",
        arguments: ConformanceRunner.Rounding.allCases)
    func mismatchesNameNodeAndDirection(rounding: ConformanceRunner.Rounding) throws {
        let json = """
            { "fixture": "M", "source": "s", "defaults": "yoga", "oracle": "o",
              "tests": [ { "name": "wrong", "disabled": false,
                "root": { "style": { "width": "100px", "height": "50px" },
                          "expected": { "ltr": [0, 0, 100, 50], "rtl": [0, 0, 100, 50] },
                          "children": [ { "style": { "width": "999px", "height": "10px" },
                                          "expected": { "ltr": [1, 2, 3, 4], "rtl": [5, 6, 7, 8] },
                                          "children": [] } ] } } ] }
            """
        let result = ConformanceRunner(rounding: rounding).run(data: Data(json.utf8), file: "M.json")
        let test = try #require(result.tests.first)
        let childMismatches = test.mismatches.filter { $0.nodePath == "root/0" }
        #expect(childMismatches.map(\.direction) == [.ltr, .rtl])
        #expect(
            childMismatches.map(\.expected) == [
                ConformanceBox(left: 1, top: 2, width: 3, height: 4),
                ConformanceBox(left: 5, top: 6, width: 7, height: 8),
            ])
        #expect(childMismatches.allSatisfy { $0.file == "M.json" && $0.test == "wrong" })

        // The reported actual box is the engine's own result for the node.
        let child = LayoutNode(
            style: {
                var s = FlexStyle()
                s.width = 999
                s.height = 10
                return s
            }())
        let root = LayoutNode(
            style: {
                var s = StyleDefaults.yoga.rootBaseStyle
                s.width = 100
                s.height = 50
                return s
            }())
        try root.appendChild(child)
        root.calculateLayout(width: nil, height: nil, direction: .rtl)
        let engineBox = ConformanceBox(
            left: child.layout.left, top: child.layout.top,
            width: child.layout.width, height: child.layout.height)
        #expect(childMismatches.last?.actual == engineBox)
    }
}
