// TextViewDelegate: how a text view asks about and reports editing (UIKit's UITextViewDelegate).
import Foundation

/// Validates and observes editing in a ``TextView``; set it as the view's ``ScrollView/delegate``
/// (it is a ``ScrollViewDelegate`` too, as in UIKit). Every requirement has a default (allow / do
/// nothing), so conformers implement only what they need.
///
/// Order during an editing session: ``textViewShouldBeginEditing(_:)`` → (the view becomes first
/// responder) → ``textViewDidBeginEditing(_:)`` → for each edit
/// ``textView(_:shouldChangeTextIn:replacementText:)`` and, when allowed, ``textViewDidChange(_:)``
/// → ``textViewShouldEndEditing(_:)`` → (the view resigns) → ``textViewDidEndEditing(_:)``.
@MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether editing may begin. Returning `false` keeps the view from becoming first responder.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began: the view is first responder.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end. Returning `false` keeps the view first responder — except when it
    /// leaves its window or stops being editable, which ends editing whatever the answer.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended: the view is no longer first responder.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the characters in `range` of ``TextView/text`` may be replaced by `text` (typing
    /// inserts with an empty range, Return inserts `"\n"`, Backspace and Delete replace with `""`).
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String)
        -> Bool
    /// The text changed by editing (not when ``TextView/text`` is set in code).
    func textViewDidChange(_ textView: TextView)
}

extension TextViewDelegate {
    /// Allows editing to begin.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Allows editing to end.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Allows every change.
    public func textView(
        _ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String
    )
        -> Bool
    { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
}
