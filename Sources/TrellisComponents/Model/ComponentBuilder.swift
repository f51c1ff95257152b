// ComponentBuilder: the result builder that lists children (`Flex { TextComponent("a"); TextComponent("b") }`).
/// Builds a list of child components; supports `if`, `if let`, `switch`, `for … in` and optionals.
@resultBuilder
public enum ComponentBuilder {
    /// A result-builder step.
    public static func buildExpression(_ component: any Component) -> [any Component] { [component] }
    /// A result-builder step.
    public static func buildExpression(_ component: (any Component)?) -> [any Component] {
        component.map { [$0] } ?? []
    }
    /// A result-builder step.
    public static func buildExpression(_ components: [any Component]) -> [any Component] { components }
    /// A result-builder step.
    public static func buildBlock(_ parts: [any Component]...) -> [any Component] { parts.flatMap { $0 } }
    /// A result-builder step.
    public static func buildOptional(_ part: [any Component]?) -> [any Component] { part ?? [] }
    /// A result-builder step.
    public static func buildEither(first part: [any Component]) -> [any Component] { part }
    /// A result-builder step.
    public static func buildEither(second part: [any Component]) -> [any Component] { part }
    /// A result-builder step.
    public static func buildArray(_ parts: [[any Component]]) -> [any Component] { parts.flatMap { $0 } }
    /// A result-builder step.
    public static func buildLimitedAvailability(_ part: [any Component]) -> [any Component] { part }
}
