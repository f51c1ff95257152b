// Property-based fuzzing of reading, linting and instantiating: dev-corpus documents mutated at random
// (elements deleted, duplicated or renamed, attributes altered or removed, text truncated or garbled),
// with seeded generators so that every failure can be replayed from its seed.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisTesting

@Suite(
    "Lint fuzzing over mutated dev-corpus documents", .enabled(if: LintDevCorpus.isAvailable, LintDevCorpus.absenceNote)
)
@MainActor
struct LintFuzzTests {
    /// Mutations per corpus document: 43 × 26 = 1,118 cases.
    static let mutationsPerDocument = 26

    @Test(
        "mutated documents never trap; every diagnostic has a position; planted problems are found",
        arguments: LintDevCorpus.files)
    func mutatedDocuments(path: String) throws {
        let original = try InterfaceBuilderDocument(data: LintDevCorpus.data(path), file: path)
        let documentSeed = UInt64(truncatingIfNeeded: path.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) })
        for index in 0..<Self.mutationsPerDocument {
            let seed = documentSeed &+ UInt64(index)
            var random = SeededRandomNumberGenerator(seed: seed)
            let mutation = Mutation.random(of: original.root, using: &random)
            let file = "/fuzz/\(index)-\(URL(fileURLWithPath: path).lastPathComponent)"
            let text = mutation.apply(to: original.root, using: &random)
            let diagnostics = DocumentLinter().lint(data: Data(text.utf8), file: file)
            let context = "seed \(seed), \(mutation) of \(path)"
            for diagnostic in diagnostics {
                #expect(diagnostic.position.file == file, "\(context): \(diagnostic)")
                #expect(diagnostic.position.line >= 1, "\(context): \(diagnostic)")
                #expect(diagnostic.position.column >= 1, "\(context): \(diagnostic)")
                #expect(!diagnostic.message.isEmpty, "\(context)")
            }
            if let expected = mutation.expectedCode {
                #expect(diagnostics.contains { $0.code == expected }, "\(context): \(diagnostics.map(\.description))")
            }
        }
    }

    @Test("mutating the same document with the same seed gives the same text and the same diagnostics")
    func mutationsAreReproducible() throws {
        let path = try #require(LintFixturesPath.smallestCorpusDocument)
        let root = try InterfaceBuilderDocument(data: LintDevCorpus.data(path), file: path).root
        var runs: [[String]] = []
        for _ in 0..<2 {
            var random = SeededRandomNumberGenerator(seed: 2024)
            let mutation = Mutation.random(of: root, using: &random)
            let text = mutation.apply(to: root, using: &random)
            runs.append(DocumentLinter().lint(data: Data(text.utf8), file: "same").map(\.description) + [text])
        }
        #expect(runs[0] == runs[1])
    }
}

/// The smallest dev-corpus document, for quick properties.
enum LintFixturesPath {
    static var smallestCorpusDocument: String? {
        LintDevCorpus.files.min { size($0) < size($1) }
    }

    private static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? .max
    }
}

/// One random change to a document.
enum Mutation: CustomStringConvertible {
    /// Remove the element at this pre-order index (not the root).
    case deleteElement(Int)
    /// Insert a copy of the element right after it (its ids then appear twice).
    case duplicateElement(Int)
    /// Rename the element to a tag no catalogue knows.
    case renameElement(Int)
    /// Give an attribute of the element a random value.
    case alterAttribute(Int)
    /// Point a reference attribute of the element at an id that does not exist.
    case danglingReference(Int, attribute: String)
    /// Remove an attribute of the element.
    case deleteAttribute(Int)
    /// Cut the serialized text at a random place.
    case truncate
    /// Put random bytes into the serialized text.
    case insertGarbage

    /// Attributes that hold ids of other elements.
    static let referenceAttributes = ["destination", "firstItem", "secondItem", "reference", "initialViewController"]

    static func random(of root: DocumentElement, using random: inout SeededRandomNumberGenerator) -> Mutation {
        let elements = preOrder(root)
        let index = Int.random(in: 1..<max(elements.count, 2), using: &random) % max(elements.count, 1)
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return .deleteElement(index)
        case 1: return .duplicateElement(index)
        case 2: return .renameElement(index)
        case 3: return .alterAttribute(index)
        case 4:
            // The first element at or after `index` that holds a reference, outside design-time parts.
            let candidates = elements.indices.filter { position in
                elements[position].attributeList.contains { referenceAttributes.contains($0.name) }
                    && !isInsideDesignTimeElement(position, in: root)
            }
            guard let chosen = candidates.first(where: { $0 >= index }) ?? candidates.first,
                let attribute = elements[chosen].attributeList.first(where: { referenceAttributes.contains($0.name) })
            else { return .truncate }
            return .danglingReference(chosen, attribute: attribute.name)
        case 5: return .deleteAttribute(index)
        case 6: return .truncate
        default: return .insertGarbage
        }
    }

    /// The diagnostic code the mutation must produce, when one is certain.
    var expectedCode: String? {
        switch self {
        case .danglingReference: "IB-DANGLING-REFERENCE"
        case .truncate, .insertGarbage, .deleteElement, .duplicateElement, .renameElement, .alterAttribute,
            .deleteAttribute:
            nil
        }
    }

    var description: String {
        switch self {
        case .deleteElement(let index): "delete element #\(index)"
        case .duplicateElement(let index): "duplicate element #\(index)"
        case .renameElement(let index): "rename element #\(index)"
        case .alterAttribute(let index): "alter an attribute of element #\(index)"
        case .danglingReference(let index, let attribute): "dangle \(attribute) of element #\(index)"
        case .deleteAttribute(let index): "delete an attribute of element #\(index)"
        case .truncate: "truncate"
        case .insertGarbage: "insert garbage"
        }
    }

    /// The mutated document as XML text.
    func apply(to root: DocumentElement, using random: inout SeededRandomNumberGenerator) -> String {
        var counter = 0
        switch self {
        case .truncate:
            let text = Array(XMLText.serialize(root).utf8)
            let cut = Int.random(in: 0..<text.count, using: &random)
            return String(decoding: text[..<cut], as: UTF8.self)
        case .insertGarbage:
            var text = Array(XMLText.serialize(root).utf8)
            let garbage = (0..<Int.random(in: 1...12, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            text.insert(contentsOf: garbage, at: Int.random(in: 0...text.count, using: &random))
            return String(decoding: text, as: UTF8.self)
        default:
            var generator = random
            defer { random = generator }
            let mutated = transform(root, counter: &counter, using: &generator)
            return XMLText.serialize(mutated.first ?? root)
        }
    }

    /// `element` after the mutation: no element (deleted), one, or two (duplicated).
    private func transform(
        _ element: DocumentElement, counter: inout Int, using random: inout SeededRandomNumberGenerator
    ) -> [DocumentElement] {
        let index = counter
        counter += 1
        let children = element.children.flatMap { transform($0, counter: &counter, using: &random) }
        var name = element.name
        var attributes = element.attributeList
        switch self {
        case .deleteElement(index): return []
        case .renameElement(index): name = "fuzzed\(name.prefix(1).uppercased())\(name.dropFirst())"
        case .alterAttribute(index) where !attributes.isEmpty:
            let victim = Int.random(in: 0..<attributes.count, using: &random)
            let values = [
                "", "NO", "-1", "1e309", "nan", "Zz9-Zz-9zZ", "ｘ", "&<>\"", String(repeating: "9", count: 40),
            ]
            attributes[victim].value = values[Int.random(in: 0..<values.count, using: &random)]
        case .danglingReference(index, let attribute):
            for position in attributes.indices where attributes[position].name == attribute {
                attributes[position].value = "Fzz-00-000"
            }
        case .deleteAttribute(index) where !attributes.isEmpty:
            attributes.remove(at: Int.random(in: 0..<attributes.count, using: &random))
        default: break
        }
        let result = DocumentElement(
            name: name, attributes: attributes, children: children, text: element.text, position: element.position)
        if case .duplicateElement(index) = self, index > 0 { return [result, result] }
        return [result]
    }

    static func preOrder(_ root: DocumentElement) -> [DocumentElement] {
        var elements: [DocumentElement] = []
        root.forEachDescendant { elements.append($0) }
        return elements
    }

    /// Whether the element at pre-order `index` lies inside an element linting skips.
    static func isInsideDesignTimeElement(_ index: Int, in root: DocumentElement) -> Bool {
        var counter = 0
        var found = false
        func visit(_ element: DocumentElement, skipped: Bool) {
            let here = skipped || ElementCatalogue.role(of: element) == .designTimeOnly
            if counter == index { found = here }
            counter += 1
            for child in element.children { visit(child, skipped: here) }
        }
        visit(root, skipped: false)
        return found
    }
}

/// Writes element trees back as XML, one element per line.
enum XMLText {
    static func serialize(_ root: DocumentElement) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(root, depth: 0, to: &output)
        return output
    }

    private static func write(_ element: DocumentElement, depth: Int, to output: inout String) {
        let indent = String(repeating: "    ", count: depth)
        output += indent + "<" + element.name
        for (name, value) in element.attributeList { output += " \(name)=\"\(escape(value))\"" }
        if element.children.isEmpty && element.text.isEmpty {
            output += "/>\n"
            return
        }
        output += ">"
        if element.children.isEmpty {
            output += escape(element.text) + "</\(element.name)>\n"
            return
        }
        output += "\n"
        for child in element.children { write(child, depth: depth + 1, to: &output) }
        output += indent + "</\(element.name)>\n"
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n": escaped += "&#10;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
