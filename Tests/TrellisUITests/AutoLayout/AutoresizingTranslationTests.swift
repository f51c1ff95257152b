// Pins translatesAutoresizingMaskIntoConstraints: a translated view inside an Auto Layout hierarchy keeps
// exactly the frames its autoresizing mask gives without Auto Layout, for every flag.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Auto Layout autoresizing-mask translation")
struct AutoresizingTranslationTests {
    nonisolated static let masks: [AutoresizingMask] = [
        [], [.flexibleLeftMargin], [.flexibleWidth], [.flexibleRightMargin], [.flexibleTopMargin],
        [.flexibleHeight], [.flexibleBottomMargin], [.flexibleWidth, .flexibleHeight],
        [.flexibleLeftMargin, .flexibleRightMargin], [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
        [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
    ]

    @Test(
        "Each mask flag: the engine's frame equals plain autoresizing's after the superview resizes", arguments: masks)
    func maskMatchesAutoresizing(mask: AutoresizingMask) {
        let frame = CGRect(x: 10, y: 5, width: 30, height: 20)
        // Plain autoresizing, no Auto Layout.
        let plainContainer = makeContainer(width: 100, height: 50)
        let plain = View(frame: frame)
        plain.autoresizingMask = mask
        plainContainer.addSubview(plain)
        // The same view taking part in Auto Layout (a constrained sibling refers to it).
        let container = makeContainer(width: 100, height: 50)
        let translated = View(frame: frame)
        translated.autoresizingMask = mask
        container.addSubview(translated)
        let follower = addConstrainedView(to: container)
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: translated.trailingAnchor, constant: 1),
            follower.topAnchor.constraint(equalTo: translated.bottomAnchor, constant: 1),
            follower.widthAnchor.constraint(equalToConstant: 2), follower.heightAnchor.constraint(equalToConstant: 2),
        ])
        container.layoutIfNeeded()
        #expect(translated.usesAutoLayout)
        #expect(translated.frame == frame)
        for size in [CGSize(width: 160, height: 80), CGSize(width: 70, height: 45)] {
            plainContainer.frame.size = size
            container.frame.size = size
            container.layoutIfNeeded()
            #expect(isClose(translated.frame, plain.frame))
            #expect(abs(follower.frame.minX - (plain.frame.maxX + 1)) < 1e-9)
            #expect(abs(follower.frame.minY - (plain.frame.maxY + 1)) < 1e-9)
        }
        let horizontal = translated.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0.kind == .autoresizingMask(maskNotation(mask)) })
    }

    /// Equal up to the solver's floating-point rounding.
    private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    private func maskNotation(_ mask: AutoresizingMask) -> String {
        func flag(_ option: AutoresizingMask) -> String { mask.contains(option) ? "&" : "-" }
        return "h=\(flag(.flexibleLeftMargin))\(flag(.flexibleWidth))\(flag(.flexibleRightMargin)) "
            + "v=\(flag(.flexibleTopMargin))\(flag(.flexibleHeight))\(flag(.flexibleBottomMargin))"
    }

    @Test("Setting a translated view's frame moves its autoresizing constraints")
    func settingTheFrame() {
        let container = makeContainer(width: 100, height: 50)
        let translated = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(translated)
        let follower = addConstrainedView(to: container)
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: translated.trailingAnchor),
            follower.topAnchor.constraint(equalTo: translated.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 1), follower.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(follower.frame.origin == CGPoint(x: 10, y: 0))
        translated.frame = CGRect(x: 20, y: 7, width: 5, height: 5)
        container.layoutIfNeeded()
        #expect(translated.frame == CGRect(x: 20, y: 7, width: 5, height: 5))
        #expect(follower.frame.origin == CGPoint(x: 25, y: 7))
    }
}
