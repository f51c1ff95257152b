// Workload: the W1–W4 song list of benchmarks.md — keyed stateful rows with a controller each.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// Proof-of-work counters shared by the rows of one run (main actor for mount counts, locked for renders).
final class Counters: @unchecked Sendable {
    private let lock = NSLock()
    private var renders = 0
    func rendered() { lock.lock(); renders += 1; lock.unlock() }
    var rowRenders: Int { lock.lock(); defer { lock.unlock() }; return renders }
    func resetRenders() { lock.lock(); renders = 0; lock.unlock() }
    // Main actor only.
    nonisolated(unsafe) var mounts = 0
    nonisolated(unsafe) var unmounts = 0
    nonisolated(unsafe) var inits = 0
}

/// A row: keyed by index, `isPlaying` state, a controller counting mounts.
struct SongRow: Component, Equatable {
    typealias Controller = SongRowController
    let index: Int
    let title: String
    let counters: Counters

    var scopeKey: Int? { index }
    static func initialState() -> Bool { false }

    func render(_ scope: Scope<SongRow>) -> (any Component)? {
        counters.rendered()
        return Flex(style: SongRow.rowStyle, children: [Text(title), Text(scope.state ? "Pause" : "Play")])
    }

    static let rowStyle: FlexStyle = {
        var style = FlexStyle()
        style.flexDirection = .row
        return style
    }()

    static func == (lhs: SongRow, rhs: SongRow) -> Bool {
        lhs.index == rhs.index && lhs.title == rhs.title && lhs.counters === rhs.counters
    }
}

@MainActor final class SongRowController: ComponentController<SongRow> {
    override func didInit() { component.counters.inits += 1 }
    override func didMount() { component.counters.mounts += 1 }
    override func didUnmount() { component.counters.unmounts += 1 }
    func toggle(mode: UpdateMode) { updateState(mode: mode) { $0.toggle() } }
}

/// The root column of `count` rows titled "Song #i" + suffix.
struct SongList: Component {
    let count: Int
    let suffix: String
    let counters: Counters

    func render(_ scope: Scope<SongList>) -> (any Component)? {
        var rows: [any Component] = []
        rows.reserveCapacity(count)
        for index in 0..<count {
            rows.append(SongRow(index: index, title: "Song #\(index)\(suffix)", counters: counters))
        }
        return Flex(style: FlexStyle(), children: rows)
    }
}
