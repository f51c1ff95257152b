// TEMPORARY: stand-ins for TrellisUI / layout-tools types until those branches land (deleted on merge).
import Foundation
import TrellisLayout

@MainActor open class Responder {
    nonisolated public init() {}
    open var next: Responder? { nil }
}

@MainActor open class View: Responder {
    public var frame: CGRect = .zero
    public var isHidden = false
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    public var backgroundColor: Int?
    public var alpha: CGFloat = 1
    public var tag = 0
    public init(frame: CGRect = .zero) { self.frame = frame; super.init() }
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public func addSubview(_ view: View) { view.removeFromSuperview(); subviews.append(view); view.superview = self }
    public func removeFromSuperview() { superview?.subviews.removeAll { $0 === self }; superview = nil }
    public func exchangeSubview(at i: Int, withSubviewAt j: Int) { subviews.swapAt(i, j) }
    public func insertSubview(_ view: View, at index: Int) { view.removeFromSuperview(); subviews.insert(view, at: index); view.superview = self }
    open override var next: Responder? { superview }
    public func setNeedsLayout() {}
    open func layoutSubviews() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
}

public struct SizeRange: Sendable, Hashable {
    public var min: LayoutSize
    public var max: LayoutSize
    public init(min: LayoutSize = .zero, max: LayoutSize = LayoutSize(width: .infinity, height: .infinity)) { self.min = min; self.max = max }
    public init(exactly size: LayoutSize) { self.init(min: size, max: size) }
    public func clamp(_ size: LayoutSize) -> LayoutSize {
        LayoutSize(width: Swift.min(Swift.max(size.width, min.width), max.width), height: Swift.min(Swift.max(size.height, min.height), max.height))
    }
    public func intersect(_ other: SizeRange) -> SizeRange {
        let mn = LayoutSize(width: Swift.max(min.width, other.min.width), height: Swift.max(min.height, other.min.height))
        let mx = LayoutSize(width: Swift.max(mn.width, Swift.min(max.width, other.max.width)), height: Swift.max(mn.height, Swift.min(max.height, other.max.height)))
        return SizeRange(min: mn, max: mx)
    }
}

public struct ComponentSize: Sendable, Hashable {
    public var width: TrellisLayout.Dimension = .auto
    public var height: TrellisLayout.Dimension = .auto
    public var minWidth: TrellisLayout.Dimension = .auto
    public var minHeight: TrellisLayout.Dimension = .auto
    public var maxWidth: TrellisLayout.Dimension = .auto
    public var maxHeight: TrellisLayout.Dimension = .auto
    public init(width: TrellisLayout.Dimension = .auto, height: TrellisLayout.Dimension = .auto, minWidth: TrellisLayout.Dimension = .auto, minHeight: TrellisLayout.Dimension = .auto, maxWidth: TrellisLayout.Dimension = .auto, maxHeight: TrellisLayout.Dimension = .auto) {
        self.width = width; self.height = height; self.minWidth = minWidth; self.minHeight = minHeight; self.maxWidth = maxWidth; self.maxHeight = maxHeight
    }
}
