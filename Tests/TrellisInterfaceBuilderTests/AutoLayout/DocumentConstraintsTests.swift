// A document's constraints become installed LayoutConstraints as UIKit's nib loading makes them: items
// resolved by id (views, the safe area, layout margins, legacy layout guides), ratios, priorities,
// identifiers, placeholders removed, autoresizing translation and content priorities from the document.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUI

@MainActor
@Suite("Document constraints")
struct DocumentConstraintsTests {
    @Test("each <constraint> is installed on the view that holds it, with its items, attributes and values")
    func constraintsAreInstalledWhereTheDocumentPutsThem() throws {
        let controller = try AutoLayoutFixtures.scene("Card")
        let root = controller.view!
        let card = try #require(root.subviews.first { $0.constraints.contains { $0.identifier == "AL-Cn-004" } })
        let badge = try #require(root.subviews.first { $0.constraints.contains { $0.identifier == "AL-Cn-005" } })

        // A constraint with no firstItem has the holder as first item.
        let trailing = try #require(root.constraints.first { $0.identifier == "AL-Cn-002" })
        #expect(trailing.firstItem === root)
        #expect(trailing.firstAttribute == .trailing)
        #expect(trailing.secondItem === card)
        #expect(trailing.secondAttribute == .trailing)
        #expect(trailing.constant == 20)
        #expect(trailing.relation == .equal)
        #expect(trailing.priority == .required)
        #expect(trailing.isActive)

        // A ratio multiplier, held by the view itself.
        let aspect = try #require(card.constraints.first { $0.identifier == "AL-Cn-004" })
        #expect(aspect.firstItem === card && aspect.secondItem === card)
        #expect(aspect.firstAttribute == .height && aspect.secondAttribute == .width)
        #expect(abs(aspect.multiplier - 9.0 / 16.0) < 1e-12)

        // A constant size: no second item; a relation; a priority; an identifier written in the document.
        let width = try #require(badge.constraints.first { $0.identifier == "AL-Cn-005" })
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute && width.constant == 40)
        let minimum = try #require(card.constraints.first { $0.identifier == "AL-Cn-014" })
        #expect(minimum.relation == .greaterThanOrEqual && minimum.constant == 100)
        #expect(root.constraints.first { $0.identifier == "AL-Cn-007" }?.priority == LayoutPriority(rawValue: 750))
        let named = try #require(root.constraints.first { $0.identifier == "badgeTop" })
        #expect(named.firstItem === badge && named.secondAttribute == .bottom && named.constant == 8)
        #expect(root.constraints.count == 13)
        #expect(card.constraints.count == 2)
    }

    @Test("a placeholder constraint is removed at build time, as Xcode removes it")
    func placeholderConstraintsAreNotInstalled() throws {
        let root = try AutoLayoutFixtures.scene("Card").view!
        #expect(root.installedConstraint("AL-Cn-009") == nil)
        #expect(root.installedConstraint("AL-Cn-005") != nil)
        // The parsed document constraint is still there, marked.
        let badge = try #require(root.installedConstraint("AL-Cn-005")?.firstItem as? View)
        #expect(badge.documentConstraints.map(\.id) == ["AL-Cn-005", "AL-Cn-006", "AL-Cn-009"])
        #expect(badge.documentConstraints.last?.isPlaceholder == true)
    }

    @Test("an outlet to a constraint connects to the constraint made from the document")
    func outletsReachConstraints() throws {
        let controller = try #require(try AutoLayoutFixtures.scene("Card") as? AutoLayoutSceneController)
        let height = try #require(controller.cardHeight)
        #expect(height.identifier == "AL-Cn-004")
        #expect(height.isActive)
        #expect(controller.view.installedConstraint("AL-Cn-004") === height)
    }

    @Test(
        "translatesAutoresizingMaskIntoConstraints is off where the document says NO and for views its constraints position; the root keeps it"
    )
    func autoresizingTranslationFollowsNibLoading() throws {
        let root = try AutoLayoutFixtures.scene("Card").view!
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        for subview in root.subviews {
            #expect(!subview.translatesAutoresizingMaskIntoConstraints, "\(subview)")
        }
        // The badge has no attribute (documents before Xcode 6): its constraints position it.
        let badge = try #require(root.installedConstraint("AL-Cn-005")?.firstItem as? View)
        #expect(!badge.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("a view only related to by its own subviews keeps translating its autoresizing mask")
    func containersOfConstrainedSubviewsKeepAutoresizing() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="R">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="C">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="X">
                                        <rect key="frame" x="8" y="8" width="84" height="84"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="X" firstAttribute="leading" secondItem="C" \
            secondAttribute="leading" constant="8" id="c1"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let nib = try Nib(data: Data(document.utf8), name: "Container.xib")
        let instantiation = nib.instantiation(withOwner: nil)
        let container = try #require(instantiation.object(withID: "C") as? View)
        let inner = try #require(instantiation.object(withID: "X") as? View)
        #expect(container.translatesAutoresizingMaskIntoConstraints)
        #expect(!inner.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("content hugging and compression resistance priorities are decoded into the view")
    func contentPrioritiesAreDecoded() throws {
        let root = try AutoLayoutFixtures.scene("Card").view!
        let label = try #require(root.subviews.first { $0 is Label })
        #expect(label.contentHuggingPriority(for: .horizontal) == LayoutPriority(rawValue: 251))
        #expect(label.contentHuggingPriority(for: .vertical) == LayoutPriority(rawValue: 252))
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(rawValue: 749))
        #expect(label.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(rawValue: 751))
        let plain = try #require(root.installedConstraint("AL-Cn-014")?.firstItem as? View)
        #expect(plain.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(plain.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test(
        "constraint items name the legacy top and bottom layout guides, the safe area and the layout margins guide"
    )
    func layoutGuidesAreResolved() throws {
        let controller = try AutoLayoutFixtures.scene("Guides")
        let root = controller.view!
        let content = try #require(root.subviews.first)
        let top = try #require(root.constraints.first { $0.identifier == "AL-Cn-021" })
        #expect(top.firstItem === content)
        #expect(top.secondItem === controller.topLayoutGuide)
        #expect(top.secondAttribute == .bottom)
        let bottom = try #require(root.constraints.first { $0.identifier == "AL-Cn-022" })
        #expect(bottom.firstItem === controller.bottomLayoutGuide)
        let leading = try #require(root.constraints.first { $0.identifier == "AL-Cn-023" })
        #expect(leading.secondItem === root.safeAreaLayoutGuide)
        let trailing = try #require(root.constraints.first { $0.identifier == "AL-Cn-024" })
        #expect(trailing.firstItem === root.layoutMarginsGuide)
    }

    @Test("a constraint whose item is not in the document is reported with its id and not installed")
    func danglingItemsAreReported() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="R">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <constraints>
                            <constraint firstItem="nowhere" firstAttribute="width" constant="8" id="c1"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let nib = try Nib(data: Data(document.utf8), name: "Dangling.xib")
        let instantiation = nib.instantiation(withOwner: nil)
        let root = try #require(instantiation.object(withID: "R") as? View)
        #expect(root.constraints.isEmpty)
        let found = instantiation.diagnostics.filter { $0.code == "IB-CONSTRAINT-ITEM" }
        #expect(found.count == 1)
        #expect(found.first?.objectID == "c1")
        #expect(found.first?.position.line == 7)
        #expect(found.first?.message.contains("\"nowhere\"") == true)
    }
}
