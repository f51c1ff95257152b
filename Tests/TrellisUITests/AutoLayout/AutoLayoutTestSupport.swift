// Shared fixtures of the Auto Layout tests: a container laid out outside any window, and views that
// take part in constraints.
import Foundation
import TrellisUI

/// A root view outside any window, `width` × `height`, whose layout runs with ``View/layoutIfNeeded()``.
@MainActor
func makeContainer(width: CGFloat = 100, height: CGFloat = 50) -> View {
    View(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A view placed by constraints (`translatesAutoresizingMaskIntoConstraints == false`) added to `superview`.
@MainActor
@discardableResult
func addConstrainedView(to superview: View, _ view: View = View()) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// A view whose intrinsic content size is set by the test.
@MainActor
final class IntrinsicSizeView: View {
    var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(contentSize: CGSize) {
        self.contentSize = contentSize
        super.init(frame: .zero)
    }

    required init?(coder: any Coder) { nil }

    override var intrinsicContentSize: CGSize { contentSize }
}
