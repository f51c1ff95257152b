// Finds string literals passed to the UIKit calls that look up storyboards, nibs, scenes and segues by name.

/// The call shapes whose string argument names something in the app's documents.
///
/// Only literal, non-interpolated strings count: a name computed at run time cannot be checked.
enum SourceReferencePatterns {
    /// Swift calls `name(label: "…")` → what the string names.
    private static let swiftLabelledCalls: [String: [String: SourceReference.Kind]] = [
        "instantiateViewController": ["withIdentifier": .storyboardIdentifier, "identifier": .storyboardIdentifier],
        "performSegue": ["withIdentifier": .segueIdentifier],
        "UIStoryboard": ["name": .storyboardName],
        "storyboard": ["name": .storyboardName],
        "UINib": ["nibName": .nibName],
    ]

    /// Objective-C selector pieces `piece:@"…"` (and Swift's `loadNibNamed("…")`) → what the string names.
    private static let objectiveCPieces: [String: SourceReference.Kind] = [
        "instantiateViewControllerWithIdentifier": .storyboardIdentifier,
        "performSegueWithIdentifier": .segueIdentifier,
        "storyboardWithName": .storyboardName,
        "nibWithNibName": .nibName,
        "initWithNibName": .nibName,
        "loadNibNamed": .nibName,
    ]

    static func references(in tokens: [SourceToken], file: String, language: SourceLanguage) -> [SourceReference] {
        var references: [SourceReference] = []
        func add(_ kind: SourceReference.Kind, _ token: SourceToken?) {
            guard let token, token.kind == .string, !token.isInterpolated else { return }
            references.append(
                SourceReference(
                    kind: kind, value: token.text,
                    position: SourcePosition(file: file, line: token.line, column: token.column)))
        }
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                if language == .swift {
                    if let labels = swiftLabelledCalls[token.text], tokens.at(index + 1)?.isPunctuation("(") == true,
                        let label = tokens.at(index + 2), label.kind == .identifier, let kind = labels[label.text],
                        tokens.at(index + 3)?.isPunctuation(":") == true
                    {
                        add(kind, tokens.at(index + 4))
                    } else if token.text == "nibName", tokens.at(index - 1)?.isPunctuation("(") == true,
                        tokens.at(index - 2)?.isIdentifier("UINib") != true,
                        tokens.at(index + 1)?.isPunctuation(":") == true
                    {
                        // `init(nibName: "…", bundle:)` of a view controller, `super.init(nibName:…)`.
                        add(.nibName, tokens.at(index + 2))
                    } else if token.text == "loadNibNamed", tokens.at(index + 1)?.isPunctuation("(") == true {
                        add(.nibName, tokens.at(index + 2))
                    } else if isSegueIdentifier(tokens, at: index), tokens.at(index + 1)?.isPunctuation("=") == true,
                        tokens.at(index + 2)?.isPunctuation("=") == true
                    {
                        add(.segueIdentifier, tokens.at(index + 3))
                    }
                } else if let kind = objectiveCPieces[token.text], tokens.at(index + 1)?.isPunctuation(":") == true {
                    add(kind, tokens.at(index + 2))
                } else if token.text == "isEqualToString", isSegueIdentifier(tokens, at: index - 1),
                    tokens.at(index + 1)?.isPunctuation(":") == true
                {
                    add(.segueIdentifier, tokens.at(index + 2))
                }
            case .string where language == .swift:
                // `"…" == segue.identifier`
                if tokens.at(index + 1)?.isPunctuation("=") == true, tokens.at(index + 2)?.isPunctuation("=") == true,
                    isSegueIdentifier(tokens, at: index + 5), tokens.at(index + 3)?.isIdentifier("segue") == true
                {
                    add(.segueIdentifier, token)
                }
            default:
                break
            }
        }
        return references
    }

    /// Whether the token at `index` is the `identifier` of `segue.identifier`.
    private static func isSegueIdentifier(_ tokens: [SourceToken], at index: Int) -> Bool {
        tokens.at(index)?.isIdentifier("identifier") == true && tokens.at(index - 1)?.isPunctuation(".") == true
            && tokens.at(index - 2)?.isIdentifier("segue") == true
    }
}
