// ButtonComponent: a Button view with titles per state (highlighted) and an action.
import Foundation
import TrellisLayout
import TrellisUI

/// A button (ComponentKit's CKButtonComponent): a title, an optional highlighted title, and an
/// ``Action`` sent when the button triggers its primary action (click, Enter, Space).
///
/// The action is resolved when the event happens, from the component currently mounted with the view,
/// so a recycled button always sends its latest component's action.
public struct ButtonComponent: Component {
    /// The title in the normal state.
    public var title: String
    /// The title while the button is pressed (`nil`: the normal title).
    public var highlightedTitle: String?
    /// How the button draws its title (e.g. `[ Title ]`).
    public var style: Button.Style
    /// The title's font.
    public var font: Font
    /// Whether the button reacts to input; a disabled button sends nothing.
    public var isEnabled: Bool
    /// Sent on touch-up inside and on keyboard activation.
    public var action: Action<Void>?

    /// A button titled `title` sending `action`.
    public init(
        _ title: String, highlightedTitle: String? = nil, style: Button.Style = .bracketed,
        font: Font = .body, isEnabled: Bool = true, action: Action<Void>? = nil
    ) {
        self.title = title
        self.highlightedTitle = highlightedTitle
        self.style = style
        self.font = font
        self.isEnabled = isEnabled
        self.action = action
    }

    struct Configuration: Sendable, Equatable {
        var title: String
        var highlightedTitle: String?
        var style: Button.Style
        var font: Font
        var isEnabled: Bool
    }

    static let viewClass = ViewClass(Button.self) { Button(frame: .zero) }

    static let configuration = ViewAttribute<Button, Configuration>(
        "ButtonComponent.configuration",
        applicator: { button, value in
            button.setTitle(value.title, for: .normal)
            button.setTitle(value.highlightedTitle, for: .highlighted)
            button.style = value.style
            button.font = value.font
            button.isEnabled = value.isEnabled
        },
        unapplicator: { button, _ in button.setTitle(nil, for: .highlighted) })

    /// Installed once per view (no unapplicator: every ButtonComponent view has it).
    static let actionHook = ViewAttribute<Button, Bool>(
        "ButtonComponent.actionHook",
        applicator: { button, _ in
            _ = button.addAction(for: .primaryActionTriggered) { [weak button] in
                guard let button, let sender = ComponentSender.owner(of: button),
                    let component = sender.component as? ButtonComponent
                else { return }
                component.action?.send(from: sender)
            }
        })

    /// The view this component mounts.
    public var viewConfiguration: ViewConfiguration? {
        ViewConfiguration(
            Self.viewClass,
            attributes: [
                Self.configuration(
                    Configuration(
                        title: title, highlightedTitle: highlightedTitle, style: style,
                        font: font, isEnabled: isEnabled)),
                Self.actionHook(true),
            ])
    }

    /// Lays the component out (see ``Component/computeLayout(thatFits:children:)``).
    public func computeLayout(thatFits range: SizeRange, children: LayoutChildren) -> ComponentLayout {
        let measurer = children.context[TextMeasurerKey.self].measurer
        let titleWidth = max(
            measurer.width(of: title, font: font),
            highlightedTitle.map { measurer.width(of: $0, font: font) } ?? 0)
        let chrome: (Double, Double) =
            switch style {
            case .bracketed: (4, 0)
            case .plain: (0, 0)
            case .bordered: (4, 2)
            }
        let size = LayoutSize(width: titleWidth + chrome.0, height: measurer.lineHeight(for: font) + chrome.1)
        return ComponentLayout(size: range.clamp(size))
    }
}
