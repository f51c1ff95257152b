// The segues of a storyboard scene: templates kept by the source controller, triggers wired to the
// controls, bar button items and gesture recognizers that fire them, and embed segues run when the
// view loads.
import Foundation
import TrellisUI

extension Storyboard {
    /// The segue kinds a source controller keeps for `performSegue(withIdentifier:sender:)`: every
    /// kind but relationships (set up with the container) and embeds (run when the view loads).
    static func isKept(_ segue: DocumentElement) -> Bool {
        guard let kind = segue["kind"].flatMap(StoryboardSegueTemplate.Kind.init(rawValue:)) else { return false }
        return kind != .embed
    }

    /// The segues starting from the scene's controller, as templates, in document order.
    func makeSegueTemplates(ofSceneAt index: Int) -> [StoryboardSegueTemplate] {
        contents.segues[index].filter { Self.isKept($0.segue) }.map { makeSegueTemplate($0.segue) }
    }

    /// The template of `segue`, whose kind is known. Its destination is made from this storyboard
    /// each time it is performed (new instances, as for instantiation).
    func makeSegueTemplate(_ segue: DocumentElement) -> StoryboardSegueTemplate {
        let kind = segue["kind"].flatMap(StoryboardSegueTemplate.Kind.init(rawValue:)) ?? .custom
        let destinationID = segue["destination"]
        let position = segue.position
        var style: ModalPresentationStyle?
        if let name = segue["modalPresentationStyle"] {
            style = Self.presentationStyles[name]
            if style == nil {
                report(
                    InterfaceBuilderDiagnostic(
                        .warning, code: "IB-SEGUE-KIND",
                        message:
                            "modalPresentationStyle \"\(name)\" is not one Trellis presents; the destination's own style is used",
                        position: position, objectID: segue.id))
            }
        }
        var segueClass: StoryboardSegue.Type?
        if let className = segue["customClass"] {
            segueClass = registry.segueClass(
                named: className, module: segue["customModule"], moduleProvider: segue["customModuleProvider"])
            if segueClass == nil {
                report(
                    InterfaceBuilderDiagnostic(
                        .warning, code: "IB-UNKNOWN-CLASS",
                        message:
                            "Unknown segue class \(className) in Interface Builder file; register it with ClassRegistry.register(_:module:). A plain StoryboardSegue, which performs nothing, is used",
                        position: position, objectID: segue.id))
            }
        }
        let template = StoryboardSegueTemplate(
            identifier: segue["identifier"], kind: kind,
            unwindAction: segue["unwindAction"].map { ResponderAction($0) },
            modalPresentationStyle: style, animates: segue["animates"] != "NO", segueClass: segueClass
        ) { [self] () throws(StoryboardError) -> ViewController in
            guard let destinationID else {
                throw .noSuchViewController(id: "(none: the segue has no destination)", position: position)
            }
            return try makeViewController(id: destinationID, creator: nil, from: position)
        }
        if kind == .unwind {
            template.registeredActionPerformer = { [registry] action, controller in
                guard let entry = registry.action(action.name, of: controller) else { return nil }
                return { sender in entry.perform(controller, sender) }
            }
        }
        return template
    }

    /// The `modalPresentationStyle` names Xcode writes.
    static let presentationStyles: [String: ModalPresentationStyle] = [
        "fullScreen": .fullScreen, "overFullScreen": .overFullScreen, "pageSheet": .pageSheet,
        "formSheet": .formSheet, "automatic": .automatic, "currentContext": .currentContext,
        "overCurrentContext": .overCurrentContext, "popover": .popover, "custom": .custom,
    ]

    /// The templates the controller keeps, by their segue's document id.
    private func keptTemplates(ofSceneAt index: Int, controller: ViewController) -> [String: StoryboardSegueTemplate] {
        let kept = contents.segues[index].filter { Self.isKept($0.segue) }
        let templates = controller.storyboardLink?.segueTemplates ?? []
        var byID: [String: StoryboardSegueTemplate] = [:]
        for (entry, template) in zip(kept, templates) {
            if let id = entry.segue.id { byID[id] = template }
        }
        return byID
    }

    /// Wires the triggers of the segues in the controller's own nib (bar button items of its
    /// navigation item, toolbar items).
    func connectControllerSegues(ofSceneAt index: Int, instantiation: DocumentInstantiation, controller: ViewController)
    {
        let templates = keptTemplates(ofSceneAt: index, controller: controller)
        for entry in contents.segues[index] where !entry.isInView && entry.owner !== contents.scenes[index].controller {
            guard let id = entry.segue.id, let template = templates[id] else { continue }
            attachTrigger(template, entry: entry, instantiation: instantiation, source: controller)
        }
    }

    /// After the view nib is made: wires the triggers of the segues inside the view, anchors
    /// popovers, and performs the embed segues of container views in document order.
    func connectViewSegues(ofSceneAt index: Int, instantiation: DocumentInstantiation, owner: ViewController) {
        let templates = keptTemplates(ofSceneAt: index, controller: owner)
        for entry in contents.segues[index] {
            if let anchorID = entry.segue["popoverAnchorView"], let id = entry.segue.id, let template = templates[id] {
                template.popoverAnchorView = instantiation.object(withID: anchorID) as? View
            }
        }
        for entry in contents.segues[index] where entry.isInView {
            if entry.segue["kind"] == StoryboardSegueTemplate.Kind.embed.rawValue {
                guard let containerID = entry.owner.id,
                    let container = instantiation.object(withID: containerID) as? View
                else {
                    report(
                        InterfaceBuilderDiagnostic(
                            .error, code: "IB-SEGUE-TRIGGER",
                            message: "the embed segue's container <\(entry.owner.name)> was not made; nothing embedded",
                            position: entry.segue.position, objectID: entry.segue.id))
                    continue
                }
                owner.performEmbedSegue(makeSegueTemplate(entry.segue), in: container)
            } else if let id = entry.segue.id, let template = templates[id] {
                attachTrigger(template, entry: entry, instantiation: instantiation, source: owner)
            }
        }
    }

    /// Makes the object that owns `entry`'s segue fire it: a control's primary action, a bar
    /// button item's action, a gesture recognizer's action. The source is asked
    /// `shouldPerformSegue(withIdentifier:sender:)` first, with the trigger as sender.
    private func attachTrigger(
        _ template: StoryboardSegueTemplate, entry: StoryboardSegueElement, instantiation: DocumentInstantiation,
        source: ViewController
    ) {
        let object = entry.owner.id.flatMap { instantiation.object(withID: $0) }
        switch object {
        case let control as Control:
            control.addAction(for: .primaryActionTriggered) { [weak source] (sender: Control) in
                source?.performSegue(template, sender: sender, askingFirst: true)
            }
        case let item as BarButtonItem:
            item.setTarget(source) { (controller: ViewController) in
                { item in controller.performSegue(template, sender: item, askingFirst: true) }
            }
        case let recognizer as GestureRecognizer:
            recognizer.addAction { [weak source] recognizer in
                source?.performSegue(template, sender: recognizer, askingFirst: true)
            }
        default:
            let what = object.map { "a \(type(of: $0))" } ?? "<\(entry.owner.name)>, which is not made as an object,"
            report(
                InterfaceBuilderDiagnostic(
                    .warning, code: "IB-SEGUE-TRIGGER",
                    message:
                        "the segue \(template.identifier.map { "\"\($0)\" " } ?? "")is triggered by \(what) and Trellis cannot fire it from there; performSegue(withIdentifier:sender:) still performs it",
                    position: entry.segue.position, objectID: entry.segue.id))
        }
    }
}
