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
        root.forEachDescendant { element in
            let variations = element.children(named: "variation")
            guard !variations.isEmpty else { return }
            let applicable = variations.enumerated()
                .filter { traits.matches(variationKey: $0.element.key ?? "") }
                .sorted { lhs, rhs in
                    let (left, right) = (Self.specificity(lhs.element), Self.specificity(rhs.element))
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

    /// How many trait conditions a variation key holds (`default` none).
    private static func specificity(_ variation: DocumentElement) -> Int {
        guard let key = variation.key, key != "default" else { return 0 }
        return key.split(separator: "-").count
    }
}
