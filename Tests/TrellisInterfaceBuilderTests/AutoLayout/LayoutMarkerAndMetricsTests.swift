// Interface Builder's misplaced/ambiguous markers reported by `trellis lint`, and the UIKit control sizes
// a design-size layout uses, each confirmed by frames in the development corpus.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUI

@MainActor
@Suite("Layout markers and UIKit control metrics")
struct LayoutMarkerAndMetricsTests {
    @Test("misplaced=\"YES\" and ambiguous=\"YES\" views are IB-MISPLACED / IB-AMBIGUOUS warnings at their element")
    func markersAreReported() throws {
        let document = try AutoLayoutFixtures.document("AutoLayoutScenes.storyboard")
        let found = DocumentLinter().lint(document).filter { $0.code == "IB-MISPLACED" || $0.code == "IB-AMBIGUOUS" }
        #expect(found.count == 1)
        let misplaced = try #require(found.first)
        #expect(misplaced.code == "IB-MISPLACED")
        #expect(misplaced.severity == .warning)
        #expect(misplaced.objectID == "AL-Mp-001")
        #expect(misplaced.position.line == 43)
        #expect(misplaced.message.contains("\"Moved\""))

        let ambiguous = try InterfaceBuilderDocument(
            data: Data(
                """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <label ambiguous="YES" text="x" id="L1"/>
                    </objects>
                </document>
                """.utf8), file: "Ambiguous.xib")
        let markers = LayoutMarkerCheck.diagnostics(for: ambiguous)
        #expect(markers.map(\.code) == ["IB-AMBIGUOUS"])
        #expect(markers.first?.objectID == "L1")
        #expect(markers.first?.position.line == 3)
        #expect(markers.first?.description.hasPrefix("Ambiguous.xib:3:") == true)
    }

    @Test(
        "the dev corpus's markers are all reported: 7 misplaced and 17 ambiguous views",
        .enabled(if: LintDevCorpus.isAvailable, LintDevCorpus.absenceNote))
    func corpusMarkers() throws {
        var codes: [String: Int] = [:]
        for file in LintDevCorpus.files {
            let document = try InterfaceBuilderDocument(data: LintDevCorpus.data(file), file: file)
            for diagnostic in LayoutMarkerCheck.diagnostics(for: document) { codes[diagnostic.code, default: 0] += 1 }
        }
        #expect(codes == ["IB-MISPLACED": 7, "IB-AMBIGUOUS": 17])
    }

    @Test("UIKit's control sizes, by element and the Interface Builder version that wrote the document")
    func controlMetrics() throws {
        func element(_ name: String, _ attributes: [(String, String)] = []) -> DocumentElement {
            DocumentElement(
                name: name, attributes: attributes.map { (name: $0.0, value: $0.1) },
                position: SourcePosition(file: "m.xib", line: 1, column: 1))
        }
        let metrics = UIKitControlMetrics.uiKit
        let fixed = { (width: CGFloat, height: CGFloat) in
            UIKitControlMetrics.Size(width: .fixed(width), height: .fixed(height))
        }
        // A switch aligns by a rectangle 2 points inside its frame's right edge.
        let switchInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        let switch51 = UIKitControlMetrics.Size(
            width: .fixed(51), height: .fixed(31), alignmentRectInsets: switchInsets)
        let switch63 = UIKitControlMetrics.Size(
            width: .fixed(63), height: .fixed(28), alignmentRectInsets: switchInsets)
        #expect(metrics.intrinsicSize(of: element("switch"), toolsVersion: "11762") == switch51)
        #expect(metrics.intrinsicSize(of: element("switch"), toolsVersion: "23077.2") == switch51)
        #expect(metrics.intrinsicSize(of: element("switch"), toolsVersion: "24127") == switch63)
        #expect(metrics.intrinsicSize(of: element("switch"), toolsVersion: "32700.99.1234") == nil)
        #expect(metrics.intrinsicSize(of: element("stepper"), toolsVersion: "22505") == fixed(94, 32))
        #expect(metrics.intrinsicSize(of: element("stepper"), toolsVersion: "9531") == nil)
        #expect(
            metrics.intrinsicSize(of: element("segmentedControl"), toolsVersion: "18122")
                == UIKitControlMetrics.Size(width: .measured, height: .fixed(32)))
        let slider = try #require(metrics.intrinsicSize(of: element("slider"), toolsVersion: "13122.17"))
        #expect(slider.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 31))
        #expect(slider.alignmentRectInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        #expect(
            metrics.rootViewLayoutMargins(forWidth: 375)
                == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(
            metrics.rootViewLayoutMargins(forWidth: 414)
                == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(
            metrics.intrinsicSize(of: element("activityIndicatorView", [("style", "gray")]), toolsVersion: "12121")
                == fixed(20, 20))
        #expect(
            metrics.intrinsicSize(
                of: element("activityIndicatorView", [("style", "whiteLarge")]), toolsVersion: "12121")
                == nil)
        #expect(metrics.intrinsicSize(of: element("pageControl"), toolsVersion: "22505") == nil)
        #expect(metrics.intrinsicSize(of: element("progressView"), toolsVersion: "22505") == nil)
    }

    @Test(
        "every switch, stepper, slider and medium activity indicator the dev corpus stores has UIKit's size",
        .enabled(if: LintDevCorpus.isAvailable, LintDevCorpus.absenceNote))
    func corpusConfirmsTheMetrics() throws {
        var checked = 0
        var stretched: [String] = []
        for file in LintDevCorpus.files {
            let document = try InterfaceBuilderDocument(data: LintDevCorpus.data(file), file: file)
            try document.root.forEachDescendant { element in
                guard ["switch", "stepper", "slider", "activityIndicatorView"].contains(element.name),
                    let size = UIKitControlMetrics.uiKit.intrinsicSize(
                        of: element, toolsVersion: document.toolsVersion),
                    let frame = element.child(forKey: "frame"),
                    let width = frame["width"].flatMap(Double.init), let height = frame["height"].flatMap(Double.init)
                else { return }
                let intrinsic = try #require(size.intrinsicContentSize)
                #expect(CGFloat(height) == intrinsic.height, "\(element)")
                if intrinsic.width != View.noIntrinsicMetric, CGFloat(width) != intrinsic.width {
                    stretched.append("\(element.name) \(width)")
                }
                checked += 1
            }
        }
        #expect(checked == 27)
        // A fill-aligned stack view (RxSwift's APIWrappers) stretches its switch and activity indicator.
        #expect(stretched.sorted() == ["activityIndicatorView 500.0", "switch 502.0"])
    }
}
