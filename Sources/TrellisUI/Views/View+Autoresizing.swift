// Autoresizing: adjusting a subview's frame when its superview's size changes.
import Foundation

extension View {
    /// Applies ``autoresizingMask`` after the superview's size changed from `oldSize` to `newSize`.
    ///
    /// Per axis, the change is shared among the flexible parts (leading margin, size, trailing
    /// margin) in proportion to their current lengths — equally when all of them are zero — so a
    /// single flexible part takes the whole change and fixed parts never move.
    func applyAutoresizing(superviewOldSize oldSize: CGSize, newSize: CGSize) {
        let mask = autoresizingMask
        // A view taking part in Auto Layout gets its frame from the engine (its mask is one of its
        // constraints) when its superview lays out.
        guard !mask.isEmpty, !usesAutoLayout else { return }
        let frame = frameStorage
        let (x, width) = View.resize(
            leading: frame.minX, length: frame.width, trailing: oldSize.width - frame.maxX,
            delta: newSize.width - oldSize.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let (y, height) = View.resize(
            leading: frame.minY, length: frame.height, trailing: oldSize.height - frame.maxY,
            delta: newSize.height - oldSize.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        setFrame(CGRect(x: x, y: y, width: Swift.max(0, width), height: Swift.max(0, height)))
    }

    static func resize(
        leading: CGFloat, length: CGFloat, trailing: CGFloat, delta: CGFloat,
        flexible: (leading: Bool, length: Bool, trailing: Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        guard delta != 0 else { return (leading, length) }
        let parts = [(flexible.leading, leading), (flexible.length, length), (flexible.trailing, trailing)]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0 else { return (leading, length) }
        let total = parts.filter(\.0).map { Swift.max(0, $0.1) }.reduce(0, +)
        func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * Swift.max(0, value) / total : delta / CGFloat(flexibleCount)
        }
        return (leading + share(flexible.leading, leading), length + share(flexible.length, length))
    }
}
