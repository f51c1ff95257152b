// The layout guides a view owns: added with addLayoutGuide(_:), positioned by constraints.
import Foundation

extension View {
    /// The guides added with ``addLayoutGuide(_:)``, in order.
    public var layoutGuides: [LayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// Makes this view the owner of `guide` (removing it from a previous owner); its ``LayoutGuide/layoutFrame``
    /// is in this view's coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.role == .user else { return }
        if let previous = guide.owningViewStorage {
            guard previous !== self else { return }
            previous.removeLayoutGuide(guide)
        }
        guide.owningViewStorage = self
        autoLayoutState.layoutGuides.append(guide)
        markUsesAutoLayout()
        layoutEngine(creating: false)?.invalidate()
    }

    /// Removes `guide` from this view, deactivating the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let state = autoLayoutStorage, state.layoutGuides.contains(where: { $0 === guide }) else { return }
        deactivateConstraints(referencing: { $0 === guide }, from: self)
        state.layoutGuides.removeAll { $0 === guide }
        guide.owningViewStorage = nil
        layoutEngine(creating: false)?.invalidate()
    }

    /// The guide Auto Layout keeps in place for `role`, made on first use.
    func systemLayoutGuide(_ role: LayoutGuide.Role, identifier: String) -> LayoutGuide {
        if let guide = autoLayoutStorage?.systemGuide(role) { return guide }
        let guide =
            role == .topLayoutSupport || role == .bottomLayoutSupport
            ? LayoutSupportGuide(role: role, owningView: self, identifier: identifier)
            : LayoutGuide(role: role, owningView: self, identifier: identifier)
        autoLayoutState.systemGuides.append(guide)
        if usesAutoLayout { layoutEngine(creating: false)?.invalidate() }
        return guide
    }

    /// Deactivates the active constraints installed on `ancestor` and the views above it that refer to an
    /// item matching `matches` — what UIKit does when a view leaves its superview.
    func deactivateConstraints(referencing matches: (AnyObject) -> Bool, from ancestor: View) {
        var current: View? = ancestor
        while let view = current {
            if let installed = view.autoLayoutStorage?.constraints, !installed.isEmpty {
                for constraint in installed
                where constraint.firstTerm.leaves.contains(where: { $0.item.map(matches) ?? true })
                    || (constraint.secondTerm?.leaves.contains(where: { $0.item.map(matches) ?? true }) ?? false)
                {
                    constraint.deactivate()
                }
            }
            current = view.superviewStorage
        }
    }
}
