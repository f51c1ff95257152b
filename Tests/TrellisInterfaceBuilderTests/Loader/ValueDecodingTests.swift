// Every value encoding of Interface Builder documents: geometry, colours in each colour space and by name,
// fonts, typed values, attributed strings, images, constraints, runtime attribute values — and bad values.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUI

@Suite("Document values")
struct ValueDecodingTests {
    /// Decodes the children of one `<view>` holding `values`, keyed by their `key`.
    struct Decoded {
        let values: [String: DocumentValue]
        let diagnostics: [InterfaceBuilderDiagnostic]
        let decoder: DocumentValueDecoder
        let document: InterfaceBuilderDocument

        init(_ values: String, resources: String = "") throws {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" \
                targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" colorMatched="YES">
                    <objects>
                        <view contentMode="scaleToFill" id="Val-ue-s01">
                \(values)
                        </view>
                    </objects>
                    <resources>
                \(resources)
                    </resources>
                </document>
                """
            document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "Values.xib")
            decoder = DocumentValueDecoder(document: document)
            var diagnostics: [InterfaceBuilderDiagnostic] = []
            var values: [String: DocumentValue] = [:]
            for child in document.element(withID: "Val-ue-s01")?.children ?? [] {
                let value = decoder.value(of: child, diagnostics: &diagnostics)
                if let key = child.key, let value { values[key] = value }
            }
            self.values = values
            self.diagnostics = diagnostics
        }

        subscript(key: String) -> DocumentValue? { values[key] }

        func color(_ key: String) -> Color? {
            if case .color(let color) = values[key] { return color }
            return nil
        }

        func font(_ key: String) -> FontDescription? {
            if case .font(let font) = values[key] { return font }
            return nil
        }
    }

    static func close(_ a: Double, _ b: Double, within tolerance: Double = 0.0005) -> Bool { abs(a - b) <= tolerance }

    @Test("geometry: rect, size, point, inset (edges), edgeInsets, offsetWrapper and <value type=size>")
    func geometry() throws {
        let decoded = try Decoded(
            """
            <rect key="frame" x="16" y="20.5" width="343" height="44"/>
            <size key="itemSize" width="50" height="50"/>
            <point key="contentOffset" x="0.0" y="-64"/>
            <inset key="sectionInset" minX="10" minY="20" maxX="30" maxY="40"/>
            <edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>
            <offsetWrapper key="searchTextPositionAdjustment" horizontal="4" vertical="-2"/>
            <value key="contentSizeForViewInPopover" type="size" width="300" height="488"/>
            """)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded["frame"] == .rect(CGRect(x: 16, y: 20.5, width: 343, height: 44)))
        #expect(decoded["itemSize"] == .size(CGSize(width: 50, height: 50)))
        #expect(decoded["contentOffset"] == .point(CGPoint(x: 0, y: -64)))
        #expect(decoded["sectionInset"] == .insets(EdgeInsets(top: 20, left: 10, bottom: 40, right: 30)))
        #expect(decoded["layoutMargins"] == .insets(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)))
        #expect(decoded["searchTextPositionAdjustment"] == .offset(horizontal: 4, vertical: -2))
        #expect(decoded["contentSizeForViewInPopover"] == .size(CGSize(width: 300, height: 488)))
    }

    @Test("colours in every colour space Xcode writes")
    func colorSpaces() throws {
        let decoded = try Decoded(
            """
            <color key="sRGB" red="0.2" green="0.4" blue="0.6" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="calibratedWhite" white="0.33" alpha="1" colorSpace="calibratedWhite"/>
            <color key="calibratedRGB" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
            <color key="gray22" white="0.75" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <color key="customWhite" white="0.1" alpha="0.8" colorSpace="custom" customColorSpace="calibratedWhite"/>
            <color key="deviceRGB" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="deviceRGB"/>
            <color key="p3" red="0.8" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
            <color key="p3Gray" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
            """)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.color("sRGB") == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(decoded.color("calibratedWhite") == Color(white: 0.33))
        #expect(decoded.color("calibratedRGB") == Color(red: 1, green: 0.5, blue: 0))
        #expect(decoded.color("gray22") == Color(white: 0.75))
        #expect(decoded.color("customWhite") == Color(white: 0.1, alpha: 0.8))
        #expect(decoded.color("deviceRGB") == Color(red: 0.1, green: 0.2, blue: 0.3))
        // Display P3 is wider than sRGB: the same numbers are a more saturated red in sRGB.
        let p3 = try #require(decoded.color("p3"))
        #expect(p3.red > 0.85 && p3.green < 0.12 && p3.blue < 0.2)
        let gray = try #require(decoded.color("p3Gray"))
        #expect(Self.close(gray.red, 0.5, within: 0.01) && Self.close(gray.green, 0.5, within: 0.01))
    }

    @Test("system colours resolve through <resources>, then Trellis's table; named colours through <namedColor>")
    func systemAndNamedColors() throws {
        let decoded = try Decoded(
            """
            <color key="fromResources" systemColor="systemBackgroundColor"/>
            <color key="fromTable" systemColor="systemRedColor"/>
            <color key="semantic" systemColor="labelColor"/>
            <color key="legacy" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
            <color key="legacyDark" cocoaTouchSystemColor="darkTextColor"/>
            <color key="withFallback" systemColor="futureColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="named" name="Brand"/>
            <color key="missingNamed" name="Nowhere"/>
            """,
            resources: """
                    <systemColor name="systemBackgroundColor">
                        <color white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                    <namedColor name="Brand">
                        <color red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                """)
        #expect(decoded.color("fromResources") == Color(white: 0.9))
        #expect(decoded.color("fromTable") == Color(rgb: 0xFF3B30))
        #expect(decoded.color("semantic")?.name == "label")
        #expect(decoded.color("legacy") == Color(rgb: 0xEFEFF4))
        #expect(decoded.color("legacyDark") == .black)
        #expect(decoded.color("withFallback") == Color(red: 0.1, green: 0.2, blue: 0.3))
        #expect(decoded.color("named") == Color(red: 0, green: 0.5, blue: 1))
        #expect(decoded["missingNamed"] == nil)
        #expect(decoded.diagnostics.map(\.code) == ["IB-VALUE-UNSUPPORTED"])
        #expect(decoded.diagnostics.first?.message.contains("Nowhere") == true)
    }

    @Test("fonts: system weights, bold and italic system, text styles, named fonts and <font>")
    func fonts() throws {
        let decoded = try Decoded(
            """
            <fontDescription key="system" type="system" pointSize="17"/>
            <fontDescription key="medium" type="system" weight="medium" pointSize="15"/>
            <fontDescription key="bold" type="boldSystem" pointSize="20"/>
            <fontDescription key="italic" type="italicSystem" pointSize="12"/>
            <fontDescription key="headline" style="UICTFontTextStyleHeadline"/>
            <fontDescription key="footnote" style="UICTFontTextStyleFootnote"/>
            <fontDescription key="named" name="HelveticaNeue-BoldItalic" family="Helvetica Neue" pointSize="14"/>
            <fontDescription key="button" type="boldSystem" size="button"/>
            <font key="NSFont" size="24" name="AvenirNext-Medium"/>
            <font key="meta" metaFont="system" size="14"/>
            """)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.font("system")?.font == Font(size: 17))
        #expect(decoded.font("medium")?.font == Font(size: 15, weight: .medium))
        #expect(decoded.font("bold")?.font == Font(size: 20, weight: .bold))
        #expect(decoded.font("italic")?.font == Font(size: 12, isItalic: true))
        #expect(decoded.font("headline")?.font == Font(size: 17, weight: .semibold))
        #expect(decoded.font("headline")?.source == .textStyle("UICTFontTextStyleHeadline"))
        #expect(decoded.font("footnote")?.font == Font(size: 13))
        #expect(decoded.font("named")?.font == Font(size: 14, weight: .bold, isItalic: true))
        #expect(decoded.font("named")?.source == .named("HelveticaNeue-BoldItalic", family: "Helvetica Neue"))
        #expect(decoded.font("button")?.font == Font(size: 18, weight: .bold))
        #expect(decoded.font("NSFont")?.font == Font(size: 24, weight: .medium))
        #expect(decoded.font("meta")?.font == Font(size: 14))
    }

    @Test("typed values: string (plain and base64), real, integer, bool, nil, date, array")
    func typedValues() throws {
        let decoded = try Decoded(
            """
            <string key="text">Two
            lines</string>
            <string key="encoded" base64-UTF8="YES">
            SGVsbG8g8J+Riw==
            </string>
            <real key="progress" value="0.25"/>
            <integer key="count" value="-3"/>
            <bool key="flag" value="YES"/>
            <nil key="highlightedColor"/>
            <date key="date" timeIntervalSinceReferenceDate="508107183.5">
                <!--2017-02-06 20:53:03 +0000-->
            </date>
            <array key="items">
                <string>a</string>
                <integer value="2"/>
            </array>
            """)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded["text"] == .string("Two\nlines"))
        #expect(decoded["encoded"] == .string("Hello 👋"))
        #expect(decoded["progress"] == .real(0.25))
        #expect(decoded["count"] == .integer(-3))
        #expect(decoded["flag"] == .bool(true))
        #expect(decoded["highlightedColor"] == .null)
        #expect(decoded["date"] == .date(Date(timeIntervalSinceReferenceDate: 508_107_183.5)))
        #expect(decoded["items"] == .array([.string("a"), .integer(2)]))
    }

    @Test("attributed strings keep each fragment's text, colour, font, kerning and paragraph style")
    func attributedStrings() throws {
        let decoded = try Decoded(
            """
            <attributedString key="attributedText">
                <fragment content="Bold ">
                    <attributes>
                        <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <font key="NSFont" size="17" name="HelveticaNeue-Bold"/>
                        <real key="NSKern" value="0.5"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="leftToRight" defaultTabInterval="36" tighteningFactorForTruncation="0.0" allowsDefaultTighteningForTruncation="NO"/>
                    </attributes>
                </fragment>
                <fragment>
                    <string key="content">plain
            text</string>
                    <attributes>
                        <font key="NSFont" metaFont="system" size="14"/>
                    </attributes>
                </fragment>
            </attributedString>
            """)
        #expect(decoded.diagnostics.isEmpty)
        guard case .attributedText(let text) = decoded["attributedText"] else {
            Issue.record("no attributed text")
            return
        }
        #expect(text.string == "Bold plain\ntext")
        #expect(text.runs.count == 2)
        #expect(text.runs[0].color == .red || text.runs[0].color == Color(red: 1, green: 0, blue: 0))
        #expect(text.runs[0].font?.font == Font(size: 17, weight: .bold))
        #expect(text.runs[0].kern == 0.5 && text.runs[0].alignment == "center")
        #expect(text.runs[1].font?.font == Font(size: 14))
    }

    @Test("images by name take their size from <resources>; a missing image still decodes, without a size")
    func images() throws {
        let decoded = try Decoded(
            """
            <image key="known" name="star"/>
            <imageReference key="reference" image="star"/>
            <image key="missing" name="nowhere"/>
            """,
            resources: """
                    <image name="star" width="24" height="22"/>
                """)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded["known"] == .image(Image(named: "star", size: CGSize(width: 24, height: 22))))
        #expect(decoded["reference"] == .image(Image(named: "star", size: CGSize(width: 24, height: 22))))
        #expect(decoded["missing"] == .image(Image(named: "nowhere")))
    }

    @Test("malformed values are IB-VALUE errors at their own line; unsupported ones are warnings")
    func badValues() throws {
        let decoded = try Decoded(
            """
            <rect key="frame" x="0.0" y="0.0" width="wide" height="44"/>
            <color key="noGreen" red="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <fontDescription key="font" type="system" weight="chunky" pointSize="17"/>
            <real key="value" value="1,5"/>
            <bool key="flag" value="maybe"/>
            <color key="cmyk" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/>
            """)
        #expect(
            decoded.diagnostics.map(\.code) == [
                "IB-VALUE", "IB-VALUE", "IB-VALUE", "IB-VALUE", "IB-VALUE", "IB-VALUE-UNSUPPORTED",
            ])
        #expect(decoded.diagnostics.map(\.position.line) == [5, 6, 7, 8, 9, 10])
        #expect(decoded.diagnostics[0].message.contains("width=\"wide\" is not a number"))
        #expect(decoded.diagnostics[1].message.contains("has no green attribute"))
        #expect(decoded["frame"] == nil && decoded["noGreen"] == nil && decoded["font"] == nil)
        #expect(decoded.color("cmyk") == .white)
    }

    @Test("runtime attribute values of every type, from the value attribute or the value child")
    func runtimeAttributeValues() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="Run-ti-me1">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="flag" value="NO"/>
                            <userDefinedRuntimeAttribute type="number" keyPath="radius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="count"><integer key="value" value="15"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="string" keyPath="heroID" value="card"/>
                            <userDefinedRuntimeAttribute type="color" keyPath="tint"><color key="value" white="0.0" alpha="1" colorSpace="calibratedWhite"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="size" keyPath="offset"><size key="value" width="0.0" height="2"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="point" keyPath="anchor"><point key="value" x="1" y="2"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="image" keyPath="filledImage" value="star"/>
                            <userDefinedRuntimeAttribute type="localizedString" keyPath="caption" value="Hi"/>
                            <userDefinedRuntimeAttribute type="nil" keyPath="cleared"/>
                        </userDefinedRuntimeAttributes>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "Runtime.xib")
        let decoder = DocumentValueDecoder(document: document)
        var diagnostics: [InterfaceBuilderDiagnostic] = []
        var values: [String: DocumentValue] = [:]
        document.root.forEachDescendant { element in
            guard element.name == "userDefinedRuntimeAttribute", let keyPath = element["keyPath"] else { return }
            values[keyPath] = decoder.runtimeAttributeValue(element, diagnostics: &diagnostics)
        }
        #expect(diagnostics.isEmpty)
        #expect(
            values == [
                "flag": .bool(false), "radius": .real(4), "count": .integer(15), "heroID": .string("card"),
                "tint": .color(Color(white: 0)), "offset": .size(CGSize(width: 0, height: 2)),
                "anchor": .point(CGPoint(x: 1, y: 2)), "filledImage": .image(Image(named: "star")),
                "caption": .string("Hi"), "cleared": .null,
            ])
    }

    @Test("constraints: defaults, ratio multipliers, priorities, baseline and margin attributes, bad attributes")
    func constraints() throws {
        let decoded = try Decoded(
            """
            <constraints>
                <constraint firstAttribute="height" constant="44" id="c01"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="16:9" id="c02"/>
                <constraint firstItem="a" firstAttribute="baseline" relation="greaterThanOrEqual" secondItem="b" secondAttribute="trailingMargin" multiplier="0.5" constant="-8" priority="250" identifier="named" symbolic="YES" placeholder="YES" id="c03"/>
                <constraint firstAttribute="sideways" id="c04"/>
                <constraint firstAttribute="width" multiplier="1:0" id="c05"/>
            </constraints>
            """)
        let list = try #require(decoded.document.element(withID: "Val-ue-s01")?.child(named: "constraints"))
        var diagnostics: [InterfaceBuilderDiagnostic] = []
        let parsed = list.children.map {
            decoded.decoder.constraint($0, holder: "Val-ue-s01", diagnostics: &diagnostics)
        }
        #expect(parsed[0]?.relation == .equal && parsed[0]?.multiplier == 1 && parsed[0]?.priority == 1000)
        #expect(
            parsed[0]?.firstItem == nil && parsed[0]?.secondAttribute == .notAnAttribute && parsed[0]?.constant == 44)
        #expect(parsed[1]?.multiplier == 16.0 / 9.0)
        let full = try #require(parsed[2])
        #expect(full.firstAttribute == .lastBaseline && full.secondAttribute == .trailingMargin)
        #expect(full.relation == .greaterThanOrEqual && full.multiplier == 0.5 && full.constant == -8)
        #expect(full.priority == 250 && full.identifier == "named" && full.isSymbolic && full.isPlaceholder)
        #expect(parsed[3] == nil && parsed[4] == nil)
        #expect(diagnostics.map(\.code) == ["IB-VALUE", "IB-VALUE"])
    }

    @Test("the value check reports exactly the bad values of a document, without instantiating it")
    func documentValueCheck() throws {
        let decoded = try Decoded(
            """
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="perhaps"/>
            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <fontDescription key="fontDescription" type="system" pointSize="big"/>
            <connections>
                <action selector="go:" destination="x" eventType="touchUpSideways" id="a01"/>
            </connections>
            """)
        let diagnostics = DocumentValueCheck.diagnostics(for: decoded.document)
        #expect(diagnostics.map(\.code) == ["IB-VALUE", "IB-VALUE", "IB-VALUE-UNSUPPORTED"])
        #expect(diagnostics.map(\.position.line) == [6, 8, 10])
    }
}
