// Pins systemLayoutSizeFitting: the compressed and expanded sizes a view's constraints allow, and fitting
// priorities that fix one dimension.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Auto Layout systemLayoutSizeFitting")
struct SystemLayoutSizeFittingTests {
    /// A card: a label inset by 2 points on every side, at most 30 points wide.
    private func card() -> (card: View, label: Label) {
        let card = View(frame: CGRect(x: 3, y: 4, width: 99, height: 99))
        let label = Label(text: "hello world")
        addConstrainedView(to: card, label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 2),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -2),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 2),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -2),
            card.widthAnchor.constraint(lessThanOrEqualToConstant: 30),
        ])
        return (card, label)
    }

    @Test("The compressed size is the content's size plus the insets; the frame is untouched")
    func compressedSize() {
        let (card, _) = card()
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 15, height: 5))
        #expect(card.frame == CGRect(x: 3, y: 4, width: 99, height: 99))
    }

    @Test(
        "The expanded size: content that hugs (250) beats the fitting level (50); content that does not stops at the limits"
    )
    func expandedSize() {
        let (card, label) = card()
        #expect(card.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 15, height: 5))
        label.setContentHuggingPriority(LayoutPriority(40), for: .horizontal)
        #expect(card.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 30, height: 5))
    }

    @Test("A required horizontal fitting priority fixes the width to the target")
    func requiredFittingPriority() {
        let (card, _) = card()
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 25, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 25, height: 5))
    }

    @Test("A view outside Auto Layout answers its intrinsic size, else its current size")
    func plainView() {
        let label = Label(text: "abc")
        #expect(label.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 3, height: 1))
        let plain = View(frame: CGRect(x: 0, y: 0, width: 7, height: 2))
        #expect(plain.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 7, height: 2))
    }
}
