// StoryboardError: why a storyboard, or a view controller from it, could not be made — each case
// names the document, the line and the id or identifier concerned.
import Foundation

/// Why a storyboard could not be opened or a view controller could not be instantiated from it.
///
/// Where UIKit raises an Objective-C exception (no storyboard of that name, no scene with that
/// identifier, a creator that returns the wrong class), Trellis throws one of these; nothing traps.
public enum StoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No `name.storyboard` in the bundle or directory searched (`searched` says where).
    case notFound(name: String, searched: String)
    /// The document could not be read or is not well-formed XML.
    case document(DocumentError)
    /// No scene of `file` has the storyboard identifier (Storyboard ID) `identifier`.
    case unknownIdentifier(String, file: String)
    /// The document names `id` (a segue's destination, a relationship, the initial view controller)
    /// but no scene's view controller has that id.
    case noSuchViewController(id: String, position: SourcePosition)
    /// The scene's view controller could not be made: its class's `init(coder:)` or the creator
    /// returned `nil`, or the object made is not a view controller.
    case cannotInstantiate(id: String, className: String, position: SourcePosition, reason: String)
    /// The view controller made is not of the type the caller asked for.
    case wrongType(id: String, expected: String, actual: String, position: SourcePosition)
    /// A storyboard reference (`viewControllerPlaceholder`) names a storyboard that is not beside
    /// this one.
    case unknownStoryboard(name: String, position: SourcePosition)
    /// Storyboard references lead back to themselves without reaching a scene.
    case referenceCycle(position: SourcePosition)

    /// The diagnostic code of the error.
    public var code: String {
        switch self {
        case .notFound: "IB-STORYBOARD-MISSING"
        case .document(let error): error.diagnostic.code
        case .unknownIdentifier: "IB-STORYBOARD-IDENTIFIER"
        case .noSuchViewController: "IB-NO-SCENE"
        case .cannotInstantiate: "IB-INSTANTIATE"
        case .wrongType: "IB-CREATOR-TYPE"
        case .unknownStoryboard: "IB-STORYBOARD-MISSING"
        case .referenceCycle: "IB-REFERENCE-CYCLE"
        }
    }

    /// The place the error concerns.
    public var position: SourcePosition {
        switch self {
        case .notFound(let name, _): SourcePosition(file: name + ".storyboard", line: 0, column: 0)
        case .document(let error): error.diagnostic.position
        case .unknownIdentifier(_, let file): SourcePosition(file: file, line: 0, column: 0)
        case .noSuchViewController(_, let position), .cannotInstantiate(_, _, let position, _),
            .wrongType(_, _, _, let position), .unknownStoryboard(_, let position), .referenceCycle(let position):
            position
        }
    }

    /// What went wrong, without the position.
    public var message: String {
        switch self {
        case .notFound(let name, let searched):
            "no storyboard named \"\(name)\" in \(searched)"
        case .document(let error):
            error.diagnostic.message
        case .unknownIdentifier(let identifier, _):
            "no view controller has the storyboard identifier \"\(identifier)\""
        case .noSuchViewController(let id, _):
            "no scene's view controller has the id \"\(id)\""
        case .cannotInstantiate(_, let className, _, let reason):
            "the view controller (\(className)) cannot be made: \(reason)"
        case .wrongType(_, let expected, let actual, _):
            "the view controller is a \(actual), not the \(expected) asked for"
        case .unknownStoryboard(let name, _):
            "the storyboard reference names \"\(name)\", but there is no \(name).storyboard beside this storyboard"
        case .referenceCycle:
            "storyboard references lead back to this reference without reaching a view controller"
        }
    }

    /// The id of the object concerned, when there is one.
    public var objectID: String? {
        switch self {
        case .noSuchViewController(let id, _), .cannotInstantiate(let id, _, _, _), .wrongType(let id, _, _, _):
            id
        default:
            nil
        }
    }

    /// `file:line:column: error: message [CODE] (object id)`.
    public var description: String { diagnostic.description }

    /// The diagnostic form of the error, for tools that list every problem the same way.
    public var diagnostic: InterfaceBuilderDiagnostic {
        if case .document(let error) = self { return error.diagnostic }
        return InterfaceBuilderDiagnostic(.error, code: code, message: message, position: position, objectID: objectID)
    }
}
