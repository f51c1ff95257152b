// ChildListDiscarding: a component whose node may drop its child list once the children are built.

/// A component that needs its child list only to build its children: once they are built, its node
/// keeps ``builtWithoutChildren`` instead of the component itself.
///
/// Why: a list's rows are mostly unscoped containers, and each would otherwise hold an array of the
/// components its child nodes already hold — an allocation and a retain per child for nothing. It is
/// safe only for a component whose node never renders again (an unscoped node: a later build renders its
/// parent's new output, or copies the node on a state update's path) and whose layout reads the built
/// child nodes, not the child list. The builder asks only of unscoped nodes, and remembers per type
/// whether a component conforms, so the capability costs nothing on other components' builds.
protocol ChildListDiscarding: Component {
    /// This component without its child list, everything its layout reads kept.
    var builtWithoutChildren: Self { get }
}

extension ChildListDiscarding {
    /// `component`, a `Self` known to the caller by its generic type, without its child list: callable
    /// through the metatype the builder remembers, without a cast of the value.
    static func discardingChildList<C: Component>(of component: C) -> any Component {
        reinterpret(component, as: Self.self).builtWithoutChildren
    }
}
