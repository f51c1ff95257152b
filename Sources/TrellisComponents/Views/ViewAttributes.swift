// ViewAttributes: ready-made attributes for the common View properties.
import TrellisUI

/// Attributes for properties every `View` has. Each has an unapplicator restoring the default, so they
/// don't constrain recycling.
public enum ViewAttributes {
    /// `backgroundColor`.
    public static let backgroundColor = ViewAttribute<View, Color?>(
        "View.backgroundColor", applicator: { $0.backgroundColor = $1 },
        unapplicator: { view, _ in view.backgroundColor = nil })
    /// `alpha`.
    public static let alpha = ViewAttribute<View, Double>(
        "View.alpha", applicator: { $0.alpha = $1 }, unapplicator: { view, _ in view.alpha = 1 })
    /// `borderWidth`.
    public static let borderWidth = ViewAttribute<View, Double>(
        "View.borderWidth", applicator: { $0.borderWidth = $1 }, unapplicator: { view, _ in view.borderWidth = 0 })
    /// `borderColor`.
    public static let borderColor = ViewAttribute<View, Color?>(
        "View.borderColor", applicator: { $0.borderColor = $1 }, unapplicator: { view, _ in view.borderColor = .black })
    /// `clipsToBounds`.
    public static let clipsToBounds = ViewAttribute<View, Bool>(
        "View.clipsToBounds", applicator: { $0.clipsToBounds = $1 },
        unapplicator: { view, _ in view.clipsToBounds = false })
    /// `tag`.
    public static let tag = ViewAttribute<View, Int>(
        "View.tag", applicator: { $0.tag = $1 }, unapplicator: { view, _ in view.tag = 0 })
    /// `isUserInteractionEnabled`.
    public static let isUserInteractionEnabled = ViewAttribute<View, Bool>(
        "View.isUserInteractionEnabled", applicator: { $0.isUserInteractionEnabled = $1 },
        unapplicator: { view, _ in view.isUserInteractionEnabled = true })
}
