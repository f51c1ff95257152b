// Loader diagnostics: unknown classes fall back to the base class, missing or mistyped outlet keys, dangling
// destinations, runtime attributes without a key — each reported with its place, loading continuing.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUI

@Suite("Loader diagnostics")
@MainActor
struct LoaderDiagnosticsTests {
    static func load(_ objects: String, owner: AnyObject? = LoaderProfileViewController()) throws
        -> DocumentInstantiation
    {
        let nib = try Nib(
            data: LoaderTestSupport.xib(objects), name: "Broken.xib", registry: LoaderTestSupport.registry())
        return nib.instantiation(withOwner: owner)
    }

    /// The 1-based line of the first line of the document containing `text`.
    static func line(of text: String, in objects: String) -> Int {
        let document = String(decoding: LoaderTestSupport.xib(objects), as: UTF8.self)
        let lines = document.components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    @Test("an unknown custom class uses the element's class and is reported like UIKit's \"Unknown class\"")
    func unknownClassFallsBack() throws {
        let objects = """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view contentMode="scaleToFill" id="Unk-no-wn1" customClass="LoaderMissingView" customModule="LoaderApp">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                    <label opaque="NO" text="Hi" id="Unk-no-wn2" customClass="LoaderMissingLabel"/>
                    <view contentMode="scaleToFill" id="Kno-wn-vw1" customClass="LoaderHeaderView" customModule="AnyModule" customModuleProvider="target"/>
            """
        let instantiation = try Self.load(objects)
        let view = try #require(instantiation.object(withID: "Unk-no-wn1"))
        #expect(type(of: view) == View.self)
        let label = try #require(instantiation.object(withID: "Unk-no-wn2") as? Label)
        #expect(type(of: label) == Label.self && label.text == "Hi")
        #expect(instantiation.object(withID: "Kno-wn-vw1") is LoaderHeaderView)
        #expect(instantiation.diagnostics.map(\.code) == ["IB-UNKNOWN-CLASS", "IB-UNKNOWN-CLASS"])
        let first = try #require(instantiation.diagnostics.first)
        #expect(first.severity == .warning && first.objectID == "Unk-no-wn1")
        #expect(first.position.file == "Broken.xib")
        #expect(first.position.line == Self.line(of: "Unk-no-wn1", in: objects))
        #expect(
            first.message.hasPrefix("Unknown class LoaderApp.LoaderMissingView in Interface Builder file; View is used")
        )
    }

    @Test("a class registered in another module than customModule says is unknown, and the message names the module")
    func wrongModuleIsUnknown() throws {
        let instantiation = try Self.load(
            """
                    <view contentMode="scaleToFill" id="Wro-ng-mod" customClass="LoaderHeaderView" customModule="LoaderApp"/>
            """)
        #expect(type(of: try #require(instantiation.object(withID: "Wro-ng-mod"))) == View.self)
        let diagnostic = try #require(instantiation.diagnostics.first)
        #expect(diagnostic.code == "IB-UNKNOWN-CLASS")
        #expect(diagnostic.message.contains("registered in module TrellisInterfaceBuilderTests"))
    }

    @Test("an outlet to a property the class lacks names document, line, object id, class and key; loading continues")
    func missingOutletKey() throws {
        let objects = """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoaderProfileViewController">
                        <connections>
                            <outlet property="subtitleLabel" destination="Lab-el-001" id="Mis-si-ng1"/>
                            <outlet property="nameLabel" destination="Lab-el-001" id="Goo-d0-001"/>
                        </connections>
                    </placeholder>
                    <label opaque="NO" text="Sub" id="Lab-el-001"/>
            """
        let owner = LoaderProfileViewController()
        let instantiation = try Self.load(objects, owner: owner)
        #expect(instantiation.diagnostics.map(\.code) == ["IB-OUTLET-KEY"])
        let diagnostic = try #require(instantiation.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.position.line == Self.line(of: "subtitleLabel", in: objects))
        #expect(diagnostic.objectID == "-1")
        for part in ["Broken.xib", "LoaderProfileViewController", "\"subtitleLabel\"", "-1"] {
            #expect(diagnostic.message.contains(part), "\(diagnostic.message) lacks \(part)")
        }
        #expect(owner.nameLabel?.text == "Sub")
    }

    @Test("an outlet whose destination is of the wrong type is left unset and reported")
    func outletTypeMismatch() throws {
        let owner = LoaderProfileViewController()
        let instantiation = try Self.load(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections>
                            <outlet property="nameLabel" destination="But-to-n01" id="Con-ne-ct1"/>
                            <outletCollection property="actionButtons" destination="But-to-n01" id="Con-ne-ct2"/>
                            <outletCollection property="actionButtons" destination="Lab-el-001" id="Con-ne-ct3"/>
                        </connections>
                    </placeholder>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="But-to-n01"/>
                    <label opaque="NO" text="Not a button" id="Lab-el-001"/>
            """, owner: owner)
        #expect(instantiation.diagnostics.map(\.code) == ["IB-OUTLET-TYPE", "IB-OUTLET-TYPE"])
        #expect(instantiation.diagnostics.first?.message.contains("takes Label") == true)
        #expect(owner.nameLabel == nil)
        #expect(owner.actionButtons.count == 1)
    }

    @Test("a connection to an id that is not in the document is a dangling-destination error")
    func danglingDestination() throws {
        let instantiation = try Self.load(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections>
                            <outlet property="nameLabel" destination="Gon-e0-000" id="Con-ne-ct1"/>
                        </connections>
                    </placeholder>
            """)
        #expect(instantiation.diagnostics.map(\.code) == ["IB-DANGLING-DESTINATION"])
        #expect(instantiation.diagnostics.first?.message.contains("Gon-e0-000") == true)
    }

    @Test("runtime attributes without a key, with a value of the wrong type, or on a layer are warnings")
    func runtimeAttributeProblems() throws {
        let instantiation = try Self.load(
            """
                    <view contentMode="scaleToFill" id="Hea-de-r01" customClass="LoaderHeaderView">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="shadowRadius">
                                <real key="value" value="5"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="color" keyPath="cornerRadius">
                                <color key="value" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="15"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="hidden" value="YES"/>
                        </userDefinedRuntimeAttributes>
                    </view>
            """)
        #expect(instantiation.diagnostics.map(\.code) == Array(repeating: "IB-RUNTIME-ATTRIBUTE", count: 3))
        let header = try #require(instantiation.object(withID: "Hea-de-r01") as? LoaderHeaderView)
        #expect(header.cornerRadius == 0 && header.isHidden)
    }

    @Test("an action connected to a target that does not perform it is a warning; one from a label is not connected")
    func actionProblems() throws {
        let instantiation = try Self.load(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections>
                            <outlet property="nameLabel" destination="Lab-el-001" id="Con-ne-ct0"/>
                        </connections>
                    </placeholder>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="But-to-n01">
                        <connections>
                            <action selector="launchRockets:" destination="-1" eventType="touchUpInside" id="Con-ne-ct1"/>
                            <action selector="save:" destination="-1" eventType="touchDownRepeatTwice" id="Con-ne-ct2"/>
                        </connections>
                    </button>
                    <label opaque="NO" text="x" id="Lab-el-001">
                        <connections>
                            <action selector="save:" destination="-1" id="Con-ne-ct3"/>
                        </connections>
                    </label>
            """)
        #expect(
            instantiation.diagnostics.map(\.code) == ["IB-ACTION-TARGET", "IB-VALUE-UNSUPPORTED", "IB-ACTION-SOURCE"])
    }

    @Test("a malformed value is reported with its position and the property keeps its default")
    func badValueIsPositioned() throws {
        let objects = """
                    <view contentMode="sideways" alpha="half" id="Bad-va-lue">
                        <rect key="frame" x="0.0" y="0.0" width="wide" height="10"/>
                    </view>
            """
        let instantiation = try Self.load(objects)
        let view = try #require(instantiation.object(withID: "Bad-va-lue") as? View)
        #expect(view.frame == .zero && view.alpha == 1 && view.contentMode == .scaleToFill)
        #expect(instantiation.diagnostics.map(\.code) == ["IB-VALUE", "IB-VALUE", "IB-VALUE"])
        #expect(instantiation.diagnostics.allSatisfy { $0.objectID == "Bad-va-lue" })
        #expect(instantiation.diagnostics.contains { $0.position.line == Self.line(of: "width=\"wide\"", in: objects) })
    }

    @Test("constraints are parsed and kept on the view that holds them")
    func constraintsAreKept() throws {
        let instantiation = try LoaderTestSupport.profileNib(registry: LoaderTestSupport.registry())
            .instantiation(withOwner: LoaderProfileViewController())
        let header = try #require(instantiation.object(withID: "Hea-de-rVw") as? View)
        let constraints = header.documentConstraints
        #expect(constraints.map(\.id) == ["cY1-aa-bb1", "hT1-aa-bb2", "aR1-aa-bb3"])
        #expect(constraints[1].firstItem == nil && constraints[1].secondItem == nil && constraints[1].constant == 60)
        #expect(constraints[2].multiplier == 187.0 / 30.0 && constraints[2].priority == 750)
        #expect(constraints.allSatisfy { $0.holder == "Hea-de-rVw" })
        let root = try #require(instantiation.object(withID: "i5M-Pr-FkT") as? View)
        #expect(root.documentConstraints[1].isSymbolic && root.documentConstraints[1].firstAttribute == .leading)
        #expect(View().documentConstraints.isEmpty)
    }
}
