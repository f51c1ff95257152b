// NodeMountState: where a node stands in the mount state machine.

/// Where a node stands in the mount state machine (main actor only).
enum NodeMountState: Sendable {
    case unmounted, mounted, unmounting
}
