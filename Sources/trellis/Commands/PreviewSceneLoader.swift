// Finds and instantiates the scene `trellis preview` shows: a storyboard scene or a nib's top-level view.
import Foundation
import TrellisInterfaceBuilder
import TrellisUI

/// What `trellis preview` loaded: the controller to show and the problems met on the way.
@MainActor
struct PreviewScene {
    /// The controller whose view the preview shows (a storyboard scene's controller, or a plain
    /// controller holding a nib's first top-level view).
    let controller: ViewController
    /// Diagnostics from reading and instantiating the document.
    let diagnostics: [InterfaceBuilderDiagnostic]
    /// The design size the document records (its root view's frame), when it records one.
    let designSize: CGSize?

    /// Why a document cannot be previewed.
    enum Failure: Error, CustomStringConvertible {
        case unsupportedFile(String)
        case storyboard(StoryboardError)
        case nib(NibError)
        case noScene(String)
        case noView(String)

        var description: String {
            switch self {
            case .unsupportedFile(let path): "\(path): not a .storyboard or .xib document"
            case .storyboard(let error): String(describing: error)
            case .nib(let error): String(describing: error)
            case .noScene(let message): message
            case .noView(let path): "\(path): the nib has no top-level view or view controller to show"
            }
        }
    }

    /// Loads the scene of `path` chosen by `sceneID` (a scene id or a controller's object id) or
    /// `identifier` (a Storyboard ID); without either, the initial view controller, else the first scene.
    /// Size-class variations are resolved for `sizeClasses`.
    static func load(
        path: String, sceneID: String?, identifier: String?, sizeClasses: SizeClassTraits = .unspecified
    ) throws(Failure) -> PreviewScene {
        let url = URL(fileURLWithPath: path)
        switch url.pathExtension {
        case "storyboard":
            return try loadStoryboard(url, sceneID: sceneID, identifier: identifier, sizeClasses: sizeClasses)
        case "xib": return try loadNib(url, sizeClasses: sizeClasses)
        default: throw .unsupportedFile(path)
        }
    }

    private static func loadStoryboard(
        _ url: URL, sceneID: String?, identifier: String?, sizeClasses: SizeClassTraits
    ) throws(Failure) -> PreviewScene {
        let storyboard: Storyboard
        do {
            storyboard = try Storyboard(contentsOf: url)
        } catch {
            throw .storyboard(error)
        }
        storyboard.sizeClasses = sizeClasses
        let scenes = storyboard.scenes
        let chosen: StoryboardScene?
        if let identifier {
            chosen = scenes.first { $0.storyboardIdentifier == identifier }
            if chosen == nil { throw .noScene("\(url.path): no scene has the Storyboard ID \"\(identifier)\"") }
        } else if let sceneID {
            chosen = scenes.first { $0.sceneID == sceneID || $0.controllerID == sceneID }
            if chosen == nil { throw .noScene("\(url.path): no scene or view controller has the id \"\(sceneID)\"") }
        } else if let initial = storyboard.initialViewControllerID {
            chosen = scenes.first { $0.controllerID == initial }
        } else {
            chosen = scenes.first { !$0.isReference }
        }
        guard let scene = chosen, let controllerID = scene.controllerID else {
            throw .noScene("\(url.path): the storyboard has no scene to show")
        }
        let controller: ViewController
        do {
            controller = try storyboard.instantiateViewController(withObjectID: controllerID)
        } catch {
            throw .storyboard(error)
        }
        let frame = scene.view?.child(forKey: "frame")
        return PreviewScene(
            // The storyboard reports what it meets while instantiating to the current LifecycleChecker
            // itself; only the reading problems are left to pass on.
            controller: controller, diagnostics: storyboard.document.diagnostics,
            designSize: frame.flatMap(Self.size(ofRect:)))
    }

    private static func loadNib(_ url: URL, sizeClasses: SizeClassTraits) throws(Failure) -> PreviewScene {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .nib(.document(.unreadable(file: url.path, message: String(describing: error))))
        }
        let nib: Nib
        do {
            nib = try Nib(data: data, name: url.path)
        } catch {
            throw .nib(error)
        }
        // No File's Owner: the preview has none of the app's classes, so outlets to the owner are
        // reported (IB-PLACEHOLDER) rather than connected to a stand-in of the wrong class.
        let instantiation = nib.instantiation(withOwner: nil, options: Nib.Options(sizeClasses: sizeClasses))
        let diagnostics = nib.document.diagnostics + instantiation.diagnostics
        for object in instantiation.topLevelObjects {
            if let controller = object as? ViewController {
                return PreviewScene(controller: controller, diagnostics: diagnostics, designSize: nil)
            }
            if let view = object as? View {
                let holder = ViewController()
                let designSize = view.frame.size
                holder.view = view
                return PreviewScene(
                    controller: holder, diagnostics: diagnostics,
                    designSize: designSize.width > 0 && designSize.height > 0 ? designSize : nil)
            }
        }
        throw .noView(url.path)
    }

    /// The size of a `<rect>` element.
    private static func size(ofRect element: DocumentElement) -> CGSize? {
        guard let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init),
            width > 0, height > 0
        else { return nil }
        return CGSize(width: width, height: height)
    }
}
