// Installs a document's Auto Layout as UIKit's nib loading does: each <constraint> made into a
// LayoutConstraint and installed on the view that holds it, translatesAutoresizingMaskIntoConstraints,
// content hugging and compression resistance set from the document.
import Foundation
import TrellisUI

extension InstantiationState {
    /// Sets the Auto Layout attributes of the made views, then makes and installs their constraints.
    ///
    /// Runs once every object of the instantiation exists (after `init(coder:)`, before outlets, so
    /// outlets to constraints connect): a constraint between views of the document is only made when
    /// both its items are. Placeholder constraints (`placeholder="YES"`) are removed, as Xcode removes
    /// them at build time, and so are constraints a size-class variation leaves out.
    func installLayoutConstraints() {
        applyLayoutAttributes()
        let usesAutoLayout = document.root["useAutolayout"] == "YES"
        var constrainedViews: [ObjectIdentifier: View] = [:]
        for (_, holder, constraints) in constraintHolders {
            var installed: [LayoutConstraint] = []
            for constraint in constraints where !constraint.isPlaceholder {
                if let id = constraint.id, excludedIDs.contains(id) { continue }
                guard let first = maskedItem(constraint.firstItem, holder: holder, constraint: constraint, "firstItem")
                else { continue }
                var second: AnyObject?
                if let id = constraint.secondItem {
                    guard let item = maskedItem(id, holder: holder, constraint: constraint, "secondItem") else {
                        continue
                    }
                    second = item
                }
                let made = constraint.makeLayoutConstraint(firstItem: first, secondItem: second)
                if let id = constraint.id { layoutConstraintsByID[id] = made }
                // A constraint a size-class mask leaves out (or one of whose views it leaves out) is made, so
                // that outlets to it connect and a size-class change can install it, but not installed.
                let itemIDs = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                if document.hasVariations {
                    maskableConstraints.append((made, constraint.id, itemIDs, holder))
                }
                guard SizeClassVariations.isInstalled(id: constraint.id, itemIDs: itemIDs, excluded: uninstalledIDs)
                else { continue }
                installed.append(made)
                if usesAutoLayout {
                    for (item, other) in [(first, second), (second, first)] {
                        guard let view = item as? View, Self.isPositioned(view, relativeTo: other) else { continue }
                        constrainedViews[ObjectIdentifier(view)] = view
                    }
                }
            }
            holder.addConstraints(installed)
        }
        // Interface Builder turns autoresizing translation off for every view its constraints
        // position (Xcode 6 and later also write translatesAutoresizingMaskIntoConstraints="NO");
        // top-level views and cell content views keep it: their owner sizes them.
        for view in constrainedViews.values where view.superview != nil && !Self.isCellContentView(view) {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
    }

    /// Whether a constraint between `view` and `other` positions `view`: it has no other item, or the
    /// other item is not inside `view` (a constraint from a subview to its container positions the
    /// subview, not the container).
    private static func isPositioned(_ view: View, relativeTo other: AnyObject?) -> Bool {
        switch other {
        case nil: true
        case let otherView as View: otherView === view || !otherView.isDescendant(of: view)
        case let guide as LayoutGuide: guide.owningView.map { !$0.isDescendant(of: view) || $0 === view } ?? true
        default: true
        }
    }

    private static func isCellContentView(_ view: View) -> Bool {
        (view.superview as? TableViewCell)?.contentView === view
            || (view.superview as? CollectionViewCell)?.contentView === view
    }

    /// The object a constraint's item id names (``layoutItem(_:holder:constraint:_:)``), including a view
    /// made here that a size-class mask leaves uninstalled.
    private func maskedItem(
        _ id: String?, holder: View, constraint: DocumentConstraint, _ attribute: String
    ) -> AnyObject? {
        if let id, uninstalledIDs.contains(id), !excludedIDs.contains(id), let view = createdByID[id] as? View {
            return view
        }
        return layoutItem(id, holder: holder, constraint: constraint, attribute)
    }

    /// The object a constraint's item id names: a view made here (or bound), a view's safe-area or
    /// layout-margins guide (`<viewLayoutGuide key="safeArea">`), a scroll view's content or frame guide
    /// (`<viewLayoutGuide key="contentLayoutGuide">`), or a view controller's legacy top or
    /// bottom layout guide (`<viewControllerLayoutGuide type="top">`); `nil` means the holder.
    private func layoutItem(
        _ id: String?, holder: View, constraint: DocumentConstraint, _ attribute: String
    ) -> AnyObject? {
        guard let id else { return holder }
        // A view a size-class variation uninstalls takes its constraints with it.
        if uninstalledIDs.contains(id) || excludedIDs.contains(id) { return nil }
        if let object = createdByID[id] ?? boundByID[id] { return object }
        if let element = document.element(withID: id) {
            switch element.name {
            case "viewLayoutGuide":
                if let owner = created.first(where: { $0.element.children.contains { $0 === element } })?.object
                    as? View
                {
                    switch element.key {
                    case "safeArea": return owner.safeAreaLayoutGuide
                    case "layoutMargins": return owner.layoutMarginsGuide
                    case "contentLayoutGuide":
                        if let scrollView = owner as? ScrollView { return scrollView.contentLayoutGuide }
                    case "frameLayoutGuide":
                        if let scrollView = owner as? ScrollView { return scrollView.frameLayoutGuide }
                    default: break
                    }
                }
            case "viewControllerLayoutGuide":
                let owners = created.map(\.element) + boundElements
                if let owner = owners.first(where: { Self.holdsLayoutGuide(element, in: $0) }),
                    let ownerID = owner.id,
                    let controller = (createdByID[ownerID] ?? boundByID[ownerID]) as? ViewController
                {
                    // The guides belong to the controller's root view. UIKit's scene nib sets the view
                    // (its File's Owner `view` outlet) before the guides are used; the root view made
                    // here is assigned now, so reading the guide never loads another view.
                    if controller.viewIfLoaded == nil, let rootID = owner.child(forKey: "view")?.id,
                        let root = createdByID[rootID] as? View
                    {
                        controller.view = root
                    }
                    guard controller.viewIfLoaded != nil else { break }
                    switch element["type"] {
                    case "top": return controller.topLayoutGuide
                    case "bottom": return controller.bottomLayoutGuide
                    default: break
                    }
                }
            default:
                break
            }
        }
        report(
            InterfaceBuilderDiagnostic(
                .warning, code: "IB-CONSTRAINT-ITEM",
                message:
                    "constraint \(constraint.layoutIdentifier ?? "?"): its \(attribute) \"\(id)\" is not a view or "
                    + "layout guide made with it; the constraint is not installed",
                position: constraint.position, objectID: constraint.id))
        return nil
    }

    private static func holdsLayoutGuide(_ guide: DocumentElement, in controller: DocumentElement) -> Bool {
        controller.child(named: "layoutGuides")?.children.contains { $0 === guide } ?? false
    }

    /// `translatesAutoresizingMaskIntoConstraints="NO"`, the layout margins settings and the content
    /// hugging and compression resistance priorities of each made view, as `UIView.init(coder:)` decodes
    /// them.
    private func applyLayoutAttributes() {
        for (element, object) in created {
            guard let view = object as? View else { continue }
            if element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            if let flag = element["preservesSuperviewLayoutMargins"] {
                view.preservesSuperviewLayoutMargins = flag == "YES"
            }
            if let flag = element["insetsLayoutMarginsFromSafeArea"] {
                view.insetsLayoutMarginsFromSafeArea = flag == "YES"
            }
            if let margins = element.child(forKey: "layoutMargins"),
                case .insets(let insets)? = decodeValue(
                    margins, ownerID: element.id)
            {
                view.layoutMargins = insets
            }
            if let margins = element.child(forKey: "directionalLayoutMargins") {
                // <directionalEdgeInsets key="directionalLayoutMargins" top= leading= bottom= trailing=>.
                let edges = ["top", "leading", "bottom", "trailing"].map {
                    margins[$0].flatMap(DocumentValueDecoder.parseNumber).map { CGFloat($0) } ?? 0
                }
                view.directionalLayoutMargins = DirectionalEdgeInsets(
                    top: edges[0], leading: edges[1], bottom: edges[2], trailing: edges[3])
            }
            let priorities: [(String, LayoutAxis, Bool)] = [
                ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
                ("horizontalCompressionResistancePriority", .horizontal, false),
                ("verticalCompressionResistancePriority", .vertical, false),
            ]
            for (name, axis, isHugging) in priorities {
                guard let text = element[name] else { continue }
                guard let value = DocumentValueDecoder.parseNumber(text), (1...1000).contains(value) else {
                    report(
                        InterfaceBuilderDiagnostic(
                            .error, code: "IB-VALUE",
                            message: "<\(element.name)> value \"\(text)\" for key \"\(name)\" is not a priority from "
                                + "1 to 1000; the default is used",
                            position: element.position, objectID: element.id))
                    continue
                }
                let priority = LayoutPriority(rawValue: Float(value))
                if isHugging {
                    view.setContentHuggingPriority(priority, for: axis)
                } else {
                    view.setContentCompressionResistancePriority(priority, for: axis)
                }
            }
        }
    }
}
