// The `--keys` script parser: every token kind, the errors (token and column), and a seeded fuzz of
// random scripts that never traps.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

@Suite("Demo key script")
struct DemoKeyScriptTests {
    private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> DemoKeyScript.Step {
        .event(.key(KeyEvent(key: key, modifiers: modifiers)))
    }

    @Test("Key names, single characters and modifier combinations become key presses")
    func keys() throws {
        let script = try DemoKeyScript(
            parsing:
                "up down left right enter esc tab shift-tab backspace delete home end pgup pgdn space f1 f12 L q ? 1 ctrl-c alt-x ctrl-alt-up Escape RETURN"
        )
        #expect(
            script.steps == [
                key(.up), key(.down), key(.left), key(.right), key(.enter), key(.escape), key(.tab), key(.tab, .shift),
                key(.backspace), key(.delete), key(.home), key(.end), key(.pageUp), key(.pageDown),
                key(.character(" ")),
                key(.function(1)), key(.function(12)), key(.character("L")), key(.character("q")), key(.character("?")),
                key(.character("1")), key(.character("c"), .control), key(.character("x"), .option),
                key(.up, [.control, .option]), key(.escape), key(.enter),
            ])
    }

    @Test("Quoted text is typed character by character, with \\\" and \\\\ escapes and spaces kept")
    func quotedText() throws {
        let script = try DemoKeyScript(parsing: #"  "a b" "say \"hi\"" "back\\slash" "é👍🏽"  "#)
        let typed = script.steps.compactMap { step -> Character? in
            if case .event(.key(let event)) = step, case .character(let character) = event.key { return character }
            return nil
        }
        #expect(String(typed) == #"a bsay "hi"back\slashé👍🏽"#)
        #expect(script.steps.count == typed.count)
    }

    @Test("Waits advance the clock in milliseconds or seconds")
    func waits() throws {
        let script = try DemoKeyScript(parsing: "wait:500ms wait:2s wait:0.25s wait:0ms")
        #expect(script.steps == [.wait(0.5), .wait(2), .wait(0.25), .wait(0)])
        #expect(script.steps.map(\.description) == ["wait:500ms", "wait:2000ms", "wait:250ms", "wait:0ms"])
    }

    @Test("Clicks press and release, wheel notches scroll one line, resize and paste are steps of their own")
    func pointerResizeAndPaste() throws {
        let script = try DemoKeyScript(
            parsing: #"click:10,3 wheel-up:4,5 wheel-down:0,0 resize:120x40 paste:"two words""#)
        #expect(
            script.steps == [
                .event(.pointer(PointerEvent(location: CGPoint(x: 10, y: 3), phase: .down, button: .primary))),
                .event(.pointer(PointerEvent(location: CGPoint(x: 10, y: 3), phase: .up, button: .primary))),
                .event(.scroll(ScrollEvent(location: CGPoint(x: 4, y: 5), deltaX: 0, deltaY: -1))),
                .event(.scroll(ScrollEvent(location: CGPoint(x: 0, y: 0), deltaX: 0, deltaY: 1))),
                .resize(width: 120, height: 40),
                .event(.paste("two words")),
            ])
    }

    @Test("An empty or blank script has no steps")
    func emptyScript() throws {
        #expect(try DemoKeyScript(parsing: "").steps.isEmpty)
        #expect(try DemoKeyScript(parsing: " \t\n ").steps.isEmpty)
    }

    @Test(
        "Errors name the token and the column where it starts",
        arguments: [
            ("down frobnicate", 6, "frobnicate"),
            ("wait:5", 1, "wait:5"),
            ("up wait:5x", 4, "wait:5x"),
            ("wait:-1s", 1, "wait:-1s"),
            ("wait:2h", 1, "wait:2h"),
            ("wait:4000s", 1, "wait:4000s"),
            ("wait:nans", 1, "wait:nans"),
            ("click:1", 1, "click:1"),
            ("click:a,b", 1, "click:a,b"),
            ("  click:-1,2", 3, "click:-1,2"),
            ("wheel-up:1,2,3", 1, "wheel-up:1,2,3"),
            ("resize:0x10", 1, "resize:0x10"),
            ("resize:100", 1, "resize:100"),
            ("resize:20000x10", 1, "resize:20000x10"),
            (#"enter "unterminated"#, 7, #""unterminated"#),
            (#""a\nb""#, 1, #""a\nb""#),
            (#""ab"cd"#, 1, #""ab"cd"#),
            (#"paste:text"#, 1, "paste:text"),
            (#"ab"cd""#, 1, #"ab"cd""#),
            ("ctrl-", 1, "ctrl-"),
            ("ctrl-nothing", 1, "ctrl-nothing"),
            ("é é ÉÉ", 5, "ÉÉ"),
        ])
    func errors(script: String, column: Int, token: String) {
        #expect(throws: DemoKeyScriptError.self) { try DemoKeyScript(parsing: script) }
        do {
            _ = try DemoKeyScript(parsing: script)
        } catch {
            #expect(error.column == column)
            #expect(error.token == token)
            #expect(!error.message.isEmpty)
            #expect(error.description.hasPrefix("column \(column): '\(token)': "))
        }
    }

    @Test("Random scripts never trap: each parses, or throws with a column inside the script (seeded fuzz)")
    func fuzz() {
        var generator = SeededRandomNumberGenerator(seed: 0x5EED_0017)
        let pieces = [
            "up", "down", "enter", "esc", "tab", "shift-", "ctrl-", "alt-", "f", "1", "12", "wait:", "ms", "s",
            "click:",
            "wheel-up:", "wheel-down:", "resize:", "x", ",", "paste:", "\"", "\\", " ", "  ", "\t", "L", "q", "?", "é",
            "👍🏽", "-", ":", ".", "0", "99999999999", "space", "pgdn", "\n", "\u{0}", "\u{7F}", "́",
        ]
        var parsed = 0
        for _ in 0..<10_000 {
            var script = ""
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                script += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            do {
                let result = try DemoKeyScript(parsing: script)
                parsed += 1
                #expect(result.steps.count <= script.count * 2 + 1)
            } catch {
                #expect(
                    error.column >= 1 && error.column <= max(1, script.count),
                    "column \(error.column) for \(script.debugDescription)")
                #expect(!error.message.isEmpty)
            }
        }
        // The generator makes both kinds.
        #expect(parsed > 100 && parsed < 9_900)
    }
}
