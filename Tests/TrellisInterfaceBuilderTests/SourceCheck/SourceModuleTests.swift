// Which module each source file belongs to (SwiftPM manifests, Xcode projects, explicit mappings), and the
// wrong-module check that depends on it.
import Foundation
import Testing
import TrellisInterfaceBuilder

@Suite("Source modules")
struct SourceModuleTests {
    /// A fresh temporary directory holding `files` (relative path → text).
    private func makeTree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-sources-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private func modulesByType(_ catalog: SourceCatalog) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for file in catalog.files {
            for declaration in file.declarations { result[declaration.name] = declaration.modules.sorted() }
        }
        return result
    }

    @Test("SwiftPM targets give modules by Sources/<name>, Tests/<name> and explicit path:")
    func swiftPackageTargets() throws {
        let root = try makeTree([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "ShopKit"),
                    // .target(name: "Commented", path: "Sources/ShopKit"),
                    .target(name: "ShopUI", dependencies: ["ShopKit"], path: "UI/Sources"),
                    .testTarget(name: "ShopKitTests", dependencies: [.target(name: "ShopKit")]),
                ]
            )
            """,
            "Sources/ShopKit/Cart.swift": "class CartView: UIView {}",
            "UI/Sources/Checkout.swift": "class CheckoutViewController: UIViewController {}",
            "Tests/ShopKitTests/CartTests.swift": "final class CartTests: XCTestCase {}",
            "Scripts/Tool.swift": "class Tool {}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (catalog, diagnostics) = SourceCatalog.scanning(root)
        #expect(diagnostics.isEmpty)
        #expect(
            modulesByType(catalog) == [
                "CartView": ["ShopKit"], "CheckoutViewController": ["ShopUI"], "CartTests": ["ShopKitTests"],
                "Tool": [],
            ])
        let overridden = SourceCatalog.scanning(root, mappings: [SourceModuleMapping(module: "Tools", path: "Scripts")])
        #expect(modulesByType(overridden.catalog)["Tool"] == ["Tools"])
    }

    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            classes = {
            };
            objectVersion = 56;
            objects = {
                A1 /* ViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* ViewController.swift */; };
                A2 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Widget.swift */; };
                A3 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* Shared.swift */; };
                A4 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* Shared.swift */; };
                F1 /* ViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ViewController.swift; sourceTree = "<group>"; };
                F2 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
                F3 /* Shared.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Common/Shared.swift; sourceTree = SOURCE_ROOT; };
                G0 = {isa = PBXGroup; children = (G1, G2, F3); sourceTree = "<group>"; };
                G1 /* My App */ = {isa = PBXGroup; children = (F1); path = "My App"; sourceTree = "<group>"; };
                G2 /* Extension */ = {isa = PBXGroup; children = (F2); path = Extension; sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (A1, A3); runOnlyForDeploymentPostprocessing = 0; };
                P2 = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (A2, A4); runOnlyForDeploymentPostprocessing = 0; };
                T1 /* My App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1); name = "My App"; productType = "com.apple.product-type.application"; };
                T2 /* Today Widget */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P2); name = "Today Widget"; productType = "com.apple.product-type.app-extension"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Debug; };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Debug; };
                C1 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_MODULE_NAME = Widgets; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                R0 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
            };
            rootObject = R0;
        }
        """

    @Test("Xcode targets give modules from PRODUCT_MODULE_NAME or the product name made an identifier")
    func xcodeProjectTargets() throws {
        let root = try makeTree([
            "App.xcodeproj/project.pbxproj": Self.project,
            "My App/ViewController.swift": "class ViewController: UIViewController {}",
            "Extension/Widget.swift": "class TodayViewController: UIViewController {}",
            "Common/Shared.swift": "class SharedView: UIView {}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (catalog, _) = SourceCatalog.scanning(root)
        #expect(
            modulesByType(catalog) == [
                "ViewController": ["My_App"], "TodayViewController": ["Widgets"], "SharedView": ["My_App", "Widgets"],
            ])

        // A document naming the product name instead of the module name is the classic mistake.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <scenes>
                    <scene sceneID="tne-QT-ifu">
                        <objects>
                            <viewController id="BYZ-38-t0r" customClass="ViewController" customModule="My_App" \
            sceneMemberID="viewController"/>
                            <viewController id="Xy7-bb-001" customClass="TodayViewController" customModule="TodayWidget" \
            sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try InterfaceBuilderDocument(data: Data(storyboard.utf8), file: "Main.storyboard")
        let result = SourceCrossCheck(catalog: catalog).check([document])
        #expect(
            result.diagnostics.map { "\($0.code) \($0.position.line) \($0.objectID ?? "")" } == [
                "IB-SOURCE-WRONG-MODULE 7 Xy7-bb-001"
            ])
        #expect(result.diagnostics.first?.message.contains("declared in module Widgets") == true)
    }

    @Test("--module NAME=PATH arguments parse, and malformed ones are refused")
    func mappingArguments() {
        #expect(
            SourceModuleMapping(argument: "App=Sources/App") == SourceModuleMapping(module: "App", path: "Sources/App"))
        #expect(SourceModuleMapping(argument: "App") == nil)
        #expect(SourceModuleMapping(argument: "=Sources") == nil)
        #expect(SourceModuleMapping(argument: "App=") == nil)
    }

    @Test("a sources directory that does not exist is one error, not a crash")
    func missingDirectory() {
        let (catalog, diagnostics) = SourceCatalog.scanning(URL(fileURLWithPath: "/nonexistent/trellis-sources"))
        #expect(catalog.files.isEmpty)
        #expect(diagnostics.map(\.code) == ["IB-SOURCE-UNREADABLE"])
    }
}
