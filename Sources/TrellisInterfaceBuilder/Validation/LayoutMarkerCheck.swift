// Reports the views Interface Builder marks misplaced="YES" or ambiguous="YES": their stored frames are
// not what their constraints give, so a layout from the constraints moves them.
import Foundation

/// Finds the Auto Layout warnings Interface Builder itself records in a document.
///
/// - `misplaced="YES"` (`IB-MISPLACED`): the frame Xcode stored differs from the frame the view's
///   constraints give; Trellis lays the view out from its constraints, so it does not appear where the
///   canvas showed it ("Update Frames" in Xcode fixes the document).
/// - `ambiguous="YES"` (`IB-AMBIGUOUS`): the view's constraints do not fix its position or size; UIKit
///   (and Trellis) pick one of the possible frames.
///
/// Both are warnings: UIKit loads such documents; the layout is just not the one the canvas shows.
public enum LayoutMarkerCheck {
    /// One warning per marked view of `document`, in document order.
    public static func diagnostics(for document: InterfaceBuilderDocument) -> [InterfaceBuilderDiagnostic] {
        var found: [InterfaceBuilderDiagnostic] = []
        document.root.forEachDescendant { element in
            let name = Self.describe(element)
            if element["misplaced"] == "YES" {
                found.append(
                    InterfaceBuilderDiagnostic(
                        .warning, code: "IB-MISPLACED",
                        message: "\(name) is marked misplaced: its stored frame is not the one its constraints give, "
                            + "so it is laid out elsewhere than Interface Builder shows (Update Frames in Xcode)",
                        position: element.position, objectID: element.id))
            }
            if element["ambiguous"] == "YES" {
                found.append(
                    InterfaceBuilderDiagnostic(
                        .warning, code: "IB-AMBIGUOUS",
                        message: "\(name) is marked ambiguous: its constraints do not fix its position or size, so "
                            + "its frame is one of several the constraints allow",
                        position: element.position, objectID: element.id))
            }
        }
        return found
    }

    /// `<label> "Title" (MyLabel)`: the tag, a user label if any, and the custom class.
    private static func describe(_ element: DocumentElement) -> String {
        var text = "<\(element.name)>"
        if let label = element["userLabel"] { text += " \"\(label)\"" }
        if let customClass = element["customClass"] { text += " (\(customClass))" }
        return text
    }
}
