// StoryboardScene and StoryboardContents: a storyboard document indexed by scene — each scene's view
// controller, its view (the scene's view nib), its placeholders and other objects, and its segues.
import Foundation

/// One scene of a storyboard: a view controller (or a storyboard reference) with what belongs to it.
public struct StoryboardScene: Sendable {
    /// The scene's `sceneID`.
    public let sceneID: String?
    /// The scene's view controller element (`viewController`, `navigationController`, …, or a
    /// `viewControllerPlaceholder` for a storyboard reference).
    public let controller: DocumentElement
    /// The controller's `<… key="view">` element: the scene's view nib, loaded when the view loads.
    public let view: DocumentElement?
    /// The scene's placeholders (First Responder), bound in both of the scene's nibs.
    public let placeholders: [DocumentElement]
    /// The scene's other top-level objects (gesture recognizers, custom objects): they belong to
    /// the view nib.
    public let otherObjects: [DocumentElement]

    /// The controller's id.
    public var controllerID: String? { controller.id }
    /// The controller's storyboard identifier (Storyboard ID).
    public var storyboardIdentifier: String? { controller["storyboardIdentifier"] }
    /// Whether the scene is a storyboard reference.
    public var isReference: Bool { controller.name == "viewControllerPlaceholder" }
}

/// A segue element with the element whose `<connections>` hold it (its trigger).
struct StoryboardSegueElement: Sendable {
    /// The `<segue>` element.
    let segue: DocumentElement
    /// The element that owns the `<connections>` the segue is in.
    let owner: DocumentElement
    /// Whether the owner is inside the scene's view (its trigger exists once the view loads).
    let isInView: Bool
}

/// A storyboard document indexed for instantiation. Built once per document and shared by every
/// `Storyboard` made from it.
struct StoryboardContents: Sendable {
    let document: InterfaceBuilderDocument
    /// The storyboard's name (file name without extension).
    let name: String
    let scenes: [StoryboardScene]
    /// Scene index by controller id.
    let sceneIndexByControllerID: [String: Int]
    /// Scene index by view id (the view nib names).
    let sceneIndexByViewID: [String: Int]
    /// Segues starting from each scene, by scene index, in document order (nested peek-and-pop
    /// `<segue key="commit">` elements are not separate segues).
    let segues: [[StoryboardSegueElement]]

    init(document: InterfaceBuilderDocument, name: String) {
        self.document = document
        self.name = name
        var scenes: [StoryboardScene] = []
        for scene in document.root.child(named: "scenes")?.children(named: "scene") ?? [] {
            guard let objects = scene.child(named: "objects") else { continue }
            var controller: DocumentElement?
            var placeholders: [DocumentElement] = []
            var others: [DocumentElement] = []
            for object in objects.children {
                if controller == nil, object["sceneMemberID"] == "viewController" {
                    controller = object
                } else if object.name == "placeholder" {
                    placeholders.append(object)
                } else if object.name != "exit" {
                    others.append(object)
                }
            }
            guard let controller else { continue }
            scenes.append(
                StoryboardScene(
                    sceneID: scene["sceneID"], controller: controller, view: controller.child(forKey: "view"),
                    placeholders: placeholders, otherObjects: others))
        }
        self.scenes = scenes
        var byController: [String: Int] = [:]
        var byView: [String: Int] = [:]
        var segues: [[StoryboardSegueElement]] = []
        for (index, scene) in scenes.enumerated() {
            if let id = scene.controllerID, byController[id] == nil { byController[id] = index }
            if let id = scene.view?.id, byView[id] == nil { byView[id] = index }
            var found: [StoryboardSegueElement] = []
            Self.collectSegues(in: scene.controller, view: scene.view, insideView: false, into: &found)
            for object in scene.otherObjects {
                Self.collectSegues(in: object, view: nil, insideView: true, into: &found)
            }
            segues.append(found)
        }
        sceneIndexByControllerID = byController
        sceneIndexByViewID = byView
        self.segues = segues
    }

    private static func collectSegues(
        in element: DocumentElement, view: DocumentElement?, insideView: Bool,
        into found: inout [StoryboardSegueElement]
    ) {
        let inView = insideView || element === view
        for child in element.children {
            if child.name == "connections" {
                for segue in child.children(named: "segue") where segue["kind"] != nil {
                    found.append(StoryboardSegueElement(segue: segue, owner: element, isInView: inView))
                }
            } else if child.name != "segue" {
                collectSegues(in: child, view: view, insideView: inView, into: &found)
            }
        }
    }

    /// The scene whose controller has `id`.
    func scene(withControllerID id: String) -> StoryboardScene? {
        sceneIndexByControllerID[id].map { scenes[$0] }
    }

    /// The scene whose controller has the storyboard identifier `identifier`.
    func scene(withIdentifier identifier: String) -> StoryboardScene? {
        scenes.first { !$0.isReference && $0.storyboardIdentifier == identifier }
    }
}
