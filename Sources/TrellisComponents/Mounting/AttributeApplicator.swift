// AttributeApplicator: diffs a view's attributes against what was last applied to it (§2.5).
import TrellisUI

@MainActor enum AttributeApplicator {
    /// Applies the attributes `configured` for `content` (a component, for its content attributes) to the
    /// view of `record`, ComponentKit's way:
    /// old attributes with an unapplicator are unapplied when absent now, or when their value changed and
    /// the new one has no updater; new attributes are applied when absent before, updated (or re-applied)
    /// when their value changed, and left alone when unchanged — even across different components.
    ///
    /// Generic over the content, so that a node passing its component as an existential opens it once
    /// here rather than at every content attribute's call.
    static func apply<Content: Sendable, Node>(
        _ configured: ConfiguredAttributes, of component: Content, to view: View,
        record: ViewRecord<Node>, analytics: inout MountAnalytics
    ) {
        switch (configured, record.applied) {
        case (.list(let attributes), .list(let old)):
            applyList(attributes, over: old, to: view, analytics: &analytics)
            record.applied = configured
        case (.content(let box), .content(let old)) where box === old:
            applyContent(box, of: component, to: view, record: record, analytics: &analytics)
        case (.content(let box), .list(let old)) where old.isEmpty:
            box.apply(view, content: component)
            analytics.attributesApplied += 1
            record.applied = configured
            record.appliedContent = boxed(component)
        default:
            // A component type whose configurations change form: diff them as lists.
            applyList(
                list(configured, component), over: list(record.applied, record.appliedContent), to: view,
                analytics: &analytics)
            record.applied = configured
            if case .content = configured {
                record.appliedContent = boxed(component)
            } else {
                record.appliedContent = ()
            }
        }
    }

    /// The same content attribute as last time: its value is the component, compared with the one applied.
    private static func applyContent<Content: Sendable, Node>(
        _ box: AnyAttributeBox, of component: Content, to view: View,
        record: ViewRecord<Node>, analytics: inout MountAnalytics
    ) {
        if box.isEqual(record.appliedContent, toContent: component) { return }
        if box.hasUpdater {
            box.update(view, from: record.appliedContent, toContent: component)
            analytics.attributesUpdated += 1
        } else {
            if box.hasUnapplicator {
                box.unapply(view, record.appliedContent)
                analytics.attributesUnapplied += 1
            }
            box.apply(view, content: component)
            analytics.attributesApplied += 1
        }
        record.appliedContent = boxed(component)
    }

    /// `content` as an existential, boxed before the record is written: boxing a generic value inside the
    /// write would keep the record's dynamic exclusivity check (an opaque copy within the access).
    @inline(__always)
    private static func boxed<Content: Sendable>(_ content: Content) -> any Sendable { content }

    private static func applyList(
        _ attributes: [ViewAttributeValue], over old: [ViewAttributeValue], to view: View,
        analytics: inout MountAnalytics
    ) {
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
    }

    /// Attributes as a list: a content attribute becomes one value (allocated only here, for the rare
    /// component type whose configurations change form).
    private static func list(_ configured: ConfiguredAttributes, _ content: any Sendable) -> [ViewAttributeValue] {
        switch configured {
        case .list(let list): list
        case .content(let box): [ViewAttributeValue(box: box, value: content)]
        }
    }

    // A plain loop: a main-actor closure handed to `first(where:)` checks the executor per element.
    private static func attribute(_ identifier: AttributeIdentifier, in list: [ViewAttributeValue])
        -> ViewAttributeValue?
    {
        for attribute in list where attribute.identifier == identifier { return attribute }
        return nil
    }
}
