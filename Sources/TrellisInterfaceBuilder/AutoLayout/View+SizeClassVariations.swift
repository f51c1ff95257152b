// Re-resolving documents' size-class variations when a hierarchy's size classes change: the variations
// each instantiation bound are kept beside the root views it made, which re-apply them on trait changes.
import Foundation
import TrellisUI

/// The size-class variations of instantiations, by the root views they made (TrellisUI's `View` has no
/// storage for them). A root view is held weakly; its entry goes once the view does.
@MainActor
enum SizeClassVariationStore {
    private struct Entry {
        weak var view: View?
        var variations: SizeClassVariations
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var insertionsSincePrune = 0

    static func register(_ variations: SizeClassVariations, for view: View) {
        insertionsSincePrune += 1
        if insertionsSincePrune > 256 {
            entries = entries.filter { $0.value.view != nil }
            insertionsSincePrune = 0
        }
        let known = entries[ObjectIdentifier(view)]?.view === view
        entries[ObjectIdentifier(view)] = Entry(view: view, variations: variations)
        // The view re-applies its variations whenever its traits change (its window was resized across a
        // size-class boundary, or it moved into a window with other size classes), as UIKit's do.
        if !known { view.registerForTraitChanges { view, _ in applyVariations(of: view) } }
    }

    /// Applies the size classes of `view`'s traits to the variations registered for it. A view outside
    /// any window (unspecified traits) keeps the ones last applied.
    private static func applyVariations(of view: View) {
        let traits = view.traitCollection
        guard traits.horizontalSizeClass != .unspecified || traits.verticalSizeClass != .unspecified else { return }
        variations(of: view)?.apply(SizeClassTraits(traits))
    }

    static func variations(of view: View) -> SizeClassVariations? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
        return entry.variations
    }
}

extension View {
    /// Applies, for `traits`, the size-class variations of every document-loaded view in this view's
    /// hierarchy (this view and its descendants), as UIKit does when a trait collection's size classes
    /// change: masked constraints and subviews are installed or uninstalled, and each varied property
    /// (a constraint's constant, a font, `isHidden`, a stack view's arrangement, a frame) takes its value
    /// for `traits`, or its base value.
    ///
    /// Document-loaded root views do this themselves when their `traitCollection` changes (their
    /// window's size classes change, or they move into a window with other size classes); call it to
    /// show a hierarchy for other traits than its window's. Views from documents without variations,
    /// and views made in code, are unaffected.
    public func applySizeClassVariations(for traits: SizeClassTraits) {
        var applied = Set<ObjectIdentifier>()
        func visit(_ view: View) {
            if let variations = SizeClassVariationStore.variations(of: view),
                applied.insert(ObjectIdentifier(variations)).inserted
            {
                variations.apply(traits)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
    }
}
