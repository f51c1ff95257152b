// RowView: the view of a list row — a click on it (or on the labels inside it) goes up the responder
// chain as the "row clicked" action, which the screen showing the list performs.
import Foundation
import TrellisComponents
import TrellisUI

/// The responder-chain actions of the demo (Trellis' stand-in for UIKit selectors).
enum DemoAction {
    /// A row was clicked; the sender is its ``RowView``, whose `tag` identifies the row.
    static let rowClicked = ResponderAction("trellisDemo.rowClicked")
}

/// A list row's view. A primary click inside it sends ``DemoAction/rowClicked`` up the responder chain
/// (UIKit's `sendAction(_:to: nil, …)`), so the view controller showing the list handles it.
@MainActor final class RowView: View {
    /// The view class rows mount (one reuse pool for all rows).
    nonisolated static let viewClass = ViewClass(RowView.self) { RowView(frame: .zero) }

    /// The press starts here (labels inside pass it up), so the release comes back here.
    override func pointerDown(_ event: PointerEvent) {
        guard event.button == .primary else { return super.pointerDown(event) }
    }

    /// A release inside the row clicks it.
    override func pointerUp(_ event: PointerEvent) {
        guard event.button == .primary else { return super.pointerUp(event) }
        guard bounds.contains(convert(event.location, from: nil)) else { return }
        sendAction(DemoAction.rowClicked, from: self)
    }
}
