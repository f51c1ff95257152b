// GenerationBuilder: builds a tree from a root, the previous build and pending state updates, reusing
// unchanged subtrees (§2.7, §2.10). Runs on any thread.
import Foundation
import TrellisUI

final class GenerationBuilder: ComponentPathProvider {
    let inputs: BuildInputs
    let dirty: Set<ScopeID>
    let dirtyNodes: NodeSet
    @exclusivity(unchecked) var scopes = LayeredMap<ScopeID, TreeNode>()
    @exclusivity(unchecked) var newControllerNodes: [TreeNode] = []
    @exclusivity(unchecked) var updatedNodes: [TreeNode] = []
    /// The components being built, root first, for component paths in diagnostics (rendered lazily).
    @exclusivity(unchecked) var pathStack: [PathEntry] = []

    struct PathEntry {
        let type: Any.Type
        let key: AnyScopeKey?
        let ordinal: Int
        var description: String {
            let name = String(describing: type)
            if let key { return "\(name)[key=\(key)]" }
            return ordinal > 0 ? "\(name)[\(ordinal)]" : name
        }
    }
    @exclusivity(unchecked) var rendered = 0
    @exclusivity(unchecked) var typeTraits: [TypeTraits] = []
    /// The last ``ChildListDiscarding`` type met, as the metatype that calls its requirement: a list's
    /// rows are mostly one such type, so its conformance is looked up once per build, not once per row.
    @exclusivity(unchecked) var lastDiscardingType: (id: ObjectIdentifier, type: any ChildListDiscarding.Type)?
    @exclusivity(unchecked) var reused = 0
    /// Path rebuild (a state update with an unchanged root and environment): scopes registered by this
    /// build, and previous scoped nodes that were re-rendered (their old subtrees may have lost scopes).
    @exclusivity(unchecked) var isPathRebuild = false
    @exclusivity(unchecked) var registered = Set<ScopeID>()
    @exclusivity(unchecked) var rerenderedPrevious: [TreeNode] = []
    /// Scopes this build created (fresh identifiers): every other registered scope is a previous one.
    @exclusivity(unchecked) var createdScopes = 0
    /// Finished scope frames, ready for reuse.
    @exclusivity(unchecked) var spareFrames: [OwnerFrame] = []
    @exclusivity(unchecked) var sharedViewConfigurations = SharedViewConfigurations()
    /// Milliseconds this build waited for earlier trees to be freed.
    @exclusivity(unchecked) var freeingWait = 0.0
    /// Whether a long list of keyed children may be built on two threads (not inside such a split).
    @exclusivity(unchecked) var splitsLists = true
    /// Whether this builder builds the second half of a split list, on the helper thread. It registers
    /// scopes and reports diagnostics into its own lists, which the builder of the first half takes over
    /// in order.
    let buildsSecondHalf: Bool
    @exclusivity(unchecked) var secondHalfRegistrations: [(id: ScopeID, node: TreeNode)] = []
    @exclusivity(unchecked) var secondHalfReports: [Diagnostic] = []

    init(inputs: BuildInputs, dirty: Set<ScopeID>, dirtyNodes: NodeSet, buildsSecondHalf: Bool) {
        self.inputs = inputs
        self.dirty = dirty
        self.dirtyNodes = dirtyNodes
        self.buildsSecondHalf = buildsSecondHalf
    }

    convenience init(_ inputs: BuildInputs) {
        var dirty = Set<ScopeID>()
        if let previous = inputs.previous {
            for id in inputs.updates.keys {
                var current: ScopeID? = id
                while let scope = current, dirty.insert(scope).inserted {
                    current = previous.scopes[scope]?.handle?.parentID
                }
            }
        }
        // The previous nodes of the dirty scopes, by identity: checking a child needs no load of its handle.
        var dirtyNodes = NodeSet()
        if let previous = inputs.previous {
            for id in dirty { if let node = previous.scopes[id] { dirtyNodes.insert(node) } }
        }
        self.init(inputs: inputs, dirty: dirty, dirtyNodes: dirtyNodes, buildsSecondHalf: false)
    }

    static func build(_ inputs: BuildInputs) -> Generation {
        GenerationBuilder(inputs).run()
    }

    func run() -> Generation {
        if let previous = inputs.previous, let previousRoot = previous.root, previousRoot.handle == nil,
            !inputs.environmentChanged, previous.rootVersion == inputs.rootVersion, previous.context == inputs.context,
            !dirty.isEmpty, inputs.root != nil
        {
            return runPathRebuild(previous: previous, previousRoot: previousRoot)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        // A large rebuild waits for earlier trees to be freed rather than contend with the freeing (see
        // Retirement); a small one just runs. Counted as build time: it is the build's to wait for.
        if let previous = inputs.previous, previous.scopes.count >= Retirement.largeBuild {
            Retirement.waitForQuiet()
            freeingWait = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        let rootFrame = OwnerFrame(previous: inputs.previous?.rootNamespace)
        scopes.reserve(inputs.previous?.scopes.count ?? 0)
        let root = inputs.root.flatMap {
            build($0, owner: rootFrame, environment: BuildEnvironment(context: inputs.context, key: nil))
        }
        var removed: [AnyComponentController] = []
        // Registered scopes are distinct: fresh ones plus previous ones still in the tree. When the latter
        // are all of the previous scopes, none left, and the previous tree needs no walk.
        if let previous = inputs.previous, previous.scopes.count > 0,
            scopes.count - createdScopes < previous.scopes.count
        {
            // Tree order (pre-order of the previous tree), so invalidation order is deterministic.
            previous.root?.forEachPreOrder { node in
                if let handle = node.handle, scopes[handle.id] == nil, let controller = handle.controller {
                    removed.append(controller)
                }
            }
        }
        return finish(root: root, rootNamespace: rootFrame.namespace, removed: removed, start: start)
    }

    /// The generation this build made, timed from `start`.
    func finish(
        root: TreeNode?, rootNamespace: Namespace, removed: [AnyComponentController],
        start: UInt64
    ) -> Generation {
        let duration = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return Generation(
            root: root, rootNamespace: rootNamespace, scopes: scopes, newControllerNodes: newControllerNodes,
            removedControllers: removed, updatedNodes: updatedNodes, appliedSequence: inputs.appliedSequence,
            rootVersion: inputs.rootVersion, context: inputs.context, inputsVersion: inputs.inputsVersion,
            buildDuration: duration, freeingWait: freeingWait, renderedCount: rendered, reusedCount: reused)
    }

    /// What a build asks of a component type beyond its value. Two flags beside the identifier: an entry
    /// is as large as one with a single flag.
    struct TypeTraits {
        let type: ObjectIdentifier
        /// `C.declaresController`.
        let declaresController: Bool
        /// Whether `C` is ``ChildListDiscarding``.
        let discardsChildList: Bool
    }

    /// `C`'s traits, remembered per type: asking the runtime for `ComponentController<C>`'s metadata, or
    /// for a conformance, costs more than the rest of a leaf's build.
    func traits<C: Component>(_ type: C.Type, _ id: ObjectIdentifier) -> TypeTraits {
        for entry in typeTraits where entry.type == id { return entry }
        let traits = TypeTraits(
            type: id, declaresController: C.declaresController,
            discardsChildList: C.self is any ChildListDiscarding.Type)
        if typeTraits.count < 16 { typeTraits.append(traits) }
        return traits
    }

    /// `component` (whose traits say it discards its child list; `id` identifies `C`) as its node keeps
    /// it (see ``ChildListDiscarding``).
    func discardingChildList<C: Component>(_ component: C, _ id: ObjectIdentifier) -> any Component {
        if let last = lastDiscardingType, last.id == id { return last.type.discardingChildList(of: component) }
        guard let discarding = C.self as? any ChildListDiscarding.Type else { return component }
        lastDiscardingType = (id, discarding)
        return discarding.discardingChildList(of: component)
    }

    func register(_ id: ScopeID, _ node: TreeNode) {
        if buildsSecondHalf {
            secondHalfRegistrations.append((id, node))
            return
        }
        scopes[id] = node
        if isPathRebuild { registered.insert(id) }
    }

    func report(_ rule: String, _ path: String, _ message: String) {
        report(Diagnostic(rule: rule, path: path, message: message))
    }

    func report(_ diagnostic: Diagnostic) {
        if buildsSecondHalf {
            secondHalfReports.append(diagnostic)
        } else if let checker = inputs.checker {
            checker.report(diagnostic)
        } else {
            LifecycleChecker.emit(diagnostic)
        }
    }

    func build(_ component: any Component, owner: OwnerFrame, environment: BuildEnvironment) -> TreeNode? {
        // Most components wrap nothing: they are built as they came, without a copy of the existential.
        guard Self.isWrapper(storedType(of: component)) else {
            return buildTyped(component, erased: component, owner: owner, environment: environment)
        }
        var environment = environment
        let current = Self.unwrap(component, &environment)
        return buildTyped(current, erased: current, owner: owner, environment: environment)
    }

    /// Metatype checks instead of a protocol cast: this runs for every component of every build.
    static func isWrapper(_ type: any Component.Type) -> Bool {
        type == KeyedComponent.self || type == ContextProvider.self || type == FlexItem.self
    }

    /// `component`'s view configuration, boxed (see ``SharedViewConfiguration``); a content configuration
    /// made for another component type is reported and loses its attribute (its value would have to be a
    /// component this node does not have).
    func checkedViewConfiguration<C: Component>(_ component: C) -> SharedViewConfiguration? {
        guard let configuration = component.viewConfiguration else { return nil }
        guard case .content(let box) = configuration.attributes, box.valueType != C.self else {
            return sharedViewConfigurations.share(configuration)
        }
        report(
            "C-VIEW-CONTENT", currentPath,
            "\(C.typeName)'s view configuration takes the value of its attribute \"\(box.identifier.name)\" from "
                + "the component itself, which must then be a \(String(describing: box.valueType)); the attribute is not "
                + "applied. Give \(C.typeName) ViewConfiguration(_:attributes:) with the value instead")
        return SharedViewConfiguration(ViewConfiguration(configuration.viewClass))
    }

    /// The component inside any transparent wrappers (keys, context providers, flex properties), with
    /// what they set applied to `environment`.
    static func unwrap(_ component: any Component, _ environment: inout BuildEnvironment) -> any Component {
        var current = component
        while true {
            if Self.isWrapper(storedType(of: current)), let wrapper = current as? any TransparentComponent {
                wrapper.modify(&environment)
                current = wrapper.wrapped
            } else {
                return current
            }
        }
    }

    /// A node's identity decided before its build — by a path rebuild (its previous node) or by a split
    /// list (resolved in order). The caller registers such a node in its owner's namespace.
    struct Identity: Sendable {
        let key: NodeKey
        let previous: TreeNode?
    }

    /// Builds `component`; `erased` is the same value as the existential it came in (the node keeps that
    /// one, sharing its storage, rather than boxing a copy).
    func buildTyped<C: Component>(
        _ component: C, erased: any Component, owner: OwnerFrame,
        environment: BuildEnvironment,
        identity: Identity? = nil
    ) -> TreeNode {
        let typeID = ObjectIdentifier(C.self)
        let key = environment.key ?? component.erasedScopeKey
        let nodeKey = identity?.key ?? owner.nextKey(typeID, key)
        let traits = self.traits(C.self, typeID)
        let declaresController = traits.declaresController
        let scoped = C.declaresState || declaresController || key != nil
        let previous = identity.map(\.previous) ?? owner.previousNode(nodeKey)
        let registersInOwner = identity == nil

        // §2.10: reuse an unchanged subtree that is not on the dirty path, without rendering it.
        if let previous, !inputs.environmentChanged, previous.context == environment.context,
            component.isEquivalent(to: previous.component), !subtreeIsDirty(previous)
        {
            if registersInOwner { owner.register(nodeKey, previous) }
            adoptDescendants(of: previous, owner: owner)
            reused += 1
            return previous
        }

        pathStack.append(PathEntry(type: C.self, key: key, ordinal: nodeKey.ordinal))
        defer { pathStack.removeLast() }

        if nodeKey.ordinal > 0, scoped {
            if key == nil {
                report(
                    "C-SCOPE-COLLISION", currentPath,
                    "unkeyed \(C.typeName) siblings in one scope are told apart by ordinal only: "
                        + "\(owner.firstUnkeyedPaths[typeID] ?? C.typeName) and \(currentPath); add a key")
            } else {
                report(
                    "C-SCOPE-DUPLICATE-KEY", currentPath,
                    "two \(C.typeName) siblings share the key \(key.map { "\($0)" } ?? ""); told apart by ordinal")
            }
        } else if scoped, key == nil, C.declaresState || declaresController {
            owner.firstUnkeyedPaths[typeID] = currentPath
        }

        var handle: ScopeHandle?
        if scoped {
            if let previousHandle = previous?.handle {
                var state = previousHandle.state
                if let updates = inputs.updates[previousHandle.id] { state = StateTransform.fold(state, updates) }
                handle = ScopeHandle(
                    id: previousHandle.id, key: key, parentID: owner.scopeID, link: inputs.link,
                    controller: previousHandle.controller, type: C.self, state: state)
            } else {
                var controller: AnyComponentController?
                if declaresController {
                    controller = C.Controller(component: component)
                }
                createdScopes += 1
                handle = ScopeHandle(
                    id: inputs.ids.make(), key: key, parentID: owner.scopeID, link: inputs.link,
                    controller: controller, type: C.self, state: C.initialState())
            }
        }

        let scope = Scope<C>(
            handle: handle, context: environment.context,
            path: ComponentPathSource(provider: self, depth: pathStack.count))
        let childComponents = component.renderChildren(scope)
        handle?.isResolved = true
        rendered += 1

        let childOwner = handle.map { frame(scopeID: $0.id, previous: previous) } ?? owner
        childOwner.expect(childComponents.count)
        let children: NodeChildren
        let childEnvironment = BuildEnvironment(context: environment.context, key: nil)
        if childComponents.count == 1 {
            // A render component's one child: no array to build it into (see `NodeChildren`).
            children =
                build(childComponents[0], owner: childOwner, environment: childEnvironment)
                .map(NodeChildren.init(one:)) ?? .none
        } else if let plan = splitPlan(childComponents, owner: childOwner, environment: childEnvironment) {
            children = NodeChildren(buildSplit(plan, owner: childOwner))
        } else {
            var nodes: [TreeNode] = []
            nodes.reserveCapacity(childComponents.count)
            // By index: `for child in` would copy every child out of the array first.
            for index in childComponents.indices {
                if let node = build(childComponents[index], owner: childOwner, environment: childEnvironment) {
                    nodes.append(node)
                }
            }
            children = NodeChildren(nodes)
        }

        // An unscoped node of a component that needs its child list only to build its children keeps it
        // without that list: a list's rows would otherwise each hold an array of components their child
        // nodes hold too (see ``ChildListDiscarding``).
        let stored = handle == nil && traits.discardsChildList ? discardingChildList(component, typeID) : erased
        let node = TreeNode(
            component: stored, ordinal: nodeKey.ordinal, handle: handle, children: children,
            context: environment.context, viewConfiguration: checkedViewConfiguration(component),
            mountsChildren: component.mountsChildren)
        if registersInOwner { owner.register(nodeKey, node) }
        if let handle {
            handle.namespace = childOwner.namespace(for: node)
            childOwner.finish()
            spareFrames.append(childOwner)
            register(handle.id, node)
            if handle.controller != nil {
                if previous?.handle != nil { updatedNodes.append(node) } else { newControllerNodes.append(node) }
            }
        }
        return node
    }

    /// A frame for a scope's children: a recycled one if any.
    func frame(scopeID: ScopeID, previous: TreeNode?) -> OwnerFrame {
        guard let frame = spareFrames.popLast() else { return OwnerFrame(scopeID: scopeID, previous: previous) }
        frame.start(scopeID: scopeID, previous: previous)
        return frame
    }

    var currentPath: String { path(depth: pathStack.count) }

    /// The path of the first `depth` components being built.
    func path(depth: Int) -> String { pathStack.prefix(depth).map(\.description).joined(separator: " > ") }

    /// Whether a state update is pending anywhere in `node`'s subtree.
    func subtreeIsDirty(_ node: TreeNode) -> Bool {
        if dirty.isEmpty { return false }
        if dirtyNodes.contains(node) { return true }
        if node.handle != nil { return false }
        for child in node.children where subtreeIsDirty(child) { return true }
        return false
    }

    /// Re-registers a reused subtree: its unscoped descendants belong to `owner`'s namespace (with fresh
    /// ordinals), and every scope in it stays in the tree.
    func adoptDescendants(of node: TreeNode, owner: OwnerFrame) {
        if node.handle != nil {
            registerScopes(node)
            return
        }
        for child in node.children {
            owner.register(owner.nextKey(child.typeID, child.key), child)
            adoptDescendants(of: child, owner: owner)
        }
    }

    func registerScopes(_ node: TreeNode) {
        if let handle = node.handle { register(handle.id, node) }
        for child in node.children { registerScopes(child) }
    }
}
