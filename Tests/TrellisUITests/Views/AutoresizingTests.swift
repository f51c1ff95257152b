// Pins autoresizing: subview frames follow their superview's size change per autoresizingMask.
import Foundation
import Testing

@testable import TrellisUI

@MainActor
@Suite("Autoresizing")
struct AutoresizingTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let mask: AutoresizingMask
        let expected: CGRect
        var description: String { name }
    }

    /// Superview 100×50 → 200×80; child at (10, 10, 30, 20): left 10 / width 30 / right 60 and
    /// top 10 / height 20 / bottom 20. Growth: 100 horizontally, 30 vertically.
    @Test(
        "Each mask distributes the size change over its flexible parts",
        arguments: [
            Case(name: "none", mask: [], expected: CGRect(x: 10, y: 10, width: 30, height: 20)),
            Case(name: "width", mask: .flexibleWidth, expected: CGRect(x: 10, y: 10, width: 130, height: 20)),
            Case(name: "height", mask: .flexibleHeight, expected: CGRect(x: 10, y: 10, width: 30, height: 50)),
            Case(
                name: "width+height", mask: [.flexibleWidth, .flexibleHeight],
                expected: CGRect(x: 10, y: 10, width: 130, height: 50)),
            Case(
                name: "left margin", mask: .flexibleLeftMargin, expected: CGRect(x: 110, y: 10, width: 30, height: 20)),
            Case(name: "top margin", mask: .flexibleTopMargin, expected: CGRect(x: 10, y: 40, width: 30, height: 20)),
            Case(
                name: "right+bottom margins", mask: [.flexibleRightMargin, .flexibleBottomMargin],
                expected: CGRect(x: 10, y: 10, width: 30, height: 20)),
            // Left 10 and right 60 share 100 in proportion 1:6.
            Case(
                name: "left+right margins", mask: [.flexibleLeftMargin, .flexibleRightMargin],
                expected: CGRect(x: 10 + 100.0 / 7, y: 10, width: 30, height: 20)),
            // Left 10 and width 30 share 100 in proportion 1:3.
            Case(
                name: "left margin+width", mask: [.flexibleLeftMargin, .flexibleWidth],
                expected: CGRect(x: 35, y: 10, width: 105, height: 20)),
            // Top 10, height 20, bottom 20 share 30 in proportion 1:2:2.
            Case(
                name: "all vertical", mask: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
                expected: CGRect(x: 10, y: 16, width: 30, height: 32)),
        ])
    func masks(_ testCase: Case) {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let child = View(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        child.autoresizingMask = testCase.mask
        superview.addSubview(child)
        superview.frame.size = CGSize(width: 200, height: 80)
        #expect(abs(child.frame.minX - testCase.expected.minX) < 1e-9)
        #expect(abs(child.frame.minY - testCase.expected.minY) < 1e-9)
        #expect(abs(child.frame.width - testCase.expected.width) < 1e-9)
        #expect(abs(child.frame.height - testCase.expected.height) < 1e-9)
    }

    @Test("Resizing cascades: a flexible child resizes its own flexible children")
    func cascades() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let middle = View(frame: root.bounds)
        let leaf = View(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        leaf.autoresizingMask = .flexibleWidth
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.bounds.size = CGSize(width: 30, height: 20)
        #expect(middle.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(leaf.frame == CGRect(x: 0, y: 0, width: 30, height: 2))
    }

    @Test("autoresizesSubviews = false leaves subviews alone; shrinking never makes sizes negative")
    func disabledAndShrinking() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        child.autoresizingMask = .flexibleWidth
        root.addSubview(child)
        root.autoresizesSubviews = false
        root.frame.size.width = 20
        #expect(child.frame.width == 4)
        root.autoresizesSubviews = true
        root.frame.size.width = 0
        #expect(child.frame.width == 0)
    }

    @Test("Bounds size changes keep the centre; frame, bounds and center stay consistent")
    func geometryConsistency() {
        let view = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        view.bounds.size = CGSize(width: 20, height: 4)
        #expect(view.frame == CGRect(x: 5, y: 13, width: 20, height: 4))
        #expect(view.center == CGPoint(x: 15, y: 15))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -10, y: -2, width: 20, height: 4))
        view.bounds.origin = CGPoint(x: 3, y: 3)
        #expect(view.frame.origin == CGPoint(x: -10, y: -2))
        #expect(view.bounds == CGRect(x: 3, y: 3, width: 20, height: 4))
    }
}
