// ComponentLayout+Mountable: a component's layout as the mount layer walks it.

extension ComponentLayout: MountableLayout {
    typealias Node = TreeNode
}

extension ComponentLayout.Children: MountableChildren {
    typealias Layout = ComponentLayout
}

extension ComponentLayout.Children.Unretained: UnretainedChildren {
    typealias Layout = ComponentLayout
}
