// The presentation controller of a popover: anchored to a view and rectangle or to a bar button
// item, placed beside the anchor with an arrow pointing at it (UIKit's UIPopoverPresentationController).
import Foundation

/// The sides of a popover its arrow may point from (`UIPopoverArrowDirection`). `.up` means the
/// arrow points up at the anchor, so the popover sits below it.
public struct PopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Creates a set of directions from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The arrow points up; the popover is below the anchor.
    public static let up = PopoverArrowDirection(rawValue: 1)
    /// The arrow points down; the popover is above the anchor.
    public static let down = PopoverArrowDirection(rawValue: 2)
    /// The arrow points left; the popover is right of the anchor.
    public static let left = PopoverArrowDirection(rawValue: 4)
    /// The arrow points right; the popover is left of the anchor.
    public static let right = PopoverArrowDirection(rawValue: 8)
    /// Every direction.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// No direction known yet (before the popover is laid out).
    public static let unknown: PopoverArrowDirection = []
}

/// Manages a ``ModalPresentationStyle/popover`` presentation (`UIPopoverPresentationController`):
/// a bordered box of the presented controller's ``ViewController/preferredContentSize`` beside its
/// anchor — ``sourceView`` and ``sourceRect``, or ``barButtonItem`` — with an arrow on the side
/// facing the anchor, chosen from ``permittedArrowDirections`` (up, down, left, right: the first that
/// fits, else the side with the most room). The presenter stays shown and gets no callbacks; a click
/// outside the popover dismisses it (through the `delegate`, see ``AdaptivePresentationControllerDelegate``).
///
/// On a compact window (narrower than 60 columns) the popover adapts to a page sheet, unless the
/// delegate's ``AdaptivePresentationControllerDelegate/adaptivePresentationStyle(for:)`` keeps it.
/// A popover with no anchor on a regular window is reported (rule `C1`) and shown as a page sheet.
@MainActor
public final class PopoverPresentationController: PresentationController {
    /// The view the popover points at.
    public weak var sourceView: View?
    /// The rectangle in ``sourceView``'s coordinates the popover points at; `.zero` means the view's bounds.
    public var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (its button in a navigation bar or toolbar of the
    /// presenter's window). Takes precedence over ``sourceView``.
    public weak var barButtonItem: BarButtonItem?
    /// The sides the arrow may point from. `.any` by default.
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// The side the arrow points from while the popover is shown; ``PopoverArrowDirection/unknown``
    /// before it is presented, without an anchor, or when it adapted to a sheet.
    public var arrowDirection: PopoverArrowDirection {
        guard presentationStyle == .popover, let container = containerView else { return .unknown }
        return popoverFrame(in: container).direction
    }

    /// The content size used when the presented controller has no ``ViewController/preferredContentSize``.
    static let defaultContentColumns: CGFloat = 30
    static let defaultContentRows: CGFloat = 8

    /// The anchor rectangle in `container`'s coordinates, or `nil` when there is no usable anchor.
    func anchorRect(in container: View) -> CGRect? {
        if let item = barButtonItem, let button = Self.button(showing: item, in: container.window ?? container) {
            return button.convert(button.bounds, to: container)
        }
        if let source = sourceView, source.window != nil, source.window === container.window {
            let rect = sourceRect == .zero ? source.bounds : sourceRect
            return source.convert(rect, to: container)
        }
        return nil
    }

    /// Whether an anchor is set at all (a view or an item), shown or not.
    var hasAnchor: Bool { barButtonItem != nil || sourceView != nil }

    /// The bar button showing `item` in `root`'s hierarchy, front to back.
    private static func button(showing item: BarButtonItem, in root: View) -> View? {
        for subview in root.subviews.reversed() {
            if let button = subview as? BarButton, button.item === item, button.window != nil, !button.isHidden {
                return button
            }
            if let found = button(showing: item, in: subview) { return found }
        }
        return nil
    }

    /// The popover's frame beside the anchor, leaving a cell all round for the border (the arrow sits
    /// in the border on the anchor's side). Without an anchor: centred.
    override public var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        guard presentationStyle == .popover else { return defaultFrame(in: container) }
        return popoverFrame(in: container).frame
    }

    func popoverFrame(in container: View) -> (frame: CGRect, direction: PopoverArrowDirection, anchor: CGRect?) {
        let bounds = container.bounds
        let cell = container.cellSize()
        let preferred = presentedViewController.preferredContentSize
        let maxWidth = Swift.max(cell.width, bounds.width - 2 * cell.width)
        let maxHeight = Swift.max(cell.height, bounds.height - 2 * cell.height)
        let width = Swift.min(maxWidth, preferred.width > 0 ? preferred.width : Self.defaultContentColumns * cell.width)
        let height = Swift.min(
            maxHeight, preferred.height > 0 ? preferred.height : Self.defaultContentRows * cell.height)
        guard let anchor = anchorRect(in: container) else {
            let frame = CGRect(
                x: bounds.minX + ((bounds.width - width) / 2 / cell.width).rounded(.down) * cell.width,
                y: bounds.minY + ((bounds.height - height) / 2 / cell.height).rounded(.down) * cell.height,
                width: width, height: height)
            return (frame, .unknown, nil)
        }
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            Swift.max(low, Swift.min(high, value))
        }
        let centredX = clamp(
            ((anchor.midX - width / 2) / cell.width).rounded(.down) * cell.width,
            bounds.minX + cell.width, bounds.maxX - cell.width - width)
        let centredY = clamp(
            ((anchor.midY - height / 2) / cell.height).rounded(.down) * cell.height,
            bounds.minY + cell.height, bounds.maxY - cell.height - height)
        // Room on each side of the anchor for the box and its border (the border row or column
        // touching the anchor carries the arrow).
        let below = bounds.maxY - anchor.maxY - 2 * cell.height
        let above = anchor.minY - bounds.minY - 2 * cell.height
        let right = bounds.maxX - anchor.maxX - 2 * cell.width
        let left = anchor.minX - bounds.minX - 2 * cell.width
        let candidates: [(PopoverArrowDirection, CGFloat, CGFloat)] = [
            (.up, below, height), (.down, above, height), (.left, right, width), (.right, left, width),
        ]
        let permitted = candidates.filter { permittedArrowDirections.contains($0.0) }
        let choice = permitted.first { $0.1 >= $0.2 } ?? permitted.max { $0.1 < $1.1 } ?? candidates[0]
        let frame: CGRect
        switch choice.0 {
        case .up:
            frame = CGRect(
                x: centredX, y: anchor.maxY + cell.height, width: width,
                height: Swift.min(height, Swift.max(cell.height, below)))
        case .down:
            let h = Swift.min(height, Swift.max(cell.height, above))
            frame = CGRect(x: centredX, y: anchor.minY - cell.height - h, width: width, height: h)
        case .left:
            frame = CGRect(
                x: anchor.maxX + cell.width, y: centredY, width: Swift.min(width, Swift.max(cell.width, right)),
                height: height)
        default:
            let w = Swift.min(width, Swift.max(cell.width, left))
            frame = CGRect(x: anchor.minX - cell.width - w, y: centredY, width: w, height: height)
        }
        return (frame, choice.0, anchor)
    }
}
