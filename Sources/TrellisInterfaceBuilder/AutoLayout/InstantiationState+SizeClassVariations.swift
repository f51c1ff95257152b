// Binds the objects an instantiation made to its document's size-class variations, and applies the
// property values of the loader's size classes, as UIKit's nib decoding does.
import Foundation
import TrellisUI

extension InstantiationState {
    /// Binds the made constraints, subviews and varied properties to the document's size-class
    /// variations, applies the property values of the loader's size classes, and registers the variations
    /// with the made hierarchy's root views (`View.applySizeClassVariations(for:)` finds them there).
    ///
    /// Runs after the constraints are installed and before connections and `awakeFromNib`. A variation
    /// of an object made here that Trellis cannot apply is reported (`IB-VARIATION`).
    func bindSizeClassVariations() {
        guard document.hasVariations else { return }
        let properties = loader.sizeClassPropertyVariations
        for diagnostic in properties.diagnostics {
            guard let id = diagnostic.objectID, createdByID[id] != nil || layoutConstraintsByID[id] != nil else {
                continue
            }
            report(diagnostic)
        }
        let variations = SizeClassVariations(document: document, properties: properties, traits: loader.sizeClasses)
        for (element, object) in created {
            if let id = element.id { variations.bindProperties(of: object, id: id) }
        }
        for (id, constraint) in layoutConstraintsByID.sorted(by: { $0.key < $1.key }) {
            variations.bindProperties(of: constraint, id: id)
        }
        let masked = loader.sizeClassMaskedIDs
        // A constraint to a view inside a masked subview leaves and returns with that subview.
        var maskedSubtrees = masked
        for id in masked {
            document.element(withID: id)?.forEachDescendant { element in
                if let id = element.id { maskedSubtrees.insert(id) }
            }
        }
        for entry in maskableConstraints
        where entry.id.map(masked.contains) == true || entry.itemIDs.contains(where: maskedSubtrees.contains) {
            variations.bindConstraint(entry.constraint, id: entry.id, holder: entry.holder)
        }
        var madeViews = Set<ObjectIdentifier>()
        for (element, object) in created {
            guard let superview = object as? View else { continue }
            madeViews.insert(ObjectIdentifier(superview))
            let listed = element.child(named: "subviews")?.children ?? []
            for (index, child) in listed.enumerated() {
                guard let id = child.id, masked.contains(id), let view = createdByID[id] as? View else { continue }
                let preceding = listed[..<index].compactMap { $0.id.flatMap { createdByID[$0] } as? View }
                variations.bindSubview(view, id: id, superview: superview, preceding: preceding)
            }
        }
        variations.applyProperties()
        sizeClassVariations = variations
        // The roots of what was made: views whose superview was not made here, and that a mask does not
        // leave uninstalled (those are found again once installed under a root).
        for (element, object) in created {
            guard let view = object as? View, !(element.id.map(masked.contains) ?? false) else { continue }
            if let superview = view.superview, madeViews.contains(ObjectIdentifier(superview)) { continue }
            SizeClassVariationStore.register(variations, for: view)
        }
    }
}
