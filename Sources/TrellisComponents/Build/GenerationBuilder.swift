import Foundation
// GenerationBuilder: builds a generation from a root, the previous generation and pending state updates,
// reusing unchanged subtrees (§2.7, §2.10). Runs on any thread.
import TrellisUI

/// One scope's namespace while its children are built: where previous nodes are looked up, and where
/// the build's nodes are registered. A builder recycles frames (a list renders one scope per row), so the
/// ordinal counters keep their storage from row to row.
///
/// Only the root frame keeps its entries in a table (the generation's root namespace, which a path
/// rebuild continues). A scope's frame only counts them: a scope with a few entries stores nothing, and
/// the next build finds its previous nodes by walking the scope's previous node (see `previousNode`);
/// a scope with more gets a table built from its node when it is finished (see `namespace(for:)`).
private final class OwnerFrame {
    @exclusivity(unchecked) private(set) var scopeID: ScopeID?
    /// Where the previous generation's nodes of this scope are looked up.
    @exclusivity(unchecked) private(set) var previousNodes = PreviousNodes(stored: nil, scope: nil)
    /// The root frame's entries.
    @exclusivity(unchecked) private(set) var namespace: Namespace
    private let keepsEntries: Bool
    /// How many nodes a scope's frame registered.
    @exclusivity(unchecked) private var entryCount = 0
    @exclusivity(unchecked) var ordinals = OrdinalCounters<OrdinalKey>()
    @exclusivity(unchecked) var firstUnkeyedPaths: [ObjectIdentifier: String] = [:]
    #if DEBUG
        /// A scope frame's registrations, recorded in debug builds only: what a walk of the finished node
        /// must find (see `namespace(for:)`).
        @exclusivity(unchecked) private var recorded = Namespace()
    #endif

    struct OrdinalKey: Hashable {
        let type: ObjectIdentifier
        let key: AnyScopeKey?
    }

    /// The root frame, looking up previous nodes in the previous generation's root namespace.
    init(previous: Namespace?) {
        previousNodes = PreviousNodes(stored: previous, scope: nil)
        namespace = Namespace(capacity: previous?.count ?? 0)
        keepsEntries = true
    }

    /// A root frame whose namespace starts as `previous` (a path rebuild overwrites only the rebuilt
    /// entries).
    init(continuing previous: Namespace) {
        previousNodes = PreviousNodes(stored: previous, scope: nil)
        namespace = previous
        namespace.beginLayering()
        keepsEntries = true
    }

    /// A frame for a scope's children; `previous` is the scope's previous node, if any.
    init(scopeID: ScopeID, previous: TreeNode?) {
        namespace = Namespace()
        keepsEntries = false
        start(scopeID: scopeID, previous: previous)
    }

    /// Makes a scope's frame ready for the scope's children.
    func start(scopeID: ScopeID, previous: TreeNode?) {
        self.scopeID = scopeID
        let stored = previous?.namespace
        previousNodes = PreviousNodes(stored: stored, scope: stored == nil ? previous : nil)
    }

    /// The previous node registered under `key`, if any.
    func previousNode(_ key: NodeKey) -> TreeNode? { previousNodes.node(key) }

    /// Calls `body` with every entry of `node`'s scope part, keys counted as the build counted them.
    private static func forEachEntry(
        below node: TreeNode, _ ordinals: inout OrdinalCounters<OrdinalKey>,
        _ body: (NodeKey, TreeNode) -> Void
    ) {
        for child in node.children {
            body(Self.key(child.typeID, child.key, counting: &ordinals), child)
            if child.handle == nil { forEachEntry(below: child, &ordinals, body) }
        }
    }

    /// Registers a node of this frame's scope under `key`.
    func register(_ key: NodeKey, _ node: TreeNode) {
        if keepsEntries {
            namespace[key] = node
            return
        }
        entryCount += 1
        #if DEBUG
            recorded[key] = node
        #endif
    }

    /// The table to store with the scope's finished `node`: only for a scope with many entries, where a
    /// walk per lookup would cost too much. Built from the node, as the next build would find them.
    func namespace(for node: TreeNode) -> Namespace? {
        #if DEBUG
            var found = 0
            var check = OrdinalCounters<OrdinalKey>()
            Self.forEachEntry(below: node, &check) { key, child in
                found += 1
                assert(recorded[key] === child, "scope entry \(key) is not where the build registered it")
            }
            assert(
                found == recorded.count, "a scope's walk found \(found) entries; the build registered \(recorded.count)"
            )
            recorded = Namespace()
        #endif
        guard entryCount > Namespace.smallCount else { return nil }
        var table = Namespace(capacity: entryCount)
        var ordinals = OrdinalCounters<OrdinalKey>()
        ordinals.reserve(entryCount)
        Self.forEachEntry(below: node, &ordinals) { key, child in table[key] = child }
        return table
    }

    /// Makes a finished scope's frame ready for another scope.
    func finish() {
        entryCount = 0
        ordinals.removeAll()
        if !firstUnkeyedPaths.isEmpty { firstUnkeyedPaths.removeAll() }
        previousNodes = PreviousNodes(stored: nil, scope: nil)
    }

    /// Prepares for `count` more children (a large list then hashes into tables sized once).
    func expect(_ count: Int) {
        ordinals.reserve(count)
        if keepsEntries { namespace.reserve(count) }
    }

    func nextKey(_ type: ObjectIdentifier, _ key: AnyScopeKey?) -> NodeKey {
        Self.key(type, key, counting: &ordinals)
    }

    /// The key of the next node of `type` and `key`, its ordinal counted in `ordinals`.
    private static func key(
        _ type: ObjectIdentifier, _ key: AnyScopeKey?,
        counting ordinals: inout OrdinalCounters<OrdinalKey>
    ) -> NodeKey {
        NodeKey(type: type, key: key, ordinal: ordinals.next(OrdinalKey(type: type, key: key)))
    }
}

/// A frame's previous nodes: the previous generation's table for the scope, or else the scope's
/// previous node, whose subtree holds them. A value, so the two threads of a split list can read it at
/// once.
private struct PreviousNodes: @unchecked Sendable {
    // Safe: the previous generation is immutable while the next one is built.
    let stored: Namespace?
    let scope: TreeNode?

    /// The previous node registered under `key`, if any.
    func node(_ key: NodeKey) -> TreeNode? {
        if let stored { return stored[key] }
        guard let scope else { return nil }
        return Self.find(key, below: scope)
    }

    /// The `key.ordinal`-th node of `key`'s type and key in `node`'s part of the scope: its descendants
    /// in pre-order, down to and including the first scoped ones, which is the order the build counted
    /// ordinals in (`nextKey` runs before a component's children are built). At most a few nodes: larger
    /// scopes store a table.
    private static func find(_ key: NodeKey, below node: TreeNode) -> TreeNode? {
        var skipped = 0
        return find(key, below: node, skipped: &skipped)
    }

    private static func find(_ key: NodeKey, below node: TreeNode, skipped: inout Int) -> TreeNode? {
        for child in node.children {
            if child.typeID == key.type, child.key == key.key {
                if skipped == key.ordinal { return child }
                skipped += 1
            }
            if child.handle == nil, let found = find(key, below: child, skipped: &skipped) { return found }
        }
        return nil
    }
}

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

final class GenerationBuilder {
    private let inputs: BuildInputs
    private let dirty: Set<ScopeID>
    private let dirtyNodes: NodeSet
    @exclusivity(unchecked) private var scopes = LayeredMap<ScopeID, TreeNode>()
    @exclusivity(unchecked) private var newControllerNodes: [TreeNode] = []
    @exclusivity(unchecked) private var updatedNodes: [TreeNode] = []
    /// The components being built, root first, for component paths in diagnostics (rendered lazily).
    @exclusivity(unchecked) private var pathStack: [PathEntry] = []

    private struct PathEntry {
        let type: Any.Type
        let key: AnyScopeKey?
        let ordinal: Int
        var description: String {
            let name = String(describing: type)
            if let key { return "\(name)[key=\(key)]" }
            return ordinal > 0 ? "\(name)[\(ordinal)]" : name
        }
    }
    @exclusivity(unchecked) private var rendered = 0
    @exclusivity(unchecked) private var typeTraits: [TypeTraits] = []
    /// The last ``ChildListDiscarding`` type met, as the metatype that calls its requirement: a list's
    /// rows are mostly one such type, so its conformance is looked up once per build, not once per row.
    @exclusivity(unchecked) private var lastDiscardingType: (id: ObjectIdentifier, type: any ChildListDiscarding.Type)?
    @exclusivity(unchecked) private var reused = 0
    /// Path rebuild (a state update with an unchanged root and environment): scopes registered by this
    /// build, and previous scoped nodes that were re-rendered (their old subtrees may have lost scopes).
    @exclusivity(unchecked) private var isPathRebuild = false
    @exclusivity(unchecked) private var registered = Set<ScopeID>()
    @exclusivity(unchecked) private var rerenderedPrevious: [TreeNode] = []
    /// Scopes this build created (fresh identifiers): every other registered scope is a previous one.
    @exclusivity(unchecked) private var createdScopes = 0
    /// Finished scope frames, ready for reuse.
    @exclusivity(unchecked) private var spareFrames: [OwnerFrame] = []
    @exclusivity(unchecked) private var sharedViewConfigurations = SharedViewConfigurations()
    /// Milliseconds this build waited for earlier trees to be freed.
    @exclusivity(unchecked) private var freeingWait = 0.0
    /// Whether a long list of keyed children may be built on two threads (not inside such a split).
    @exclusivity(unchecked) private var splitsLists = true
    /// A fork builds half of a split list on the helper thread. It registers scopes and reports
    /// diagnostics into its own lists, which the builder that forked it takes over in order.
    private let isFork: Bool
    @exclusivity(unchecked) private var forkRegistrations: [(id: ScopeID, node: TreeNode)] = []
    @exclusivity(unchecked) private var forkReports: [Diagnostic] = []

    private init(inputs: BuildInputs, dirty: Set<ScopeID>, dirtyNodes: NodeSet, isFork: Bool) {
        self.inputs = inputs
        self.dirty = dirty
        self.dirtyNodes = dirtyNodes
        self.isFork = isFork
    }

    /// A builder for the second half of a split list, below the same components as this one.
    private convenience init(forkOf parent: GenerationBuilder) {
        self.init(inputs: parent.inputs, dirty: parent.dirty, dirtyNodes: parent.dirtyNodes, isFork: true)
        pathStack = parent.pathStack
        typeTraits = parent.typeTraits
        splitsLists = false
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
        self.init(inputs: inputs, dirty: dirty, dirtyNodes: dirtyNodes, isFork: false)
    }

    static func build(_ inputs: BuildInputs) -> Generation {
        GenerationBuilder(inputs).run()
    }

    private func run() -> Generation {
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

    /// A state update under an unchanged root and environment: only the dirty path is rebuilt. Unscoped
    /// nodes on it render nothing new (their output depends only on their unchanged component and
    /// context), so they are copied with their clean children shared by reference; dirty scoped nodes
    /// re-render as usual. Registries start from the previous generation's and change only where rebuilt,
    /// so the work is proportional to the dirty path and the children of the nodes on it.
    private func runPathRebuild(previous: Generation, previousRoot: TreeNode) -> Generation {
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

    /// The generation this build made, timed from `start`.
    private func finish(
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

    /// Copies an unscoped node on the dirty path: clean children are shared, dirty ones rebuilt.
    private func rebuildPath(_ previous: TreeNode, owner: OwnerFrame) -> TreeNode {
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
        // Seed an incremental layout: the previous layouts and children, so a container whose changed
        // children kept their sizes can reuse its previous layout (see `LayoutEngine`).
        inputs.layoutLock?.lock()
        let entries = previous.layoutCache.entries
        inputs.layoutLock?.unlock()
        if !entries.isEmpty {
            node.layoutCache.plant(LayoutSeed(previousChildren: previous.children, entries: entries))
        }
        owner.register(previous.nodeKey, node)
        return node
    }

    private func rerender<C: Component>(
        _ component: C, erased: any Component, previous: TreeNode,
        owner: OwnerFrame
    ) -> TreeNode {
        buildTyped(
            component, erased: erased, owner: owner,
            environment: BuildEnvironment(context: previous.context, key: previous.key),
            identity: Identity(key: previous.nodeKey, previous: previous))
    }

    /// What a build asks of a component type beyond its value. Two flags beside the identifier: an entry
    /// is as large as one with a single flag.
    private struct TypeTraits {
        let type: ObjectIdentifier
        /// `C.declaresController`.
        let declaresController: Bool
        /// Whether `C` is ``ChildListDiscarding``.
        let discardsChildList: Bool
    }

    /// `C`'s traits, remembered per type: asking the runtime for `ComponentController<C>`'s metadata, or
    /// for a conformance, costs more than the rest of a leaf's build.
    private func traits<C: Component>(_ type: C.Type, _ id: ObjectIdentifier) -> TypeTraits {
        for entry in typeTraits where entry.type == id { return entry }
        let traits = TypeTraits(
            type: id, declaresController: C.declaresController,
            discardsChildList: C.self is any ChildListDiscarding.Type)
        if typeTraits.count < 16 { typeTraits.append(traits) }
        return traits
    }

    /// `component` (whose traits say it discards its child list; `id` identifies `C`) as its node keeps
    /// it (see ``ChildListDiscarding``).
    private func discardingChildList<C: Component>(_ component: C, _ id: ObjectIdentifier) -> any Component {
        if let last = lastDiscardingType, last.id == id { return last.type.discardingChildList(of: component) }
        guard let discarding = C.self as? any ChildListDiscarding.Type else { return component }
        lastDiscardingType = (id, discarding)
        return discarding.discardingChildList(of: component)
    }

    private func register(_ id: ScopeID, _ node: TreeNode) {
        if isFork {
            forkRegistrations.append((id, node))
            return
        }
        scopes[id] = node
        if isPathRebuild { registered.insert(id) }
    }

    private func report(_ rule: String, _ path: String, _ message: String) {
        report(Diagnostic(rule: rule, path: path, message: message))
    }

    private func report(_ diagnostic: Diagnostic) {
        if isFork {
            forkReports.append(diagnostic)
        } else if let checker = inputs.checker {
            checker.report(diagnostic)
        } else {
            LifecycleChecker.emit(diagnostic)
        }
    }

    private func build(_ component: any Component, owner: OwnerFrame, environment: BuildEnvironment) -> TreeNode? {
        // Most components wrap nothing: they are built as they came, without a copy of the existential.
        guard Self.isWrapper(storedType(of: component)) else {
            return buildTyped(component, erased: component, owner: owner, environment: environment)
        }
        var environment = environment
        let current = Self.unwrap(component, &environment)
        return buildTyped(current, erased: current, owner: owner, environment: environment)
    }

    /// Metatype checks instead of a protocol cast: this runs for every component of every build.
    private static func isWrapper(_ type: any Component.Type) -> Bool {
        type == KeyedComponent.self || type == ContextProvider.self || type == FlexItem.self
    }

    /// `component`'s view configuration, boxed (see ``SharedViewConfiguration``); a content configuration
    /// made for another component type is reported and loses its attribute (its value would have to be a
    /// component this node does not have).
    private func checkedViewConfiguration<C: Component>(_ component: C) -> SharedViewConfiguration? {
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
    private static func unwrap(_ component: any Component, _ environment: inout BuildEnvironment) -> any Component {
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
    private func buildTyped<C: Component>(
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
            path: ComponentPathSource(builder: self, depth: pathStack.count))
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

    /// A child of a split list: unwrapped, its key in `environment`.
    private struct PlannedChild: Sendable {
        let component: any Component
        let environment: BuildEnvironment
        let typeID: ObjectIdentifier
    }

    /// The children of a long list whose children are all keyed, ready to be built on two threads, with
    /// their identities; `nil` for any other list. Keyed children are scopes of their own: building one
    /// touches nothing of its siblings' but its entry in the list's namespace, so only the ordinals
    /// (which count duplicate keys) and that registration need the list's order. Unwrapping the children
    /// and asking for their keys touch nothing shared, so they run on two threads too.
    private func splitPlan(
        _ components: [any Component], owner: OwnerFrame,
        environment: BuildEnvironment
    ) -> (children: [PlannedChild?], keys: [NodeKey])? {
        guard splitsLists, !isPathRebuild, ParallelWork.splits(components.count) else { return nil }
        let children = ParallelWork.map(components.count) { _, index -> PlannedChild? in
            var childEnvironment = environment
            let child = Self.unwrap(components[index], &childEnvironment)
            // The key travels in the environment, so the child's build does not ask for it again.
            guard let key = childEnvironment.key ?? child.erasedScopeKey else { return nil }
            childEnvironment.key = key
            return PlannedChild(
                component: child, environment: childEnvironment,
                typeID: ObjectIdentifier(storedType(of: child)))
        }
        var keys: [NodeKey] = []
        keys.reserveCapacity(children.count)
        for index in children.indices {
            guard let child = children[index] else { return nil }
            keys.append(owner.nextKey(child.typeID, child.environment.key))
        }
        return (children, keys)
    }

    /// Builds the planned children, the first half here and the second by a fork on a helper thread, then
    /// takes over what the fork registered, in child order — the same generation a build in order makes.
    private func buildSplit(_ plan: (children: [PlannedChild?], keys: [NodeKey]), owner: OwnerFrame) -> [TreeNode] {
        let fork = GenerationBuilder(forkOf: self)
        splitsLists = false
        defer { splitsLists = true }
        let builders = SplitBuilders(first: self, second: fork, owner: owner, previous: owner.previousNodes)
        let built = ParallelWork.map(plan.keys.count) { part, index in
            builders.build(plan.children[index]!, key: plan.keys[index], part: part)
        }
        for (index, node) in built.enumerated() { owner.register(plan.keys[index], node) }
        for registration in fork.forkRegistrations { register(registration.id, registration.node) }
        newControllerNodes += fork.newControllerNodes
        updatedNodes += fork.updatedNodes
        rendered += fork.rendered
        reused += fork.reused
        createdScopes += fork.createdScopes
        for diagnostic in fork.forkReports { report(diagnostic) }
        return built
    }

    /// The two builders of a split and the list's frame, handed to the two threads. Safe: each builder is
    /// used by one thread only, a planned build reads only the frame's scope identifier, and previous
    /// nodes are looked up in an immutable snapshot.
    private struct SplitBuilders: @unchecked Sendable {
        let first: GenerationBuilder
        let second: GenerationBuilder
        let owner: OwnerFrame
        let previous: PreviousNodes

        func build(_ child: PlannedChild, key: NodeKey, part: Int) -> TreeNode {
            (part == 0 ? first : second).buildTyped(
                child.component, erased: child.component, owner: owner,
                environment: child.environment,
                identity: Identity(key: key, previous: previous.node(key)))
        }
    }

    /// A frame for a scope's children: a recycled one if any.
    private func frame(scopeID: ScopeID, previous: TreeNode?) -> OwnerFrame {
        guard let frame = spareFrames.popLast() else { return OwnerFrame(scopeID: scopeID, previous: previous) }
        frame.start(scopeID: scopeID, previous: previous)
        return frame
    }

    private var currentPath: String { path(depth: pathStack.count) }

    /// The path of the first `depth` components being built.
    func path(depth: Int) -> String { pathStack.prefix(depth).map(\.description).joined(separator: " > ") }

    /// Whether a state update is pending anywhere in `node`'s subtree.
    private func subtreeIsDirty(_ node: TreeNode) -> Bool {
        if dirty.isEmpty { return false }
        if dirtyNodes.contains(node) { return true }
        if node.handle != nil { return false }
        for child in node.children where subtreeIsDirty(child) { return true }
        return false
    }

    /// Re-registers a reused subtree: its unscoped descendants belong to `owner`'s namespace (with fresh
    /// ordinals), and every scope in it stays in the tree.
    private func adoptDescendants(of node: TreeNode, owner: OwnerFrame) {
        if node.handle != nil {
            registerScopes(node)
            return
        }
        for child in node.children {
            owner.register(owner.nextKey(child.typeID, child.key), child)
            adoptDescendants(of: child, owner: owner)
        }
    }

    private func registerScopes(_ node: TreeNode) {
        if let handle = node.handle { register(handle.id, node) }
        for child in node.children { registerScopes(child) }
    }
}
