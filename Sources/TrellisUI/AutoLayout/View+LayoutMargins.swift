// Layout margins: the default spacing inside a view's edges that the …Margin attributes and the layout
// margins guide refer to, with UIKit's defaults and its safe-area and superview adjustments.
import Foundation

extension View {
    /// The margins, physical (left/right). UIKit's default is 8 points on every edge. Setting them
    /// replaces ``directionalLayoutMargins`` (reading either converts with the current layout direction).
    public var layoutMargins: EdgeInsets {
        get {
            switch autoLayoutStorage?.margins ?? AutoLayoutViewState.defaultMargins {
            case .physical(let insets): insets
            case .directional(let insets): insets.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
            }
        }
        set { setMargins(.physical(newValue)) }
    }

    /// The margins with leading and trailing (8 points on every edge by default).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            switch autoLayoutStorage?.margins ?? AutoLayoutViewState.defaultMargins {
            case .physical(let insets): DirectionalEdgeInsets(insets, direction: effectiveUserInterfaceLayoutDirection)
            case .directional(let insets): insets
            }
        }
        set { setMargins(.directional(newValue)) }
    }

    /// Whether this view's margins grow to cover its superview's margins where the view reaches into them
    /// (`false` by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayoutState.preservesSuperviewLayoutMargins = newValue
            marginsDidChange()
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (`true` by default):
    /// the effective margin on each edge is the margin plus the safe-area inset there.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    /// The rectangle inside the effective margins, as a guide constraints can use.
    public var layoutMarginsGuide: LayoutGuide {
        systemLayoutGuide(.layoutMargins, identifier: "ViewLayoutMarginsGuide")
    }

    /// A rectangle inside the margins no wider than a comfortable line of text: centred in the margins
    /// and at most ``readableContentMaximumWidth`` wide — ``readableLineLength`` characters of body text
    /// on the view's screen. It follows the view's size (a narrow view's guide is its margins) and the
    /// screen's text measurer (a view moved to another screen gets that screen's width).
    public var readableContentGuide: LayoutGuide {
        systemLayoutGuide(.readableContent, identifier: "ViewReadableContentGuide")
    }

    /// The characters of body text in a readable line: 80, the terminal's classic line and the long end
    /// of UIKit's range (UIKit's readable width holds roughly 66 to 80 characters as the text size grows;
    /// a terminal's text size is fixed, so one length is used).
    public nonisolated static let readableLineLength = 80

    /// The widest ``readableContentGuide`` on the default one-point cell screen (80 points: 80 cells).
    public nonisolated static let readableContentWidth = CGFloat(readableLineLength)

    /// The widest ``readableContentGuide`` on this view's screen: ``readableLineLength`` times the width
    /// of a digit zero in the body font (the typographic "ch" unit), as this screen's ``textMeasurer``
    /// measures it — 80 on a terminal, 640 on a screen of 8-point cells.
    public var readableContentMaximumWidth: CGFloat {
        CGFloat(Self.readableLineLength) * textMeasurer.width(of: "0", font: .body)
    }

    /// The margins as laid out: ``layoutMargins`` plus the safe-area insets (when
    /// ``insetsLayoutMarginsFromSafeArea``), grown to the superview's where the view reaches into them
    /// (when ``preservesSuperviewLayoutMargins``).
    var effectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        guard let state = autoLayoutStorage else { return margins }
        if state.insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        if state.preservesSuperviewLayoutMargins, let superview = superviewStorage {
            let outer = superview.effectiveLayoutMargins
            let frame = frameStorage
            let bounds = superview.bounds
            margins.left = Swift.max(margins.left, outer.left - (frame.minX - bounds.minX))
            margins.top = Swift.max(margins.top, outer.top - (frame.minY - bounds.minY))
            margins.right = Swift.max(margins.right, outer.right - (bounds.maxX - frame.maxX))
            margins.bottom = Swift.max(margins.bottom, outer.bottom - (bounds.maxY - frame.maxY))
        }
        return margins
    }

    private func setMargins(_ margins: AutoLayoutViewState.Margins) {
        guard autoLayoutStorage?.margins != margins else { return }
        autoLayoutState.margins = margins
        marginsDidChange()
    }

    /// The margins changed: the guides and constraints that use them follow, and the next layout pass
    /// announces the change (``layoutMarginsDidChange()``).
    private func marginsDidChange() {
        if usesAutoLayout { layoutEngine(creating: false)?.environmentDidChange(of: self) }
        setNeedsLayout()
    }
}
