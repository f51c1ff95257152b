// View paths: where a view is, for diagnostics.
import Foundation

extension View {
    // MARK: Paths

    /// Where the view is, for diagnostics: `Window > View[0] > Label[2]` (class names, with the
    /// index among the superview's subviews).
    public var lifecyclePath: String {
        var components: [String] = []
        var current: View? = self
        while let view = current {
            var name = LifecycleRecorder.className(of: view)
            if let superview = view.superviewStorage,
                let index = superview.indexOfSubview(view)
            {
                name += "[\(index)]"
            }
            components.append(name)
            current = view.superviewStorage
        }
        return components.reversed().joined(separator: " > ")
    }
}
