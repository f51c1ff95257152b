// TrellisCommand: runs the built `trellis` executable to completion with arguments, for the end-to-end
// tests of its non-interactive commands (`preview --headless`, `lint`).
import Foundation

enum TrellisCommand {
    /// The `trellis` executable was not built next to the tests.
    struct NoExecutable: Error {}

    /// Runs `trellis` with `arguments`; returns its status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        guard let executable = TmuxSession.trellisExecutable else { throw NoExecutable() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}
