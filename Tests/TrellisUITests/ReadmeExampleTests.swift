// The README's view-controller example, verbatim, so it keeps compiling and showing what it promises.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

// --- README example begins ---
@MainActor final class HelloViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label(text: "Hello, Trellis")
        label.frame = CGRect(x: 2, y: 1, width: 20, height: 1)
        view.addSubview(label)
    }
}
// --- README example ends ---

@Suite("README example")
@MainActor struct ReadmeExampleTests {
    @Test("the README's view controller shows its label on a headless screen")
    func helloRenders() {
        let screen = HeadlessScreen(width: 40, height: 5)
        let window = Window(screen: screen)
        window.rootViewController = HelloViewController()
        window.makeKeyAndVisible()
        screen.application.runUntilIdle()
        #expect(screen.renderedText == "\n  Hello, Trellis")
    }
}
