// PixelGrid: rounding computed layouts to the device pixel grid (Yoga's rule), only where something moved.

enum PixelGrid {
    /// Rounds `value` (points) to the pixel grid of `scale` pixels per point.
    static func roundValue(_ value: Double, _ scale: Double, forceCeil: Bool, forceFloor: Bool) -> Double {
        var scaled = value * scale
        var fraction = scaled.truncatingRemainder(dividingBy: 1)
        if fraction < 0 { fraction += 1 }
        if inexactEquals(fraction, 0) {
            scaled -= fraction
        } else if inexactEquals(fraction, 1) {
            scaled = scaled - fraction + 1
        } else if forceCeil {
            scaled = scaled - fraction + 1
        } else if forceFloor {
            scaled -= fraction
        } else {
            scaled = scaled - fraction + (!fraction.isNaN && (fraction > 0.5 || inexactEquals(fraction, 0.5)) ? 1 : 0)
        }
        return scaled.isNaN || scale.isNaN ? .nan : scaled / scale
    }

    /// Writes `layout` for `node` and its subtree from the unrounded results. Subtrees that were not laid
    /// out in this pass and whose absolute origin did not change keep their rounded results.
    static func round(_ node: LayoutNode, absoluteLeft: Double, absoluteTop: Double, pass: LayoutPass, force: Bool) {
        let nodeLeft = node.posLeft
        let nodeTop = node.posTop
        let absLeft = absoluteLeft + nodeLeft
        let absTop = absoluteTop + nodeTop
        if !force && node.layoutPass != pass.generation && node.roundedFromAbsLeft == absLeft
            && node.roundedFromAbsTop == absTop {
            return
        }
        node.roundedFromAbsLeft = absLeft
        node.roundedFromAbsTop = absTop

        let nodeWidth = node.dimWidth
        let nodeHeight = node.dimHeight
        var result = LayoutResult(direction: node.resolvedDirection, hadOverflow: node.hadOverflow)
        let scale = pass.pointScaleFactor
        if scale != 0 {
            // Text (a measured leaf) is never rounded down, so it is not truncated.
            let textRounding = node.measure != nil && node.children.isEmpty
            let absRight = absLeft + nodeWidth
            let absBottom = absTop + nodeHeight
            result.left = roundValue(nodeLeft, scale, forceCeil: false, forceFloor: textRounding)
            result.top = roundValue(nodeTop, scale, forceCeil: false, forceFloor: textRounding)
            let widthFraction = (nodeWidth * scale).truncatingRemainder(dividingBy: 1)
            let heightFraction = (nodeHeight * scale).truncatingRemainder(dividingBy: 1)
            let hasFractionalWidth = !inexactEquals(widthFraction, 0) && !inexactEquals(widthFraction, 1)
            let hasFractionalHeight = !inexactEquals(heightFraction, 0) && !inexactEquals(heightFraction, 1)
            result.width = roundValue(absRight, scale, forceCeil: textRounding && hasFractionalWidth,
                                      forceFloor: textRounding && !hasFractionalWidth)
                - roundValue(absLeft, scale, forceCeil: false, forceFloor: textRounding)
            result.height = roundValue(absBottom, scale, forceCeil: textRounding && hasFractionalHeight,
                                       forceFloor: textRounding && !hasFractionalHeight)
                - roundValue(absTop, scale, forceCeil: false, forceFloor: textRounding)
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
        for child in node.children {
            round(child, absoluteLeft: absLeft, absoluteTop: absTop, pass: pass, force: force)
        }
    }
}
