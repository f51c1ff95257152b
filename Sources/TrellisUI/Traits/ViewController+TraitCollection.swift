// A view controller's traits: its view's window's, else its parent's; and the hook through which its
// view's trait changes reach `traitCollectionDidChange(_:)`.
import Foundation

extension ViewController {
    /// The controller's traits: those of the window its view is in, else its parent's, else unspecified
    /// size classes.
    public var traitCollection: TraitCollection {
        if let window = storedView?.window { return window.traitCollectionStorage }
        return parentStorage?.traitCollection ?? TraitCollection()
    }

    func rootViewTraitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        LifecycleRecorder.note(self, "traitCollectionDidChange(_:)", [previousTraitCollection?.description ?? "nil"])
        traitCollectionDidChange(previousTraitCollection)
    }
}
