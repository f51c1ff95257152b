// Storyboard: opens a .storyboard document from a bundle or directory and makes its view controllers
// — the controller's own nib first, its view nib when the view loads (S5, I15) — with their
// relationships, segues and storyboard references.
import Foundation
import TrellisUI

/// A storyboard (`UIStoryboard`): scenes of view controllers joined by segues and relationships,
/// read from the `.storyboard` document Xcode writes.
///
/// ```swift
/// let storyboard = try Storyboard(name: "Main", bundle: .module)
/// let root = try storyboard.instantiateInitialViewController()
/// let detail: DetailViewController = try storyboard.instantiateViewController(identifier: "Detail") { coder in
///     DetailViewController(coder: coder, model: model)
/// }
/// ```
///
/// Every call makes new instances. A scene is made in two steps, as UIKit does (S5):
/// instantiating makes the controller's own nib — the controller with `init(coder:)`, its navigation
/// item and bar button items, their connections, then `awakeFromNib()` — while the view is not
/// loaded; the scene's view (its view nib, with the controller as File's Owner) is made only when
/// the controller's view loads, before `viewDidLoad()` (I15). Relationship destinations (a
/// navigation controller's root, a tab bar controller's tabs, a split view's columns) are made right
/// after their container's nib, in document order, and set on it. Segues starting from a controller
/// are kept by it for `ViewController.performSegue(withIdentifier:sender:)`; those a
/// control, bar button item or gesture recognizer triggers are wired to it; embed segues run when
/// the view loads. Storyboard references (`viewControllerPlaceholder`) are followed to the
/// storyboard they name, found beside this one.
///
/// Problems never trap: a storyboard or identifier that does not exist throws a
/// ``StoryboardError`` naming the document, line and id; problems met while making objects are
/// collected in ``diagnostics`` and reported to the current `LifecycleChecker` under their code.
@MainActor
public final class Storyboard: StoryboardInstantiating {
    /// The storyboard's name: its file name without the `.storyboard` extension.
    public let name: String
    /// Where classes named by the document are found.
    public let registry: ClassRegistry
    let catalog: StoryboardCatalog
    let contents: StoryboardContents
    /// Problems met while instantiating from this storyboard, in the order they were met.
    public private(set) var diagnostics: [InterfaceBuilderDiagnostic] = []

    /// Opens the storyboard `name` from `bundle`'s resources (the main bundle when `nil`), looking
    /// below the resource directory too (SwiftPM copies resource folders as they are, and Xcode keeps
    /// storyboards in `Base.lproj`).
    ///
    /// - Throws: ``StoryboardError/notFound(name:searched:)`` when there is no such document,
    ///   ``StoryboardError/document(_:)`` when it cannot be read.
    public convenience init(name: String, bundle: Bundle? = nil, registry: ClassRegistry = .shared)
        throws(StoryboardError)
    {
        let bundle = bundle ?? .main
        let root = bundle.resourceURL ?? bundle.bundleURL
        let catalog = StoryboardCatalog(searchRoots: [root])
        guard let url = catalog.url(named: name) else {
            throw .notFound(name: name, searched: catalog.searchedDescription)
        }
        let located = StoryboardCatalog(searchRoots: [url.deletingLastPathComponent(), root])
        try self.init(contents: located.load(url, name: name), catalog: located, registry: registry)
    }

    /// Opens the storyboard `name` from `directory` (or a directory below it).
    public convenience init(name: String, directory: URL, registry: ClassRegistry = .shared) throws(StoryboardError) {
        let catalog = StoryboardCatalog(searchRoots: [directory])
        guard let url = catalog.url(named: name) else {
            throw .notFound(name: name, searched: catalog.searchedDescription)
        }
        let located = StoryboardCatalog(searchRoots: [url.deletingLastPathComponent(), directory])
        try self.init(contents: located.load(url, name: name), catalog: located, registry: registry)
    }

    /// Opens the storyboard document at `url`. Storyboards it references are looked up in its
    /// directory, then below its parent and grandparent directories: an Xcode project keeps an app's
    /// storyboards in several folders, which the built app has side by side.
    public convenience init(contentsOf url: URL, registry: ClassRegistry = .shared) throws(StoryboardError) {
        let name = url.deletingPathExtension().lastPathComponent
        let directory = url.deletingLastPathComponent()
        let parent = directory.deletingLastPathComponent()
        let catalog = StoryboardCatalog(searchRoots: [directory, parent, parent.deletingLastPathComponent()])
        try self.init(contents: catalog.load(url, name: name), catalog: catalog, registry: registry)
    }

    init(contents: StoryboardContents, catalog: StoryboardCatalog, registry: ClassRegistry) {
        self.name = contents.name
        self.contents = contents
        self.catalog = catalog
        self.registry = registry
    }

    /// The parsed document.
    public var document: InterfaceBuilderDocument { contents.document }

    /// The size classes the storyboard's size-class variations are resolved for when it makes scenes
    /// and their views (``DocumentLoader/sizeClasses``); unspecified (the base layout) by default.
    public var sizeClasses: SizeClassTraits = .unspecified

    /// A loader for this storyboard's document with its registry and size classes.
    private var loader: DocumentLoader {
        var loader = DocumentLoader(document: document, registry: registry)
        loader.sizeClasses = sizeClasses
        return loader
    }

    /// The scenes in document order.
    public var scenes: [StoryboardScene] { contents.scenes }

    /// The id of the initial view controller (the document's `initialViewController`), if any.
    public var initialViewControllerID: String? { document.root["initialViewController"] }

    // MARK: Instantiating

    /// A new instance of the initial view controller; `nil` when the storyboard names none.
    public func instantiateInitialViewController() throws(StoryboardError) -> ViewController? {
        guard let id = initialViewControllerID else { return nil }
        return try makeViewController(id: id, creator: nil, from: document.root.position)
    }

    /// A new instance of the initial view controller, made by `creator` from the scene's coder
    /// (dependency injection: call the class's own `init?(coder:…)` with extra arguments). `nil` when
    /// the storyboard names no initial view controller.
    ///
    /// - Throws: ``StoryboardError/cannotInstantiate(id:className:position:reason:)`` when the
    ///   creator returns `nil`; ``StoryboardError/wrongType(id:expected:actual:position:)`` when
    ///   the controller made is not a `Controller`.
    public func instantiateInitialViewController<Controller: ViewController>(
        creator: (@MainActor (any Coder) -> Controller?)?
    ) throws(StoryboardError) -> Controller? {
        guard let id = initialViewControllerID else { return nil }
        return try typed(
            makeViewController(id: id, creator: creator.map(Self.erase), from: document.root.position), id: id)
    }

    /// A new instance of the view controller whose storyboard identifier (Storyboard ID) is `identifier`.
    ///
    /// - Throws: ``StoryboardError/unknownIdentifier(_:file:)`` when no scene has it.
    public func instantiateViewController(withIdentifier identifier: String) throws(StoryboardError) -> ViewController {
        guard let scene = contents.scene(withIdentifier: identifier), let id = scene.controllerID else {
            throw .unknownIdentifier(identifier, file: document.file)
        }
        return try makeViewController(id: id, creator: nil, from: scene.controller.position)
    }

    /// A new instance of the view controller with the storyboard identifier `identifier`, made by
    /// `creator` from the scene's coder when one is given (UIKit's
    /// `instantiateViewController(identifier:creator:)`), and of type `Controller`.
    public func instantiateViewController<Controller: ViewController>(
        identifier: String, creator: (@MainActor (any Coder) -> Controller?)? = nil
    ) throws(StoryboardError) -> Controller {
        guard let scene = contents.scene(withIdentifier: identifier), let id = scene.controllerID else {
            throw .unknownIdentifier(identifier, file: document.file)
        }
        let made = try makeViewController(id: id, creator: creator.map(Self.erase), from: scene.controller.position)
        return try typed(made, id: id)
    }

    /// A new instance of the view controller whose document id is `id` (any scene, with or without
    /// a storyboard identifier; a storyboard reference's id follows the reference). For tools that
    /// go through every scene.
    public func instantiateViewController(withObjectID id: String) throws(StoryboardError) -> ViewController {
        try makeViewController(id: id, creator: nil, from: document.root.position)
    }

    /// Makes the view of `owner` (a controller this storyboard made) from the scene view `nibName`:
    /// the views' `init(coder:)`, the connections (the controller's outlets to its views, actions to
    /// it), `awakeFromNib()`; then segue triggers are wired and embed segues performed. Called by
    /// the controller's `loadView()`.
    public func instantiateView(nibName: String, owner: ViewController) -> View? {
        guard let index = contents.sceneIndexByViewID[nibName], let viewElement = contents.scenes[index].view else {
            return nil
        }
        let scene = contents.scenes[index]
        var placeholders: [String: AnyObject] = [:]
        if let id = scene.controllerID { placeholders[id] = owner }
        let instantiation =
            loader
            .instantiate([viewElement] + scene.otherObjects + scene.placeholders, placeholders: placeholders)
        report(instantiation.diagnostics)
        guard let root = instantiation.object(withID: nibName) as? View else {
            report(
                InterfaceBuilderDiagnostic(
                    .error, code: "IB-INSTANTIATE",
                    message:
                        "the scene's view <\(viewElement.name)> could not be made; the controller gets an empty view",
                    position: viewElement.position, objectID: nibName))
            return nil
        }
        // The view is the owner's before embed segues run, so prepare(for:sender:) may read it.
        if owner.viewIfLoaded !== root { owner.view = root }
        connectViewSegues(ofSceneAt: index, instantiation: instantiation, owner: owner)
        return root
    }

    // MARK: Making controllers

    /// How deep storyboard references may chain before it is taken for a cycle.
    static let maximumReferenceDepth = 32

    /// Makes the controller with document id `id` (following storyboard references), links it to
    /// this storyboard, wires its segues and makes its relationships.
    func makeViewController(
        id: String, creator: (@MainActor (any Coder) -> AnyObject?)?, from position: SourcePosition, depth: Int = 0
    ) throws(StoryboardError) -> ViewController {
        guard let index = contents.sceneIndexByControllerID[id] else {
            throw .noSuchViewController(id: id, position: position)
        }
        let scene = contents.scenes[index]
        if scene.isReference {
            return try followReference(scene, creator: creator, depth: depth)
        }
        let excluded: Set<String> = scene.view?.id.map { [$0] } ?? []
        let instantiation = loader.instantiate(
            [scene.controller] + scene.placeholders, placeholders: [:], excluding: excluded,
            creators: creator.map { [id: $0] } ?? [:])
        report(instantiation.diagnostics)
        let className = scene.controller["customClass"] ?? scene.controller.name
        guard let object = instantiation.object(withID: id) else {
            let reason = creator == nil ? "its init(coder:) returned nil" : "the creator returned nil"
            throw .cannotInstantiate(id: id, className: className, position: scene.controller.position, reason: reason)
        }
        guard let controller = object as? ViewController else {
            throw .cannotInstantiate(
                id: id, className: className, position: scene.controller.position,
                reason: "\(type(of: object)) is not a view controller")
        }
        controller.storyboardLink = StoryboardLink(
            storyboard: self, viewNibName: scene.view?.id, segueTemplates: makeSegueTemplates(ofSceneAt: index))
        connectControllerSegues(ofSceneAt: index, instantiation: instantiation, controller: controller)
        makeRelationships(ofSceneAt: index, container: controller)
        return controller
    }

    /// A storyboard reference: the referenced identifier (or the initial controller) of the named
    /// storyboard (this one when no name is given).
    private func followReference(
        _ scene: StoryboardScene, creator: (@MainActor (any Coder) -> AnyObject?)?, depth: Int
    ) throws(StoryboardError) -> ViewController {
        let position = scene.controller.position
        guard depth < Self.maximumReferenceDepth else { throw .referenceCycle(position: position) }
        let target: Storyboard
        if let otherName = scene.controller["storyboardName"], otherName != name {
            do {
                target = Storyboard(
                    contents: try catalog.contents(named: otherName), catalog: catalog, registry: registry)
            } catch {
                if case .notFound = error { throw .unknownStoryboard(name: otherName, position: position) }
                throw error
            }
        } else {
            target = self
        }
        target.sizeClasses = sizeClasses
        // A referenced storyboard reported its problems when it met them; this one keeps them too.
        defer { if target !== self { diagnostics.append(contentsOf: target.diagnostics) } }
        if let identifier = scene.controller["referencedIdentifier"] {
            guard let referenced = target.contents.scene(withIdentifier: identifier), let id = referenced.controllerID
            else {
                throw .unknownIdentifier(identifier, file: target.document.file)
            }
            return try target.makeViewController(id: id, creator: creator, from: position, depth: depth + 1)
        }
        guard let initial = target.initialViewControllerID else {
            throw .noSuchViewController(id: "(initial view controller of \(target.name))", position: position)
        }
        return try target.makeViewController(id: initial, creator: creator, from: position, depth: depth + 1)
    }

    private func typed<Controller: ViewController>(_ made: ViewController, id: String) throws(StoryboardError)
        -> Controller
    {
        guard let controller = made as? Controller else {
            let position = contents.scene(withControllerID: id)?.controller.position ?? document.root.position
            throw .wrongType(
                id: id, expected: String(describing: Controller.self), actual: String(describing: type(of: made)),
                position: position)
        }
        return controller
    }

    private static func erase<Controller: ViewController>(
        _ creator: @escaping @MainActor (any Coder) -> Controller?
    ) -> @MainActor (any Coder) -> AnyObject? {
        { coder in creator(coder) }
    }

    // MARK: Diagnostics

    /// Keeps `diagnostic` and reports it to the current lifecycle checker under its code.
    func report(_ diagnostic: InterfaceBuilderDiagnostic) {
        diagnostics.append(diagnostic)
        var path = diagnostic.position.description
        if let id = diagnostic.objectID { path += " (object \(id))" }
        LifecycleChecker.emit(rule: diagnostic.code, path: path, message: diagnostic.message)
    }

    func report(_ list: [InterfaceBuilderDiagnostic]) {
        for diagnostic in list { report(diagnostic) }
    }
}
