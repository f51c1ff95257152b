// Test support for the view/window/application suites: a minimal screen and a seeded generator.
import Foundation
@testable import TrellisUI

/// A screen that keeps what it was asked to render, owned by its own application.
@MainActor
final class UICoreTestScreen: ApplicationScreen {
    let bounds: CGRect
    let textMeasurer: any TextMeasurer = CellTextMeasurer()
    let application: Application
    private(set) var rendered: [DisplayList] = []

    init(width: CGFloat = 40, height: CGFloat = 20, application: Application = Application()) {
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.application = application
    }

    func render(_ displayList: DisplayList) { rendered.append(displayList) }

    var lastRendered: DisplayList? { rendered.last }
}


@MainActor
extension View {
    /// The subtree in pre-order (self first), for expectations.
    var preOrder: [View] { [self] + subviews.flatMap(\.preOrder) }
}
