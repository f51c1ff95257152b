// SongListHost: one song list mounted on a headless screen — the host of the component workloads.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// One mounted song list on a headless screen: the root view is 80 × N points, as benchmarks.md asks.
@MainActor public final class SongListHost {
    public let screen = HeadlessScreen(width: 80, height: 24)
    public let window: Window
    public let rootView: View
    public let root: ComponentRoot
    public let counters = Counters()
    public let n: Int

    /// A list of `n` rows, built and not yet mounted.
    public init(n: Int) {
        self.n = n
        window = Window(screen: screen)
        rootView = View(frame: CGRect(x: 0, y: 0, width: 80, height: n))
        window.addSubview(rootView)
        window.makeKeyAndVisible()
        root = ComponentRoot(
            component: SongList(count: n, suffix: "", counters: counters), scheduler: screen.application)
        screen.runUntilIdle()
    }

    /// The root view's size, exactly.
    public var range: SizeRange {
        (try? SizeRange(exactly: LayoutSize(width: 80, height: Double(n)))) ?? .unconstrained
    }

    /// Attaches the list to the root view: build, layout and mount.
    public func mount() { root.attach(to: rootView, sizeRange: range) }

    /// Row `index`'s two label texts.
    public func rowTexts(_ index: Int) -> [String] { allRowTexts().dropFirst(index).first ?? [] }

    /// Every row's two label texts, from the mounted views (one pass).
    public func allRowTexts() -> [[String]] {
        let views = root.mountedViews
        guard views.count == 2 * n else { return [] }
        return (0..<n).map { [(views[2 * $0] as? Label)?.text ?? "", (views[2 * $0 + 1] as? Label)?.text ?? ""] }
    }

    /// The rows' controllers, in mount order.
    public var controllers: [SongRowController] { root.controllers.compactMap { $0 as? SongRowController } }
}
