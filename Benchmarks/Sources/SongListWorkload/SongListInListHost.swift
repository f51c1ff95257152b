// SongListInListHost: the song rows in a ListComponent on a headless 80×24 screen — the host of the list
// scrolling workloads.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// One mounted list of `n` song rows on a headless 80×24 screen, inside an `Inset` as a list sits inside
/// a screen: a scroll lays out the path from the root to the list's window again.
@MainActor public final class SongListInListHost {
    public let screen = HeadlessScreen(width: 80, height: 24)
    /// Kept: a screen holds its windows weakly, and a window that went away displays nothing.
    public let window: Window
    public let rootView = View(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
    public let root: ComponentRoot
    public let counters = Counters()

    /// A list of `n` rows of `rowHeight`, built and not yet mounted.
    public init(n: Int, rowHeight: ListComponent.RowHeight) {
        window = Window(screen: screen)
        window.addSubview(rootView)
        window.makeKeyAndVisible()
        let counters = counters
        let rows = (0..<n).map { SongRow(index: $0, title: "Song #\($0)", counters: counters) as any Component }
        root = ComponentRoot(
            component: Inset(.zero, ListComponent(rowHeight: rowHeight, rows: rows)), scheduler: screen.application)
        screen.runUntilIdle()
    }

    /// Attaches the list to the root view: build, layout and mount.
    public func mount() {
        root.attach(
            to: rootView, sizeRange: (try? SizeRange(exactly: LayoutSize(width: 80, height: 24))) ?? .unconstrained)
    }

    /// The list's scroll view, once mounted.
    public var scrollView: ScrollView? { root.mountedViews.lazy.compactMap { $0 as? ScrollView }.first }

    /// The first row's title label in view.
    public var firstTitle: String { root.mountedViews.lazy.compactMap { ($0 as? Label)?.text }.first ?? "" }
}
