// The fixed sizes UIKit gives some controls (UISwitch 51×31), which Interface Builder lays documents out
// with: the intrinsic sizes a "UIKit metrics" layout (design-size layout, `trellis lint --frames`) uses.
import Foundation
import TrellisUI

/// One dimension of a control's intrinsic size in UIKit.
public enum IntrinsicMetric: Sendable, Hashable {
    /// The control has no intrinsic length in this dimension (`UIView.noIntrinsicMetric`): a slider's width.
    case none
    /// UIKit's fixed length, in points.
    case fixed(CGFloat)
    /// The length depends on measuring content Trellis draws differently (a segmented control's titles):
    /// a UIKit metrics layout cannot reproduce it.
    case measured
}

/// The intrinsic sizes UIKit gives the controls whose size does not depend on their content, by
/// document element and the Interface Builder version that wrote the document.
///
/// Only sizes the frames of the development corpus confirm are listed (`../shared/ib-corpus/dev`): a
/// control not listed, or a version outside a listed range, has no UIKit metric (``intrinsicSize(of:toolsVersion:)``
/// returns `nil`) and a UIKit metrics layout treats its size as measured content.
///
/// | element | UIKit size | documents (toolsVersion) |
/// |---|---|---|
/// | `switch` | 51×31 (iOS 7 to 18) | 11762 … 23077.2 (8 switches) |
/// | `switch` | 63×28 (iOS 26) | 24127 (13 switches) |
/// | `stepper` | 94×32 (iOS 13 and later) | 22505, 24127 |
/// | `segmentedControl` | height 32 (iOS 13 and later; width from the titles) | 18122 |
/// | `slider` | height 31 (no intrinsic width) | 13122.17, 18122 |
/// | `activityIndicatorView` | 20×20, medium styles (`gray`, `white`, `medium`) | 12121 |
///
/// Page controls, progress views and large activity indicators do not appear in the corpus with frames
/// that confirm a size, so they are not listed.
///
/// Two controls align by a rectangle inside their frame (``Size/alignmentRectInsets``), which the corpus
/// shows too: a switch's frame reaches 2 points past the right edge its constraints place (nine switches
/// pinned by their trailing edge (51×31 and 63×28 alike) and the two views pinned to them, and one 502 points wide in a 500-point stack
/// view), a slider's 2 points past each side and 1 above and below (a 504-point slider at x = -2 in a
/// 500-point stack view; a 347-point slider at x = 14 between 16-point margins). The sizes listed are
/// frame sizes: a control's intrinsic size, which states its alignment rectangle, is smaller by the insets
/// (a 51×31 switch's is 49×31).
///
/// The root view of a view controller keeps UIKit's minimum layout margins on its leading and trailing
/// edges (``rootViewLayoutMargins(forWidth:)``).
public struct UIKitControlMetrics: Sendable {
    /// A control's intrinsic size in UIKit, one metric per dimension, and its alignment-rect insets.
    public struct Size: Sendable, Hashable {
        /// The width's metric.
        public var width: IntrinsicMetric
        /// The height's metric.
        public var height: IntrinsicMetric
        /// How far UIKit's alignment rectangle (what constraints align) lies inside the frame
        /// (`alignmentRectInsets`): Auto Layout places the alignment rectangle, so the frame sticks out
        /// by these insets.
        public var alignmentRectInsets: EdgeInsets

        /// A size with the given metrics and alignment insets.
        public init(width: IntrinsicMetric, height: IntrinsicMetric, alignmentRectInsets: EdgeInsets = .zero) {
            self.width = width
            self.height = height
            self.alignmentRectInsets = alignmentRectInsets
        }

        /// The size as `intrinsicContentSize` gives it (`noIntrinsicMetric` for none); `nil` when a
        /// dimension is measured content.
        public var intrinsicContentSize: CGSize? {
            func length(_ metric: IntrinsicMetric) -> CGFloat? {
                switch metric {
                case .none: View.noIntrinsicMetric
                case .fixed(let value): value
                case .measured: nil
                }
            }
            guard let width = length(width), let height = length(height) else { return nil }
            return CGSize(width: width, height: height)
        }
    }

    /// The iOS 13 redesign of the stepper and segmented control (Xcode 11 writes toolsVersion 14800 and up).
    static let iOS13Tools = 14800.0
    /// The iOS 26 switch (the corpus's Xcode 26 documents are toolsVersion 24127).
    static let iOS26Tools = 24000.0

    /// UIKit's metrics, as listed above.
    public static let uiKit = UIKitControlMetrics()

    /// Creates the table of UIKit's metrics.
    public init() {}

    /// The layout margins UIKit gives the root view of a view controller `width` points wide
    /// (`systemMinimumLayoutMargins`): 16 points leading and trailing on phones up to 375 points wide,
    /// 20 from 414 (the Plus and Max phones, iPads); none at the top and bottom, where the safe area is.
    public func rootViewLayoutMargins(forWidth width: CGFloat) -> DirectionalEdgeInsets {
        let side: CGFloat = width >= 414 ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// UIKit's intrinsic size for the control `element` (its tag and style) in a document written by
    /// Interface Builder `toolsVersion`; `nil` when UIKit's size is not known for it.
    public func intrinsicSize(of element: DocumentElement, toolsVersion: String?) -> Size? {
        // "32700.99.1234", written by some Xcode builds instead of a version, is not a number: no version.
        let version = toolsVersion.flatMap(Double.init)
        switch element.name {
        case "switch":
            guard let version else { return nil }
            let insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
            return version < Self.iOS26Tools
                ? Size(width: .fixed(51), height: .fixed(31), alignmentRectInsets: insets)
                : Size(width: .fixed(63), height: .fixed(28), alignmentRectInsets: insets)
        case "stepper":
            guard let version, version >= Self.iOS13Tools else { return nil }
            return Size(width: .fixed(94), height: .fixed(32))
        case "segmentedControl":
            guard let version, version >= Self.iOS13Tools else { return nil }
            return Size(width: .measured, height: .fixed(32))
        case "slider":
            return Size(
                width: .none, height: .fixed(31), alignmentRectInsets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        case "activityIndicatorView":
            let style = element["style"] ?? "white"
            guard ["gray", "white", "medium"].contains(style) else { return nil }
            return Size(width: .fixed(20), height: .fixed(20))
        default:
            return nil
        }
    }
}
