// BuildInputs: what one build starts from, captured as a Sendable snapshot.
import Foundation
import TrellisUI

/// Inputs of one build, captured as a `Sendable` snapshot.
struct BuildInputs: Sendable {
    var root: (any Component)?
    var context: ComponentContext
    var previous: Generation?
    var updates: [ScopeID: [StateTransform]]
    var appliedSequence: UInt64
    /// Bumped whenever the root component is replaced: an equal version means the root component is the
    /// very value the previous generation was built from.
    var rootVersion: UInt64
    /// Environment change (new context, forced reload, first build): nothing is reused.
    var environmentChanged: Bool
    var inputsVersion: UInt64
    var link: TreeLink?
    var ids: ScopeIDSource
    var checker: LifecycleChecker?
    /// Guards the previous nodes' layout caches, read by path rebuilds to seed incremental layouts.
    var layoutLock: NSLock?
}
