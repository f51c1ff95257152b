// Documents written as Xcode writes them, for the lint tests: a three-scene storyboard (navigation
// controller, a settings scene with a switch, a button segue and an outlet, an about scene that unwinds)
// and a nib with File's Owner. Both lint clean; each test breaks one thing in a copy.

/// The lint tests' own Interface Builder documents.
enum LintFixtures {
    /// `Main.storyboard`: the initial navigation controller's root is the Settings scene, whose button
    /// shows About, whose Done button unwinds to Settings.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-00-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="Scn-00-001">
                    <objects>
                        <navigationController id="Nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar-00-001">
                                <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Set-00-001" kind="relationship" relationship="rootViewController" id="Rel-00-001"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-00-001" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="-700" y="100"/>
                </scene>
                <scene sceneID="Scn-00-002">
                    <objects>
                        <viewController storyboardIdentifier="Settings" id="Set-00-001" customClass="SettingsViewController" customModule="Settings" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vew-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sound" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-00-001">
                                        <rect key="frame" x="20" y="112" width="200" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Swt-00-001">
                                        <rect key="frame" x="345" y="107" width="51" height="31"/>
                                        <connections>
                                            <action selector="toggleSound:" destination="Set-00-001" eventType="valueChanged" id="Act-00-001"/>
                                        </connections>
                                    </switch>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-00-001">
                                        <rect key="frame" x="20" y="160" width="60" height="30"/>
                                        <state key="normal" title="About"/>
                                        <connections>
                                            <segue destination="Abt-00-001" kind="show" identifier="showAbout" id="Seg-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Saf-00-001"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="Lbl-00-001" firstAttribute="leading" secondItem="Saf-00-001" secondAttribute="leading" constant="20" id="Con-00-001"/>
                                    <constraint firstItem="Saf-00-001" firstAttribute="trailing" secondItem="Swt-00-001" secondAttribute="trailing" constant="20" id="Con-00-002"/>
                                </constraints>
                                <variation key="heightClass=compact">
                                    <mask key="constraints">
                                        <exclude reference="Con-00-002"/>
                                    </mask>
                                </variation>
                            </view>
                            <navigationItem key="navigationItem" title="Settings" id="Itm-00-001"/>
                            <connections>
                                <outlet property="soundSwitch" destination="Swt-00-001" id="Out-00-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-00-002" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="100" y="100"/>
                </scene>
                <scene sceneID="Scn-00-003">
                    <objects>
                        <viewController storyboardIdentifier="About" id="Abt-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vew-00-002">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Btn-00-002">
                                        <rect key="frame" x="20" y="112" width="46" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <state key="normal" title="Done"/>
                                        <connections>
                                            <segue destination="Ext-00-001" kind="unwind" unwindAction="unwindToSettings:" id="Unw-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-00-003" sceneMemberID="firstResponder"/>
                        <exit id="Ext-00-001" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                    <point key="canvasLocation" x="900" y="100"/>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    /// `Panel.xib`: a view with a title label, File's Owner a custom controller with two outlets.
    static let nib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PanelViewController" customModule="Panel" customModuleProvider="target">
                    <connections>
                        <outlet property="titleLabel" destination="Ttl-00-001" id="Out-00-101"/>
                        <outlet property="view" destination="Pnl-00-001" id="Out-00-102"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Pnl-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" id="Ttl-00-001">
                            <rect key="frame" x="16" y="16" width="288" height="21"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                            <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <point key="canvasLocation" x="130" y="-20"/>
                </view>
            </objects>
        </document>
        """

    /// `text` with the one occurrence of `old` replaced by `new` (`nil` when `old` does not occur
    /// exactly once, so a fixture edit that silently misses shows up as a failed `#require`).
    static func replacing(_ old: String, with new: String, in text: String = storyboard) -> String? {
        guard text.components(separatedBy: old).count == 2 else { return nil }
        return text.replacingOccurrences(of: old, with: new)
    }
}
