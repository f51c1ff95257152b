// UnchangedSubtree: the mount pass's skip of a scoped subtree that is mounted as it would be mounted again.

extension MountableNode {
    /// If this scoped node is mounted with this very `layout` at `position` in `container`, pass `epoch`
    /// has not visited it yet, and the container vends it the same views at the same places, marks those
    /// views vended again and the node mounted by pass `epoch` under `parent` (no callbacks, no attribute
    /// diffs: see docs, remount skipping) and returns `true`; otherwise changes nothing.
    ///
    /// A method of the node, called on a borrowed node (``MountEngine``'s `mountOrSkip`): it reads the
    /// node without retaining it, and its vend records in place rather than copied out.
    @MainActor func skipMount(
        of layout: Layout, at position: LayoutPoint, in container: ContainerPools<Self>,
        parent: Self?, epoch: UInt64
    ) -> Bool {
        guard isMountedUnchanged(as: layout, at: position, in: container, epoch: epoch) else { return false }
        let tookSameViews: Bool
        switch vendRecords {
        case .none: tookSameViews = true
        case .one(let record): tookSameViews = container.vendSameViews(as: record)
        case .many(let records): tookSameViews = container.vendSameViews(asRuns: records)
        }
        guard tookSameViews else { return false }
        mountedParent = parent
        mountEpoch = epoch
        isSkipped = true
        return true
    }

    /// Whether this node is a scoped node mounted with this very `layout` at `position` in `container`,
    /// not yet visited by pass `epoch`: what ``skipMount(of:at:in:parent:epoch:)`` asks before the
    /// views. A container that recycles by identity asks it of all its children before the pass, to keep
    /// the views of those that will be skipped (see ``ContainerPools/reserve(_:)``).
    @MainActor func isMountedUnchanged(
        as layout: Layout, at position: LayoutPoint, in container: ContainerPools<Self>,
        epoch: UInt64
    ) -> Bool {
        scopeIdentifier != nil && mountEpoch != epoch && mountState == .mounted && mountedLayout === layout
            && mountedOrigin == position && mountedContainer == UInt(bitPattern: ObjectIdentifier(container))
    }
}
