// MountAnalytics: what one mount pass did (ComponentKit's mount analytics listener data).
import TrellisUI

/// Counters and durations of one mount pass.
public struct MountAnalytics: Sendable, Hashable {
    /// Views created because a reuse pool was exhausted.
    public var viewsAllocated = 0
    /// Views vended from a pool (created earlier).
    public var viewsReused = 0
    /// Views hidden because nobody asked for them in this pass.
    public var viewsHidden = 0
    /// Hidden views vended again.
    public var viewsUnhidden = 0
    /// Components mounted (including remounts).
    public var componentsMounted = 0
    /// Components whose unchanged subtree was skipped (not visited) by this pass.
    public var componentsSkipped = 0
    /// Components unmounted after the pass.
    public var componentsUnmounted = 0
    /// Attribute applicator calls.
    public var attributesApplied = 0
    /// Attribute unapplicator calls.
    public var attributesUnapplied = 0
    /// Attribute updater calls.
    public var attributesUpdated = 0
    /// Wall time of the pass in milliseconds.
    public var durationMilliseconds = 0.0

    /// Empty counters.
    public init() {}
}

/// Durations of the phases of the last update, in milliseconds.
public struct ComponentTimings: Sendable, Hashable {
    /// Building the last generation (possibly off the main actor).
    public var buildMilliseconds = 0.0
    /// The part of ``buildMilliseconds`` spent waiting for replaced trees to be freed: a large rebuild
    /// (of 512 or more scopes) does not run beside that freeing.
    public var freeingWaitMilliseconds = 0.0
    /// Computing the last root layout (possibly off the main actor).
    public var layoutMilliseconds = 0.0
    /// The last mount pass.
    public var mountMilliseconds = 0.0
    /// Whether the last build and layout ran off the main actor.
    public var builtInBackground = false
    /// Main-actor time of the last apply + (layout if not precomputed) + mount, including the
    /// controller callbacks it triggered (not the build, which ``buildMilliseconds`` reports).
    public var mainActorMilliseconds = 0.0
    /// Empty timings.
    public init() {}
}
