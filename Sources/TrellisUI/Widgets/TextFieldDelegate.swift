// TextFieldDelegate: how a text field asks about and reports editing (UIKit's UITextFieldDelegate).
import Foundation

/// Validates and observes editing in a ``TextField``. Every requirement has a default (allow / do
/// nothing), so conformers implement only what they need.
///
/// Order during an editing session: ``textFieldShouldBeginEditing(_:)`` → (the field becomes first
/// responder) → ``textFieldDidBeginEditing(_:)`` → for each edit
/// ``textField(_:shouldChangeCharactersIn:replacementString:)`` → on Return
/// ``textFieldShouldReturn(_:)`` → ``textFieldShouldEndEditing(_:)`` → (the field resigns) →
/// ``textFieldDidEndEditing(_:)``. The control events `editingDidBegin`, `editingChanged` and
/// `editingDidEnd` are sent right after the delegate call they correspond to.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin. Returning `false` keeps the field from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end (e.g. the text is valid). Returning `false` keeps the field first
    /// responder — except when the field leaves its window, which ends editing whatever the answer.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended: the field is no longer first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether the characters in `range` of ``TextField/text`` may be replaced by `string` (typing
    /// inserts with an empty range; Backspace and Delete replace one character with `""`).
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
    ) -> Bool
    /// Return was pressed. Returning `true` sends the field's `primaryActionTriggered` event.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Allows editing to begin.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Allows editing to end.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Allows every change.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
    ) -> Bool { true }
    /// Allows Return.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
