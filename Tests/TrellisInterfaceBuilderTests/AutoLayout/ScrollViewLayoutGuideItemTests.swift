// Pins that a document's constraints naming a scroll view's content or frame layout guide
// (`<viewLayoutGuide key="contentLayoutGuide">`, `key="frameLayoutGuide"`) resolve to the scroll view's
// guides and lay the content out as in UIKit.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUI

@MainActor
@Suite("Document scroll view layout guides")
struct ScrollViewLayoutGuideItemTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <view contentMode="scaleToFill" id="Root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scr">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cnt">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="300" id="SG-Ht"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Cnt" firstAttribute="top" secondItem="CLG" secondAttribute="top" id="SG-Tp"/>
                                <constraint firstItem="Cnt" firstAttribute="leading" secondItem="CLG" secondAttribute="leading" id="SG-Ld"/>
                                <constraint firstItem="CLG" firstAttribute="trailing" secondItem="Cnt" secondAttribute="trailing" id="SG-Tr"/>
                                <constraint firstItem="CLG" firstAttribute="bottom" secondItem="Cnt" secondAttribute="bottom" constant="10" id="SG-Bt"/>
                                <constraint firstItem="Cnt" firstAttribute="width" secondItem="FLG" secondAttribute="width" id="SG-Wd"/>
                            </constraints>
                            <viewLayoutGuide key="contentLayoutGuide" id="CLG"/>
                            <viewLayoutGuide key="frameLayoutGuide" id="FLG"/>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Scr" firstAttribute="top" secondItem="Root" secondAttribute="top" id="SG-R1"/>
                        <constraint firstItem="Scr" firstAttribute="leading" secondItem="Root" secondAttribute="leading" id="SG-R2"/>
                        <constraint firstAttribute="trailing" secondItem="Scr" secondAttribute="trailing" id="SG-R3"/>
                        <constraint firstAttribute="bottom" secondItem="Scr" secondAttribute="bottom" id="SG-R4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("constraints to the content and frame guides resolve to the scroll view's guides and size its content")
    func guidesResolve() throws {
        let checker = LifecycleChecker()
        let root = try LifecycleChecker.$current.withValue(checker) {
            let nib = try Nib(data: Data(Self.xib.utf8), name: "ScrollGuides.xib")
            let root = try #require(nib.instantiate(withOwner: nil).first as? View)
            root.layoutIfNeeded()
            return root
        }
        #expect(checker.diagnostics.isEmpty, "\(checker.diagnostics)")
        let scrollView = try #require(root.subviews.first as? ScrollView)
        let top = try #require(scrollView.constraints.first { $0.identifier == "SG-Tp" })
        let content = try #require(top.firstItem as? View)
        #expect(top.secondItem === scrollView.contentLayoutGuide)
        let width = try #require(scrollView.constraints.first { $0.identifier == "SG-Wd" })
        #expect(width.secondItem === scrollView.frameLayoutGuide)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(scrollView.contentSize == CGSize(width: 200, height: 310))
    }
}
