// Lets the root of a layout supply the intrinsic content sizes of the views under it in place of their
// own: a document laid out at its design size uses UIKit's control metrics (UISwitch 51×31), not the
// terminal cells Trellis draws controls in.
import Foundation

/// Supplies the intrinsic content sizes Auto Layout uses for the views under the view that holds it
/// (``View/intrinsicContentSizeProvider``).
@MainActor
public protocol IntrinsicContentSizeProvider: AnyObject {
    /// The intrinsic content size to use for `view` (``View/noIntrinsicMetric`` in a dimension without
    /// one), or `nil` to use the view's own ``View/intrinsicContentSize``.
    func intrinsicContentSize(of view: View) -> CGSize?

    /// The alignment-rectangle insets to use for `view`, or `nil` to use the view's own
    /// ``View/alignmentRectInsets``. The default answers `nil`.
    func alignmentRectInsets(of view: View) -> EdgeInsets?
}

extension IntrinsicContentSizeProvider {
    /// `nil`: every view's own ``View/alignmentRectInsets``.
    public func alignmentRectInsets(of view: View) -> EdgeInsets? { nil }
}

/// The providers set on views, beside them (a view without one, the usual case, costs nothing).
@MainActor
private enum IntrinsicContentSizeProviders {
    struct Entry {
        weak var view: View?
        var provider: any IntrinsicContentSizeProvider
    }

    static var entries: [ObjectIdentifier: Entry] = [:]
}

extension View {
    /// A provider of intrinsic content sizes for this view and every view under it; the nearest one up
    /// the superview chain answers. `nil` by default: each view's ``intrinsicContentSize`` is used.
    public var intrinsicContentSizeProvider: (any IntrinsicContentSizeProvider)? {
        get {
            guard let entry = IntrinsicContentSizeProviders.entries[ObjectIdentifier(self)], entry.view === self else {
                return nil
            }
            return entry.provider
        }
        set {
            let key = ObjectIdentifier(self)
            IntrinsicContentSizeProviders.entries = IntrinsicContentSizeProviders.entries.filter {
                $0.value.view != nil && $0.key != key
            }
            if let newValue {
                IntrinsicContentSizeProviders.entries[key] = .init(view: self, provider: newValue)
            }
            // Every view below may now have another intrinsic size.
            var pending: [View] = [self]
            while let view = pending.popLast() {
                view.invalidateIntrinsicContentSize()
                pending += view.subviews
            }
        }
    }

    /// The intrinsic content size Auto Layout uses for this view: the nearest
    /// ``intrinsicContentSizeProvider``'s answer, else ``intrinsicContentSize``.
    public var layoutIntrinsicContentSize: CGSize {
        if !IntrinsicContentSizeProviders.entries.isEmpty {
            var current: View? = self
            while let view = current {
                if let provider = view.intrinsicContentSizeProvider {
                    if let size = provider.intrinsicContentSize(of: self) { return size }
                    break
                }
                current = view.superview
            }
        }
        return intrinsicContentSize
    }

    /// The nearest provider's alignment insets for this view; `nil` without a provider or an answer.
    var providedAlignmentRectInsets: EdgeInsets? {
        guard !IntrinsicContentSizeProviders.entries.isEmpty else { return nil }
        var current: View? = self
        while let view = current {
            if let provider = view.intrinsicContentSizeProvider { return provider.alignmentRectInsets(of: self) }
            current = view.superview
        }
        return nil
    }
}
