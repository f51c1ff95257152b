// ConformanceFixture: the decoded form of one layout conformance JSON file (format v1, see FORMAT.md).

/// One conformance file: a fixture's tests plus the style defaults they were measured under.
///
/// The JSON keys are those of FORMAT.md (`fixture`, `source`, `defaults`, `oracle`, `tests`).
public struct ConformanceFixture: Decodable, Sendable, Hashable {
    /// The fixture's name (the file name without `.json`).
    public let fixture: String
    /// `owner/repo@commit:path` of the measured fixture.
    public let source: String
    /// `"yoga"` or `"web"`: the values a property has when a node's style leaves it out.
    public let defaults: String
    /// The browser that produced the expected boxes.
    public let oracle: String
    /// The tests, in file order.
    public let tests: [ConformanceTest]

    /// Creates a fixture from its parts (used by tests that build fixtures in code).
    public init(fixture: String, source: String, defaults: String, oracle: String, tests: [ConformanceTest]) {
        self.fixture = fixture
        self.source = source
        self.defaults = defaults
        self.oracle = oracle
        self.tests = tests
    }
}

/// One test of a conformance file: a styled tree and whether its source engine expects to pass it.
public struct ConformanceTest: Decodable, Sendable, Hashable {
    /// The test's name, unique within its file.
    public let name: String
    /// Whether the source engine skips this test (reported separately, never fails a run).
    public let disabled: Bool
    /// The root of the styled tree.
    public let root: ConformanceNode

    /// Creates a test from its parts.
    public init(name: String, disabled: Bool, root: ConformanceNode) {
        self.name = name
        self.disabled = disabled
        self.root = root
    }
}

/// One node of a conformance test: its CSS longhands, optional Ahem text and the expected border boxes.
public struct ConformanceNode: Decodable, Sendable, Hashable {
    /// CSS longhand property → specified value, as Chromium parsed the fixture's inline style.
    public let style: [String: String]
    /// The text of a leaf measured with the Ahem model, if any.
    public let text: String?
    /// The expected rounded border boxes, per direction.
    public let expected: Expected
    /// The children in document order.
    public let children: [ConformanceNode]

    /// The expected boxes of a node: `[left, top, width, height]` for each run direction.
    public struct Expected: Decodable, Sendable, Hashable {
        /// The box when the root is laid out left to right.
        public let ltr: [Int]
        /// The box when the root is laid out right to left.
        public let rtl: [Int]

        /// Creates expected boxes from `[left, top, width, height]` arrays.
        public init(ltr: [Int], rtl: [Int]) {
            self.ltr = ltr
            self.rtl = rtl
        }
    }

    /// Creates a node from its parts.
    public init(style: [String: String], text: String? = nil, expected: Expected, children: [ConformanceNode] = []) {
        self.style = style
        self.text = text
        self.expected = expected
        self.children = children
    }
}
