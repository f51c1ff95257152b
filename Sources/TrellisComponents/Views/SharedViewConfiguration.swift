// SharedViewConfiguration: a node's view configuration in a box that nodes with an identical one share.
/// A view configuration as a tree node stores it: one word in the node (most nodes — layout and render
/// components — have none), and one box for every node whose configuration is identical to a recent one
/// (say, all of a list's texts), so those nodes allocate nothing for it.
final class SharedViewConfiguration: Sendable {
    let configuration: ViewConfiguration

    init(_ configuration: ViewConfiguration) { self.configuration = configuration }
}

/// The few boxes a builder made last, to share with the next nodes whose configuration is identical.
struct SharedViewConfigurations {
    // A handful, tried newest first: a list's row repeats the same few leaf kinds.
    private var recent: [SharedViewConfiguration] = []
    private static let capacity = 4

    /// A box holding `configuration`: a recent one if it holds an identical configuration, else a new one.
    mutating func share(_ configuration: ViewConfiguration) -> SharedViewConfiguration {
        for index in recent.indices.reversed() where recent[index].configuration.isIdentical(to: configuration) {
            return recent[index]
        }
        let box = SharedViewConfiguration(configuration)
        if recent.count == Self.capacity { recent.removeFirst() }
        recent.append(box)
        return box
    }
}
