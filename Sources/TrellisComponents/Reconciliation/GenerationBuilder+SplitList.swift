// GenerationBuilder+SplitList: a long list of keyed children built on two threads — the plan, the second
// builder that builds the second half, and taking over what it registered in order.

extension GenerationBuilder {
    /// A builder for the second half of a split list, below the same components as this one.
    convenience init(secondHalfOf parent: GenerationBuilder) {
        self.init(inputs: parent.inputs, dirty: parent.dirty, dirtyNodes: parent.dirtyNodes, buildsSecondHalf: true)
        pathStack = parent.pathStack
        typeTraits = parent.typeTraits
        splitsLists = false
    }

    /// A child of a split list: unwrapped, its key in `environment`.
    struct PlannedChild: Sendable {
        let component: any Component
        let environment: BuildEnvironment
        let typeID: ObjectIdentifier
    }

    /// The children of a long list whose children are all keyed, ready to be built on two threads, with
    /// their identities; `nil` for any other list. Keyed children are scopes of their own: building one
    /// touches nothing of its siblings' but its entry in the list's namespace, so only the ordinals
    /// (which count duplicate keys) and that registration need the list's order. Unwrapping the children
    /// and asking for their keys touch nothing shared, so they run on two threads too.
    func splitPlan(
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

    /// Builds the planned children, the first half here and the second by a second builder on a helper thread,
    /// then takes over what that builder registered, in child order — the same generation a build in order makes.
    func buildSplit(_ plan: (children: [PlannedChild?], keys: [NodeKey]), owner: OwnerFrame) -> [TreeNode] {
        let secondHalf = GenerationBuilder(secondHalfOf: self)
        splitsLists = false
        defer { splitsLists = true }
        let builders = SplitBuilders(first: self, second: secondHalf, owner: owner, previous: owner.previousNodes)
        let built = ParallelWork.map(plan.keys.count) { part, index in
            builders.build(plan.children[index]!, key: plan.keys[index], part: part)
        }
        for (index, node) in built.enumerated() { owner.register(plan.keys[index], node) }
        for registration in secondHalf.secondHalfRegistrations { register(registration.id, registration.node) }
        newControllerNodes += secondHalf.newControllerNodes
        updatedNodes += secondHalf.updatedNodes
        rendered += secondHalf.rendered
        reused += secondHalf.reused
        createdScopes += secondHalf.createdScopes
        for diagnostic in secondHalf.secondHalfReports { report(diagnostic) }
        return built
    }

    /// The two builders of a split and the list's frame, handed to the two threads. Safe: each builder is
    /// used by one thread only, a planned build reads only the frame's scope identifier, and previous
    /// nodes are looked up in an immutable snapshot.
    struct SplitBuilders: @unchecked Sendable {
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
}
