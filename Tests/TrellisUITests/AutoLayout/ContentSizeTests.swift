// Pins intrinsic content size as optional constraints: hugging (250) and compression resistance (750)
// by default, two labels in a row competing for space, and invalidateIntrinsicContentSize.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Auto Layout content hugging and compression resistance")
struct ContentSizeTests {
    @Test("The default priorities are UIKit's: hugging 250, compression resistance 750")
    func defaults() {
        let view = View()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == 250)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical).rawValue == 750)
    }

    /// `|[first][second]|` in a container `width` wide.
    private func row(width: CGFloat) -> (container: View, first: Label, second: Label) {
        let container = makeContainer(width: width, height: 3)
        let first = Label(text: "aaaaaaaaaa")
        let second = Label(text: "bbbbbbbbbbbb")
        addConstrainedView(to: container, first)
        addConstrainedView(to: container, second)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            first.topAnchor.constraint(equalTo: container.topAnchor),
            second.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return (container, first, second)
    }

    @Test("Too little room: the label with the lower compression resistance gives way")
    func compressionResistanceDecides() {
        let (container, first, second) = row(width: 20)
        second.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        container.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 10, height: 1))
        #expect(second.frame == CGRect(x: 10, y: 0, width: 10, height: 1))
        first.setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        container.layoutIfNeeded()
        #expect(first.frame.width == 8)
        #expect(second.frame.width == 12)
    }

    @Test("Too much room: the label with the lower hugging priority grows")
    func huggingDecides() {
        let (container, first, second) = row(width: 40)
        first.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        container.layoutIfNeeded()
        #expect(first.frame.width == 10)
        #expect(second.frame == CGRect(x: 10, y: 0, width: 30, height: 1))
        second.setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
        container.layoutIfNeeded()
        #expect(first.frame.width == 28)
        #expect(second.frame.width == 12)
    }

    @Test("invalidateIntrinsicContentSize() moves the content-size constraints to the new size")
    func invalidation() {
        let container = makeContainer()
        let view = IntrinsicSizeView(contentSize: CGSize(width: 7, height: 2))
        addConstrainedView(to: container, view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 7, height: 2))
        view.contentSize = CGSize(width: 12, height: 3)
        container.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 12, height: 3))
        let label = Label(text: "abc")
        addConstrainedView(to: container, label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 12, y: 0, width: 3, height: 1))
        label.text = "abcdef"
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 12, y: 0, width: 6, height: 1))
    }
}
