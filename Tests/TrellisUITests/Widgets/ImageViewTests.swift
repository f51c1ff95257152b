// Tests of ImageView: intrinsic size from the image and the placeholder it renders.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("ImageView")
@MainActor
struct ImageViewTests {
    @Test("the intrinsic size is the image's; without an image there is none")
    func intrinsicSize() {
        let imageView = ImageView(image: Image(named: "cat", size: CGSize(width: 12, height: 4)))
        #expect(imageView.intrinsicContentSize == CGSize(width: 12, height: 4))
        #expect(imageView.frame.size == CGSize(width: 12, height: 4))
        imageView.image = nil
        #expect(imageView.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test("a tall image view draws a box with the image name centred inside")
    func box() {
        let imageView = ImageView(image: Image(named: "cat", size: CGSize(width: 12, height: 3)))
        #expect(WidgetTestHost(imageView).text == "┌──────────┐\n│ img: cat │\n└──────────┘")
    }

    @Test(
        "a one-row image view draws [img: name], shortened in the middle when narrow",
        arguments: [
            (CGFloat(14), "  [img: cat]"),
            (8, "[img…at]"),
        ])
    func oneRow(width: CGFloat, expected: String) {
        let imageView = ImageView(image: Image(named: "cat"))
        imageView.frame = CGRect(x: 0, y: 0, width: width, height: 1)
        #expect(WidgetTestHost(imageView).text == expected)
    }

    @Test("without an image only the background is drawn; setting one redraws")
    func redraw() {
        let imageView = ImageView(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        let host = WidgetTestHost(imageView)
        #expect(host.text == "")
        imageView.image = Image(named: "dog")
        #expect(host.text == " [img: dog]")
    }
}
