// FlexFreezing: CSS Flexbox §9.7 "Resolving Flexible Lengths" — free space from the flex base sizes, then
// min/max violations fixed by freezing items in a loop (used unless `LayoutErrata.clampedFreeSpace`).

extension LayoutEngine {
    /// The flexed main size (border box, without margins) of every item of `line`, in line order.
    ///
    /// `line.sizeConsumed` holds the items' hypothetical (clamped) outer sizes plus gaps, and
    /// `line.remainingFreeSpace` the inner main size left beside them, so their sum is the space the line
    /// fills.
    static func resolveFlexibleLengthsByFreezing(
        _ line: FlexLine, _ direction: LayoutDirection, _ mainAxis: FlexDirection,
        _ ownerWidth: Double, _ mainAxisOwnerSize: Double, _ availableInnerMainDim: Double,
        _ availableInnerWidth: Double
    ) -> [Double] {
        let count = line.items.count
        var targets = [Double](repeating: 0, count: count)
        var frozen = [Bool](repeating: false, count: count)
        var violations = [Double](repeating: 0, count: count)
        var bases = [Double](repeating: 0, count: count)

        // Step 1: grow when the hypothetical sizes leave space, else shrink.
        let growing = line.remainingFreeSpace > 0
        let space = line.sizeConsumed + line.remainingFreeSpace
        // Margins and gaps: what the line consumes besides the items' main sizes.
        var fixedParts = line.sizeConsumed
        var unfrozenCount = 0
        line.items.forEachItem { index, child in
            let basis = child.computedFlexBasis
            bases[index] = basis
            let hypothetical = boundAxis(child, mainAxis, direction, basis, mainAxisOwnerSize, ownerWidth)
            fixedParts -= boundAxisWithinMinAndMax(child, direction, mainAxis, basis, mainAxisOwnerSize, ownerWidth)
            // Step 2: inflexible items, and items whose clamping already moved them the wrong way, are frozen.
            let factor = growing ? child.resolvedFlexGrow : child.resolvedFlexShrink
            let isFrozen =
                line.remainingFreeSpace == 0 || factor == 0
                || (growing ? basis > hypothetical : basis < hypothetical)
            frozen[index] = isFrozen
            targets[index] = isFrozen ? hypothetical : basis
            if !isFrozen { unfrozenCount += 1 }
        }

        // Step 3: the initial free space.
        let initialFreeSpace = space - fixedParts - targets.reduce(0, +)

        // Step 4: distribute, clamp, freeze the violations, until every item is frozen.
        while unfrozenCount > 0 {
            var factors = 0.0
            var scaledShrink = 0.0
            var remaining = space - fixedParts
            line.items.forEachItem { index, child in
                if frozen[index] {
                    remaining -= targets[index]
                } else {
                    factors += growing ? child.resolvedFlexGrow : child.resolvedFlexShrink
                    scaledShrink += child.resolvedFlexShrink * bases[index]
                    remaining -= bases[index]
                }
            }
            if factors < 1 {
                let scaled = initialFreeSpace * factors
                if abs(scaled) < abs(remaining) { remaining = scaled }
            }
            var totalViolation = 0.0
            line.items.forEachItem { index, child in
                guard !frozen[index] else { return }
                var target = bases[index]
                if remaining != 0 {
                    if growing {
                        target += remaining * child.resolvedFlexGrow / factors
                    } else if scaledShrink > 0 {
                        target += remaining * child.resolvedFlexShrink * bases[index] / scaledShrink
                    }
                }
                let clamped = boundAxis(child, mainAxis, direction, target, availableInnerMainDim, availableInnerWidth)
                totalViolation += clamped - target
                targets[index] = clamped
                violations[index] = clamped - target
            }
            for index in 0..<count where !frozen[index] {
                let violation = violations[index]
                if totalViolation == 0 || (totalViolation > 0 && violation > 0) || (totalViolation < 0 && violation < 0)
                {
                    frozen[index] = true
                    unfrozenCount -= 1
                }
            }
        }
        return targets
    }
}
