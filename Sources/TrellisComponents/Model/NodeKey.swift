// NodeKey: a node's identity inside its owner scope (ComponentKit's scope key).

/// Identity of a node inside its owner scope: (component type, key, ordinal among same-type siblings
/// with an equal key) — ComponentKit's scope key (§2.7).
struct NodeKey: Hashable, Sendable {
    let type: ObjectIdentifier
    let key: AnyScopeKey?
    let ordinal: Int
}
