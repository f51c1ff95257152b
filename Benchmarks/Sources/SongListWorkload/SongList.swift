// SongList: the song list of the component workloads (docs/performance.md) — keyed stateful rows with a
// controller each, shared by the wall-time and the allocation benchmarks.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// Proof-of-work counters shared by the rows of one run (main actor for mount counts, locked for renders).
public final class Counters: @unchecked Sendable {
    private let lock = NSLock()
    private var renders = 0
    /// Counters starting at zero.
    public init() {}
    public func rendered() {
        lock.lock()
        renders += 1
        lock.unlock()
    }
    public var rowRenders: Int {
        lock.lock()
        defer { lock.unlock() }
        return renders
    }
    public func resetRenders() {
        lock.lock()
        renders = 0
        lock.unlock()
    }
    // Main actor only.
    nonisolated(unsafe) public var mounts = 0
    nonisolated(unsafe) public var unmounts = 0
    nonisolated(unsafe) public var inits = 0
}

/// A row: keyed by index, `isPlaying` state, a controller counting mounts.
public struct SongRow: Component, Equatable {
    public typealias Controller = SongRowController
    public let index: Int
    public let title: String
    public let counters: Counters

    /// Row `index` titled `title`.
    public init(index: Int, title: String, counters: Counters) {
        self.index = index
        self.title = title
        self.counters = counters
    }

    public var scopeKey: Int? { index }
    public static func initialState() -> Bool { false }

    public func render(_ scope: Scope<SongRow>) -> (any Component)? {
        counters.rendered()
        return Flex(
            style: SongRow.rowStyle, children: [TextComponent(title), TextComponent(scope.state ? "Pause" : "Play")])
    }

    static let rowStyle: FlexStyle = {
        var style = FlexStyle()
        style.flexDirection = .row
        return style
    }()

    public static func == (lhs: SongRow, rhs: SongRow) -> Bool {
        lhs.index == rhs.index && lhs.title == rhs.title && lhs.counters === rhs.counters
    }
}

@MainActor public final class SongRowController: ComponentController<SongRow> {
    override public func didInit() { component.counters.inits += 1 }
    override public func didMount() { component.counters.mounts += 1 }
    override public func didUnmount() { component.counters.unmounts += 1 }
    /// Plays or pauses the row.
    public func toggle(mode: UpdateMode) { updateState(mode: mode) { $0.toggle() } }
}

/// The root column of `count` rows titled "Song #i" + suffix.
public struct SongList: Component {
    public let count: Int
    public let suffix: String
    public let counters: Counters

    /// `count` rows whose titles end in `suffix`.
    public init(count: Int, suffix: String, counters: Counters) {
        self.count = count
        self.suffix = suffix
        self.counters = counters
    }

    public func render(_ scope: Scope<SongList>) -> (any Component)? {
        var rows: [any Component] = []
        rows.reserveCapacity(count)
        for index in 0..<count {
            rows.append(SongRow(index: index, title: "Song #\(index)\(suffix)", counters: counters))
        }
        return Flex(style: FlexStyle(), children: rows)
    }
}
