// Pins the alignment rectangle: constraints, intrinsic sizes and systemLayoutSizeFitting state the
// alignment rectangle, frames are derived from it by alignmentRectInsets, margins and guides stay
// measured in the frame, autoresizing keeps the frame the app set, and a provider can supply the insets.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

/// A view with ornament around its content: `insets` of shadow outside a `contentSize` body.
@MainActor
private final class OrnamentedView: View {
    var insets: EdgeInsets {
        didSet { invalidateIntrinsicContentSize() }
    }
    let contentSize: CGSize

    init(
        insets: EdgeInsets, contentSize: CGSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    ) {
        self.insets = insets
        self.contentSize = contentSize
        super.init(frame: .zero)
    }

    required init?(coder: any Coder) { nil }

    override var alignmentRectInsets: EdgeInsets { insets }
    override var intrinsicContentSize: CGSize { contentSize }
}

/// Answers fixed insets for one view.
@MainActor
private final class InsetsProvider: IntrinsicContentSizeProvider {
    weak var view: View?
    let insets: EdgeInsets

    init(view: View, insets: EdgeInsets) {
        self.view = view
        self.insets = insets
    }

    func intrinsicContentSize(of view: View) -> CGSize? { nil }

    func alignmentRectInsets(of view: View) -> EdgeInsets? { view === self.view ? insets : nil }
}

@MainActor
@Suite("Auto Layout alignment rectangles")
struct AlignmentRectTests {
    private let shadow = EdgeInsets(top: 0, left: 1, bottom: 2, right: 3)

    @Test("alignmentRect(forFrame:) insets the frame by alignmentRectInsets and frame(forAlignmentRect:) undoes it")
    func conversions() {
        let view = OrnamentedView(insets: shadow)
        let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.alignmentRect(forFrame: frame) == CGRect(x: 11, y: 20, width: 26, height: 38))
        #expect(view.frame(forAlignmentRect: view.alignmentRect(forFrame: frame)) == frame)
        #expect(View().alignmentRectInsets == .zero)
        #expect(View().alignmentRect(forFrame: frame) == frame)
    }

    @Test("constraints and the intrinsic size place the alignment rectangle; the frame reaches past it by the insets")
    func constraintsPlaceTheAlignmentRectangle() {
        let container = makeContainer(width: 100, height: 20)
        let ornamented = addConstrainedView(
            to: container, OrnamentedView(insets: shadow, contentSize: CGSize(width: 10, height: 4)))
        let plain = addConstrainedView(to: container)
        LayoutConstraint.activate([
            ornamented.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            ornamented.topAnchor.constraint(equalTo: container.topAnchor, constant: 2),
            // A plain view aligned with the ornamented one's content, not its shadow.
            plain.trailingAnchor.constraint(equalTo: ornamented.trailingAnchor),
            plain.topAnchor.constraint(equalTo: ornamented.bottomAnchor),
            plain.widthAnchor.constraint(equalToConstant: 4), plain.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(ornamented.frame == CGRect(x: 4, y: 2, width: 14, height: 6))
        #expect(ornamented.alignmentRect(forFrame: ornamented.frame) == CGRect(x: 5, y: 2, width: 10, height: 4))
        #expect(plain.frame == CGRect(x: 11, y: 6, width: 4, height: 1))
    }

    @Test(
        "a subview pinned to its superview's edges meets the alignment rectangle; the margins guide starts at the frame"
    )
    func subviewsAndMarginsInAnInsetView() {
        let container = makeContainer(width: 100, height: 30)
        let ornamented = addConstrainedView(to: container, OrnamentedView(insets: shadow))
        ornamented.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        let edge = addConstrainedView(to: ornamented)
        let margin = addConstrainedView(to: ornamented)
        LayoutConstraint.activate([
            ornamented.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            ornamented.topAnchor.constraint(equalTo: container.topAnchor),
            ornamented.widthAnchor.constraint(equalToConstant: 20),
            ornamented.heightAnchor.constraint(equalToConstant: 10),
            edge.leadingAnchor.constraint(equalTo: ornamented.leadingAnchor),
            edge.trailingAnchor.constraint(equalTo: ornamented.trailingAnchor),
            edge.topAnchor.constraint(equalTo: ornamented.topAnchor), edge.heightAnchor.constraint(equalToConstant: 1),
            margin.leadingAnchor.constraint(equalTo: ornamented.layoutMarginsGuide.leadingAnchor),
            margin.trailingAnchor.constraint(equalTo: ornamented.trailingAnchor, constant: -1),
            margin.bottomAnchor.constraint(equalTo: ornamented.layoutMarginsGuide.bottomAnchor),
            margin.heightAnchor.constraint(equalToConstant: 1),
            // The margin attribute is measured from the frame too.
        ])
        container.layoutIfNeeded()
        // Alignment rectangle (10, 0, 20, 10): frame (9, 0, 24, 12); in its bounds the rectangle is (1, 0, 20, 10).
        #expect(ornamented.frame == CGRect(x: 9, y: 0, width: 24, height: 12))
        #expect(edge.frame == CGRect(x: 1, y: 0, width: 20, height: 1))
        #expect(ornamented.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 20, height: 10))
        #expect(margin.frame == CGRect(x: 2, y: 10, width: 18, height: 1))
    }

    @Test("systemLayoutSizeFitting answers the alignment rectangle's size, as intrinsicContentSize states it")
    func fittingSizeIsTheAlignmentSize() {
        let ornamented = OrnamentedView(insets: shadow, contentSize: CGSize(width: 10, height: 4))
        ornamented.translatesAutoresizingMaskIntoConstraints = false
        ornamented.widthAnchor.constraint(greaterThanOrEqualToConstant: 12).isActive = true
        #expect(ornamented.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 12, height: 4))
        #expect(
            ornamented.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 12, height: 4)).size
                == CGSize(width: 16, height: 6))
    }

    @Test("a view translating its autoresizing mask keeps the frame the app set and resizes it with its superview")
    func autoresizingKeepsTheFrame() {
        let container = makeContainer(width: 100, height: 20)
        let ornamented = OrnamentedView(insets: shadow)
        ornamented.frame = CGRect(x: 3, y: 4, width: 20, height: 8)
        ornamented.autoresizingMask = [.flexibleWidth]
        container.addSubview(ornamented)
        let pinned = addConstrainedView(to: container)
        LayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: ornamented.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: container.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 1), pinned.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(ornamented.frame == CGRect(x: 3, y: 4, width: 20, height: 8))
        // Its alignment rectangle ends 3 before the frame's right edge.
        #expect(pinned.frame.minX == 20)
        container.frame = CGRect(x: 0, y: 0, width: 120, height: 20)
        container.layoutIfNeeded()
        #expect(ornamented.frame == CGRect(x: 3, y: 4, width: 40, height: 8))
        #expect(pinned.frame.minX == 40)
    }

    @Test(
        "new insets, announced with invalidateIntrinsicContentSize(), move the frame around the same alignment rectangle"
    )
    func changingInsets() {
        let container = makeContainer(width: 100, height: 20)
        let ornamented = OrnamentedView(insets: .zero, contentSize: CGSize(width: 10, height: 4))
        addConstrainedView(to: container, ornamented)
        LayoutConstraint.activate([
            ornamented.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            ornamented.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
        ])
        container.layoutIfNeeded()
        #expect(ornamented.frame == CGRect(x: 45, y: 5, width: 10, height: 4))
        ornamented.insets = shadow
        container.layoutIfNeeded()
        #expect(ornamented.frame == CGRect(x: 44, y: 5, width: 14, height: 6))
    }

    @Test("an intrinsic-size provider's insets are used in place of the view's own")
    func providedInsets() {
        let container = makeContainer(width: 100, height: 20)
        let view = addConstrainedView(to: container, IntrinsicSizeView(contentSize: CGSize(width: 51, height: 31)))
        LayoutConstraint.activate([
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.intrinsicContentSizeProvider = InsetsProvider(
            view: view, insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        container.layoutIfNeeded()
        #expect(view.layoutAlignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(view.frame == CGRect(x: 49, y: 0, width: 53, height: 31))
        container.intrinsicContentSizeProvider = nil
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 49, y: 0, width: 51, height: 31))
    }

    @Test("random insets and placements: every frame is its solved alignment rectangle outset by its insets (seeded)")
    func randomizedPlacements() {
        var random = SeededRandomNumberGenerator(seed: 21)
        for _ in 0..<200 {
            func inset() -> CGFloat { CGFloat(Int.random(in: 0...3, using: &random)) }
            let insets = EdgeInsets(top: inset(), left: inset(), bottom: inset(), right: inset())
            let container = makeContainer(width: 200, height: 100)
            let size = CGSize(width: CGFloat.random(in: 5...20, using: &random).rounded(), height: 4)
            let view = addConstrainedView(to: container, OrnamentedView(insets: insets, contentSize: size))
            let x = CGFloat(Int.random(in: 0...150, using: &random))
            let y = CGFloat(Int.random(in: 0...80, using: &random))
            let trailing = Bool.random(using: &random)
            LayoutConstraint.activate([
                trailing
                    ? view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -x)
                    : view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: x),
                view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -y),
            ])
            container.layoutIfNeeded()
            let alignment = CGRect(
                x: trailing ? 200 - x - size.width : x, y: 100 - y - size.height, width: size.width,
                height: size.height)
            #expect(view.frame == view.frame(forAlignmentRect: alignment), "insets \(insets)")
            #expect(view.alignmentRect(forFrame: view.frame) == alignment)
        }
    }
}
