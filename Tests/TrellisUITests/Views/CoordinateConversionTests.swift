// Pins convert(_:to:) / convert(_:from:) between views, windows and bounds origins.
import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Coordinate conversion")
struct CoordinateConversionTests {
    @Test("Points convert through frame origins and bounds origins, both ways")
    func betweenViews() {
        let w = Window(screen: HeadlessScreen(width: 100, height: 100))
        let a = View(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let b = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let c = View(frame: CGRect(x: 30, y: 0, width: 10, height: 10))
        w.addSubview(a)
        a.addSubview(b)
        w.addSubview(c)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
        #expect(b.convert(CGPoint(x: 1, y: 2), to: w) == CGPoint(x: 16, y: 27))
        #expect(b.convert(CGPoint(x: 1, y: 2), to: c) == CGPoint(x: -14, y: 27))
        #expect(c.convert(CGPoint(x: -14, y: 27), to: b) == CGPoint(x: 1, y: 2))
        #expect(b.convert(CGPoint(x: 16, y: 27), from: nil) == CGPoint(x: 1, y: 2))
        a.bounds.origin = CGPoint(x: 0, y: 4)
        #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 21))
        #expect(b.convert(CGRect(x: 1, y: 1, width: 3, height: 4), to: a) == CGRect(x: 6, y: 6, width: 3, height: 4))
        #expect(a.convert(CGRect(x: 6, y: 6, width: 3, height: 4), to: b) == CGRect(x: 1, y: 1, width: 3, height: 4))
    }

    @Test("Views in different windows convert through screen coordinates (window frames)")
    func betweenWindows() {
        let screen = HeadlessScreen(width: 100, height: 100)
        let w1 = Window(screen: screen), w2 = Window(screen: screen)
        w2.frame = CGRect(x: 50, y: 10, width: 50, height: 50)
        let v1 = View(frame: CGRect(x: 60, y: 20, width: 5, height: 5))
        let v2 = View(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        w1.addSubview(v1)
        w2.addSubview(v2)
        #expect(v1.convert(CGPoint(x: 1, y: 1), to: v2) == CGPoint(x: 6, y: 6))
        #expect(v2.convert(CGPoint(x: 6, y: 6), to: v1) == CGPoint(x: 1, y: 1))
    }

    @Test("Outside a window, nil means the root of the hierarchy")
    func detached() {
        let root = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let child = View(frame: CGRect(x: 3, y: 4, width: 5, height: 5))
        root.addSubview(child)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 4, y: 5))
        #expect(child.convert(CGPoint(x: 4, y: 5), from: nil) == CGPoint(x: 1, y: 1))
    }

    @Test("Converting there and back is the identity for random trees and points", arguments: [UInt64(3), 17, 256])
    func roundTrip(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        func random() -> CGFloat { CGFloat(Int.random(in: -50...50, using: &generator)) }
        let w = Window(screen: HeadlessScreen(width: 100, height: 100))
        var views: [View] = [w]
        for _ in 0..<20 {
            let view = View(frame: CGRect(x: random(), y: random(), width: 10, height: 10))
            view.bounds.origin = CGPoint(x: random(), y: random())
            views.randomElement(using: &generator)!.addSubview(view)
            views.append(view)
        }
        for _ in 0..<50 {
            let from = views.randomElement(using: &generator)!, to = views.randomElement(using: &generator)!
            let point = CGPoint(x: random(), y: random())
            #expect(to.convert(from.convert(point, to: to), to: from) == point)
            #expect(from.convert(point, to: to) == to.convert(point, from: from))
        }
    }
}
