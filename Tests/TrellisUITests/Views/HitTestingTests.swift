// Pins hit testing (S24 rules): front-to-back, and hidden / interaction-disabled / transparent
// views skipped with their subtrees.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Hit testing")
struct HitTestingTests {
    /// Window 40×20 ⊃ back(0,0,20,10) ⊃ inner(5,5,5,5); front(10,0,20,10) overlapping back on x 10..<20.
    private func scene() -> (w: Window, back: View, inner: View, front: View) {
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        let back = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let inner = View(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        let front = View(frame: CGRect(x: 10, y: 0, width: 20, height: 10))
        w.addSubview(back)
        back.addSubview(inner)
        w.addSubview(front)
        w.isHidden = false
        return (w, back, inner, front)
    }

    struct Case: Sendable, CustomStringConvertible {
        let point: CGPoint
        let expected: String
        var description: String { "(\(point.x), \(point.y)) → \(expected)" }
    }

    @Test(
        "The deepest, frontmost view containing the point wins",
        arguments: [
            Case(point: CGPoint(x: 1, y: 1), expected: "back"),
            Case(point: CGPoint(x: 6, y: 6), expected: "inner"),
            Case(point: CGPoint(x: 15, y: 5), expected: "front"),
            Case(point: CGPoint(x: 9.5, y: 9.5), expected: "inner"),
            Case(point: CGPoint(x: 35, y: 15), expected: "window"),
            Case(point: CGPoint(x: 10, y: 0), expected: "front"),
            Case(point: CGPoint(x: 29.9, y: 9.9), expected: "front"),
            Case(point: CGPoint(x: 30, y: 10), expected: "window"),
        ])
    func frontToBack(_ testCase: Case) {
        let s = scene()
        let names: [ObjectIdentifier: String] = [
            ObjectIdentifier(s.w): "window", ObjectIdentifier(s.back): "back",
            ObjectIdentifier(s.inner): "inner", ObjectIdentifier(s.front): "front",
        ]
        let hit = s.w.hitTest(testCase.point, with: nil)
        #expect(hit.map { names[ObjectIdentifier($0)] } == testCase.expected)
    }

    enum Exclusion: String, CaseIterable, Sendable {
        case hidden, interactionDisabled, alphaBelowThreshold
    }

    @Test(
        "Excluded views are skipped with their whole subtree, and hit testing falls through to what is behind",
        arguments: Exclusion.allCases)
    func exclusions(_ exclusion: Exclusion) {
        let s = scene()
        switch exclusion {
        case .hidden: s.front.isHidden = true
        case .interactionDisabled: s.front.isUserInteractionEnabled = false
        case .alphaBelowThreshold: s.front.alpha = 0.009
        }
        let child = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        s.front.addSubview(child)
        #expect(s.w.hitTest(CGPoint(x: 15, y: 5), with: nil) === s.back)
        #expect(s.w.hitTest(CGPoint(x: 25, y: 5), with: nil) === s.w)
    }

    @Test("A hidden window (windows start hidden) takes no events")
    func hiddenWindow() {
        let s = scene()
        s.w.isHidden = true
        #expect(s.w.hitTest(CGPoint(x: 1, y: 1), with: nil) == nil)
    }

    @Test("Alpha of exactly 0.01 still takes events")
    func alphaThreshold() {
        let s = scene()
        s.front.alpha = 0.01
        #expect(s.w.hitTest(CGPoint(x: 15, y: 5), with: nil) === s.front)
    }

    @Test("Subviews outside their superview's bounds are not hit (point(inside:) gates the subtree)")
    func outsideSuperviewBounds() {
        let s = scene()
        let sticking = View(frame: CGRect(x: 18, y: 12, width: 5, height: 5))
        s.back.addSubview(sticking)
        #expect(s.w.hitTest(CGPoint(x: 19, y: 13), with: nil) === s.w)
    }

    @Test("point(inside:with:) overrides widen the hit area; bounds origin shifts subview hits")
    func overridesAndBoundsOrigin() {
        final class Wide: View {
            override func point(inside point: CGPoint, with event: PointerEvent?) -> Bool {
                bounds.insetBy(dx: -2, dy: -2).contains(point)
            }
        }
        let w = Window(screen: HeadlessScreen(width: 40, height: 20))
        w.isHidden = false
        let wide = Wide(frame: CGRect(x: 10, y: 10, width: 2, height: 2))
        w.addSubview(wide)
        #expect(w.hitTest(CGPoint(x: 8.5, y: 8.5), with: nil) === wide)
        let scroller = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let content = View(frame: CGRect(x: 0, y: 10, width: 10, height: 5))
        scroller.addSubview(content)
        w.addSubview(scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(w.hitTest(CGPoint(x: 1, y: 1), with: nil) === content)
    }
}
