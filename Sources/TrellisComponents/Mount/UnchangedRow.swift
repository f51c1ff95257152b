// UnchangedRow: the mount pass's first look at a child of a long list — whether it is an unchanged
// subtree it can skip — made without retaining the child's layout or node.

/// What the first look at a child found: not skippable here, or skippable with these views to re-vend.
enum UnchangedRowProbe {
    /// Not an unchanged subtree at this place (or one this quick look does not handle): mount it.
    case mount
    /// Unchanged; it took no views from its container.
    case noViews
    /// Unchanged; it took these views from its container last time.
    case views(VendRecord)
    /// Unchanged; it took several runs of views, which the node holds (see ``ContainerPools/revend(runs:)``).
    case runs
}

/// The mount pass visits every row of a long list after a state update in one of them. Retaining each
/// row's layout to look at it was most of that visit's cost: the row is in no cache, and a retain is an
/// atomic write to the line just missed, which holds up the loads of the rows after it. These functions
/// read the layout and node through raw references instead, and they are nonisolated so that the
/// buffer closures they use are not checked against the main executor on every call.
enum UnchangedRow {
    /// Looks at `children[index]`: whether its node is a scoped subtree that pass `epoch` has not
    /// visited yet, mounted last time with this very layout at `position` in the container `container`.
    /// The caller still has to check that the container vends the same views at the same places
    /// (``ContainerPools/revend(_:)``).
    static func probe(_ children: [ComponentLayout.Child], at index: Int, position: LayoutPoint,
                      container: UInt, epoch: UInt64) -> UnchangedRowProbe {
        withChild(children, index) { layout in
            guard let node = layout.nodeReference else { return .mount }
            return node._withUnsafeGuaranteedRef {
                $0.probeUnchanged(layout, at: position, container: container, epoch: epoch)
            }
        }
    }

    /// Marks the node of `children[index]` (a probed row whose views were re-vended) as mounted by pass
    /// `epoch` without visiting it, under `parent`.
    static func markSkipped(_ children: [ComponentLayout.Child], at index: Int, parent: TreeNode?, epoch: UInt64) {
        withChild(children, index) { layout in
            layout.nodeReference?._withUnsafeGuaranteedRef { $0.markSkipped(parent: parent, epoch: epoch) }
        }
    }

    /// Calls `body` with the layout of `children[index]` (a valid index), borrowed: the array keeps it
    /// alive.
    private static func withChild<Result>(_ children: [ComponentLayout.Child], _ index: Int,
                                          _ body: (ComponentLayout) -> Result) -> Result {
        ComponentLayout.childReference(in: children, at: index)._withUnsafeGuaranteedRef(body)
    }
}

extension TreeNode {
    /// See ``UnchangedRow/probe(_:at:position:container:epoch:)``.
    fileprivate func probeUnchanged(_ layout: ComponentLayout, at position: LayoutPoint, container: UInt,
                                    epoch: UInt64) -> UnchangedRowProbe {
        guard handle != nil, mountEpoch != epoch, mountState == .mounted, mountedLayout === layout,
              mountedOrigin == position, mountedContainer == container else { return .mount }
        switch vendRecords {
        case .none: return .noViews
        case .one(let record): return .views(record)
        case .many: return .runs
        }
    }

    /// The whole skip for one node (the root, or a row with several runs of views): if it is unchanged
    /// and its container vends it the same views again, marks it mounted by pass `epoch` under `parent`
    /// and returns `true`; otherwise changes nothing.
    @MainActor func skipMount(of layout: ComponentLayout, at position: LayoutPoint, in container: ContainerPools,
                              parent: TreeNode?, epoch: UInt64) -> Bool {
        let probe = probeUnchanged(layout, at: position, container: UInt(bitPattern: ObjectIdentifier(container)),
                                   epoch: epoch)
        let revended: Bool
        if case .runs = probe, case .many(let records) = vendRecords {
            revended = container.revend(runs: records)
        } else {
            revended = container.revend(probe)
        }
        guard revended else { return false }
        markSkipped(parent: parent, epoch: epoch)
        return true
    }

    /// See ``UnchangedRow/markSkipped(_:at:parent:epoch:)``.
    fileprivate func markSkipped(parent: TreeNode?, epoch: UInt64) {
        mountedParent = parent
        mountEpoch = epoch
        isSkipped = true
    }
}
