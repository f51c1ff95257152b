// The custom classes the loader tests' documents name (File's Owner, views, a custom object).
import Foundation
import TrellisInterfaceBuilder
import TrellisUI

/// File's Owner of LoaderProfileView.xib: outlets, an outlet collection, a registered action (`save:`) and a
/// responder-chain action (`refresh:`).
final class LoaderProfileViewController: ViewController {
    @Outlet var nameLabel: Label?
    @OutletCollection var actionButtons: [Button]
    var saveSenders: [AnyObject?] = []
    var refreshCount = 0
    var awakeCount = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awakeCount += 1
    }

    override func canPerformAction(_ action: ResponderAction, withSender sender: AnyObject?) -> Bool {
        action.name == "refresh:" || super.canPerformAction(action, withSender: sender)
    }

    override func perform(_ action: ResponderAction, withSender sender: AnyObject?) {
        if action.name == "refresh:" { refreshCount += 1 } else { super.perform(action, withSender: sender) }
    }
}

final class LoaderRootView: View {}

/// A view with inspectable properties (runtime attributes).
final class LoaderHeaderView: View {
    @Inspectable var cornerRadius: Double = 0
    @Inspectable var accentName: String = ""
}

final class LoaderNameLabel: Label {}

final class LoaderSaveButton: Button {}

/// A `<customObject>` with outlets: notes what it sees in `init(coder:)` and in `awakeFromNib()`.
final class LoaderCoordinator: NibObject {
    @Outlet(.weak) var header: View?
    @Outlet var saveButton: Button?
    var outletsSetInInit = false
    var outletsSetInAwake = false

    required init?(coder: any Coder) {
        super.init(coder: coder)
        outletsSetInInit = header != nil || saveButton != nil
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        outletsSetInAwake = header != nil && saveButton != nil
    }
}

/// A controller with no nib anywhere: `loadView()` falls back to an empty view.
final class LoaderNiblessController: ViewController {}

@MainActor
enum LoaderTestSupport {
    /// A registry with the test classes and the `save:` action.
    static func registry() -> ClassRegistry {
        let registry = ClassRegistry()
        registry.register(LoaderProfileViewController.self)
        registry.register(LoaderRootView.self)
        registry.register(LoaderHeaderView.self)
        registry.register(LoaderNameLabel.self)
        registry.register(LoaderSaveButton.self)
        registry.register(LoaderCoordinator.self)
        registry.registerAction("save:", of: LoaderProfileViewController.self) { controller, sender in
            controller.saveSenders.append(sender)
        }
        return registry
    }

    /// The profile nib from the test bundle's resources.
    static func profileNib(registry: ClassRegistry) throws -> Nib {
        try Nib(named: "LoaderProfileView", bundle: .module, registry: registry)
    }

    /// A one-document xib around `objects` (the `<objects>` children), as Xcode writes it.
    static func xib(_ objects: String, resources: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                </dependencies>
                <objects>
            \(objects)
                </objects>
                <resources>
            \(resources)
                </resources>
            </document>
            """.utf8)
    }
}
