// Tests of the visual format language: the constraints Apple's examples describe, metrics, priorities,
// options, typed errors with the offending position, a layout made from formats, and a seeded fuzz test.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Visual format language")
@MainActor
struct VisualFormatTests {
    /// A superview holding the named views (`superview` is the "|" of the formats).
    @MainActor
    private final class Fixture {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var views: [String: AnyObject] = [:]

        init(_ names: [String]) {
            for name in names {
                let view = View()
                superview.addSubview(view)
                views[name] = view
            }
        }

        /// The constraints as text: `first.attribute == second.attribute + constant @priority`.
        func describe(_ constraints: [LayoutConstraint]) -> [String] {
            constraints.map { constraint in
                var text = "\(name(of: constraint.firstItem)).\(constraint.firstAttribute) "
                switch constraint.relation {
                case .equal: text += "=="
                case .lessThanOrEqual: text += "<="
                case .greaterThanOrEqual: text += ">="
                }
                if let second = constraint.secondItem {
                    text += " \(name(of: second)).\(constraint.secondAttribute)"
                    if constraint.multiplier != 1 { text += " * \(number(constraint.multiplier))" }
                    if constraint.constant != 0 {
                        text += constraint.constant > 0 ? " + " : " - "
                        text += number(abs(constraint.constant))
                    }
                } else {
                    text += " \(number(constraint.constant))"
                }
                if constraint.priority != .required { text += " @\(number(CGFloat(constraint.priority.rawValue)))" }
                return text
            }
        }

        func constraints(
            _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: CGFloat]? = nil
        ) throws(VisualFormatError) -> [String] {
            describe(
                try LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views))
        }

        private func name(of item: AnyObject?) -> String {
            guard let item else { return "nil" }
            if item === superview { return "super" }
            return views.first { $0.value === item }?.key ?? "?"
        }

        private func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(Double(value))
        }
    }

    nonisolated static let appleExamples: [(String, [String])] = [
        ("[button]-[textField]", ["textField.leading == button.trailing + 8"]),
        ("[button(>=50)]", ["button.width >= 50"]),
        (
            "|-50-[purpleBox]-50-|",
            ["purpleBox.leading == super.leading + 50", "super.trailing == purpleBox.trailing + 50"]
        ),
        ("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom + 10"]),
        ("[maroonView][blueView]", ["blueView.leading == maroonView.trailing"]),
        ("[button(100@20)]", ["button.width == 100 @20"]),
        ("[button1(==button2)]", ["button1.width == button2.width"]),
        ("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        (
            "|-[find]-[findNext]-[findField(>=20)]-|",
            [
                "find.leading == super.leading + 20", "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8", "findField.width >= 20",
                "super.trailing == findField.trailing + 20",
            ]
        ),
    ]

    @Test(
        "Apple's visual format examples give UIKit's constraints in reading order, later item first",
        arguments: appleExamples)
    func appleExample(_ format: String, expected: [String]) throws {
        let names =
            ["button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView"]
            + ["button1", "button2", "flexibleButton", "find", "findNext", "findField"]
        let fixture = Fixture(names)
        #expect(try fixture.constraints(format) == expected)
        let made = try LayoutConstraint.constraints(withVisualFormat: format, views: fixture.views)
        #expect(made.allSatisfy { !$0.isActive })
    }

    @Test("metrics stand for spacings, sizes and priorities; spaces between tokens are skipped")
    func metricsAndWhitespace() throws {
        let fixture = Fixture(["a", "b"])
        let metrics: [String: CGFloat] = ["margin": 12, "width": 30, "low": 250]
        #expect(
            try fixture.constraints(" H: | -margin- [a(width@low)] - (>=margin@low, <=40) - [ b ] |", metrics: metrics)
                == [
                    "a.leading == super.leading + 12", "a.width == 30 @250", "b.leading >= a.trailing + 12 @250",
                    "b.leading <= a.trailing + 40", "super.trailing == b.trailing",
                ])
        #expect(
            try fixture.constraints("V:|[a(>=b@750)]-(-5)-[b(.5)]", metrics: nil) == [
                "a.top == super.top", "a.height >= b.height @750", "b.top == a.bottom - 5", "b.height == 0.5",
            ])
    }

    @Test("alignment options align each view with the previous one across the format")
    func alignmentOptions() throws {
        let fixture = Fixture(["a", "b", "c"])
        #expect(
            try fixture.constraints("[a]-[b][c]", options: [.alignAllTop, .alignAllCenterY]) == [
                "b.leading == a.trailing + 8", "c.leading == b.trailing", "b.top == a.top", "c.top == b.top",
                "b.centerY == a.centerY", "c.centerY == b.centerY",
            ])
        #expect(
            try fixture.constraints("V:[a][b]", options: .alignAllLeading) == [
                "b.top == a.bottom", "b.leading == a.leading",
            ])
        #expect(
            try fixture.constraints("V:[a]-[b]", options: .spacingBaselineToBaseline) == [
                "b.firstBaseline == a.lastBaseline + 8"
            ])
    }

    @Test("direction options: left to right uses left and right; right to left mirrors the connections")
    func directionOptions() throws {
        let fixture = Fixture(["a", "b"])
        #expect(
            try fixture.constraints("|-[a]-4-[b]|", options: .directionLeftToRight) == [
                "a.left == super.left + 20", "b.left == a.right + 4", "super.right == b.right",
            ])
        #expect(
            try fixture.constraints("|-[a]-4-[b]|", options: .directionRightToLeft) == [
                "super.right == a.right + 20", "a.left == b.right + 4", "b.left == super.left",
            ])
    }

    nonisolated static let errorCases: [(String, VisualFormatError.Reason, Int)] = [
        ("", .expectedView, 0),
        ("V|[a]|", .expectedColonAfterOrientation("V"), 1),
        ("H:", .expectedView, 2),
        ("[]", .expectedViewName, 1),
        ("[a", .expectedClosingBracket, 2),
        ("[a(>=)]", .expectedPredicateObject, 5),
        ("[a(50]", .expectedClosingParenthesis, 5),
        ("[a(50@)]", .expectedPriority, 6),
        ("[a]-10[b]", .expectedDash, 6),
        ("[a]-", .expectedView, 4),
        ("[a]x", .unexpectedCharacter("x"), 3),
        ("[a]|[b]", .superviewInMiddle, 3),
        ("[a]-|-[b]", .superviewInMiddle, 4),
        ("[a]||", .unexpectedCharacter("|"), 4),
        ("|-|", .expectedView, 2),
        ("[a]-[zebra]", .unknownView("zebra"), 5),
        ("[a]-gap-[b]", .unknownMetric("gap"), 4),
        ("[a(size)]", .unknownViewOrMetric("size"), 3),
        ("[a]-(b)-[b]", .viewInConnectionPredicate("b"), 5),
        ("[a(50@2000)]", .invalidPriority(2000), 6),
        ("[a(50@0)]", .invalidPriority(0), 6),
        ("[a(1e999)]", .invalidNumber("1e999"), 3),
        ("|[orphan]", .missingSuperview("orphan"), 0),
        ("[a]-[orphan]-|", .missingSuperview("orphan"), 13),
        ("[a]-[notAView]", .notAView("notAView"), 5),
    ]

    @Test("bad formats throw a typed error pointing at the offending character", arguments: errorCases)
    func errors(_ format: String, reason: VisualFormatError.Reason, position: Int) {
        let fixture = Fixture(["a", "b"])
        fixture.views["orphan"] = View()
        fixture.views["notAView"] = NSObject()
        #expect(throws: VisualFormatError(reason: reason, format: format, position: position)) {
            _ = try fixture.constraints(format)
        }
    }

    @Test("options that do not fit the format are typed errors")
    func optionErrors() {
        let fixture = Fixture(["a", "b"])
        #expect(
            throws: VisualFormatError(reason: .alignmentAlongOrientation(.horizontal), format: "[a][b]", position: 0)
        ) {
            _ = try fixture.constraints("[a][b]", options: .alignAllLeft)
        }
        #expect(
            throws: VisualFormatError(reason: .alignmentAlongOrientation(.vertical), format: "V:[a][b]", position: 0)
        ) {
            _ = try fixture.constraints("V:[a][b]", options: .alignAllTop)
        }
        #expect(
            throws: VisualFormatError(reason: .conflictingDirections, format: "[a][b]", position: 0)
        ) { _ = try fixture.constraints("[a][b]", options: [.directionLeftToRight, .directionRightToLeft]) }
        #expect(
            throws: VisualFormatError(reason: .baselineSpacingInHorizontalFormat, format: "[a][b]", position: 0)
        ) { _ = try fixture.constraints("[a][b]", options: .spacingBaselineToBaseline) }
    }

    @Test("the error text is UIKit's: the message, the format and a caret under the offending character")
    func errorDescription() {
        let fixture = Fixture(["a"])
        do {
            _ = try fixture.constraints("V|[a]|")
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement\nV|[a]|\n ^"
            )
        }
        do {
            _ = try fixture.constraints("H:[a]-[missing]")
            Issue.record("no error")
        } catch {
            #expect(error.message == "'missing' is not a key in the views dictionary.")
            #expect(error.description.hasSuffix("H:[a]-[missing]\n       ^"))
        }
    }

    @Test("formats lay views out: margins, standard spacing, equal widths and a vertical column")
    func layOut() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let a = View(), b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views: [String: AnyObject] = ["a": a, "b": b]
        var constraints: [LayoutConstraint] = []
        for format in ["H:|-10-[a]-[b(==a)]-10-|", "V:|-(5)-[a(10)]", "V:|-5-[b(20@750,<=12)]"] {
            do {
                constraints += try LayoutConstraint.constraints(withVisualFormat: format, views: views)
            } catch {
                Issue.record("\(error)")
            }
        }
        LayoutConstraint.activate(constraints)
        _ = WidgetTestHost(width: 100, height: 40, container)
        #expect(a.frame == CGRect(x: 10, y: 5, width: 36, height: 10))
        #expect(b.frame == CGRect(x: 54, y: 5, width: 36, height: 12))
    }

    @Test("fuzz: random strings and mutations of valid formats give constraints or a typed error, never a trap")
    func fuzz() {
        var random = SeededRandomNumberGenerator(seed: 0xF0_4A7)
        let fixture = Fixture(["a", "b", "c"])
        let metrics: [String: CGFloat] = ["m": 4, "p": 500]
        let valid = [
            "H:|-[a]-[b]-[c]-|", "V:|[a(>=10,<=m@p)]-(m)-[b(==a)]|", "[a]-(>=0@250)-[b(c)]", "|-m-[a]",
            "V:[a]-[b]-(-3)-[c(20@999)]-|", "H:[c(==a@p)][b(.5)]",
        ]
        let alphabet = Array("HV:|-[]()@=<>,.+e0123456789abcmpxyz_ \t")
        var accepted = 0
        var rejected = 0
        for round in 0..<4_000 {
            var characters: [Character]
            if round % 2 == 0 {
                characters = Array(valid[Int(random.next() % UInt64(valid.count))])
                for _ in 0...(random.next() % 3) {
                    let position = Int(random.next() % UInt64(characters.count + 1))
                    let character = alphabet[Int(random.next() % UInt64(alphabet.count))]
                    switch random.next() % 3 {
                    case 0: characters.insert(character, at: position)
                    case 1 where position < characters.count: characters.remove(at: position)
                    default: if position < characters.count { characters[position] = character }
                    }
                }
            } else {
                characters = (0..<Int(random.next() % 24)).map { _ in
                    alphabet[Int(random.next() % UInt64(alphabet.count))]
                }
            }
            let format = String(characters)
            do {
                let constraints = try LayoutConstraint.constraints(
                    withVisualFormat: format, options: [], metrics: metrics, views: fixture.views)
                accepted += 1
                let items: [AnyObject] = Array(fixture.views.values) + [fixture.superview]
                for constraint in constraints {
                    #expect(items.contains { $0 === constraint.firstItem }, "\(format)")
                    #expect(
                        constraint.secondItem == nil || items.contains { $0 === constraint.secondItem }, "\(format)")
                }
            } catch {
                rejected += 1
                #expect(error.format == format)
                #expect((0...format.count).contains(error.position), "\(format): \(error.position)")
                #expect(error.description.hasSuffix(String(repeating: " ", count: error.position) + "^"))
            }
        }
        // Both outcomes occur: the fuzzer reaches the builder as well as the parser's errors.
        #expect(accepted > 50)
        #expect(rejected > 1_000)
    }
}
