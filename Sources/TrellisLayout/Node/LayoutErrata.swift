// LayoutErrata: the places where Yoga's flexbox and CSS's differ, each a switchable value (Yoga's `Errata`).

/// Yoga behaviours that differ from CSS, kept on request.
///
/// A tree laid out with ``yoga`` (the default of ``LayoutConfig``) matches Yoga 3, as every enabled Yoga
/// conformance test expects. A tree laid out with ``none`` follows CSS Flexbox 1, CSS Sizing 3 and
/// CSS Box Alignment 3 as Chromium does; use it together with ``FlexStyle/webDefaults``. Each member names
/// one difference, so a tree can keep any subset of Yoga's behaviour.
public struct LayoutErrata: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    /// An errata set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Free space is computed from flex base sizes already clamped by the items' min/max sizes, and items
    /// that violate a constraint are frozen in a single pass. CSS Flexbox §9.7 computes free space from the
    /// unclamped base sizes and freezes violations in a loop until none is left.
    public static let clampedFreeSpace = LayoutErrata(rawValue: 1 << 0)

    /// A content-sized flex basis is measured within the container's main size. CSS Flexbox §9.2.3.E
    /// measures it at max-content, so a text leaf's flex base size is its unwrapped width.
    public static let flexBasisWithinContainer = LayoutErrata(rawValue: 1 << 1)

    /// An at-most (fit-content) measurement may make a leaf narrower than its ``LayoutNode/minContentWidth``.
    /// CSS Sizing 3 §5.1: a fit-content size is never below the min-content size.
    public static let fitContentBelowMinContent = LayoutErrata(rawValue: 1 << 2)

    /// Baseline alignment as Yoga does it: items with auto cross-axis margins take part, the line of a
    /// single-line container is only as tall as its items, and `wrapReverse` lines are aligned top-down and
    /// then mirrored. CSS Flexbox §8.3 and CSS Flexbox §9.4 leave items with auto cross margins out, give a single
    /// line the container's cross size, and pack each baseline group against the line's cross-start edge,
    /// which `wrapReverse` puts at the bottom.
    public static let yogaBaselineAlignment = LayoutErrata(rawValue: 1 << 3)

    /// A maximum size below the minimum size wins. CSS 2 §10.4 (and CSS Sizing 3) let the minimum win.
    public static let maxWinsOverMin = LayoutErrata(rawValue: 1 << 4)

    /// An item of a multi-line (wrapping) container that holds a single line and is stretched takes the
    /// container's cross size. CSS Flexbox §9.4 stretches it to its line, whose size `alignContent` decides.
    public static let wrapItemsStretchToContainer = LayoutErrata(rawValue: 1 << 5)

    /// The aspect ratio as Yoga applies it: to the border box whatever `boxSizing` says, from a size before
    /// its min/max clamp, to an item's cross size even when that is definite or stretched, not to an
    /// absolute box whose opposite insets are both set, and not to a measured leaf, which is as tall as its
    /// content. CSS Sizing 4 §5 applies it to the `boxSizing` box, transfers clamped sizes, lets a definite
    /// or stretched cross size win, sizes an auto height of an inset box from its width, and gives a leaf
    /// without a definite height the height its width gives through the ratio (also its automatic minimum).
    public static let yogaAspectRatio = LayoutErrata(rawValue: 1 << 6)

    /// Items aligned `flexStart` or `center` within a line of a multi-line (or baseline) container are
    /// placed by their border box, ignoring their cross-axis margins. CSS Flexbox §8.3 aligns margin boxes.
    public static let lineAlignmentIgnoresMargins = LayoutErrata(rawValue: 1 << 7)

    /// Percentages whose reference size comes from the content resolve against the wrong size: a gap of a
    /// content-sized main axis against the content's size, and sizes inside a root of auto width stay
    /// `auto`. CSS Sizing 3 §5.2.1 treats them as `auto` (a gap as 0) while that size is computed, then
    /// lays the root out again, resolving them against its width.
    public static let percentagesOfContentSizes = LayoutErrata(rawValue: 1 << 8)

    /// While free space is distributed, the percentage min/max main sizes of items resolve against their
    /// container's own containing block. CSS resolves them against the container's inner size.
    public static let itemLimitsAgainstOwner = LayoutErrata(rawValue: 1 << 9)

    /// A row's max-content width sums its items' flex base sizes. CSS Flexbox §9.9.1 sums their max-content
    /// contributions, which a definite flex basis only caps (items that cannot grow) or floors (items that
    /// cannot shrink).
    public static let intrinsicSizeFromFlexBasis = LayoutErrata(rawValue: 1 << 10)

    /// A root whose `display` is `none` is laid out as a flex container. CSS Display 3 gives it no box:
    /// it and its subtree come out 0×0 at the origin.
    public static let displayNoneRootLaidOut = LayoutErrata(rawValue: 1 << 11)

    /// Yoga's behaviour in every respect.
    public static let yoga: LayoutErrata = [
        .clampedFreeSpace, .flexBasisWithinContainer, .fitContentBelowMinContent, .yogaBaselineAlignment,
        .maxWinsOverMin, .wrapItemsStretchToContainer, .yogaAspectRatio, .lineAlignmentIgnoresMargins,
        .percentagesOfContentSizes, .itemLimitsAgainstOwner, .intrinsicSizeFromFlexBasis,
        .displayNoneRootLaidOut,
    ]

    /// CSS's behaviour in every respect.
    public static let none: LayoutErrata = []
}
