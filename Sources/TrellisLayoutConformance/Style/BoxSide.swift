// BoxSide: decodes per-side CSS longhands (margin-*, padding-*, border-*-width/-style, insets) into an Edge.

import TrellisLayout

/// A per-side longhand: which box property it sets and on which `Edge`.
///
/// Physical sides map to physical edges, `inline-start`/`inline-end` to `start`/`end` (resolved by the
/// node's own direction), and `block-start`/`block-end` to `top`/`bottom` (all writing is horizontal-tb).
struct BoxSide: Hashable {
    /// The box property a longhand belongs to.
    enum Group: Hashable {
        case margin, padding, borderWidth, borderStyle, inset
    }

    let group: Group
    let edge: Edge
    /// Whether the side was written as a block-axis logical side (`block-start`/`block-end`).
    let isBlockLogical: Bool

    /// The side of a longhand such as `margin-inline-start`, `border-top-width` or `left`; `nil` if the
    /// property is not a per-side longhand.
    init?(property: String) {
        let group: Group
        let sideName: Substring
        let name = Substring(property)
        if let rest = stripping(name, prefix: "margin-") {
            group = .margin
            sideName = rest
        } else if let rest = stripping(name, prefix: "padding-") {
            group = .padding
            sideName = rest
        } else if let rest = stripping(name, prefix: "border-"), let side = stripping(rest, suffix: "-width") {
            group = .borderWidth
            sideName = side
        } else if let rest = stripping(name, prefix: "border-"), let side = stripping(rest, suffix: "-style") {
            group = .borderStyle
            sideName = side
        } else if let rest = stripping(name, prefix: "inset-") {
            // Physical insets are spelled `top`, `left`, ...; `inset-*` longhands are the logical ones.
            guard rest.hasPrefix("inline-") || rest.hasPrefix("block-") else { return nil }
            group = .inset
            sideName = rest
        } else if ["top", "right", "bottom", "left"].contains(property) {
            group = .inset
            sideName = name
        } else {
            return nil
        }
        switch sideName {
        case "top": (edge, isBlockLogical) = (.top, false)
        case "right": (edge, isBlockLogical) = (.right, false)
        case "bottom": (edge, isBlockLogical) = (.bottom, false)
        case "left": (edge, isBlockLogical) = (.left, false)
        case "inline-start": (edge, isBlockLogical) = (.start, false)
        case "inline-end": (edge, isBlockLogical) = (.end, false)
        case "block-start": (edge, isBlockLogical) = (.top, true)
        case "block-end": (edge, isBlockLogical) = (.bottom, true)
        default: return nil
        }
        self.group = group
    }
}

/// The per-side declarations seen so far on one node, to detect a physical and a block-logical longhand
/// that set the same side with different values (their order is lost in the file's map).
struct SideDeclarations {
    private var seen: [BoxSideKey: (property: String, value: String)] = [:]

    private struct BoxSideKey: Hashable {
        let group: BoxSide.Group
        let edge: Edge
    }

    mutating func record(_ side: BoxSide, property: String, value: String) throws(StyleMappingError) {
        let key = BoxSideKey(group: side.group, edge: side.edge)
        if let earlier = seen[key], earlier.value != value {
            throw StyleMappingError(
                property: property, value: value,
                reason: .conflictsWith(property: earlier.property, value: earlier.value))
        }
        seen[key] = (property, value)
    }
}

/// The rest of `text` after `prefix`, or `nil` if it does not start with it.
private func stripping(_ text: Substring, prefix: String) -> Substring? {
    text.hasPrefix(prefix) ? text.dropFirst(prefix.count) : nil
}

/// `text` without `suffix`, or `nil` if it does not end with it.
private func stripping(_ text: Substring, suffix: String) -> Substring? {
    text.hasSuffix(suffix) ? text.dropLast(suffix.count) : nil
}
