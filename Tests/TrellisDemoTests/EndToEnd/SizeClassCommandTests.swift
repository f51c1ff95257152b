// End-to-end: the real `trellis` binary with size-class documents — `trellis preview` showing a scene with
// the size classes of its window (headless at a size, and in a real terminal across a resize), and
// `trellis lint --frames` placing the runtime checker's ambiguity reports in the document.
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite(
    "trellis with size classes", .serialized,
    .enabled(if: TmuxSession.trellisExecutable != nil, "needs the built trellis executable"))
struct SizeClassCommandTests {
    /// A document of the Interface Builder tests.
    private static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TrellisInterfaceBuilderTests/Documents/AutoLayout/\(name)").path
    }

    /// A label of the scene hidden by its `heightClass=compact` variation.
    private static let portraitOnly = "Portrait only"

    @Test(
        "--headless --size applies the size classes of the size: a compact-height window hides the portrait-only label")
    func headlessSizeClasses() throws {
        let document = Self.fixture("SizeClassProperties.storyboard")
        let portrait = try TrellisCommand.run(["preview", "--headless", "--size", "375x667", document])
        let landscape = try TrellisCommand.run(["preview", "--headless", "--size", "667x375", document])
        #expect(portrait.status == 0)
        #expect(landscape.status == 0)
        #expect(portrait.output.contains("Headline"))
        #expect(portrait.output.contains(Self.portraitOnly))
        #expect(landscape.output.contains("Headline"))
        #expect(!landscape.output.contains(Self.portraitOnly))
    }

    @Test(
        "in a terminal the scene has the terminal's size classes, and a resize across the boundary applies the other size class's variations",
        .enabled(if: TmuxSession.isAvailable, "needs tmux"))
    func terminalSizeClassesFollowResizes() throws {
        let executable = try #require(TmuxSession.trellisExecutable).path
        // 80 × 30 cells of 8 × 16 points: 640 × 480 points, compact height.
        let session = try TmuxSession(
            columns: 80, rows: 30,
            command: "'\(executable)' preview '\(Self.fixture("SizeClassProperties.storyboard"))'",
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        defer { session.close() }
        let started = try session.waitForScreen(containing: "Headline")
        #expect(started, "\((try? session.capture()) ?? [])")
        #expect(try !session.capture().joined().contains(Self.portraitOnly))
        // 120 × 50 cells: 960 × 800 points, regular in both dimensions.
        try session.resize(columns: 120, rows: 50)
        let shown = try session.waitForScreen(containing: Self.portraitOnly)
        #expect(shown, "\((try? session.capture()) ?? [])")
        try session.resize(columns: 80, rows: 30)
        let hidden = try session.wait { try !session.capture().joined().contains(Self.portraitOnly) }
        #expect(hidden, "\((try? session.capture()) ?? [])")
        try session.send("q")
        #expect(session.wait { session.file("status") != nil })
        #expect(session.file("status")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test(
        "lint --frames prints an ambiguous view's AL-AMBIGUOUS line with the document's file:line beside the view path")
    func lintFramesPlacesAmbiguity() throws {
        let document = Self.fixture("AmbiguousView.xib")
        let result = try TrellisCommand.run(["lint", "--frames", document])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("1 passed, 0 failed\n"))
        let lines = result.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(lines)")
        let line = try #require(lines.first)
        #expect(line.hasPrefix("\(document):16:"))
        #expect(line.contains(": [AL-AMBIGUOUS] View > View[1]: ambiguous layout: the constraints do not fix its x"))
    }
}
