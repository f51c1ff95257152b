// The size-class variations of one instantiation, bound to the objects it made: what each size class
// installs (constraints, subviews) and sets (constants, fonts, hidden state, stack-view arrangement,
// frames), applied when the objects are made and again whenever the size classes change.
import Foundation
import TrellisUI

/// The size-class variations of the objects one ``DocumentLoader`` instantiation made.
///
/// UIKit keeps a nib's size-class variations beside the objects and applies them whenever the trait
/// collection's size classes change: constraints and subviews a `<mask>` names are installed or
/// uninstalled, and each property a `<variation>` sets (``SizeClassPropertyVariation``) takes the value
/// of the most specific variation that holds, or its base value when none does. ``apply(_:)`` does that
/// for the traits given; `View.applySizeClassVariations(for:)` does it for every document-loaded view
/// of a hierarchy (a window's, when its size classes change).
@MainActor
public final class SizeClassVariations {
    /// The size classes last applied.
    public private(set) var traits: SizeClassTraits

    private let document: InterfaceBuilderDocument
    private let properties: SizeClassPropertyVariations
    private var targets: [PropertyTarget] = []
    private var constraints: [MaskedConstraint] = []
    private var subviews: [MaskedSubview] = []

    /// A property some variation sets, on the object it belongs to, with the value it has without one.
    private struct PropertyTarget {
        let objectID: String
        let property: SizeClassPropertyVariation.Property
        weak var object: AnyObject?
        let base: LiveValue
    }

    /// A made constraint whose installation a mask can change: the mask names it, one of its views, or
    /// a subview holding one of its views.
    private struct MaskedConstraint {
        let id: String?
        let constraint: LayoutConstraint
        weak var holder: View?
    }

    /// A subview a mask can install or uninstall. It is held strongly only while uninstalled (nothing
    /// else holds it then); installed, its superview does.
    private final class MaskedSubview {
        let id: String
        weak var view: View?
        var heldWhileUninstalled: View?
        weak var superview: View?
        /// The subviews the document lists before it: it goes back in after those installed.
        let preceding: [WeakView]

        init(id: String, view: View, superview: View?, preceding: [View]) {
            self.id = id
            self.view = view
            self.superview = superview
            self.preceding = preceding.map(WeakView.init)
        }
    }

    private struct WeakView {
        weak var view: View?
    }

    /// A property value as the object holds it.
    private enum LiveValue {
        case constant(CGFloat)
        case hidden(Bool)
        case font(Font)
        case axis(LayoutAxis)
        case alignment(StackView.Alignment)
        case distribution(StackView.Distribution)
        case spacing(CGFloat)
        case frame(CGRect)

        init(_ value: SizeClassPropertyVariation.Value) {
            switch value {
            case .constant(let constant): self = .constant(CGFloat(constant))
            case .hidden(let hidden): self = .hidden(hidden)
            case .font(let font): self = .font(font.font)
            case .axis(let axis): self = .axis(axis)
            case .alignment(let alignment): self = .alignment(alignment)
            case .distribution(let distribution): self = .distribution(distribution)
            case .spacing(let spacing): self = .spacing(CGFloat(spacing))
            case .frame(let frame): self = .frame(frame)
            }
        }
    }

    /// Variations of `document`'s objects; the objects are bound by the loader, which holds them as made
    /// for `traits`.
    init(document: InterfaceBuilderDocument, properties: SizeClassPropertyVariations, traits: SizeClassTraits) {
        self.document = document
        self.properties = properties
        self.traits = traits
    }

    // MARK: Binding (the loader)

    /// Binds each property a variation sets on `object` (made for `id`), remembering its current value
    /// as the base.
    func bindProperties(of object: AnyObject, id: String) {
        var seen = Set<SizeClassPropertyVariation.Property>()
        for variation in properties.variations(of: id) where seen.insert(variation.value.property).inserted {
            guard let base = Self.read(variation.value.property, of: object) else { continue }
            targets.append(PropertyTarget(objectID: id, property: variation.value.property, object: object, base: base))
        }
    }

    /// Binds a made constraint whose installation a mask can change.
    func bindConstraint(_ constraint: LayoutConstraint, id: String?, holder: View) {
        constraints.append(MaskedConstraint(id: id, constraint: constraint, holder: holder))
    }

    /// Binds a subview a mask names, made under `superview`.
    func bindSubview(_ view: View, id: String, superview: View?, preceding: [View]) {
        let entry = MaskedSubview(id: id, view: view, superview: superview, preceding: preceding)
        if view.superview == nil { entry.heldWhileUninstalled = view }
        subviews.append(entry)
    }

    /// Whether a constraint's item is `holder`, a view under it, or a guide of one (or is absent).
    private static func isInHierarchy(_ item: AnyObject?, of holder: View) -> Bool {
        switch item {
        case let view as View: view === holder || view.isDescendant(of: holder)
        case let guide as LayoutGuide:
            guide.owningView.map { $0 === holder || $0.isDescendant(of: holder) } ?? false
        default: true
        }
    }

    /// Whether a constraint is installed when `excluded` is the set of uninstalled ids.
    static func isInstalled(id: String?, itemIDs: [String], excluded: Set<String>) -> Bool {
        !(id.map(excluded.contains) ?? false) && !itemIDs.contains(where: excluded.contains)
    }

    // MARK: Applying

    /// Applies the variations of `traits`: installs and uninstalls the masked subviews and constraints,
    /// then sets each varied property to its value for `traits` (its base value where no variation holds).
    /// Does nothing when `traits` are the ones last applied.
    public func apply(_ traits: SizeClassTraits) {
        guard traits != self.traits else { return }
        self.traits = traits
        let excluded = document.excludedIDs(for: traits)
        // Views first: a subtree leaving its superview takes the constraints to it along (TrellisUI
        // deactivates them); then each masked constraint is installed exactly when the size classes keep
        // it and its views are in its holder's hierarchy.
        for entry in subviews {
            guard let view = entry.view else { continue }
            let installed = !excluded.contains(entry.id)
            if installed && view.superview == nil, let superview = entry.superview {
                insert(view, into: superview, after: entry.preceding.compactMap(\.view))
                entry.heldWhileUninstalled = nil
            } else if !installed && view.superview != nil {
                entry.heldWhileUninstalled = view
                (view.superview as? StackView)?.removeArrangedSubview(view)
                view.removeFromSuperview()
            }
        }
        for entry in constraints {
            guard let holder = entry.holder else { continue }
            let kept = !(entry.id.map(excluded.contains) ?? false)
            let installed =
                kept && Self.isInHierarchy(entry.constraint.firstItem, of: holder)
                && Self.isInHierarchy(entry.constraint.secondItem, of: holder)
            if installed && !entry.constraint.isActive {
                holder.addConstraint(entry.constraint)
            } else if !installed && entry.constraint.isActive {
                holder.removeConstraint(entry.constraint)
            }
        }
        applyProperties()
    }

    /// Sets each bound property to its value for ``traits``.
    func applyProperties() {
        for target in targets {
            guard let object = target.object else { continue }
            let value =
                properties.value(of: target.property, objectID: target.objectID, for: traits).map(LiveValue.init)
                ?? target.base
            Self.write(value, to: object)
        }
    }

    /// Puts `view` back under `superview` in its document place: after the installed subviews the
    /// document lists before it (in a stack view, among its arranged views as well).
    private func insert(_ view: View, into superview: View, after preceding: [View]) {
        if let stack = superview as? StackView {
            let arranged = stack.arrangedSubviews
            let index = preceding.compactMap { sibling in arranged.firstIndex { $0 === sibling } }.max().map { $0 + 1 }
            stack.insertArrangedSubview(view, at: index ?? 0)
        } else {
            let siblings = superview.subviews
            let index = preceding.compactMap { sibling in siblings.firstIndex { $0 === sibling } }.max().map { $0 + 1 }
            superview.insertSubview(view, at: index ?? 0)
        }
    }

    // MARK: Properties

    private static func read(_ property: SizeClassPropertyVariation.Property, of object: AnyObject) -> LiveValue? {
        switch (property, object) {
        case (.constant, let constraint as LayoutConstraint): .constant(constraint.constant)
        case (.hidden, let view as View): .hidden(view.isHidden)
        case (.font, let label as Label): .font(label.font)
        case (.font, let button as Button): .font(button.font)
        case (.font, let field as TextField): .font(field.font)
        case (.font, let text as TextView): .font(text.font)
        case (.axis, let stack as StackView): .axis(stack.axis)
        case (.alignment, let stack as StackView): .alignment(stack.alignment)
        case (.distribution, let stack as StackView): .distribution(stack.distribution)
        case (.spacing, let stack as StackView): .spacing(stack.spacing)
        case (.frame, let view as View): .frame(view.frame)
        default: nil
        }
    }

    private static func write(_ value: LiveValue, to object: AnyObject) {
        switch (value, object) {
        case (.constant(let constant), let constraint as LayoutConstraint):
            if constraint.constant != constant { constraint.constant = constant }
        case (.hidden(let hidden), let view as View):
            if view.isHidden != hidden { view.isHidden = hidden }
        case (.font(let font), let label as Label): label.font = font
        case (.font(let font), let button as Button): button.font = font
        case (.font(let font), let field as TextField): field.font = font
        case (.font(let font), let text as TextView): text.font = font
        case (.axis(let axis), let stack as StackView): stack.axis = axis
        case (.alignment(let alignment), let stack as StackView): stack.alignment = alignment
        case (.distribution(let distribution), let stack as StackView): stack.distribution = distribution
        case (.spacing(let spacing), let stack as StackView): stack.spacing = spacing
        case (.frame(let frame), let view as View):
            if view.frame != frame { view.frame = frame }
        default: break
        }
    }
}
