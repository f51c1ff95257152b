// Keeps the constraints a document gives each view, reachable as `View.documentConstraints`.
import Foundation
import TrellisUI

/// The parsed `<constraints>` of views made from documents, kept beside the views (TrellisUI's `View`
/// has no constraint storage of its own until it solves constraints).
@MainActor
enum DocumentConstraintStore {
    private struct Entry {
        weak var view: View?
        var constraints: [DocumentConstraint]
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var insertionsSincePrune = 0

    static func setConstraints(_ constraints: [DocumentConstraint], for view: View) {
        insertionsSincePrune += 1
        if insertionsSincePrune > 1024 {
            entries = entries.filter { $0.value.view != nil }
            insertionsSincePrune = 0
        }
        entries[ObjectIdentifier(view)] = Entry(view: view, constraints: constraints)
    }

    static func constraints(of view: View) -> [DocumentConstraint] {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return [] }
        return entry.constraints
    }
}

extension View {
    /// The constraints this view holds in the document it was loaded from (its `<constraints>`), in
    /// document order; empty for views made in code. Trellis lays documents out with the frames Xcode
    /// stored; these are kept for inspection and for a constraint solver.
    public var documentConstraints: [DocumentConstraint] {
        DocumentConstraintStore.constraints(of: self)
    }
}
