// ConformanceError: a conformance file, test or node that cannot be run, with the place it happened.

import TrellisLayout

/// Where in the conformance data something happened: file, and optionally test and node path.
public struct ConformanceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file name (e.g. `YGAlignItemsTest.json`).
    public let file: String
    /// The test name, if the problem is inside a test.
    public let test: String?
    /// The node path (`root`, `root/1/0`), if the problem is at a node.
    public let nodePath: String?

    /// A location.
    public init(file: String, test: String? = nil, nodePath: String? = nil) {
        self.file = file
        self.test = test
        self.nodePath = nodePath
    }

    /// `file`, `file: test` or `file: test: root/1/0`.
    public var description: String {
        [file, test, nodePath].compactMap { $0 }.joined(separator: ": ")
    }
}

/// A conformance file, test or node that cannot be run. Never a crash: the runner reports it and goes on.
public struct ConformanceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The file could not be read from disk.
        case unreadable(String)
        /// The file is not valid format-v1 JSON; the string describes the decoding error and where it is.
        case malformed(String)
        /// The file's `defaults` is neither `yoga` nor `web`.
        case unknownDefaults(String)
        /// A style declaration cannot be mapped onto `FlexStyle`.
        case style(StyleMappingError)
        /// A node breaks a structural rule of the format (e.g. a box that is not 4 integers).
        case invalidNode(String)
        /// The engine refused to build the tree.
        case tree(LayoutError)
    }

    /// Where it happened.
    public let location: ConformanceLocation
    /// What went wrong.
    public let kind: Kind

    /// An error at `location`.
    public init(_ kind: Kind, at location: ConformanceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The location followed by the problem, e.g. `YGFoo.json: bar: root/0: unknown property order (value "1")`.
    public var description: String {
        let problem: String
        switch kind {
        case let .unreadable(reason): problem = "cannot read file: \(reason)"
        case let .malformed(reason): problem = "cannot decode: \(reason)"
        case let .unknownDefaults(value): problem = "unknown defaults \"\(value)\" (expected yoga or web)"
        case let .style(error): problem = error.description
        case let .invalidNode(reason): problem = reason
        case let .tree(error): problem = error.description
        }
        return "\(location): \(problem)"
    }
}
