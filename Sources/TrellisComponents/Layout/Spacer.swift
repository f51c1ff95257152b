// Spacer: empty space that grows along a Flex's main axis.
import TrellisLayout

/// Empty, viewless space. Inside a ``Flex`` it grows (flexGrow 1) unless given other flex properties.
public struct Spacer: Component, Equatable {
    /// The smallest length along the main axis.
    public var minLength: Double

    /// A spacer at least `minLength` long.
    public init(minLength: Double = 0) { self.minLength = minLength }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        ComponentLayout(size: range.min)
    }
}
