// The intrinsic content sizes of a document laid out at its design size: UIKit's fixed control sizes,
// and for content Trellis measures differently (text, images) the size Xcode stored.
import Foundation
import TrellisUI

/// An `IntrinsicContentSizeProvider` for laying a loaded document out with UIKit's metrics.
///
/// - A control with a fixed UIKit size (``UIKitControlMetrics``) gets that size, and UIKit's alignment
///   insets where it has them: the metrics are frame sizes, so its intrinsic size (which states the
///   alignment rectangle, as in UIKit) is the metric less the insets.
/// - A view whose size comes from measuring its content (a label's text, a button's title, an image
///   view's image — any view whose own `View.intrinsicContentSize` has a dimension, or a UIKit metric
///   that says `measured`) gets the size Xcode stored for it, which is UIKit's measurement at design
///   time, plus ``measuredContentOffset``: set to a non-zero offset, it shows which frames depend on
///   measured content (they move), which is how `trellis lint --frames` leaves those views out.
/// - Any other view keeps its own intrinsic size.
@MainActor
public final class DesignSizeIntrinsicSizes: IntrinsicContentSizeProvider {
    private struct Entry {
        weak var view: View?
        var element: DocumentElement
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The control metrics used.
    public let metrics: UIKitControlMetrics
    /// The Interface Builder version that wrote the document (the metrics depend on it).
    public let toolsVersion: String?
    /// Added to every measured dimension (zero: the size Xcode stored).
    public var measuredContentOffset: CGSize

    /// A provider for the views of `instantiation`, made from `document`.
    public init(
        instantiation: DocumentInstantiation, document: InterfaceBuilderDocument, metrics: UIKitControlMetrics = .uiKit,
        measuredContentOffset: CGSize = .zero
    ) {
        self.metrics = metrics
        toolsVersion = document.toolsVersion
        self.measuredContentOffset = measuredContentOffset
        for (id, element) in document.elementsByID {
            guard let view = instantiation.object(withID: id) as? View else { continue }
            entries[ObjectIdentifier(view)] = Entry(view: view, element: element)
        }
    }

    /// Whether `view`'s intrinsic size comes from measured content in `axis` (its stored frame is used).
    public func isMeasured(_ view: View, axis: LayoutAxis) -> Bool {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return false }
        return measuredAxes(of: view, element: entry.element).contains(axis)
    }

    /// UIKit's size for a control with a fixed one (less its alignment insets), the stored size (plus the
    /// offset) for measured content; `nil` (the view's own size) for any other view.
    public func intrinsicContentSize(of view: View) -> CGSize? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
        let uiKit = metrics.intrinsicSize(of: entry.element, toolsVersion: toolsVersion)
        let measured = measuredAxes(of: view, element: entry.element)
        if uiKit == nil && measured.isEmpty { return nil }
        let stored = Self.storedSize(of: entry.element) ?? view.intrinsicContentSize
        let insets = uiKit?.alignmentRectInsets ?? .zero
        func length(_ metric: IntrinsicMetric?, axis: LayoutAxis) -> CGFloat {
            let horizontal = axis == .horizontal
            if measured.contains(axis) {
                return horizontal
                    ? stored.width + measuredContentOffset.width : stored.height + measuredContentOffset.height
            }
            guard case .fixed(let value) = metric else { return View.noIntrinsicMetric }
            return value - (horizontal ? insets.left + insets.right : insets.top + insets.bottom)
        }
        return CGSize(
            width: length(uiKit?.width, axis: .horizontal), height: length(uiKit?.height, axis: .vertical))
    }

    /// UIKit's alignment insets for a control that has them; `nil` (the view's own) for any other view.
    public func alignmentRectInsets(of view: View) -> EdgeInsets? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view,
            let insets = metrics.intrinsicSize(of: entry.element, toolsVersion: toolsVersion)?.alignmentRectInsets,
            insets != .zero
        else { return nil }
        return insets
    }

    private func measuredAxes(of view: View, element: DocumentElement) -> Set<LayoutAxis> {
        if let uiKit = metrics.intrinsicSize(of: element, toolsVersion: toolsVersion) {
            var axes = Set<LayoutAxis>()
            if uiKit.width == .measured { axes.insert(.horizontal) }
            if uiKit.height == .measured { axes.insert(.vertical) }
            return axes
        }
        let own = view.intrinsicContentSize
        var axes = Set<LayoutAxis>()
        if own.width != View.noIntrinsicMetric { axes.insert(.horizontal) }
        if own.height != View.noIntrinsicMetric { axes.insert(.vertical) }
        return axes
    }

    /// The size of the element's `<rect key="frame">`.
    static func storedSize(of element: DocumentElement) -> CGSize? {
        guard let frame = element.child(forKey: "frame"), let width = frame["width"].flatMap(Double.init),
            let height = frame["height"].flatMap(Double.init)
        else { return nil }
        return CGSize(width: width, height: height)
    }
}
