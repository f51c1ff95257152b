// Namespace: the nodes registered in one scope, where the next build looks up previous nodes.

/// The nodes registered in one scope.
typealias Namespace = LayeredMap<NodeKey, TreeNode>
