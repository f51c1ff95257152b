// PreviewCommand: `trellis preview` — shows one scene of a .storyboard or .xib, in the terminal or as text.
import ArgumentParser
import Foundation
import TrellisInterfaceBuilder
import TrellisTerminal
import TrellisTesting
import TrellisUI

struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a scene of an Interface Builder document.",
        discussion: """
            Loads FILE (a .storyboard or .xib), instantiates a scene as an app would — init(coder:), \
            outlets and actions, awakeFromNib, viewDidLoad — and shows it: in the terminal (q, Escape or \
            Ctrl-C quits), or with --headless as text on an in-memory screen of --size points. Documents are \
            designed in points; a terminal cell is --points-per-cell points (8x16 by default, so a 375x667 \
            phone scene takes 47x42 cells). The scene is laid out from its constraints at the size shown \
            (with --headless, --size or the design size), with the size-class variations of that size (UIKit's \
            iPhone and iPad rules: 80x30 cells of 8x16 points are 640x480 points, compact in both \
            dimensions; 120x40 cells are 960x640, regular in both): resizing the terminal across a size-class boundary applies the other size \
            class's variations, as UIKit does when a window's size classes change. Problems found while loading are printed to \
            standard error as file:line:column diagnostics.
            """)

    @Argument(help: "The .storyboard or .xib document.")
    var file: String

    @Option(help: "The scene to show: a scene id or a view controller's object id (storyboards).")
    var scene: String?

    @Option(help: "The scene to show by its Storyboard ID (storyboards).")
    var identifier: String?

    @Option(help: "With --headless: the screen size in points, WIDTHxHEIGHT (default: the scene's design size).")
    var size: String?

    @Option(help: "Points per terminal cell, WIDTHxHEIGHT.")
    var pointsPerCell: String = "8x16"

    @Flag(help: "Show the scene on an in-memory screen and print it as text.")
    var headless = false

    @Option(help: "Write the shown frame as an SVG picture to this file.")
    var screenshot: String?

    func validate() throws {
        if scene != nil && identifier != nil { throw ValidationError("give --scene or --identifier, not both") }
        _ = try Self.parseSize(pointsPerCell, option: "--points-per-cell")
        if let size { _ = try Self.parseSize(size, option: "--size") }
        if size != nil && !headless { throw ValidationError("--size needs --headless (the terminal has its own size)") }
    }

    static func parseSize(_ text: String, option: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width >= 1, height >= 1, width <= 100_000, height <= 100_000
        else { throw ValidationError("\(option) must be WIDTHxHEIGHT, e.g. 375x667 (got '\(text)')") }
        return CGSize(width: width, height: height)
    }

    @MainActor
    func run() async throws {
        // Problems are collected rather than printed as they happen, then listed once, in document order.
        let checker = LifecycleChecker()
        defer { Self.printDiagnostics(checker.diagnostics) }
        let cell = try Self.parseSize(pointsPerCell, option: "--points-per-cell")
        try await LifecycleChecker.$current.withValue(checker) {
            if headless {
                try runHeadless(pointsPerCell: cell, checker: checker)
            } else {
                try await runInTerminal(pointsPerCell: cell, checker: checker)
            }
        }
    }

    /// Loads the scene with the size-class variations of a window of `windowSize` points (the scene's
    /// design size when `nil`); a document that cannot be shown ends the command with status 1.
    @MainActor
    private func load(windowSize: CGSize?, checker: LifecycleChecker) throws -> PreviewScene {
        let loaded: PreviewScene
        do {
            loaded = try PreviewScene.load(
                path: file, sceneID: scene, identifier: identifier,
                sizeClasses: windowSize.map(SizeClassTraits.init(windowSize:)) ?? .unspecified)
        } catch {
            FileHandle.standardError.write(Data("trellis preview: \(error)\n".utf8))
            throw ExitCode(1)
        }
        for diagnostic in loaded.diagnostics {
            checker.report(
                Diagnostic(rule: diagnostic.code, path: "\(diagnostic.position)", message: diagnostic.message))
        }
        return loaded
    }

    /// Writes each distinct diagnostic once to standard error, in the order they were found.
    private static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        var seen = Set<String>()
        let lines = diagnostics.map(\.description).filter { seen.insert($0).inserted }
        guard !lines.isEmpty else { return }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    @MainActor
    private func runHeadless(pointsPerCell cell: CGSize, checker: LifecycleChecker) throws {
        let requested = try size.map { try Self.parseSize($0, option: "--size") }
        // Without --size the window's size (the design size) is known only once the document is read:
        // the scene is loaded with the base layout, and its root applies the window's size classes
        // before the first layout.
        let loaded = try load(windowSize: requested, checker: checker)
        let points = requested ?? loaded.designSize ?? CGSize(width: 375, height: 667)
        let columns = Int((points.width / cell.width).rounded(.up))
        let rows = Int((points.height / cell.height).rounded(.up))
        let screen = HeadlessScreen(width: columns, height: rows, pointsPerCell: cell)
        let window = Window(screen: screen)
        window.rootViewController = PreviewRootViewController(
            scene: loaded.controller, application: screen.application, lineHeight: cell.height)
        window.makeKeyAndVisible()
        screen.runUntilIdle()
        print(screen.lines.joined(separator: "\n"))
        if let screenshot {
            try screen.grid.svgDocument(title: "trellis preview \(file)").write(
                toFile: screenshot, atomically: true, encoding: .utf8)
        }
    }

    @MainActor
    private func runInTerminal(pointsPerCell cell: CGSize, checker: LifecycleChecker) async throws {
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen(pointsPerCell: cell)
        } catch {
            FileHandle.standardError.write(Data("trellis preview: \(error)\n".utf8))
            throw ExitCode(2)
        }
        defer { screen.restore() }
        // The scene is loaded for the terminal's size classes; a resize across the compact/regular
        // boundary applies the other size class's variations (PreviewRootViewController).
        let loaded: PreviewScene
        do {
            loaded = try load(windowSize: screen.bounds.size, checker: checker)
        } catch {
            screen.restore()
            throw error
        }
        let window = Window(screen: screen)
        let root = PreviewRootViewController(
            scene: loaded.controller, application: screen.application, lineHeight: cell.height)
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = root.becomeFirstResponder()
        await screen.application.run()
        screen.restore()
        if let screenshot {
            try screen.currentGrid.svgDocument(title: "trellis preview \(file)").write(
                toFile: screenshot, atomically: true, encoding: .utf8)
        }
        screen.exitIfTerminatedBySignal()
    }
}
