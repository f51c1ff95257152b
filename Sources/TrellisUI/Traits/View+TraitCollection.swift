// A view's traits (its window's) and their delivery: `traitCollectionDidChange(_:)` and the handlers of
// `registerForTraitChanges(_:)`, top-down through a hierarchy, each view controller before its view.
import Foundation

extension View {
    /// The view's traits: its window's (``Window``'s size decides them), or unspecified size classes
    /// outside a window.
    public var traitCollection: TraitCollection {
        windowForInvalidation?.traitCollectionStorage ?? TraitCollection()
    }

    /// Calls `handler` with this view and its previous traits whenever its ``traitCollection`` changes,
    /// right after the view's own ``traitCollectionDidChange(_:)`` (`registerForTraitChanges(_:handler:)`).
    /// Unlike the override, a handler is also called when the view enters a window from none (previous
    /// traits `nil`), so a registration made before the view is shown sees its first traits. The handler
    /// lives as long as the view; it lets code react to trait changes of views it did not subclass.
    public func registerForTraitChanges(_ handler: @escaping @MainActor (View, TraitCollection?) -> Void) {
        View.hasTraitChangeHandlers = true
        if traitChangeHandlers == nil {
            traitChangeHandlers = [handler]
        } else {
            traitChangeHandlers?.append(handler)
        }
    }

    /// Delivers a trait change to this view and its descendants, pre-order: each view's owning view
    /// controller first, then the view, then its handlers, then its subviews.
    func deliverTraitCollectionChange(from previous: TraitCollection) {
        let recorder = LifecycleRecorder.active
        forEachPreOrder { view in
            view.owner?.rootViewTraitCollectionDidChange(previous)
            LifecycleRecorder.note(recorder, view, "traitCollectionDidChange(_:)", [previous.description])
            view.traitCollectionDidChange(previous)
            if let handlers = view.traitChangeHandlers {
                for handler in handlers { handler(view, previous) }
            }
        }
    }

    /// After this subtree moved from `oldWindow` to `newWindow`: delivers the change of traits, if any.
    /// A subtree entering a window from none takes its traits without `traitCollectionDidChange(_:)` (UIKit
    /// since iOS 13 calls it only for a change of the traits a view had, not their first assignment);
    /// only registered handlers learn of them. Leaving every window delivers nothing, as in UIKit.
    func subtreeDidMove(to newWindow: Window, from oldWindow: Window?) {
        guard let oldWindow else {
            // No handler anywhere (no document loaded, no registration): no walk per mounted subtree.
            guard View.hasTraitChangeHandlers else { return }
            forEachPreOrder { view in
                if let handlers = view.traitChangeHandlers {
                    for handler in handlers { handler(view, nil) }
                }
            }
            return
        }
        let previous = oldWindow.traitCollectionStorage
        guard previous != newWindow.traitCollectionStorage else { return }
        deliverTraitCollectionChange(from: previous)
    }
}

extension Window {
    /// The window's size changed: when its size classes changed too, the window, its root view
    /// controller and everything in it get `traitCollectionDidChange(_:)`, top-down.
    func sizeDidChangeTraits() {
        let traits = TraitCollection(windowSize: frameStorage.size)
        let previous = traitCollectionStorage
        guard traits != previous else { return }
        traitCollectionStorage = traits
        deliverTraitCollectionChange(from: previous)
    }
}
