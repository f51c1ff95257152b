// Nib loading: UIKit's three phases as one recorded sequence, outlets and outlet collections, actions to a
// target and through the responder chain, placeholders, fresh objects, and loadView's default.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUI

@Suite("Nib loading")
@MainActor
struct NibLoadingTests {
    /// The nib-loading callbacks of a recording, as `Label.call` strings.
    static func nibEvents(_ recorder: LifecycleRecorder) -> [String] {
        let kept: Set<String> = [
            "init(coder:)", "setValue(_:forKey:)", "setValue(_:forKeyPath:)", "addTarget(_:action:for:)",
            "awakeFromNib", "loadView", "viewDidLoad",
        ]
        return recorder.events.filter { kept.contains($0.callback) }.map(\.description)
    }

    @Test(
        "init(coder:) for every object, then every connection and runtime attribute, then awakeFromNib in document order (I14, D16)"
    )
    func threePhaseOrder() throws {
        let registry = LoaderTestSupport.registry()
        let nib = try LoaderTestSupport.profileNib(registry: registry)
        let owner = LoaderProfileViewController()
        let recorder = LifecycleRecorder()
        let instantiation = LifecycleRecorder.$current.withValue(recorder) {
            nib.instantiation(withOwner: owner)
        }
        #expect(instantiation.diagnostics.isEmpty, "\(instantiation.diagnostics)")
        #expect(
            Self.nibEvents(recorder) == [
                // Phase 1: initializers complete children first, because a view decodes its subviews in its own.
                "LoaderNameLabel.init(coder: <label Nam-eL-abl>)",
                "LoaderHeaderView.init(coder: <view Hea-de-rVw>)",
                "LoaderSaveButton.init(coder: <button Sav-eB-tn1>)",
                "Button.init(coder: <button Ref-re-sh1>)",
                "LoaderRootView.init(coder: <view i5M-Pr-FkT>)",
                "LoaderCoordinator.init(coder: <customObject Coo-rd-ntr>)",
                // Phase 2: connections in document order (File's Owner's first), then runtime attributes.
                "LoaderProfileViewController.setValue(LoaderNameLabel, forKey: nameLabel)",
                "LoaderProfileViewController.setValue(LoaderRootView, forKey: view)",
                "LoaderProfileViewController.setValue([LoaderSaveButton, Button], forKey: actionButtons)",
                "LoaderSaveButton.addTarget(LoaderProfileViewController, action: save:, for: touchUpInside)",
                "Button.addTarget(First Responder, action: refresh:, for: touchUpInside)",
                "LoaderCoordinator.setValue(LoaderHeaderView, forKey: header)",
                "LoaderCoordinator.setValue(LoaderSaveButton, forKey: saveButton)",
                "LoaderHeaderView.setValue(8.0, forKeyPath: cornerRadius)",
                "LoaderHeaderView.setValue(\"teal\", forKeyPath: accentName)",
                // Phase 3: every object the nib made, in document order; never File's Owner.
                "LoaderRootView.awakeFromNib()",
                "LoaderHeaderView.awakeFromNib()",
                "LoaderNameLabel.awakeFromNib()",
                "LoaderSaveButton.awakeFromNib()",
                "Button.awakeFromNib()",
                "LoaderCoordinator.awakeFromNib()",
            ])
        #expect(owner.awakeCount == 0)
    }

    @Test("outlets and outlet collections are set before awakeFromNib, never inside init(coder:)")
    func outletsAreConnected() throws {
        let registry = LoaderTestSupport.registry()
        let owner = LoaderProfileViewController()
        let nib = try LoaderTestSupport.profileNib(registry: registry)
        let instantiation = nib.instantiation(withOwner: owner)
        let root = try #require(instantiation.object(withID: "i5M-Pr-FkT") as? LoaderRootView)
        let header = try #require(instantiation.object(withID: "Hea-de-rVw") as? LoaderHeaderView)
        let save = try #require(instantiation.object(withID: "Sav-eB-tn1") as? LoaderSaveButton)
        let refresh = try #require(instantiation.object(withID: "Ref-re-sh1") as? Button)
        let coordinator = try #require(instantiation.object(withID: "Coo-rd-ntr") as? LoaderCoordinator)

        #expect(owner.viewIfLoaded === root)
        let label = instantiation.object(withID: "Nam-eL-abl")
        #expect(owner.nameLabel.map(ObjectIdentifier.init) == label.map(ObjectIdentifier.init))
        #expect(owner.nameLabel?.text == "Ada Lovelace")
        #expect(owner.actionButtons.map(ObjectIdentifier.init) == [ObjectIdentifier(save), ObjectIdentifier(refresh)])
        #expect(coordinator.header === header && coordinator.saveButton === save)
        #expect(!coordinator.outletsSetInInit && coordinator.outletsSetInAwake)
        #expect(header.cornerRadius == 8 && header.accentName == "teal")
        #expect(root.subviews.map(ObjectIdentifier.init) == [header, save, refresh].map(ObjectIdentifier.init))
        #expect(
            instantiation.topLevelObjects.map(ObjectIdentifier.init) == [root, coordinator].map(ObjectIdentifier.init))
        #expect(header.frame == CGRect(x: 20, y: 48, width: 374, height: 60))
    }

    @Test("an action fires on its File's Owner target, and a First Responder action walks the responder chain")
    func actionsFire() throws {
        let registry = LoaderTestSupport.registry()
        let owner = LoaderProfileViewController()
        let instantiation = try LoaderTestSupport.profileNib(registry: registry).instantiation(withOwner: owner)
        let save = try #require(instantiation.object(withID: "Sav-eB-tn1") as? Button)
        let refresh = try #require(instantiation.object(withID: "Ref-re-sh1") as? Button)

        let recorder = LifecycleRecorder()
        LifecycleRecorder.$current.withValue(recorder) {
            save.sendActions(for: .touchUpInside)
            refresh.sendActions(for: .touchUpInside)
            refresh.sendActions(for: .valueChanged) // not connected: nothing happens
        }
        let sender: AnyObject? = owner.saveSenders.first ?? nil
        #expect(owner.saveSenders.count == 1 && sender.map(ObjectIdentifier.init) == ObjectIdentifier(save))
        #expect(owner.refreshCount == 1)
        // The refresh action went up button → root view → its controller (the root view's next responder).
        #expect(
            recorder.events.filter { $0.callback == "perform(_:withSender:)" }.map(\.description) == [
                "LoaderProfileViewController.perform(save:, withSender: LoaderSaveButton)",
                "LoaderProfileViewController.perform(refresh:, withSender: Button)",
            ])
    }

    @Test("every instantiation makes fresh objects; File's Owner and placeholders are bound, not made")
    func freshObjectsEachTime() throws {
        let registry = LoaderTestSupport.registry()
        let nib = try LoaderTestSupport.profileNib(registry: registry)
        let first = nib.instantiate(withOwner: LoaderProfileViewController())
        let second = nib.instantiate(withOwner: LoaderProfileViewController())
        #expect(first.count == 2 && second.count == 2)
        for (a, b) in zip(first, second) { #expect(ObjectIdentifier(a) != ObjectIdentifier(b)) }
        for object in first { #expect(!(object is ViewController)) }
    }

    @Test("without an owner the File's Owner connections are skipped with a warning, the rest loads")
    func missingOwnerIsReported() throws {
        let registry = LoaderTestSupport.registry()
        let instantiation = try LoaderTestSupport.profileNib(registry: registry).instantiation(withOwner: nil)
        #expect(instantiation.diagnostics.map(\.code) == ["IB-PLACEHOLDER"])
        #expect(instantiation.diagnostics.first?.objectID == "-1")
        let coordinator = try #require(instantiation.object(withID: "Coo-rd-ntr") as? LoaderCoordinator)
        #expect(coordinator.header != nil)
    }

    @Test(
        "loadView's default loads the nib named after the class (without Controller) with the controller as owner (S3)")
    func loadViewLoadsClassNamedNib() throws {
        let registry = LoaderTestSupport.registry()
        let loader = InterfaceBuilderNibLoader(registry: registry)
        let recorder = LifecycleRecorder()
        let controller = LoaderProfileViewController(nibName: nil, bundle: .module)
        let view = NibLoaderRegistry.$current.withValue(loader) {
            LifecycleRecorder.$current.withValue(recorder) { controller.view }
        }
        #expect(view is LoaderRootView)
        #expect(controller.nameLabel?.text == "Ada Lovelace")
        let events = Self.nibEvents(recorder)
        #expect(events.first == "LoaderProfileViewController.loadView()")
        #expect(events.last == "LoaderProfileViewController.viewDidLoad()")
        #expect(events.dropLast().last == "LoaderCoordinator.awakeFromNib()")
        #expect(events.filter { $0.hasSuffix("init(coder: <view i5M-Pr-FkT>)") }.count == 1)
    }

    @Test("loadView's default makes an empty view when no nib has the controller's name (S1)")
    func loadViewWithoutNibMakesEmptyView() {
        let loader = InterfaceBuilderNibLoader(registry: LoaderTestSupport.registry())
        let controller = LoaderNiblessController(nibName: nil, bundle: .module)
        let view = NibLoaderRegistry.$current.withValue(loader) { controller.view }
        #expect(view.map { type(of: $0) == View.self } == true)
        #expect(view?.subviews.isEmpty == true)
    }

    @Test("an explicit nibName is loaded; a nib whose view outlet is not set gives IB-NIB-VIEW and an empty view")
    func nibWithoutViewOutletIsReported() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try LoaderTestSupport.xib(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoaderProfileViewController"/>
                    <view contentMode="scaleToFill" id="Vie-w1-abc">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    </view>
            """
        ).write(to: directory.appendingPathComponent("Detached.xib"))
        let bundle = try #require(Bundle(path: directory.path))
        let checker = LifecycleChecker()
        let controller = LoaderProfileViewController(nibName: "Detached", bundle: bundle)
        let view = NibLoaderRegistry.$current.withValue(
            InterfaceBuilderNibLoader(registry: LoaderTestSupport.registry())
        ) {
            LifecycleChecker.$current.withValue(checker) { controller.view }
        }
        #expect(view?.subviews.isEmpty == true && view?.frame == .zero)
        #expect(checker.diagnostics.map(\.rule) == ["IB-NIB-VIEW"])
        #expect(checker.diagnostics.first?.message.contains("Detached") == true)
    }

    @Test("external objects are bound to their placeholders by identifier")
    func externalObjectsAreBound() throws {
        let registry = LoaderTestSupport.registry()
        let nib = try Nib(
            data: LoaderTestSupport.xib(
                """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <placeholder placeholderIdentifier="ProfileCoordinator" id="Ext-er-nal" customClass="LoaderCoordinator">
                            <connections>
                                <outlet property="saveButton" destination="But-to-n01" id="Con-ne-ct1"/>
                            </connections>
                        </placeholder>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="But-to-n01">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
                        </button>
                """), name: "External.xib", registry: registry)
        let coordinator = try #require(LoaderCoordinator(coder: LoaderEmptyCoder()))
        let objects = nib.instantiate(
            withOwner: nil, options: Nib.Options(externalObjects: ["ProfileCoordinator": coordinator]))
        #expect(objects.count == 1)
        let first: AnyObject? = objects.first
        #expect(coordinator.saveButton.map(ObjectIdentifier.init) == first.map(ObjectIdentifier.init))
        #expect(!coordinator.outletsSetInAwake) // a placeholder is never woken
    }
}

/// A coder with nothing in it, for making test objects in code.
final class LoaderEmptyCoder: Coder {
    func containsValue(forKey key: String) -> Bool { false }
    func decodeString(forKey key: String) -> String? { nil }
}
