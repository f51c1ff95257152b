// Pins subview ordering operations and the diagnostics for illegal hierarchy edits.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Subview ordering")
struct SubviewOrderingTests {
    private func tagged(_ count: Int) -> (View, [View]) {
        let parent = View()
        let children = (0..<count).map { index -> View in
            let view = View()
            view.tag = index + 1
            parent.addSubview(view)
            return view
        }
        return (parent, children)
    }

    @Test("insert at / above / below, bring to front, send to back and exchange reorder subviews")
    func reorderings() {
        let (parent, children) = tagged(3)
        let x = View()
        x.tag = 9
        parent.insertSubview(x, at: 1)
        #expect(parent.subviews.map(\.tag) == [1, 9, 2, 3])
        parent.insertSubview(x, aboveSubview: children[2])
        #expect(parent.subviews.map(\.tag) == [1, 2, 3, 9])
        parent.insertSubview(x, belowSubview: children[0])
        #expect(parent.subviews.map(\.tag) == [9, 1, 2, 3])
        parent.bringSubviewToFront(x)
        #expect(parent.subviews.map(\.tag) == [1, 2, 3, 9])
        parent.sendSubviewToBack(children[2])
        #expect(parent.subviews.map(\.tag) == [3, 1, 2, 9])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews.map(\.tag) == [9, 1, 2, 3])
        #expect(parent.viewWithTag(2) === children[1] && parent.viewWithTag(42) == nil)
    }

    @Test("Reordering existing subviews fires no hierarchy callbacks")
    func reorderingIsSilent() {
        let (parent, children) = tagged(3)
        let log = record {
            parent.addSubview(children[0])
            parent.insertSubview(children[2], at: 0)
            parent.bringSubviewToFront(children[1])
            parent.exchangeSubview(at: 0, withSubviewAt: 1)
        }
        #expect(log.isEmpty)
    }

    @Test("Adding a view to itself or to its descendant is reported (V1) and changes nothing")
    func cycles() {
        let (parent, children) = tagged(2)
        let diagnostics = collectDiagnostics {
            parent.addSubview(parent)
            children[0].addSubview(parent)
        }
        #expect(diagnostics.map(\.rule) == ["V1", "V1"])
        #expect(diagnostics.map(\.path) == ["View", "View > View[0]"])
        #expect(parent.superview == nil && children[0].subviews.isEmpty)
    }

    @Test("Out-of-range indices are reported (V2): insert clamps, exchange does nothing")
    func badIndices() {
        let (parent, _) = tagged(2)
        let x = View()
        x.tag = 9
        let diagnostics = collectDiagnostics {
            parent.insertSubview(x, at: 7)
            parent.exchangeSubview(at: 0, withSubviewAt: 5)
        }
        #expect(diagnostics.map(\.rule) == ["V2", "V2"])
        #expect(parent.subviews.map(\.tag) == [1, 2, 9])
    }

    @Test("Naming a sibling that is not a subview is reported (V3)")
    func notASubview() {
        let (parent, _) = tagged(1)
        let stranger = View(), x = View()
        let diagnostics = collectDiagnostics {
            parent.insertSubview(x, aboveSubview: stranger)
            parent.bringSubviewToFront(stranger)
        }
        #expect(diagnostics.map(\.rule) == ["V3", "V3"])
        #expect(parent.subviews.last === x)
    }

    @Test("A window cannot become a subview (V1)")
    func windowAsSubview() {
        let parent = View()
        let diagnostics = collectDiagnostics {
            parent.addSubview(Window(screen: HeadlessScreen(width: 40, height: 20)))
        }
        #expect(diagnostics.map(\.rule) == ["V1"] && parent.subviews.isEmpty)
    }

    @Test("sizeThatFits defaults to the current size; sizeToFit applies an override; no intrinsic size by default")
    func sizing() {
        final class Fixed: View {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 7, height: 2) }
        }
        let plain = View(frame: CGRect(x: 1, y: 1, width: 3, height: 4))
        #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 3, height: 4))
        #expect(plain.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        let fixed = Fixed(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        fixed.sizeToFit()
        #expect(fixed.frame == CGRect(x: 5, y: 6, width: 7, height: 2))
    }
}
