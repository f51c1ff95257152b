// Objects beyond views: gesture recognizers connected to their views and actions, prototype cells copied per
// dequeue with their connections, bar button items with actions.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUI

/// A controller for the objects document: outlets to a recognizer and a table, and actions.
final class LoaderListController: ViewController {
    @Outlet var longPress: LongPressGestureRecognizer?
    @Outlet var table: TableView?
    var pressSenders: [AnyObject?] = []
    var doneCount = 0
    var cellButtonCount = 0
}

/// A prototype cell with an outlet to its label.
final class LoaderTitleCell: TableViewCell {
    @Outlet var titleLabel: Label?
}

@Suite("Loader objects")
@MainActor
struct LoaderObjectsTests {
    static let objects = """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoaderListController">
                    <connections>
                        <outlet property="view" destination="Roo-tV-iew" id="c01-aa-aaa"/>
                        <outlet property="longPress" destination="Lon-gP-ress" id="c02-aa-aaa"/>
                        <outlet property="table" destination="Tab-le-Vw1" id="c03-aa-aaa"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="Roo-tV-iew">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Tab-le-Vw1">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="TitleCell" id="Cel-lP-ro1" customClass="LoaderTitleCell">
                                    <rect key="frame" x="0.0" y="28" width="320" height="44"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Cel-lP-ro1" id="Cel-lC-on1">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                        <subviews>
                                            <label opaque="NO" text="Title" id="Cel-lL-ab1">
                                                <rect key="frame" x="16" y="11" width="200" height="21"/>
                                            </label>
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Cel-lB-tn1">
                                                <rect key="frame" x="240" y="7" width="60" height="30"/>
                                                <connections>
                                                    <action selector="cellButtonTapped:" destination="-1" eventType="touchUpInside" id="c04-aa-aaa"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <outlet property="titleLabel" destination="Cel-lL-ab1" id="c05-aa-aaa"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </subviews>
                    <gestureRecognizers/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="Lon-gP-ress" appends="YES" id="c06-aa-aaa"/>
                    </connections>
                </view>
                <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.5" id="Lon-gP-ress">
                    <connections>
                        <action selector="pressed:" destination="-1" id="c07-aa-aaa"/>
                    </connections>
                </pongPressGestureRecognizer>
                <barButtonItem title="Done" style="done" id="Don-eB-tn1">
                    <connections>
                        <action selector="done:" destination="-1" id="c08-aa-aaa"/>
                    </connections>
                </barButtonItem>
        """

    static func registry() -> ClassRegistry {
        let registry = ClassRegistry()
        registry.register(LoaderListController.self)
        registry.register(LoaderTitleCell.self)
        registry.registerAction("pressed:", of: LoaderListController.self) { $0.pressSenders.append($1) }
        registry.registerAction("done:", of: LoaderListController.self) { controller, _ in controller.doneCount += 1 }
        registry.registerAction("cellButtonTapped:", of: LoaderListController.self) { controller, _ in
            controller.cellButtonCount += 1
        }
        return registry
    }

    @Test("a long press (Xcode's pongPressGestureRecognizer) is added to its view and sends its action")
    func gestureRecognizers() throws {
        let owner = LoaderListController()
        let nib = try Nib(data: LoaderTestSupport.xib(Self.objects), name: "List.xib", registry: Self.registry())
        let instantiation = nib.instantiation(withOwner: owner)
        #expect(instantiation.diagnostics.isEmpty, "\(instantiation.diagnostics)")
        let recognizer = try #require(owner.longPress)
        let root = try #require(owner.viewIfLoaded)
        #expect(root.gestureRecognizers.count == 1)
        #expect(root.gestureRecognizers.first.map(ObjectIdentifier.init) == ObjectIdentifier(recognizer))
        recognizer.state = .began
        #expect(owner.pressSenders.count == 1)
        #expect((owner.pressSenders.first ?? nil) is LongPressGestureRecognizer)
    }

    @Test("a bar button item's action reaches its target")
    func barButtonItemAction() throws {
        let owner = LoaderListController()
        let nib = try Nib(data: LoaderTestSupport.xib(Self.objects), name: "List.xib", registry: Self.registry())
        let item = try #require(nib.instantiation(withOwner: owner).object(withID: "Don-eB-tn1") as? BarButtonItem)
        item.primaryAction?()
        #expect(owner.doneCount == 1)
    }

    @Test("each dequeue of a prototype cell makes a fresh, connected copy whose actions reach the controller")
    func prototypeCells() throws {
        let owner = LoaderListController()
        let nib = try Nib(data: LoaderTestSupport.xib(Self.objects), name: "List.xib", registry: Self.registry())
        let instantiation = nib.instantiation(withOwner: owner)
        // The prototype itself is a template, not an object of the nib.
        #expect(instantiation.object(withID: "Cel-lP-ro1") == nil)
        let table = try #require(owner.table)
        let first = try #require(table.dequeueReusableCell(withIdentifier: "TitleCell") as? LoaderTitleCell)
        let second = try #require(table.dequeueReusableCell(withIdentifier: "TitleCell") as? LoaderTitleCell)
        #expect(ObjectIdentifier(first) != ObjectIdentifier(second))
        #expect(first.titleLabel?.text == "Title" && second.titleLabel?.text == "Title")
        #expect(first.titleLabel.map(ObjectIdentifier.init) != second.titleLabel.map(ObjectIdentifier.init))
        let button = try #require(first.contentView.subviews.compactMap { $0 as? Button }.first)
        button.sendActions(for: .touchUpInside)
        #expect(owner.cellButtonCount == 1)
    }
}
