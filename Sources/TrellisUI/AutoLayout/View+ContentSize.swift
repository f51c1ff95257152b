// Content hugging and compression resistance: how strongly a view keeps its intrinsic content size
// when constraints pull it larger or squeeze it smaller.
import Foundation

extension View {
    /// How strongly the view resists growing beyond its ``intrinsicContentSize`` along `axis`
    /// (``LayoutPriority/defaultLow``, 250, by default, as in UIKit).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        guard let state = autoLayoutStorage else { return .defaultLow }
        return axis == .horizontal ? state.horizontalHugging : state.verticalHugging
    }

    /// Sets the content hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal {
            autoLayoutState.horizontalHugging = priority
        } else {
            autoLayoutState.verticalHugging = priority
        }
        contentSizePrioritiesDidChange()
    }

    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` along `axis`
    /// (``LayoutPriority/defaultHigh``, 750, by default, as in UIKit).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        guard let state = autoLayoutStorage else { return .defaultHigh }
        return axis == .horizontal ? state.horizontalCompressionResistance : state.verticalCompressionResistance
    }

    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            autoLayoutState.horizontalCompressionResistance = priority
        } else {
            autoLayoutState.verticalCompressionResistance = priority
        }
        contentSizePrioritiesDidChange()
    }

    private func contentSizePrioritiesDidChange() {
        guard usesAutoLayout else { return }
        layoutEngine(creating: false)?.contentSizeDidChange(of: self, prioritiesChanged: true)
    }

    /// ``invalidateIntrinsicContentSize()``'s Auto Layout part: the content-size constraints (and
    /// baselines) follow the new size.
    func intrinsicContentSizeDidChangeForAutoLayout() {
        layoutEngine(creating: false)?.contentSizeDidChange(of: self, prioritiesChanged: false)
    }
}
