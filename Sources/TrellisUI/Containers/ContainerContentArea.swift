// ContainerContentArea: what the root views of the built-in containers share — a content area whose
// single child view fills it, and which of the container's children is really shown there.
import Foundation

/// A container's root view with a content area that holds the shown child's view.
@MainActor
protocol ContainerContentArea: View {
    /// The view the shown child's view fills.
    var content: View { get }
}

extension ContainerContentArea {
    /// Puts `view` into the content area (above what is there, or below `sibling`), sized to fill it.
    func install(_ view: View, below sibling: View? = nil) {
        view.frame = content.bounds
        if let sibling, sibling.superview === content {
            content.insertSubview(view, belowSubview: sibling)
        } else {
            content.addSubview(view)
        }
    }

    /// The children whose appearance the container forwards: the shown child, but only while its view
    /// is really in the content area (between a transition's start and its view swap it is not).
    func appearanceForwardingTargets(showing displayed: ViewController?) -> [ViewController] {
        guard let displayed, displayed.storedView?.superview === content else { return [] }
        return [displayed]
    }
}
