// The controller class and loading helpers of the Auto Layout document tests (Documents/AutoLayout).
import Foundation
import TrellisInterfaceBuilder
import TrellisUI

/// The controller of the Card and SizeClasses scenes: outlets to a constraint and to a view that only
/// the compact-height layout installs.
@MainActor
final class AutoLayoutSceneController: ViewController {
    @Outlet var cardHeight: LayoutConstraint?
    @Outlet var compactOnly: View?
}

@MainActor
enum AutoLayoutFixtures {
    struct Missing: Error {}

    static func registry() -> ClassRegistry {
        let registry = ClassRegistry()
        registry.register(AutoLayoutSceneController.self)
        return registry
    }

    static func storyboard() throws -> Storyboard {
        try Storyboard(name: "AutoLayoutScenes", bundle: .module, registry: registry())
    }

    static func url(_ name: String) throws -> URL {
        guard let documents = Bundle.module.url(forResource: "Documents", withExtension: nil) else { throw Missing() }
        return documents.appendingPathComponent("AutoLayout").appendingPathComponent(name)
    }

    static func document(_ name: String) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(contentsOf: url(name))
    }

    /// The scene `identifier`'s controller with its view loaded, for `sizeClasses`.
    static func scene(_ identifier: String, sizeClasses: SizeClassTraits = .unspecified) throws -> ViewController {
        let storyboard = try storyboard()
        storyboard.sizeClasses = sizeClasses
        let controller = try storyboard.instantiateViewController(withIdentifier: identifier)
        controller.loadViewIfNeeded()
        return controller
    }
}

extension View {
    /// The installed constraint whose identifier is `identifier`, on this view or a view under it.
    @MainActor
    func installedConstraint(_ identifier: String) -> LayoutConstraint? {
        if let found = constraints.first(where: { $0.identifier == identifier }) { return found }
        for subview in subviews {
            if let found = subview.installedConstraint(identifier) { return found }
        }
        return nil
    }
}
