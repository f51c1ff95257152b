// Reads the declarations Interface Builder cares about out of Objective-C source tokens.

/// Finds `@interface` classes and categories, `@implementation`s, `IBOutlet` / `IBOutletCollection`
/// properties and instance variables, and methods (with `IBAction` ones marked) in Objective-C tokens.
///
/// Method bodies are skipped as a whole, so statements inside them are never read as declarations.
struct ObjectiveCSourceScanner {
    let tokens: [SourceToken]
    let file: String

    /// Qualifiers that may stand between `IBOutlet` and the outlet's type.
    private static let qualifiers: Set<String> = [
        "__weak", "__strong", "__unsafe_unretained", "__kindof", "const", "nullable", "nonnull", "_Nullable",
        "_Nonnull", "__nullable", "__nonnull", "__block", "IBOutlet",
    ]

    func scan() -> ScannedSourceFile {
        var declarations: [SourceTypeDeclaration] = []
        var container: Int?
        var designablePending = false
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .attribute:
                switch token.text {
                case "interface", "implementation", "protocol":
                    if token.text == "protocol", tokens.at(index + 1)?.isPunctuation("(") ?? true { break }
                    if token.text == "protocol",
                        tokens.at(index + 2)?.isPunctuation(";") == true
                            || tokens.at(index + 2)?.isPunctuation(",") == true
                    {
                        break
                    }
                    let (declaration, end) = readContainerHeader(at: index, designable: designablePending)
                    designablePending = false
                    declarations.append(declaration)
                    container = declarations.count - 1
                    index = end
                    continue
                case "end":
                    container = nil
                case "property":
                    if let owner = container {
                        let end = statementEnd(from: index)
                        let statement = Array(tokens[index..<end])
                        if let outlet = readOutlet(statement) {
                            declarations[owner].outlets.append(outlet)
                        } else if statement.contains(where: { $0.isIdentifier("IBInspectable") }),
                            let name = statement.last(where: { $0.kind == .identifier })
                        {
                            declarations[owner].inspectableProperties.append(name.text)
                        } else if let name = Self.propertyName(statement) {
                            declarations[owner].keyValueCodingProperties.append(name)
                        }
                        index = end
                        continue
                    }
                default:
                    break
                }
            case .identifier:
                if token.text == "IB_DESIGNABLE" {
                    designablePending = true
                } else if token.text == "IBOutlet" || token.text == "IBOutletCollection", let owner = container {
                    // An instance variable: `IBOutlet UILabel *label;` inside the `{ … }` after `@interface`.
                    let end = statementEnd(from: index)
                    if let outlet = readOutlet(Array(tokens[index..<end])) {
                        declarations[owner].outlets.append(outlet)
                    }
                    index = end
                    continue
                }
            case .punctuation:
                if token.text == "-" || token.text == "+", let owner = container,
                    tokens.at(index + 1)?.isPunctuation("(") == true, isStatementStart(index)
                {
                    let (method, end) = readMethod(at: index)
                    if let method { declarations[owner].methods.append(method) }
                    index = end
                    continue
                }
            case .string, .number:
                break
            }
            index += 1
        }
        return ScannedSourceFile(
            file: file, language: .objectiveC, declarations: declarations,
            references: SourceReferencePatterns.references(in: tokens, file: file, language: .objectiveC))
    }

    private func position(of token: SourceToken) -> SourcePosition {
        SourcePosition(file: file, line: token.line, column: token.column)
    }

    /// A method declaration starts a statement: it follows `;`, `}`, a container header or another `@`-directive.
    private func isStatementStart(_ index: Int) -> Bool {
        guard let previous = tokens.at(index - 1) else { return true }
        return previous.isPunctuation(";") || previous.isPunctuation("}") || previous.isPunctuation(">")
            || previous.isPunctuation(")") || previous.kind == .identifier || previous.kind == .attribute
            || previous.isPunctuation("{")
    }

    /// The index of the `;` ending the statement that starts at `start` (exclusive end).
    private func statementEnd(from start: Int) -> Int {
        var index = start
        while index < tokens.count, !tokens[index].isPunctuation(";") {
            if tokens[index].kind == .attribute && index > start { return index }
            index += 1
        }
        return min(index + 1, tokens.count)
    }

    /// Reads `@interface Name : Super <P>`, `@interface Name (Category)`, `@implementation Name`,
    /// `@protocol Name <P>`.
    private func readContainerHeader(at start: Int, designable: Bool) -> (SourceTypeDeclaration, Int) {
        let directive = tokens[start].text
        var index = start + 1
        let name = tokens.at(index)?.kind == .identifier ? tokens[index].text : ""
        index += 1
        var kind: SourceTypeDeclaration.Kind =
            switch directive {
            case "protocol": .protocol
            case "implementation": .extension
            default: .class
            }
        var inherited: [String] = []
        // Generic parameters of the class itself: `@interface Box<ObjectType> : NSObject`.
        if directive == "interface", tokens.at(index)?.isPunctuation("<") == true,
            tokens.at(index + 2)?.isPunctuation(">") == true || tokens.at(index + 2)?.isPunctuation(",") == true
                || tokens.at(index + 2)?.isPunctuation(":") == true
        {
            while index < tokens.count, !tokens[index].isPunctuation(">") { index += 1 }
            index += 1
        }
        if tokens.at(index)?.isPunctuation("(") == true {
            kind = directive == "protocol" ? .protocol : .extension
            while index < tokens.count, !tokens[index].isPunctuation(")") { index += 1 }
            index += 1
        } else if tokens.at(index)?.isPunctuation(":") == true, let superclass = tokens.at(index + 1),
            superclass.kind == .identifier
        {
            inherited.append(superclass.text)
            index += 2
        }
        if tokens.at(index)?.isPunctuation("<") == true {
            index += 1
            while let token = tokens.at(index), !token.isPunctuation(">") {
                if token.kind == .identifier { inherited.append(token.text) }
                index += 1
            }
            index += 1
        }
        var declaration = SourceTypeDeclaration(
            kind: kind, name: name, runtimeName: kind == .class ? name : nil, inheritedTypes: inherited,
            language: .objectiveC, position: position(of: tokens[start]))
        declaration.isDesignable = designable
        return (declaration, index)
    }

    /// The name a `@property` statement declares: the last identifier, or the one after `^` for a block.
    private static func propertyName(_ statement: [SourceToken]) -> String? {
        if let caret = statement.firstIndex(where: { $0.isPunctuation("^") }),
            let name = statement.at(caret + 1), name.kind == .identifier
        {
            return name.text
        }
        return statement.last(where: { $0.kind == .identifier })?.text
    }

    /// Reads the outlet of a statement containing `IBOutlet` or `IBOutletCollection(T)`.
    private func readOutlet(_ statement: [SourceToken]) -> SourceOutlet? {
        guard
            let marker = statement.firstIndex(where: {
                $0.isIdentifier("IBOutlet") || $0.isIdentifier("IBOutletCollection")
            })
        else { return nil }
        var identifiers = statement[statement.index(after: marker)...].filter { $0.kind == .identifier }
        guard let name = identifiers.popLast() else { return nil }
        if statement[marker].text == "IBOutletCollection" {
            let element = statement.at(marker + 2)
            return SourceOutlet(
                name: name.text, typeName: element?.kind == .identifier ? element?.text : nil, isCollection: true,
                position: position(of: name))
        }
        var typeName = identifiers.first { !Self.qualifiers.contains($0.text) }?.text
        if typeName == "id" { typeName = nil }
        return SourceOutlet(name: name.text, typeName: typeName, isCollection: false, position: position(of: name))
    }

    /// Reads `- (IBAction)name:(id)sender forEvent:(UIEvent *)event;` (or the same with a body, which is
    /// skipped) and returns the method and the index after it.
    private func readMethod(at start: Int) -> (SourceMethod?, Int) {
        var index = start + 1
        // Return type in parentheses.
        var depth = 0
        var isAction = false
        repeat {
            let token = tokens[index]
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth -= 1 }
            if token.isIdentifier("IBAction") { isAction = true }
            index += 1
        } while index < tokens.count && depth > 0
        guard let first = tokens.at(index), first.kind == .identifier else { return (nil, index) }
        var selector = ""
        var pieceCount = 0
        while let token = tokens.at(index) {
            if token.kind == .identifier, tokens.at(index + 1)?.isPunctuation(":") == true {
                selector += token.text + ":"
                pieceCount += 1
                index += 2
                if tokens.at(index)?.isPunctuation("(") == true {
                    var typeDepth = 0
                    repeat {
                        if tokens[index].isPunctuation("(") { typeDepth += 1 }
                        if tokens[index].isPunctuation(")") { typeDepth -= 1 }
                        index += 1
                    } while index < tokens.count && typeDepth > 0
                }
                if tokens.at(index)?.kind == .identifier { index += 1 } // the parameter name
            } else if pieceCount == 0, token.kind == .identifier {
                selector = token.text
                index += 1
                break
            } else if token.isPunctuation(":") {
                // An unnamed piece: `- (void)a:(id)x :(id)y`.
                selector += ":"
                index += 1
                if tokens.at(index)?.isPunctuation("(") == true {
                    while index < tokens.count, !tokens[index].isPunctuation(")") { index += 1 }
                    index += 1
                }
                if tokens.at(index)?.kind == .identifier { index += 1 }
            } else {
                break
            }
        }
        // Skip attributes, then either `;` or a body.
        while let token = tokens.at(index), !token.isPunctuation(";"), !token.isPunctuation("{") {
            if token.kind == .attribute || token.isPunctuation("-") || token.isPunctuation("+") { break }
            index += 1
        }
        if tokens.at(index)?.isPunctuation("{") == true {
            var bodyDepth = 0
            repeat {
                if tokens[index].isPunctuation("{") { bodyDepth += 1 }
                if tokens[index].isPunctuation("}") { bodyDepth -= 1 }
                index += 1
            } while index < tokens.count && bodyDepth > 0
        } else if tokens.at(index)?.isPunctuation(";") == true {
            index += 1
        }
        return (SourceMethod(selector: selector, isAction: isAction, position: position(of: first)), index)
    }
}
