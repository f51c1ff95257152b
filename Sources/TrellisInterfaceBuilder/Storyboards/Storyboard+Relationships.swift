// Relationship segues: the controllers a container holds from the start — a navigation controller's
// root, a tab bar controller's tabs, a split view controller's columns — made with the container.
import Foundation
import TrellisUI

extension Storyboard {
    /// Makes the destinations of the relationship segues of the scene's controller (in document
    /// order, after the container's own nib) and sets them on the container, without animation.
    /// A destination that cannot be made, or a relationship the container does not have, is
    /// reported and left out.
    func makeRelationships(ofSceneAt index: Int, container: ViewController) {
        let scene = contents.scenes[index]
        var tabs: [ViewController] = []
        var columns: [String: ViewController] = [:]
        for entry in contents.segues[index]
        where entry.owner === scene.controller && entry.segue["kind"] == "relationship" {
            let segue = entry.segue
            let relationship = segue["relationship"] ?? ""
            guard let destinationID = segue["destination"] else {
                report(
                    InterfaceBuilderDiagnostic(
                        .error, code: "IB-NO-SCENE", message: "the \(relationship) relationship has no destination",
                        position: segue.position, objectID: segue.id))
                continue
            }
            let child: ViewController
            do {
                child = try makeViewController(id: destinationID, creator: nil, from: segue.position)
            } catch {
                report(error.diagnostic)
                continue
            }
            switch (relationship, container) {
            case ("rootViewController", let navigation as NavigationController):
                navigation.setViewControllers([child], animated: false)
            case ("viewControllers", is TabBarController):
                tabs.append(child)
            case ("masterViewController", is SplitViewController), ("detailViewController", is SplitViewController):
                columns[relationship] = child
            default:
                report(
                    InterfaceBuilderDiagnostic(
                        .warning, code: "IB-SEGUE-KIND",
                        message:
                            "a \(type(of: container)) has no \"\(relationship)\" relationship; \(type(of: child)) is made but not added",
                        position: segue.position, objectID: segue.id))
            }
        }
        if let tabBarController = container as? TabBarController, !tabs.isEmpty {
            tabBarController.setViewControllers(tabs, animated: false)
        }
        if let split = container as? SplitViewController, let master = columns["masterViewController"] {
            split.viewControllers = [master] + (columns["detailViewController"].map { [$0] } ?? [])
        }
    }
}
