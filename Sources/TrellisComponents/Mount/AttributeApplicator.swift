// AttributeApplicator: diffs a view's attributes against what was last applied to it (§2.5).
import TrellisUI
@MainActor enum AttributeApplicator {
    /// Applies `attributes` to the view of `record`, ComponentKit's way:
    /// old attributes with an unapplicator are unapplied when absent now, or when their value changed and
    /// the new one has no updater; new attributes are applied when absent before, updated (or re-applied)
    /// when their value changed, and left alone when unchanged — even across different components.
    static func apply(_ attributes: [ViewAttributeValue], to view: View, record: ViewRecord,
                      analytics: inout MountAnalytics) {
        let old = record.applied
        if old.isEmpty && attributes.isEmpty { return }
        // The very list applied last time (a reused component's, remounted): every value is unchanged.
        if sharesStorage(old, attributes) { return }
        for previous in old where previous.hasUnapplicator {
            if let current = Self.attribute(previous.identifier, in: attributes) {
                if !current.isEqualTo(previous.value) && !current.hasUpdater {
                    previous.unapply(view)
                    analytics.attributesUnapplied += 1
                }
            } else {
                previous.unapply(view)
                analytics.attributesUnapplied += 1
            }
        }
        for attribute in attributes {
            if let previous = Self.attribute(attribute.identifier, in: old) {
                if attribute.isEqualTo(previous.value) { continue }
                if attribute.hasUpdater {
                    attribute.update(view, previous.value)
                    analytics.attributesUpdated += 1
                } else {
                    attribute.apply(view)
                    analytics.attributesApplied += 1
                }
            } else {
                attribute.apply(view)
                analytics.attributesApplied += 1
            }
        }
        record.applied = attributes
    }

    // Nonisolated: a main-actor closure handed to the standard library (a Swift 5 module) is wrapped in
    // a check of the current executor on every call (SE-0423), about 200 instructions each.
    nonisolated private static func sharesStorage(_ a: [ViewAttributeValue], _ b: [ViewAttributeValue]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer({ $0.baseAddress }) == b.withUnsafeBufferPointer({ $0.baseAddress })
    }

    // A plain loop: a main-actor closure handed to `first(where:)` checks the executor per element.
    private static func attribute(_ identifier: AttributeIdentifier, in list: [ViewAttributeValue]) -> ViewAttributeValue? {
        for attribute in list where attribute.identifier == identifier { return attribute }
        return nil
    }
}
