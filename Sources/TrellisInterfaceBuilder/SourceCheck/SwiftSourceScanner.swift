// Reads the declarations Interface Builder cares about out of Swift source tokens.

/// Finds classes, extensions, `@IBOutlet` properties and Objective-C-visible methods in Swift tokens.
///
/// It reads declarations, not expressions: a scope stack tells a type body (where members live) from a
/// function or closure body (where a `var` is local), so nothing inside a method is taken for a member.
struct SwiftSourceScanner {
    let tokens: [SourceToken]
    let file: String

    private struct Attribute {
        var name: String
        var argument: String?
    }

    /// Words after `class` that make it a modifier (`class func`) rather than a class declaration.
    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private",
        "fileprivate", "internal", "public", "open", "required", "convenience", "dynamic", "lazy", "weak",
        "unowned", "mutating", "nonisolated", "typealias",
    ]

    func scan() -> ScannedSourceFile {
        var declarations: [SourceTypeDeclaration] = []
        // One entry per open brace: the index of the type whose body it opens, or nil for any other block.
        var scopes: [Int?] = []
        var pendingType: Int?
        var attributes: [Attribute] = []
        var objcMembersTypes: Set<Int> = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .attribute:
                var attribute = Attribute(name: token.text)
                if let open = tokens.at(index + 1), open.isPunctuation("("), open.line == token.line,
                    open.column == token.column + 1 + token.text.utf8.count
                {
                    let close = matchingClose(from: index + 1)
                    attribute.argument = tokens[(index + 2)..<close].map(\.text).joined()
                    index = close
                }
                attributes.append(attribute)
            case .punctuation:
                if token.text == "{" {
                    scopes.append(pendingType)
                    pendingType = nil
                    attributes = []
                } else if token.text == "}" {
                    _ = scopes.popLast()
                    attributes = []
                } else if token.text == ";" {
                    attributes = []
                }
            case .identifier:
                let enclosingType = scopes.last ?? nil
                switch token.text {
                case "class", "struct", "enum", "protocol", "actor", "extension":
                    guard let next = tokens.at(index + 1), next.kind == .identifier,
                        !Self.memberKeywords.contains(next.text),
                        !(tokens.at(index - 1)?.isPunctuation(":") ?? false),
                        !(tokens.at(index - 1)?.isPunctuation(",") ?? false)
                    else { break }
                    let (declaration, end) = readTypeHeader(
                        at: index, enclosing: enclosingType.map { declarations[$0] })
                    var typed = declaration
                    for attribute in attributes {
                        switch attribute.name {
                        case "objc": if let name = attribute.argument, !name.isEmpty { typed.runtimeName = name }
                        case "IBDesignable": typed.isDesignable = true
                        default: break
                        }
                    }
                    declarations.append(typed)
                    if attributes.contains(where: { $0.name == "objcMembers" }) {
                        objcMembersTypes.insert(declarations.count - 1)
                    }
                    pendingType = declarations.count - 1
                    attributes = []
                    index = end
                    continue
                case "var", "let":
                    if let owner = enclosingType {
                        let names = Set(attributes.map(\.name))
                        if names.contains("IBOutlet"), let outlet = readOutlet(at: index) {
                            declarations[owner].outlets.append(outlet)
                        } else if names.contains("IBInspectable"), let name = tokens.at(index + 1),
                            name.kind == .identifier
                        {
                            declarations[owner].inspectableProperties.append(name.text)
                        } else if !names.isDisjoint(with: ["objc", "NSManaged"])
                            || tokens[max(0, index - 4)..<index].contains(where: { $0.isIdentifier("dynamic") })
                            || objcMembersTypes.contains(owner),
                            let name = tokens.at(index + 1), name.kind == .identifier
                        {
                            declarations[owner].keyValueCodingProperties.append(name.text)
                        }
                    }
                    attributes = []
                case "func":
                    if let owner = enclosingType, let (selector, end) = readFunction(at: index) {
                        let names = Set(attributes.map(\.name))
                        let explicit = attributes.first { $0.name == "objc" }?.argument.flatMap {
                            $0.isEmpty ? nil : $0
                        }
                        let isAction = names.contains("IBAction") || names.contains("IBSegueAction")
                        let exposed =
                            isAction || names.contains("objc") || objcMembersTypes.contains(owner)
                            || tokens[max(0, index - 6)..<index].contains { $0.isIdentifier("dynamic") }
                        declarations[owner].methods.append(
                            SourceMethod(
                                selector: explicit ?? selector, isAction: isAction, isExposedToObjectiveC: exposed,
                                position: position(of: token)))
                        index = end
                        attributes = []
                        continue
                    }
                    attributes = []
                case "init", "deinit", "subscript", "typealias", "case", "import", "return":
                    attributes = []
                default:
                    break
                }
            case .string, .number:
                break
            }
            index += 1
        }
        return ScannedSourceFile(
            file: file, language: .swift, declarations: declarations,
            references: SourceReferencePatterns.references(in: tokens, file: file, language: .swift))
    }

    private func position(of token: SourceToken) -> SourcePosition {
        SourcePosition(file: file, line: token.line, column: token.column)
    }

    /// The index of the bracket closing the one at `open` (or the last token when unbalanced).
    private func matchingClose(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                if token.text == "(" || token.text == "[" {
                    depth += 1
                } else if token.text == ")" || token.text == "]" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return tokens.count - 1
    }

    /// Reads `class Name<…>: Super, Protocol where … ` up to (not including) the `{` of its body.
    private func readTypeHeader(at start: Int, enclosing: SourceTypeDeclaration?) -> (SourceTypeDeclaration, Int) {
        let keyword = tokens[start].text
        var index = start + 1
        var name = readDottedName(&index)
        skipGenericArguments(&index)
        var inherited: [String] = []
        if tokens.at(index)?.isPunctuation(":") ?? false {
            index += 1
            while index < tokens.count {
                let typeName = readDottedName(&index)
                skipGenericArguments(&index)
                if !typeName.isEmpty { inherited.append(typeName) }
                if tokens.at(index)?.isPunctuation(",") ?? false || tokens.at(index)?.isPunctuation("&") ?? false {
                    index += 1
                    continue
                }
                break
            }
        }
        while index < tokens.count, !tokens[index].isPunctuation("{"), !tokens[index].isPunctuation("}") {
            if tokens[index].isPunctuation(";") { break }
            index += 1
        }
        let kind: SourceTypeDeclaration.Kind =
            switch keyword {
            case "class", "actor": .class
            case "protocol": .protocol
            case "extension": .extension
            default: .value
            }
        if let enclosing, kind != .extension {
            name = "\(enclosing.name).\(name)"
        }
        let declaration = SourceTypeDeclaration(
            kind: kind, name: name, inheritedTypes: inherited, language: .swift,
            position: position(of: tokens[start]))
        return (declaration, index)
    }

    /// Reads `A.B.C` starting at `index` (leaving `index` after it).
    private func readDottedName(_ index: inout Int) -> String {
        var parts: [String] = []
        while let token = tokens.at(index), token.kind == .identifier {
            parts.append(token.text)
            index += 1
            guard tokens.at(index)?.isPunctuation(".") ?? false, tokens.at(index + 1)?.kind == .identifier else {
                break
            }
            index += 1
        }
        return parts.joined(separator: ".")
    }

    /// Skips `<…>` (generic parameters or arguments) at `index`, if present.
    private func skipGenericArguments(_ index: inout Int) {
        guard tokens.at(index)?.isPunctuation("<") ?? false else { return }
        var depth = 0
        while let token = tokens.at(index) {
            if token.isPunctuation("<") {
                depth += 1
            } else if token.isPunctuation(">"), !(tokens.at(index - 1)?.isPunctuation("-") ?? false) {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            } else if token.isPunctuation("{") || token.isPunctuation(";") {
                return
            }
            index += 1
        }
    }

    /// Reads `var name: Type` after `@IBOutlet` (the type may be `T!`, `T?`, `[T]!`, `Array<T>`).
    private func readOutlet(at start: Int) -> SourceOutlet? {
        var index = start + 1
        guard let nameToken = tokens.at(index), nameToken.kind == .identifier else { return nil }
        index += 1
        var typeName: String?
        var isCollection = false
        if tokens.at(index)?.isPunctuation(":") ?? false {
            index += 1
            if tokens.at(index)?.isPunctuation("[") ?? false {
                isCollection = true
                index += 1
                typeName = readDottedName(&index)
            } else {
                let name = readDottedName(&index)
                if name == "Array" || name == "Swift.Array", tokens.at(index)?.isPunctuation("<") ?? false {
                    isCollection = true
                    index += 1
                    typeName = readDottedName(&index)
                } else {
                    typeName = name
                }
            }
        }
        if let name = typeName, ["", "Any", "AnyObject", "NSObjectProtocol"].contains(name) { typeName = nil }
        return SourceOutlet(
            name: nameToken.text, typeName: typeName, isCollection: isCollection, position: position(of: nameToken))
    }

    /// Reads `func name(label param: T, …)` and returns the Objective-C selector Swift gives it and the
    /// index after the parameter list.
    private func readFunction(at start: Int) -> (String, Int)? {
        var index = start + 1
        guard let nameToken = tokens.at(index), nameToken.kind == .identifier else { return nil }
        index += 1
        skipGenericArguments(&index)
        guard tokens.at(index)?.isPunctuation("(") ?? false else { return nil }
        let close = matchingClose(from: index)
        // Split the parameter list at top-level commas.
        var parameters: [[SourceToken]] = []
        var current: [SourceToken] = []
        var depth = 0
        for token in tokens[(index + 1)..<close] {
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "<": depth += 1
                case ")", "]": depth -= 1
                case ">" where current.last?.isPunctuation("-") != true: depth -= 1
                case "," where depth == 0:
                    parameters.append(current)
                    current = []
                    continue
                default: break
                }
            }
            current.append(token)
        }
        if !current.isEmpty { parameters.append(current) }
        var selector = nameToken.text
        for (position, parameter) in parameters.enumerated() {
            let names = parameter.prefix { !$0.isPunctuation(":") }.filter { $0.kind == .identifier }
            let label = names.first?.text == "_" ? nil : names.first?.text
            if position == 0 {
                if let label, let first = label.first {
                    // Swift's rule: `fooWithBar:`, but no "With" when the label or the name is a preposition
                    // (`prepare(for:)` → `prepareFor:`).
                    let joins =
                        !Self.prepositions.contains(Self.firstWord(of: label))
                        && !Self.prepositions.contains(Self.lastWord(of: nameToken.text))
                    selector += (joins ? "With" : "") + first.uppercased() + label.dropFirst()
                }
                selector += ":"
            } else {
                selector += (label ?? "") + ":"
            }
        }
        return (selector, close + 1)
    }
}

extension SwiftSourceScanner {
    /// The prepositions Swift checks when it derives an Objective-C selector.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    static func firstWord(of name: String) -> String {
        String(name.prefix { !$0.isUppercase }).lowercased()
    }

    static func lastWord(of name: String) -> String {
        guard let start = name.lastIndex(where: { $0.isUppercase }) else { return name.lowercased() }
        return name[start...].lowercased()
    }
}

extension Array where Element == SourceToken {
    /// The token at `index`, or nil past either end.
    func at(_ index: Int) -> SourceToken? {
        index >= 0 && index < count ? self[index] : nil
    }
}
