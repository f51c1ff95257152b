// StyleDefaults: the two default sets a conformance file can declare (`"yoga"` and `"web"`).

import TrellisLayout

/// The values a property has when a node's style leaves it out (FORMAT.md, *Defaults*).
public enum StyleDefaults: String, Sendable, Hashable, CaseIterable {
    /// Yoga's gentest preamble: column, `flex-shrink: 0`, `align-content: flex-start`, border-box, no
    /// automatic minimum size.
    case yoga
    /// CSS initial values: row, `flex-shrink: 1`, `align-content: normal`, content-box, automatic minimum size.
    case web

    /// The style every node starts from before its declarations apply.
    public var baseStyle: FlexStyle {
        switch self {
        case .yoga: FlexStyle.yogaDefaults
        case .web: FlexStyle.webDefaults
        }
    }

    /// The engine behaviour the defaults stand for: Yoga's for `yoga`, CSS's for `web`.
    public var errata: LayoutErrata {
        switch self {
        case .yoga: .yoga
        case .web: .none
        }
    }

    /// The style a test root starts from: the node defaults, positioned absolutely at the page origin
    /// (both preambles make `body > * { position: absolute }`).
    public var rootBaseStyle: FlexStyle {
        var style = baseStyle
        style.positionType = .absolute
        return style
    }
}
