// Center: centres its child horizontally and/or vertically (ComponentKit's CKCenterLayoutComponent).
import TrellisLayout

/// Centres its child in the space it is given.
public struct Center: Component {
    /// Which axes to centre on.
    public struct Centering: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: Int
        /// Options from bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Centre horizontally.
        public static let x = Centering(rawValue: 1)
        /// Centre vertically.
        public static let y = Centering(rawValue: 2)
        /// Centre on both axes.
        public static let xy: Centering = [.x, .y]
    }

    /// On which axes the component shrinks to its child (else it takes the maximum size).
    public struct Sizing: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: Int
        /// Options from bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Take the child's width.
        public static let minimumX = Sizing(rawValue: 1)
        /// Take the child's height.
        public static let minimumY = Sizing(rawValue: 2)
        /// Take the child's size.
        public static let minimumXY: Sizing = [.minimumX, .minimumY]
    }

    /// The axes it centres on.
    public var centering: Centering
    /// The axes on which it shrinks to its child.
    public var sizing: Sizing
    let child: (any Component)?

    /// Centres `child`.
    public init(_ centering: Centering = .xy, sizing: Sizing = [], child: () -> any Component) {
        self.centering = centering
        self.sizing = sizing
        self.child = child()
    }

    /// Returns the single child (see ``Component/render(_:)``).
    public func render(_ scope: Scope<Center>) -> (any Component)? { child }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        guard let child = children.first else { return ComponentLayout(size: range.min) }
        let childRange = SizeRange.clamped(min: .zero, max: range.max)
        let layout = child.layout(thatFits: childRange, parentSize: range.max)
        func axis(_ child: Double, _ minimum: Bool, _ low: Double, _ high: Double) -> Double {
            if minimum || !high.isFinite { return max(child, low) }
            return max(high, child)
        }
        let width = axis(layout.size.width, sizing.contains(.minimumX), range.min.width, range.max.width)
        let height = axis(layout.size.height, sizing.contains(.minimumY), range.min.height, range.max.height)
        let size = range.clamp(LayoutSize(width: width, height: height))
        let x = centering.contains(.x) ? ((size.width - layout.size.width) / 2).rounded(.down) : 0
        let y = centering.contains(.y) ? ((size.height - layout.size.height) / 2).rounded(.down) : 0
        return ComponentLayout(size: size, children: [.init(position: LayoutPoint(x: x, y: y), layout: layout)])
    }
}
