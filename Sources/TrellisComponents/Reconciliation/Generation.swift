// Generation: one built component tree and the controller changes it brings.
import Foundation

/// The result of one build: the tree, a registry of its scopes and the controller changes relative to the
/// previous generation. `Sendable` so it can be built off the main actor and applied on it.
final class Generation: Sendable {
    let root: TreeNode?
    let rootNamespace: Namespace
    /// Every scoped node of the tree by scope. The next build starts from a shared copy and, for a state
    /// update, layers only the scopes it rebuilt over it.
    let scopes: LayeredMap<ScopeID, TreeNode>
    /// Nodes whose controllers were created by this build, in tree order (`didInit` when applied).
    let newControllerNodes: [TreeNode]
    /// Controllers of scopes that left the tree (they get `invalidateController` when applied).
    let removedControllers: [AnyComponentController]
    /// Rebuilt scoped nodes that existed before and have a controller (they become the latest component).
    let updatedNodes: [TreeNode]
    /// The highest state-update sequence number folded into this build.
    let appliedSequence: UInt64
    /// The root component's version this generation was built from (see ``BuildInputs/rootVersion``).
    let rootVersion: UInt64
    let context: ComponentContext
    let inputsVersion: UInt64
    let buildDuration: Double
    /// The part of ``buildDuration`` spent waiting for earlier trees to be freed (see `Retirement`).
    let freeingWait: Double
    /// Nodes built (render called) and nodes reused, for diagnostics and tests.
    let renderedCount: Int
    let reusedCount: Int

    init(
        root: TreeNode?, rootNamespace: Namespace, scopes: LayeredMap<ScopeID, TreeNode>,
        newControllerNodes: [TreeNode], removedControllers: [AnyComponentController],
        updatedNodes: [TreeNode], appliedSequence: UInt64, rootVersion: UInt64, context: ComponentContext,
        inputsVersion: UInt64,
        buildDuration: Double, freeingWait: Double, renderedCount: Int, reusedCount: Int
    ) {
        self.root = root
        self.rootNamespace = rootNamespace
        self.scopes = scopes
        self.newControllerNodes = newControllerNodes
        self.removedControllers = removedControllers
        self.updatedNodes = updatedNodes
        self.appliedSequence = appliedSequence
        self.rootVersion = rootVersion
        self.context = context
        self.inputsVersion = inputsVersion
        self.buildDuration = buildDuration
        self.freeingWait = freeingWait
        self.renderedCount = renderedCount
        self.reusedCount = reusedCount
    }
}
