// DataSourceItemPresentation: what the collection-view and table-view shapes of a ComponentDataSource
// share — telling a shown item's controllers that it appears or disappears, and which updated items
// changed size (their cells are measured again).
import Foundation
import TrellisUI

/// Appearance of the trees mounted in list cells.
@MainActor enum DataSourceItemPresentation {
    /// Tells the controllers of the tree mounted in `contentView` that it will appear.
    static func treeWillAppear(in contentView: View) {
        for controller in liveControllers(in: contentView) { controller.treeWillAppear() }
    }

    /// Tells the controllers of the tree mounted in `contentView` that it disappeared — not those already
    /// invalidated (the item was removed).
    static func treeDidDisappear(in contentView: View) {
        for controller in liveControllers(in: contentView) { controller.treeDidDisappear() }
    }

    private static func liveControllers(in contentView: View) -> [AnyComponentController] {
        guard let root = AttachedRoots.root(attachedTo: contentView) else { return [] }
        return root.controllers.filter { !$0.isInvalidated }
    }
}

extension DataSourceUpdate {
    /// The updated items (index paths before the change) that stayed in place and whose layout changed
    /// size, sorted: their displayed cells are configured again so the list measures them.
    var resizedIndexPaths: [IndexPath] {
        let changes = appliedChanges
        let moved = Set(changes.movedIndexPaths.keys)
        return changes.updatedIndexPaths.filter { path in
            guard !moved.contains(path), let final = changes.finalUpdatedIndexPaths[path],
                let old = previousState.item(at: path), let new = state.item(at: final)
            else { return false }
            return old.rootLayout.size != new.rootLayout.size
        }
        .sorted()
    }
}
