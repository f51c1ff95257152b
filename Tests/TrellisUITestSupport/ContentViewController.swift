// A view controller whose root view a test fills from a closure, so a test needs no subclass to put views
// on screen.
import Foundation
import TrellisUI

/// A view controller whose root view holds whatever `build` adds to it when the view loads.
@MainActor
public final class ContentViewController: ViewController {
    private let build: @MainActor (View) -> Void

    /// Creates a controller titled `title` whose `loadView()` passes a fresh root view to `build`.
    public init(title: String? = nil, _ build: @escaping @MainActor (View) -> Void = { _ in }) {
        self.build = build
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Creates a controller whose root view stays empty.
    public required init?(coder: any Coder) {
        build = { _ in }
        super.init(coder: coder)
    }

    /// Loads an empty root view and lets the test's closure fill it.
    public override func loadView() {
        let root = View(frame: .zero)
        build(root)
        view = root
    }
}
