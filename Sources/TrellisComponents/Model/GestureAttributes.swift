// GestureAttributes: tap, long-press and pan recognizers as view attributes that send component actions
// (ComponentKit's CKComponentTapGestureAttribute, CKComponentPanGestureAttribute,
// CKComponentLongPressGestureAttribute).
import Foundation
import TrellisUI

/// View attributes that attach a gesture recognizer to a component's view and send an ``Action`` with the
/// recognizer whenever it begins, changes, ends (a tap: is recognized) or is cancelled:
///
/// ```swift
/// var viewConfiguration: ViewConfiguration? {
///     ViewConfiguration(.plainView, attributes: [
///         GestureAttributes.tap(
///             scope.action { (controller: RowController, _: TapGestureRecognizer) in controller.open() }),
///         GestureAttributes.pan(.closure { pan, _ in print(pan.translation(in: nil)) }),
///     ])
/// }
/// ```
///
/// Recycling: each attribute has an unapplicator, so it does not constrain which views a component can
/// reuse. A reused view keeps a recognizer only when its new component sets the same gesture attribute
/// (reconfigured to the new values); the recognizers of attributes the new component lacks are removed.
/// The action is the one of the component that owns the view when the gesture fires (as a
/// ``ButtonComponent`` sends its latest component's action), and the sender is that component. A view in
/// a reuse pool is hidden, so its recognizers get no press and one in the middle of a gesture is cancelled;
/// a recognizer whose view is not owned by a mounted component does not begin and sends nothing.
public enum GestureAttributes {
    /// A `TapGestureRecognizer` needing `numberOfTapsRequired` taps; `action` is sent when it recognizes.
    public static func tap(numberOfTapsRequired: Int = 1, _ action: Action<TapGestureRecognizer>) -> ViewAttributeValue
    {
        tapAttribute(
            GestureAttributeValue(
                configuration: TapConfiguration(numberOfTapsRequired: numberOfTapsRequired),
                action: action))
    }

    /// A `LongPressGestureRecognizer` that begins after `minimumPressDuration` seconds of the application
    /// clock; `action` is sent when it begins, changes, ends or is cancelled.
    public static func longPress(
        minimumPressDuration: TimeInterval = 0.5,
        _ action: Action<LongPressGestureRecognizer>
    ) -> ViewAttributeValue {
        longPressAttribute(
            GestureAttributeValue(
                configuration: LongPressConfiguration(minimumPressDuration: minimumPressDuration), action: action))
    }

    /// A `PanGestureRecognizer`; `action` is sent when it begins, changes, ends or is cancelled.
    public static func pan(_ action: Action<PanGestureRecognizer>) -> ViewAttributeValue {
        panAttribute(GestureAttributeValue(configuration: PanConfiguration(), action: action))
    }

    struct TapConfiguration: Sendable, Equatable { var numberOfTapsRequired: Int }
    struct LongPressConfiguration: Sendable, Equatable { var minimumPressDuration: TimeInterval }
    struct PanConfiguration: Sendable, Equatable {}

    static let tapAttribute = gestureAttribute("GestureAttributes.tap", make: TapGestureRecognizer.init) {
        (recognizer: TapGestureRecognizer, configuration: TapConfiguration) in
        recognizer.numberOfTapsRequired = configuration.numberOfTapsRequired
    }

    static let longPressAttribute = gestureAttribute(
        "GestureAttributes.longPress", make: LongPressGestureRecognizer.init
    ) {
        (recognizer: LongPressGestureRecognizer, configuration: LongPressConfiguration) in
        recognizer.minimumPressDuration = configuration.minimumPressDuration
    }

    static let panAttribute = gestureAttribute("GestureAttributes.pan", make: PanGestureRecognizer.init) {
        (_: PanGestureRecognizer, _: PanConfiguration) in
    }

    /// An attribute that adds a recognizer made by `make` (applicator), removes it (unapplicator), and
    /// reconfigures it in place when only its configuration changed (updater).
    private static func gestureAttribute<Recognizer: GestureRecognizer, Configuration: Sendable & Equatable>(
        _ name: String, make: @escaping @MainActor @Sendable () -> Recognizer,
        configure: @escaping @MainActor @Sendable (Recognizer, Configuration) -> Void
    ) -> ViewAttribute<View, GestureAttributeValue<Recognizer, Configuration>> {
        ViewAttribute(
            name,
            applicator: { view, value in
                let recognizer = make()
                configure(recognizer, value.configuration)
                let forwarder = GestureActionForwarder<Recognizer, Configuration>(attribute: AttributeIdentifier(name))
                recognizer.name = name
                recognizer.delegate = forwarder
                // The registration keeps the forwarder (the delegate reference is weak).
                recognizer.addAction { recognizer in forwarder.send(from: recognizer) }
                view.addGestureRecognizer(recognizer)
            },
            unapplicator: { view, _ in
                for recognizer in installed(name, Recognizer.self, Configuration.self, on: view) {
                    view.removeGestureRecognizer(recognizer)
                }
            },
            updater: { view, old, new in
                guard old.configuration != new.configuration else { return }
                for recognizer in installed(name, Recognizer.self, Configuration.self, on: view) {
                    configure(recognizer, new.configuration)
                }
            })
    }

    /// The recognizers the attribute named `name` installed on `view`.
    @MainActor private static func installed<Recognizer: GestureRecognizer, Configuration: Sendable & Equatable>(
        _ name: String, _: Recognizer.Type, _: Configuration.Type, on view: View
    ) -> [Recognizer] {
        view.gestureRecognizers.compactMap { recognizer in
            guard let forwarder = recognizer.delegate as? GestureActionForwarder<Recognizer, Configuration>,
                forwarder.attribute.name == name
            else { return nil }
            return recognizer as? Recognizer
        }
    }
}

/// A gesture attribute's value: the recognizer's configuration and the action to send. Two values are
/// equal when they configure the recognizer alike: actions have no equality, and the action sent is read
/// from the view's latest applied attributes when the gesture fires, so a changed action needs no update.
struct GestureAttributeValue<Recognizer: GestureRecognizer, Configuration: Sendable & Equatable>: Sendable, Equatable {
    let configuration: Configuration
    let action: Action<Recognizer>

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.configuration == rhs.configuration }
}

/// The delegate and handler of a recognizer installed by a gesture attribute: lets it begin only on a
/// view owned by a mounted component, and sends that component's action.
@MainActor
final class GestureActionForwarder<Recognizer: GestureRecognizer, Configuration: Sendable & Equatable>:
    GestureRecognizerDelegate
{
    let attribute: AttributeIdentifier

    init(attribute: AttributeIdentifier) { self.attribute = attribute }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let view = gestureRecognizer.view else { return false }
        return ComponentSender.owner(of: view)?.isMounted == true
    }

    /// Sends the action of the component owning the recognizer's view, read from the attributes last
    /// applied to the view.
    func send(from recognizer: GestureRecognizer) {
        guard let typed = recognizer as? Recognizer, let view = recognizer.view,
            let sender = ComponentSender.owner(of: view), sender.isMounted,
            let value = currentValue(on: view)
        else { return }
        value.action.send(typed, from: sender)
    }

    private func currentValue(on view: View) -> GestureAttributeValue<Recognizer, Configuration>? {
        guard let record = ViewOwnership.existingOwnerRecord(for: view), case .list(let attributes) = record.applied
        else {
            return nil
        }
        for attribute in attributes where attribute.identifier == self.attribute {
            return attribute.value as? GestureAttributeValue<Recognizer, Configuration>
        }
        return nil
    }
}
