// FileDescriptor, the one place TrellisTerminal passes buffers to the C library: reads and writes
// through a pipe, and termios control characters. The DEBUG test run also checks the counts the kernel
// returns against the buffers.
import Foundation
import Testing

@testable import TrellisTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("File descriptor")
struct FileDescriptorTests {
    /// A pipe's (read, write) ends, closed after `body`.
    private func withPipe(_ body: (FileDescriptor, FileDescriptor) -> Void) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        body(FileDescriptor(ends[0]), FileDescriptor(ends[1]))
        close(ends[0])
        close(ends[1])
    }

    @Test("bytes written whole come back from a read, at most a buffer at a time")
    func writeThenRead() {
        withPipe { reader, writer in
            let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) }
            #expect(writer.writeAll(bytes))
            var buffer = [UInt8](repeating: 0, count: 256)
            #expect(reader.read(into: &buffer) == 256)
            #expect(buffer == Array(bytes[0..<256]))
            #expect(reader.read(into: &buffer) == 44)
            #expect(buffer[0..<44] == bytes[256...])
        }
    }

    @Test("a read after the writer closed reports the end of the file; writing nothing succeeds")
    func endOfFile() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        #expect(FileDescriptor(ends[1]).writeAll([]))
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(FileDescriptor(ends[0]).read(into: &buffer) == 0)
        close(ends[0])
    }

    @Test("writing to a descriptor that is not open fails instead of retrying")
    func writeToInvalidDescriptor() {
        // -1 rather than a closed descriptor: tests run in parallel and another may reuse its number.
        #expect(!FileDescriptor(-1).writeAll([1, 2, 3]))
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(FileDescriptor(-1).read(into: &buffer) == -1)
    }

    @Test("setting a control character changes that entry of c_cc and no other")
    func controlCharacters() {
        func entries(_ settings: termios) -> [cc_t] {
            Mirror(reflecting: settings.c_cc).children.compactMap { $0.value as? cc_t }
        }
        var settings = termios()
        let before = entries(settings)
        settings.setControlCharacter(VMIN, to: 1)
        settings.setControlCharacter(VTIME, to: 3)
        var expected = before
        expected[Int(VMIN)] = 1
        expected[Int(VTIME)] = 3
        #expect(entries(settings) == expected)
    }
}
