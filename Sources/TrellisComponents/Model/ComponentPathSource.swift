// ComponentPathSource: a component's path in the tree being built, rendered only when a diagnostic asks.

/// What keeps the stack of components being built: the builder.
protocol ComponentPathProvider: AnyObject {
    /// The component path of the first `depth` components on the stack, e.g. `Root > List > SongRow[3]`.
    func path(depth: Int) -> String
}

/// Where a ``Scope`` finds its component path: the builder's stack of components, cut at the scope's
/// depth. A value, not a closure, so a render costs no allocation for a path that is almost never read.
struct ComponentPathSource {
    let provider: any ComponentPathProvider
    let depth: Int

    func callAsFunction() -> String { provider.path(depth: depth) }
}
