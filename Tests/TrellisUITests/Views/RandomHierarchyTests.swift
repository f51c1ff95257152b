// Seeded randomized test: random hierarchy edits across two windows, each compared with a model of
// the S24/S25/D8/D12 callback orders, with structural invariants checked after every edit.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("View hierarchy (seeded random)")
struct RandomHierarchyTests {
    /// The callbacks the lifecycle rules prescribe for `parent.insertSubview(view, at:)`.
    private func expectedInsert(_ view: View, into parent: View, labels: [ObjectIdentifier: String]) -> [String] {
        func name(_ object: AnyObject?) -> String { object.map { labels[ObjectIdentifier($0)]! } ?? "nil" }
        if view.superview === parent { return [] }
        let oldWindow = view.window, newWindow = parent.window
        var calls: [String] = []
        if let old = view.superview { calls.append("\(name(old)).willRemoveSubview(\(name(view)))") }
        calls.append("\(name(view)).willMove(toSuperview: \(name(parent)))")
        let subtree = view.preOrder
        if oldWindow !== newWindow { calls += subtree.map { "\(name($0)).willMove(toWindow: \(name(newWindow)))" } }
        calls.append("\(name(view)).didMoveToSuperview()")
        if oldWindow !== newWindow { calls += subtree.map { "\(name($0)).didMoveToWindow()" } }
        calls.append("\(name(parent)).didAddSubview(\(name(view)))")
        return calls
    }

    private func expectedRemove(_ view: View, labels: [ObjectIdentifier: String]) -> [String] {
        func name(_ object: AnyObject?) -> String { object.map { labels[ObjectIdentifier($0)]! } ?? "nil" }
        guard let parent = view.superview else { return [] }
        var calls = ["\(name(parent)).willRemoveSubview(\(name(view)))", "\(name(view)).willMove(toSuperview: nil)"]
        if view.window != nil {
            calls += view.preOrder.map { "\(name($0)).willMove(toWindow: nil)" }
            calls += view.preOrder.map { "\(name($0)).didMoveToWindow()" }
        }
        calls.append("\(name(view)).didMoveToSuperview()")
        return calls
    }

    private func checkStructure(_ views: [View], _ windows: [Window]) -> Bool {
        for view in views {
            var root: View = view
            while let superview = root.superview { root = superview }
            let expectedWindow = root as? Window
            if view.window !== expectedWindow { return false }
            if let superview = view.superview, !superview.subviews.contains(where: { $0 === view }) { return false }
            if view.subviews.contains(where: { $0.superview !== view }) { return false }
        }
        return windows.allSatisfy { $0.superview == nil }
    }

    @Test("1,000 random edits per seed follow the callback model exactly", arguments: [UInt64(11), 2024, 77_777])
    func randomEdits(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let screen = HeadlessScreen(width: 40, height: 20)
        let windows = [Window(screen: screen), Window(screen: screen)]
        let views = (0..<14).map { _ in View() }
        var labels: [ObjectIdentifier: String] = [:]
        let recorder = LifecycleRecorder()
        for (index, window) in windows.enumerated() {
            labels[ObjectIdentifier(window)] = "W\(index)"
            recorder.setLabel("W\(index)", for: window)
        }
        for (index, view) in views.enumerated() {
            labels[ObjectIdentifier(view)] = "v\(index)"
            recorder.setLabel("v\(index)", for: view)
        }
        let parents: [View] = windows + views
        var mismatches = 0
        var edits = 0
        for _ in 0..<1_000 {
            let view = views.randomElement(using: &generator)!
            recorder.reset()
            var expected: [String]
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                expected = expectedRemove(view, labels: labels)
                withRecorder(recorder) { view.removeFromSuperview() }
            case 1:
                let parent = parents.randomElement(using: &generator)!
                if parent === view || parent.isDescendant(of: view) { continue }
                let index = Int.random(in: 0...parent.subviews.count, using: &generator)
                expected = expectedInsert(view, into: parent, labels: labels)
                withRecorder(recorder) { parent.insertSubview(view, at: index) }
            case 2:
                guard let sibling = parents.randomElement(using: &generator)!.subviews.randomElement(using: &generator),
                    let parent = sibling.superview, sibling !== view, !parent.isDescendant(of: view)
                else { continue }
                expected = expectedInsert(view, into: parent, labels: labels)
                withRecorder(recorder) { parent.insertSubview(view, aboveSubview: sibling) }
                if parent.subviews.firstIndex(where: { $0 === view })
                    != parent.subviews.firstIndex(where: { $0 === sibling }).map({ $0 + 1 })
                {
                    mismatches += 1
                }
            default:
                let parent = parents.randomElement(using: &generator)!
                if parent === view || parent.isDescendant(of: view) { continue }
                expected = expectedInsert(view, into: parent, labels: labels)
                withRecorder(recorder) { parent.addSubview(view) }
                if parent.subviews.last !== view { mismatches += 1 }
            }
            edits += 1
            if recorder.events.calls != expected { mismatches += 1 }
            if !checkStructure(views, windows) { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(edits > 500)
    }
}
