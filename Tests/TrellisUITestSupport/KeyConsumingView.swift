// A first responder that handles a chosen set of keys, so tests can see which keys travel up the chain.
import Foundation
import TrellisUI

/// A view that can become first responder and handles (swallows) the keys in ``handled``; any other key
/// goes on up the responder chain.
@MainActor
public final class KeyConsumingView: View {
    /// The keys this view handles.
    public var handled: Set<Key>
    /// The key events this view handled, in order.
    public private(set) var received: [String] = []

    /// Creates a view at `frame` that handles the keys in `handled`.
    public init(frame: CGRect, handling handled: Set<Key>) {
        self.handled = handled
        super.init(frame: frame)
    }

    /// Creates the view from an archive; it handles no keys until ``handled`` is set.
    public required init?(coder: any Coder) {
        handled = []
        super.init(coder: coder)
    }

    /// Always true: the view takes key events.
    public override var canBecomeFirstResponder: Bool { true }

    /// Records `event` if its key is one of ``handled``, else passes it on.
    public override func keyDown(_ event: KeyEvent) {
        guard handled.contains(event.key) else { return super.keyDown(event) }
        received.append(event.description)
    }
}
