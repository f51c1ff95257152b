// The nib loader behind ViewController.loadView(): loads the controller's nib with it as File's Owner.
import Foundation
import TrellisUI

/// Loads view controllers' views from `.xib` documents (`NibLoading`).
///
/// Install it once (``install(registry:)``) and `ViewController.loadView()` loads the nib named by the
/// controller's `nibName` — or, without one, the nib named after its class (`SettingsView.xib` then
/// `SettingsViewController.xib`, UIKit's rule) — with the controller as File's Owner, and uses the view
/// the nib's `view` outlet set. A nib that does not set that outlet is an `IB-NIB-VIEW` error (UIKit
/// raises "loaded the nib but the view outlet was not set"); the controller gets an empty view.
@MainActor
public final class InterfaceBuilderNibLoader: NibLoading {
    /// Where classes are looked up.
    public let registry: ClassRegistry
    private var documents: [URL: InterfaceBuilderDocument] = [:]

    /// A loader using `registry`.
    public init(registry: ClassRegistry = .shared) {
        self.registry = registry
    }

    /// Makes a loader the application-wide one (`NibLoaderRegistry.shared`) and returns it.
    @discardableResult
    public static func install(registry: ClassRegistry = .shared) -> InterfaceBuilderNibLoader {
        let loader = InterfaceBuilderNibLoader(registry: registry)
        NibLoaderRegistry.shared = loader
        return loader
    }

    /// Instantiates the nib `name` with `owner` as File's Owner and returns the view its `view` outlet set; `nil` when the bundle has no such nib.
    public func loadView(nibName name: String, bundle: Bundle?, owner: ViewController) -> View? {
        let bundle = bundle ?? .main
        guard let url = Nib.url(forNibNamed: name, in: bundle) else { return nil }
        let document: InterfaceBuilderDocument
        if let cached = documents[url] {
            document = cached
        } else {
            do {
                document = try InterfaceBuilderDocument(contentsOf: url)
            } catch {
                let diagnostic = error.diagnostic
                LifecycleChecker.emit(
                    rule: diagnostic.code, path: owner.hierarchyPath, message: diagnostic.description,
                    file: diagnostic.position.file, line: diagnostic.position.line)
                return View(frame: .zero)
            }
            documents[url] = document
        }
        let instantiation = Nib(document: document, registry: registry).instantiation(withOwner: owner)
        instantiation.emitDiagnostics()
        if let view = owner.viewIfLoaded { return view }
        LifecycleChecker.emit(
            rule: "IB-NIB-VIEW", path: owner.hierarchyPath,
            message: "loaded the nib \"\(name)\" but its File's Owner view outlet was not set; an empty view is used",
            file: url.path, line: document.root.position.line)
        return View(frame: .zero)
    }
}
