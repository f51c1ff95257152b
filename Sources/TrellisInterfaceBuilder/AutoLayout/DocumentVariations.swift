// Size-class variations: which constraints and subviews a document leaves out for given size classes
// (<variation key="…"> masks of <exclude>/<include> references).
import Foundation

extension InterfaceBuilderDocument {
    /// The ids of the constraints and subviews not installed for `traits`.
    ///
    /// Xcode writes each size-class override as a `<variation key="…">` of the view holding the
    /// constraints or subviews, with `<mask key="constraints">` or `<mask key="subviews">` lists of
    /// `<exclude reference="…"/>` and `<include reference="…"/>`. The `default` variation is the base
    /// ("Any") layout: what it excludes is installed only where a more specific variation includes it.
    /// The variations whose keys match `traits` are applied from the least specific to the most specific
    /// (`widthClass=compact` before `widthClass=compact-heightClass=regular`), each include or exclude
    /// overriding the ones before it, as UIKit installs them.
    public func excludedIDs(for traits: SizeClassTraits) -> Set<String> {
        var excluded = Set<String>()
        guard hasVariations else { return excluded }
        for element in variationOwners {
            let variations = element.children(named: "variation")
            let applicable = variations.enumerated()
                .filter { entry in
                    entry.element.key.map {
                        SizeClassTraits.isWellFormed(variationKey: $0) && traits.matches(variationKey: $0)
                    }
                        ?? false
                }
                .sorted { lhs, rhs in
                    let (left, right) = (
                        SizeClassTraits.specificity(ofVariationKey: lhs.element.key ?? "default"),
                        SizeClassTraits.specificity(ofVariationKey: rhs.element.key ?? "default")
                    )
                    return left != right ? left < right : lhs.offset < rhs.offset
                }
                .map(\.element)
            for variation in applicable {
                for mask in variation.children(named: "mask") {
                    for entry in mask.children {
                        guard let reference = entry["reference"] else { continue }
                        switch entry.name {
                        case "exclude": excluded.insert(reference)
                        case "include": excluded.remove(reference)
                        default: continue
                        }
                    }
                }
            }
        }
        return excluded
    }

    /// The ids any size-class mask of the document names (`<exclude>` or `<include>` in a
    /// `<mask key="constraints">` or `<mask key="subviews">`): the constraints and subviews whose
    /// installation can change with the size classes.
    public var sizeClassMaskedIDs: Set<String> {
        var ids = Set<String>()
        for owner in variationOwners {
            for variation in owner.children(named: "variation") {
                for mask in variation.children(named: "mask") {
                    for entry in mask.children where entry.name == "exclude" || entry.name == "include" {
                        if let reference = entry["reference"] { ids.insert(reference) }
                    }
                }
            }
        }
        return ids
    }
}
