// The animation requirements' defaults (no animations), and their type-erased forms for the mount layer.
import Foundation
import TrellisUI

extension Component {
    /// No animation when the component first mounts.
    public var animationsOnInitialMount: [ComponentAnimation] { [] }

    /// No animation from the previous component.
    public func animations(fromPreviousComponent previousComponent: Self) -> [ComponentAnimation] { [] }

    /// No animation when the component finally unmounts.
    public var animationsOnFinalUnmount: [ComponentAnimation] { [] }

    /// No bounds animation.
    public func boundsAnimation(fromPreviousComponent previousComponent: Self) -> ComponentBoundsAnimation? { nil }

    /// ``animations(fromPreviousComponent:)`` for a previous component of any type: none unless it is
    /// of this component's type.
    func animations(fromAnyPrevious previous: any Component) -> [ComponentAnimation] {
        var result: [ComponentAnimation] = []
        withCast(previous, as: Self.self) { result = animations(fromPreviousComponent: $0) }
        return result
    }

    /// ``boundsAnimation(fromPreviousComponent:)`` for a previous root of any type: none unless it is of
    /// this component's type.
    func boundsAnimation(fromAnyPrevious previous: any Component) -> ComponentBoundsAnimation? {
        var result: ComponentBoundsAnimation?
        withCast(previous, as: Self.self) { result = boundsAnimation(fromPreviousComponent: $0) }
        return result
    }
}
