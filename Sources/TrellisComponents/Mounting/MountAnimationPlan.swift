// MountAnimationPlan: what a mounting component's view does — appear, change from its previous view,
// or nothing — and the animated values a change compares.
import Foundation
import TrellisUI

/// What a mounting component's view does (decided before its view is vended).
enum MountAnimationPlan {
    case none
    /// The scope is new to the tree.
    case initial([ComponentAnimation])
    /// The scope's previous component was mounted with `previousView`.
    case fromPrevious([ComponentAnimation], previousView: View?)

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}

/// A view's animated values, read from its model or its presentation.
struct AnimatedValues: Equatable {
    var frame: CGRect
    var alpha: CGFloat
    var backgroundColor: Color?

    @MainActor init(modelOf view: View) {
        frame = view.frame
        alpha = view.alpha
        backgroundColor = view.backgroundColor
    }

    @MainActor init(presentationOf view: View) {
        frame = view.presentationFrame
        alpha = view.presentationAlpha
        backgroundColor = view.presentationBackgroundColor
    }

    /// These values changed as `animation` says for the hidden side of an initial or final unmount.
    func changed(by animation: ComponentAnimation) -> AnimatedValues {
        var result = self
        result.frame = frame.offsetBy(dx: animation.offset.x, dy: animation.offset.y)
        if let alpha = animation.alpha { result.alpha = alpha }
        if let color = animation.backgroundColor { result.backgroundColor = color }
        return result
    }

    /// The properties whose values differ.
    func differences(from other: AnimatedValues) -> View.AnimatableProperties {
        var result: View.AnimatableProperties = []
        if frame != other.frame { result.insert(.frame) }
        if alpha != other.alpha { result.insert(.alpha) }
        if backgroundColor != other.backgroundColor { result.insert(.backgroundColor) }
        return result
    }

    /// Sets `properties` of `view` to these values.
    @MainActor func apply(_ properties: View.AnimatableProperties, to view: View) {
        if properties.contains(.frame) { view.frame = frame }
        if properties.contains(.alpha) { view.alpha = alpha }
        if properties.contains(.backgroundColor) { view.backgroundColor = backgroundColor }
    }
}
