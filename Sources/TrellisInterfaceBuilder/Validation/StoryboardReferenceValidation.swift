// Checks storyboard references (`<viewControllerPlaceholder>`) against the storyboards they name, when
// those storyboards are among the documents being checked.
import Foundation

/// Cross-document checks of storyboard references.
///
/// A `<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="About">` stands for the
/// controller with storyboard identifier `About` in `Settings.storyboard` (or for its initial view
/// controller when there is no identifier; without a storyboard name it refers to its own storyboard).
/// UIKit throws when that controller does not exist ("Storyboard doesn't contain a view controller with
/// identifier"). The referenced storyboard is looked for among `documents` by name, preferring one in
/// the same directory; a storyboard that is not among them may live in another bundle, so nothing is
/// said about it.
public enum StoryboardReferenceValidation {
    /// Every storyboard reference in `documents` whose target is among `documents` but does not hold
    /// the controller it names: `IB-STORYBOARD-IDENTIFIER` for an identifier no scene has, `IB-NO-SCENE`
    /// for a storyboard without the initial view controller the reference stands for.
    public static func validate(_ documents: [InterfaceBuilderDocument]) -> [InterfaceBuilderDiagnostic] {
        let storyboards = documents.filter { $0.kind == .storyboard }
        var diagnostics: [InterfaceBuilderDiagnostic] = []
        for document in storyboards {
            document.root.forEachDescendant { element in
                guard element.name == "viewControllerPlaceholder" else { return }
                let target: InterfaceBuilderDocument
                let targetName: String
                if let name = element["storyboardName"] {
                    guard let found = storyboard(named: name, from: document, among: storyboards) else { return }
                    target = found
                    targetName = "storyboard \"\(name)\""
                } else {
                    target = document
                    targetName = "this storyboard"
                }
                if let identifier = element["referencedIdentifier"] {
                    if !hasController(withIdentifier: identifier, in: target) {
                        diagnostics.append(
                            InterfaceBuilderDiagnostic(
                                .error, code: "IB-STORYBOARD-IDENTIFIER",
                                message: "storyboard reference names identifier \"\(identifier)\", but \(targetName) "
                                    + "(\(target.file)) has no view controller with that storyboard identifier",
                                position: element.position, objectID: element.id))
                    }
                } else if element["storyboardName"] != nil,
                    target.root["initialViewController"].flatMap(target.element(withID:)) == nil
                {
                    diagnostics.append(
                        InterfaceBuilderDiagnostic(
                            .error, code: "IB-NO-SCENE",
                            message: "storyboard reference names no identifier, so it stands for the initial "
                                + "view controller of \(targetName) (\(target.file)), which has none",
                            position: element.position, objectID: element.id))
                }
            }
        }
        return diagnostics
    }

    /// The storyboard called `name` among `storyboards`: one in the same directory as `document` when
    /// there is one, else the first by path.
    static func storyboard(
        named name: String, from document: InterfaceBuilderDocument, among storyboards: [InterfaceBuilderDocument]
    ) -> InterfaceBuilderDocument? {
        let candidates = storyboards.filter { baseName(of: $0.file) == name }
        let directory = directoryName(of: document.file)
        return candidates.first { directoryName(of: $0.file) == directory }
            ?? candidates.min { $0.file < $1.file }
    }

    static func hasController(withIdentifier identifier: String, in document: InterfaceBuilderDocument) -> Bool {
        var found = false
        document.root.forEachDescendant { element in
            if !found, element["storyboardIdentifier"] == identifier, ElementCatalogue.isViewController(element.name) {
                found = true
            }
        }
        return found
    }

    static func baseName(of file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: ".") else { return last }
        return String(last[..<dot])
    }

    static func directoryName(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "" }
        return String(file[..<slash])
    }
}
