// End-to-end: the real `trellis preview` binary showing a storyboard scene as text, and refusing what it
// cannot show with a message and a non-zero status.
import Foundation
import Testing

@Suite(
    "trellis preview", .enabled(if: TmuxSession.trellisExecutable != nil, "needs the built trellis executable"))
struct PreviewCommandTests {
    /// The demo's storyboard, in the package's sources.
    private static let settingsStoryboard = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/TrellisDemo/Resources/Settings.storyboard").path

    /// The suite runs only where the executable is built; this is thrown if it vanished meanwhile.
    @Test(
        "--headless prints a storyboard's initial scene as an app would load it: the navigation bar's title and the controls"
    )
    func headlessStoryboardScene() throws {
        let result = try TrellisCommand.run([
            "preview", "--headless", "--points-per-cell", "1x1", "--size", "80x20", Self.settingsStoryboard,
        ])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.trimmingCharacters(in: .whitespaces) == "Settings")
        #expect(lines.contains { $0.hasPrefix("  Shuffle") && $0.contains("[● ]") })
        #expect(lines.contains { $0.contains("[  Off  |  One  | All  ]") })
        #expect(lines.contains { $0.contains("[  About Trellis   ]") })
        // The preview has none of the demo's classes: it says so, with the document's line, and goes on.
        #expect(result.errors.contains("IB-UNKNOWN-CLASS"))
        #expect(result.errors.contains("Settings.storyboard:30:"))
    }

    @Test("--identifier picks a scene by its Storyboard ID; an unknown one is refused with a message")
    func sceneByIdentifier() throws {
        let about = try TrellisCommand.run([
            "preview", "--headless", "--points-per-cell", "1x1", "--size", "80x10", "--identifier", "About",
            Self.settingsStoryboard,
        ])
        #expect(about.status == 0)
        #expect(about.output.contains("Back to Settings"))
        let missing = try TrellisCommand.run([
            "preview", "--headless", "--identifier", "Nowhere", Self.settingsStoryboard,
        ])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("no scene has the Storyboard ID \"Nowhere\""))
    }

    @Test("a file that is not an Interface Builder document is refused with a message, not a crash")
    func unsupportedFile() throws {
        let result = try TrellisCommand.run(["preview", "--headless", #filePath])
        #expect(result.status == 1)
        #expect(result.errors.contains("not a .storyboard or .xib document"))
    }
}
