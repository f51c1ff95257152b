// PixelGrid: rounding computed layouts to the device pixel grid (Yoga's rule), only where something moved.

// Rounding (`Double.rounded`, `floor`) calls libm; importing the C library makes every
// executable that links TrellisLayout also link libm (without it, targets that import nothing else fail to link).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

enum PixelGrid {
    /// Rounds `value` (points) to the pixel grid of `scale` pixels per point: to the nearest pixel with
    /// halves up, or up/down when forced; within 0.0001 px of a pixel it snaps to it.
    @inline(__always)
    static func roundValue(_ value: Double, _ scale: Double, forceCeil: Bool, forceFloor: Bool) -> Double {
        let scaled = value * scale
        let floorScaled = floorValue(scaled)
        let fraction = scaled - floorScaled
        let rounded: Double
        if fraction < 0.0001 {
            rounded = floorScaled
        } else if fraction > 0.9999 {
            rounded = floorScaled + 1
        } else if forceCeil {
            rounded = floorScaled + 1
        } else if forceFloor {
            rounded = floorScaled
        } else {
            rounded = fraction > 0.4999 ? floorScaled + 1 : floorScaled
        }
        return rounded / scale
    }

    /// `value` rounded toward zero. Written without libm (`trunc`), which this dependency-free module
    /// does not link on every platform; values beyond 2^52 are already whole.
    @inline(__always)
    static func truncatedValue(_ value: Double) -> Double {
        guard abs(value) < 4_503_599_627_370_496 else { return value }
        return Double(Int64(value))
    }

    /// `value` rounded down (libm-free `floor`).
    @inline(__always)
    static func floorValue(_ value: Double) -> Double {
        let truncated = truncatedValue(value)
        return truncated > value ? truncated - 1 : truncated
    }

    /// Whether a distance in pixels is a whole number of pixels (so rounding is shift-invariant).
    @inline(__always)
    static func isWholePixels(_ pixels: Double) -> Bool {
        abs(pixels - floorValue(pixels + 0.5)) < 1e-9
    }

    /// The remainder of `value / 1` with the sign of `value` (C's `fmod(value, 1)`).
    @inline(__always)
    static func fractionalPart(_ value: Double) -> Double {
        value - truncatedValue(value)
    }

    /// Writes `layout` for `node` and its subtree from the unrounded results. Subtrees that were not laid
    /// out in this pass and whose absolute origin did not change keep their rounded results.
    static func round(_ node: LayoutNode, absoluteLeft: Double, absoluteTop: Double, pass: LayoutPass, force: Bool) {
        let nodeLeft = node.posLeft
        let nodeTop = node.posTop
        let absLeft = absoluteLeft + nodeLeft
        let absTop = absoluteTop + nodeTop
        if !force && node.layoutPass != pass.number {
            // Not laid out in this pass: its relative geometry is unchanged. Its rounded subtree only
            // changes if the absolute origin moved by a fraction of a pixel.
            let deltaLeft = (absLeft - node.roundedFromAbsLeft) * pass.pointScaleFactor
            let deltaTop = (absTop - node.roundedFromAbsTop) * pass.pointScaleFactor
            if pass.pointScaleFactor == 0 || (isWholePixels(deltaLeft) && isWholePixels(deltaTop)) { return }
        }
        node.roundedFromAbsLeft = absLeft
        node.roundedFromAbsTop = absTop

        let nodeWidth = node.dimWidth
        let nodeHeight = node.dimHeight
        var result = LayoutResult(direction: node.resolvedDirection, hadOverflow: node.hadOverflow)
        let scale = pass.pointScaleFactor
        if scale != 0 {
            let absRight = absLeft + nodeWidth
            let absBottom = absTop + nodeHeight
            // Text (a measured leaf) is never rounded down, so it is not truncated.
            if node.storedMeasure != nil && node.storedChildren.isEmpty {
                result.left = roundValue(nodeLeft, scale, forceCeil: false, forceFloor: true)
                result.top = roundValue(nodeTop, scale, forceCeil: false, forceFloor: true)
                let widthFraction = fractionalPart(nodeWidth * scale)
                let heightFraction = fractionalPart(nodeHeight * scale)
                let hasFractionalWidth = !inexactEquals(widthFraction, 0) && !inexactEquals(widthFraction, 1)
                let hasFractionalHeight = !inexactEquals(heightFraction, 0) && !inexactEquals(heightFraction, 1)
                result.width =
                    roundValue(
                        absRight, scale, forceCeil: hasFractionalWidth,
                        forceFloor: !hasFractionalWidth)
                    - roundValue(absLeft, scale, forceCeil: false, forceFloor: true)
                result.height =
                    roundValue(
                        absBottom, scale, forceCeil: hasFractionalHeight,
                        forceFloor: !hasFractionalHeight)
                    - roundValue(absTop, scale, forceCeil: false, forceFloor: true)
            } else {
                result.left = roundValue(nodeLeft, scale, forceCeil: false, forceFloor: false)
                result.top = roundValue(nodeTop, scale, forceCeil: false, forceFloor: false)
                result.width =
                    roundValue(absRight, scale, forceCeil: false, forceFloor: false)
                    - roundValue(absLeft, scale, forceCeil: false, forceFloor: false)
                result.height =
                    roundValue(absBottom, scale, forceCeil: false, forceFloor: false)
                    - roundValue(absTop, scale, forceCeil: false, forceFloor: false)
            }
        } else {
            result.left = nodeLeft
            result.top = nodeTop
            result.width = nodeWidth
            result.height = nodeHeight
        }
        if result != node.layout {
            node.layout = result
            node.hasNewLayout = true
        }
        node.storedChildren.forEachUnretained { child in
            round(child, absoluteLeft: absLeft, absoluteTop: absTop, pass: pass, force: force)
        }
    }
}
