// Pins that views without constraints are untouched by Auto Layout: no state, no engine, no constraints
// step, frames exactly as autoresizing gives them.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Auto Layout leaves plain frames alone")
struct PlainFramesTests {
    @Test("A hierarchy without constraints keeps autoresizing frames and allocates no Auto Layout state")
    func noConstraintsNoCost() {
        let host = ViewControllerTestHost(width: 40, height: 10)
        let stretchy = View(frame: CGRect(x: 2, y: 1, width: 10, height: 3))
        stretchy.autoresizingMask = [.flexibleWidth]
        let fixed = View(frame: CGRect(x: 20, y: 5, width: 4, height: 2))
        let controller = ContentViewController { root in
            root.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
            root.addSubview(stretchy)
            root.addSubview(fixed)
        }
        host.show(controller)
        #expect(stretchy.frame == CGRect(x: 2, y: 1, width: 10, height: 3))
        host.run {
            host.window.frame = CGRect(x: 0, y: 0, width: 60, height: 10)
            host.screen.runUntilIdle()
        }
        #expect(stretchy.frame == CGRect(x: 2, y: 1, width: 30, height: 3))
        #expect(fixed.frame == CGRect(x: 20, y: 5, width: 4, height: 2))
        for view in [host.window, controller.view!, stretchy, fixed] {
            #expect(!view.usesAutoLayout)
            #expect(view.autoLayoutStorage == nil)
        }
    }

    @Test("A constrained sibling does not change a plain view's frame or pull it into Auto Layout")
    func plainSiblingOfConstrainedView() {
        let container = makeContainer(width: 50, height: 20)
        let plain = View(frame: CGRect(x: 3, y: 3, width: 5, height: 5))
        plain.autoresizingMask = [.flexibleLeftMargin]
        container.addSubview(plain)
        let constrained = addConstrainedView(to: container)
        LayoutConstraint.activate([
            constrained.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            constrained.topAnchor.constraint(equalTo: container.topAnchor),
            constrained.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            constrained.heightAnchor.constraint(equalToConstant: 2),
        ])
        container.frame.size = CGSize(width: 80, height: 20)
        container.layoutIfNeeded()
        #expect(!plain.usesAutoLayout)
        #expect(plain.frame == CGRect(x: 33, y: 3, width: 5, height: 5))
        #expect(constrained.frame == CGRect(x: 0, y: 0, width: 40, height: 2))
    }
}
