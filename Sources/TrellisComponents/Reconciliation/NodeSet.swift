// NodeSet: a set of nodes by identity, for the dirty path of a state update — usually a handful.

/// Nodes by identity. A state update's dirty path is a handful of nodes, asked about for every child of
/// every node on it (10,000 times for a row in a list of 10,000): a short array compared in a plain
/// loop answers without hashing; a table takes over for long paths.
struct NodeSet {
    private var few: [ObjectIdentifier] = []
    private var many: Set<ObjectIdentifier>?
    private static var threshold: Int { 16 }

    var isEmpty: Bool { few.isEmpty && (many?.isEmpty ?? true) }

    mutating func insert(_ node: TreeNode) {
        let id = ObjectIdentifier(node)
        if many != nil {
            many!.insert(id)
        } else if !few.contains(id) {
            few.append(id)
            if few.count > Self.threshold {
                many = Set(few)
                few = []
            }
        }
    }

    func contains(_ node: TreeNode) -> Bool {
        let id = ObjectIdentifier(node)
        if let many { return many.contains(id) }
        for member in few where member == id { return true }
        return false
    }
}
