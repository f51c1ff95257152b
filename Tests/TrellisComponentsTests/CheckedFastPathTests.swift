// The small named types that hold TrellisComponents' unchecked techniques: what each promises, checked
// directly (the DEBUG test run also exercises their assertions on every path that uses them).
import Dispatch
import Foundation
import Testing
import TrellisTesting

@testable import TrellisComponents

@Suite("Checked fast paths")
struct CheckedFastPathTests {
    private final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test("an unowned reference reaches its object while the object is alive and compares by identity")
    func unownedReferenceReachesItsObject() {
        let first = Box(1)
        let second = Box(2)
        let reference = UnownedReference(first)
        #expect(reference.object === first)
        #expect(reference.withObject { $0.value } == 1)
        #expect(reference === UnownedReference(first))
        #expect(!(reference === UnownedReference(second)))
        withExtendedLifetime((first, second)) {}
    }

    @Test("an unowned reference read from a stored reference in place is that reference")
    func unownedReferenceLoadedInPlace() {
        let box = Box(7)
        var stored: Box = box
        let loaded = withUnsafePointer(to: &stored) { UnownedReference<Box>(loadingFrom: UnsafeRawPointer($0)) }
        #expect(loaded.object === box && loaded.withObject { $0.value } == 7)
        withExtendedLifetime((box, stored)) {}
    }

    @Test("a locked value loses no update made from several threads at once")
    func lockedValueLosesNoUpdate() {
        let counter = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 8000)
    }

    @Test("reinterpreting a value as its own type returns it unchanged", arguments: [0, 1, -42, Int.max])
    func reinterpretKeepsTheValue(value: Int) {
        #expect(reinterpret(value, as: Int.self) == value)
        #expect(isExactly(Int.self, Int.self) && !isExactly(Int.self, Int32.self))
        var seen: Int?
        withCast(opened: value, as: Int.self) { seen = $0 }
        #expect(seen == value)
        var none: Int32?
        withCast(opened: value, as: Int32.self) { none = $0 }
        #expect(none == nil)
    }

    @Test("a split list's results equal the results of doing the same work in order", arguments: [3, 17, 99])
    func parallelWorkEqualsWorkInOrder(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        let count = ParallelWork.threshold + Int.random(in: 0..<600, using: &random)
        let inputs = (0..<count).map { _ in Int.random(in: -1000...1000, using: &random) }
        let split = ParallelWork.map(count) { _, index in inputs[index] * 3 + index }
        let inOrder = ParallelWork.$isEnabled.withValue(false) {
            ParallelWork.map(count) { _, index in inputs[index] * 3 + index }
        }
        #expect(split == inOrder)
        #expect(split == inputs.enumerated().map { $0.element * 3 + $0.offset })
    }
}
