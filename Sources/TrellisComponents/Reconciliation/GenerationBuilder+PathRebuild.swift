// GenerationBuilder+PathRebuild: a state update under an unchanged root rebuilds only the path from the
// root to the updated scopes.
import Foundation

extension GenerationBuilder {
    /// A state update under an unchanged root and environment: only the dirty path is rebuilt. Unscoped
    /// nodes on it render nothing new (their output depends only on their unchanged component and
    /// context), so they are copied with their clean children shared by reference; dirty scoped nodes
    /// re-render as usual. Registries start from the previous generation's and change only where rebuilt,
    /// so the work is proportional to the dirty path and the children of the nodes on it.
    func runPathRebuild(previous: Generation, previousRoot: TreeNode) -> Generation {
        let start = DispatchTime.now().uptimeNanoseconds
        isPathRebuild = true
        scopes = previous.scopes
        scopes.beginLayering()
        let rootFrame = OwnerFrame(continuing: previous.rootNamespace)
        let root = rebuildPath(previousRoot, owner: rootFrame)
        var removed: [AnyComponentController] = []
        for old in rerenderedPrevious {
            old.forEachPreOrder { node in
                guard let handle = node.handle, !registered.contains(handle.id) else { return }
                if scopes[handle.id] === node { scopes[handle.id] = nil }
                if let controller = handle.controller { removed.append(controller) }
            }
        }
        return finish(root: root, rootNamespace: rootFrame.namespace, removed: removed, start: start)
    }

    /// Copies an unscoped node on the dirty path: clean children are shared, dirty ones rebuilt.
    func rebuildPath(_ previous: TreeNode, owner: OwnerFrame) -> TreeNode {
        pathStack.append(
            PathEntry(type: Swift.type(of: previous.component), key: previous.key, ordinal: previous.ordinal))
        defer { pathStack.removeLast() }
        var children = previous.children.array
        for index in children.indices {
            let child = children[index]
            guard subtreeIsDirty(child) else { continue }
            if child.handle == nil {
                children[index] = rebuildPath(child, owner: owner)
            } else {
                rerenderedPrevious.append(child)
                let node = rerender(child.component, erased: child.component, previous: child, owner: owner)
                owner.register(child.nodeKey, node)
                children[index] = node
            }
        }
        let node = TreeNode(
            component: previous.component, ordinal: previous.ordinal, handle: nil,
            children: NodeChildren(children), context: previous.context,
            viewConfiguration: previous.sharedViewConfiguration,
            mountsChildren: previous.mountsChildren)
        // Keep for an incremental layout the previous layouts and children, so a container whose changed
        // children kept their sizes can reuse its previous layout (see `LayoutResolver`).
        inputs.layoutLock?.lock()
        let entries = previous.withLayoutCache { $0.entries }
        inputs.layoutLock?.unlock()
        if !entries.isEmpty {
            node.withLayoutCache {
                $0.keepPreviousLayouts(PreviousLayouts(previousChildren: previous.children, entries: entries))
            }
        }
        owner.register(previous.nodeKey, node)
        return node
    }

    func rerender<C: Component>(
        _ component: C, erased: any Component, previous: TreeNode,
        owner: OwnerFrame
    ) -> TreeNode {
        buildTyped(
            component, erased: erased, owner: owner,
            environment: BuildEnvironment(context: previous.context, key: previous.key),
            identity: Identity(key: previous.nodeKey, previous: previous))
    }
}
