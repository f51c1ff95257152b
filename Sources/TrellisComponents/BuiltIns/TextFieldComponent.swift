// TextFieldComponent: a text field as a stateful view owned by its controller (CKStatefulViewComponent).
import Foundation
import TrellisLayout
import TrellisUI

/// An editable text field. Its `TextField` view is owned by the component's controller, not by the
/// reuse pools: the component mounts a plain container view and the controller puts its text field in
/// it when a view is acquired and takes it out on relinquish, so what the user typed (and the cursor)
/// survives rebuilds and view recycling — ComponentKit's stateful-view idea.
public struct TextFieldComponent: Component {
    /// The controller that owns the field's view across generations.
    public typealias Controller = TextFieldController

    /// The text the field starts with (later generations don't overwrite what the user typed).
    public var initialText: String
    /// Shown while the field is empty.
    public var placeholder: String?
    /// How the field's frame is drawn.
    public var borderStyle: TextField.BorderStyle
    /// Sent with the new text on every edit.
    public var onChange: Action<String>?
    /// Sent with the text when Return is pressed.
    public var onSubmit: Action<String>?
    /// Identity of the field (and so of what the user typed) among its siblings.
    public var scopeKey: String?
    /// The size the field asks for.
    public var size: ComponentSize

    /// A text field.
    public init(
        initialText: String = "", placeholder: String? = nil, borderStyle: TextField.BorderStyle = .none,
        key: String? = nil, width: Double? = nil,
        onChange: Action<String>? = nil, onSubmit: Action<String>? = nil
    ) {
        self.initialText = initialText
        self.placeholder = placeholder
        self.borderStyle = borderStyle
        self.onChange = onChange
        self.onSubmit = onSubmit
        scopeKey = key
        // A box (`.line`) takes a row above and below the text; brackets sit on the text's own row.
        let height: Double = borderStyle == .line ? 3 : 1
        size = ComponentSize(width: width.map { .points($0) } ?? .auto, height: .points(height))
    }

    static let containerClass = ViewClass(View.self, variant: "TextFieldComponent") { View(frame: .zero) }

    /// The view this component mounts.
    public var viewConfiguration: ViewConfiguration? { ViewConfiguration(Self.containerClass) }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        let width = range.max.width.isFinite ? range.max.width : max(range.min.width, 20)
        return ComponentLayout(size: range.clamp(LayoutSize(width: width, height: range.min.height)))
    }
}

/// Owns the `TextField` of a ``TextFieldComponent`` for the scope's whole life.
@MainActor public final class TextFieldController: ComponentController<TextFieldComponent> {
    /// The stateful view; created on first acquisition and kept until the controller is invalidated.
    public private(set) var textField: TextField?

    override public func componentDidAcquireView() {
        let field = textField ?? makeTextField()
        field.placeholder = component.placeholder
        field.borderStyle = component.borderStyle
        if let view {
            field.frame = view.bounds
            field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(field)
        }
    }

    override public func componentWillRelinquishView() {
        textField?.removeFromSuperview()
    }

    override public func didUpdateComponent() {
        textField?.placeholder = component.placeholder
        textField?.borderStyle = component.borderStyle
    }

    override public func invalidateController() {
        textField?.removeFromSuperview()
        textField = nil
    }

    private func makeTextField() -> TextField {
        let field = TextField(
            text: component.initialText, placeholder: component.placeholder,
            borderStyle: component.borderStyle)
        _ = field.addAction(for: .editingChanged) { [weak self, weak field] in
            guard let self, let field else { return }
            if let action = self.component.onChange { self.send(action, field.text) }
        }
        _ = field.addAction(for: .primaryActionTriggered) { [weak self, weak field] in
            guard let self, let field else { return }
            if let action = self.component.onSubmit { self.send(action, field.text) }
        }
        textField = field
        return field
    }
}
