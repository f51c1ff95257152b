// Reading Interface Builder XML: element trees with positions, malformed text, document kinds and ids.
import Foundation
import Testing
import TrellisInterfaceBuilder

@Suite("Document parsing")
struct DocumentParserTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" initialViewController="BYZ-38-t0r">
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a storyboard parses into positioned elements, indexed by id, with its kind and tools version")
    func parsesStoryboard() throws {
        let document = try InterfaceBuilderDocument(data: Data(Self.storyboard.utf8), file: "Main.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.toolsVersion == "32700.99.1234")
        #expect(document.diagnostics.isEmpty)
        let view = try #require(document.element(withID: "8bC-Xf-vdC"))
        #expect(view.name == "view")
        #expect(view.key == "view")
        #expect(view.position.line == 7)
        let frame = try #require(view.child(forKey: "frame"))
        #expect(frame["width"] == "375")
        #expect(document.elementsByID.count == 3)
    }

    @Test("truncated XML is an error with the line and column where reading stopped")
    func truncatedXMLIsPositioned() {
        let truncated = String(Self.storyboard.prefix(600))
        #expect {
            try InterfaceBuilderDocument(data: Data(truncated.utf8), file: "Cut.storyboard")
        } throws: { error in
            guard case .malformedXML(let position, _) = error as? DocumentError else { return false }
            return position.file == "Cut.storyboard" && position.line >= 1 && position.column >= 1
        }
    }

    @Test("a duplicated id is reported at its second use, naming the first")
    func duplicateIDsAreReported() throws {
        let text = Self.storyboard.replacingOccurrences(of: "id=\"dkx-z0-nzr\"", with: "id=\"8bC-Xf-vdC\"")
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), file: "Dup.storyboard")
        #expect(document.diagnostics.map(\.code) == ["IB-DUPLICATE-ID"])
        #expect(document.diagnostics.first?.position.line == 11)
        #expect(document.diagnostics.first?.objectID == "8bC-Xf-vdC")
    }

    @Test("a root element other than <document> is an error, and a nib is told from a storyboard")
    func rootAndKind() throws {
        let nib = try InterfaceBuilderDocument(
            data: Data(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>"#.utf8),
            file: "View.xib")
        #expect(nib.kind == .xib)
        #expect(nib.diagnostics.isEmpty)
        let other = try InterfaceBuilderDocument(data: Data("<plist/>".utf8), file: "Info.plist")
        #expect(other.diagnostics.map(\.code) == ["IB-NOT-DOCUMENT"])
    }
}
