// ComponentPathSource: a component's path in the tree being built, rendered only when a diagnostic asks.

/// Where a ``Scope`` finds its component path: the builder's stack of components, cut at the scope's
/// depth. A value, not a closure, so a render costs no allocation for a path that is almost never read.
struct ComponentPathSource {
    let builder: GenerationBuilder
    let depth: Int

    func callAsFunction() -> String { builder.path(depth: depth) }
}
