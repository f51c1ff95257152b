// FileDescriptor: the one place where TrellisTerminal hands Swift memory to the C library — reading and
// writing a file descriptor and setting a termios control character — each through the standard
// library's scoped pointer calls, with the counts the kernel returns checked in DEBUG builds.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file descriptor the terminal is driven through (the terminal's input and output, the signal pipe).
///
/// The system calls take raw buffers; this type is the only code in the module that makes one, and it
/// checks in DEBUG builds that the kernel never reports more bytes than the buffer holds.
struct FileDescriptor: Sendable, Hashable {
    /// The descriptor number.
    let rawValue: Int32

    init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// Reads at most `buffer.count` bytes into the start of `buffer`: the number read, 0 at end of file,
    /// or -1 with `errno` set.
    func read(into buffer: inout [UInt8]) -> Int {
        let capacity = buffer.count
        let count = buffer.withUnsafeMutableBytes { bytes in
            systemRead(rawValue, bytes.baseAddress, bytes.count)
        }
        assert(count <= capacity, "read(2) reported \(count) bytes into a buffer of \(capacity)")
        return count
    }

    /// Writes all of `bytes` (retrying short writes and interruptions). Returns `false` when the
    /// descriptor fails for another reason; what was written by then stays written.
    @discardableResult
    func writeAll(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(rawValue, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return false
                }
                assert(
                    written <= buffer.count - offset,
                    "write(2) reported \(written) bytes of the \(buffer.count - offset) it was given")
                offset += written
            }
            return true
        }
    }
}

extension termios {
    /// Sets control character `index` (`VMIN`, `VTIME`, …) of `c_cc`, a C array Swift sees as a tuple.
    mutating func setControlCharacter(_ index: Int32, to value: cc_t) {
        withUnsafeMutableBytes(of: &c_cc) { characters in
            assert(
                index >= 0 && Int(index) < characters.count / MemoryLayout<cc_t>.stride,
                "termios has no control character \(index)")
            characters.storeBytes(of: value, toByteOffset: Int(index) * MemoryLayout<cc_t>.stride, as: cc_t.self)
        }
    }
}

/// The C library's `read`, named apart from ``FileDescriptor/read(into:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// The C library's `write`, named apart from ``FileDescriptor/writeAll(_:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
