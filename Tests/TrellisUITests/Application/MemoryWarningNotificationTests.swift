// Memory warnings as UIKit delivers them: a notification on the application's center, then
// didReceiveMemoryWarning on every window's controllers (D17).
import Foundation
import Testing
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Memory warning notification")
struct MemoryWarningNotificationTests {
    @Test(
        "receiveMemoryWarning posts didReceiveMemoryWarningNotification first, then every window's root forwards didReceiveMemoryWarning"
    )
    func notificationThenControllers() {
        let host = ViewControllerTestHost()
        let second = Window(screen: host.screen)
        let root = PlainViewController()
        let child = PlainViewController()
        let otherRoot = PlainViewController()
        host.label("root", root)
        host.label("child", child)
        host.label("otherRoot", otherRoot)
        let marker = Marker()
        host.label("observer", marker)
        var objects: [ObjectIdentifier] = []
        let observation = host.application.notificationCenter.addObserver(
            forName: Application.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { notification in
            let object = notification.object.map { ObjectIdentifier($0 as AnyObject) }
            MainActor.assumeIsolated {
                marker.hit("didReceiveMemoryWarningNotification")
                if let object { objects.append(object) }
            }
        }
        defer { host.application.notificationCenter.removeObserver(observation) }
        host.run {
            root.addChild(child)
            child.didMove(toParent: root)
            host.window.rootViewController = root
            second.rootViewController = otherRoot
            host.resetLog()
            host.application.receiveMemoryWarning()
        }
        #expect(
            host.calls(of: marker, root, child, otherRoot) == [
                "observer.didReceiveMemoryWarningNotification()", "root.didReceiveMemoryWarning()",
                "child.didReceiveMemoryWarning()", "otherRoot.didReceiveMemoryWarning()",
            ])
        #expect(objects == [ObjectIdentifier(host.application)])
        #expect(!root.isViewLoaded)
    }
}
