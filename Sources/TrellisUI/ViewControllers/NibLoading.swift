// The registration point through which a nib loader supplies a view controller's view.
import Foundation

/// Loads a view controller's view from a nib (Interface Builder document).
///
/// `ViewController.loadView()`'s default implementation asks the registered loader for the view
/// named by the controller's `nibName` (or its class name); without a loader, or when the loader
/// has no such nib, it installs an empty view (S1).
@MainActor
public protocol NibLoading: AnyObject, Sendable {
    /// Instantiates the nib `name` from `bundle` with `owner` as File's Owner, makes its
    /// connections, and returns the view for the owner's `view` outlet — or `nil` when no nib of
    /// that name exists.
    func loadView(nibName name: String, bundle: Bundle?, owner: ViewController) -> View?
}

/// Where the nib loader in effect is registered.
///
/// Apps register once with ``shared``; tests bind ``current`` for the duration of a test so
/// parallel tests never see each other's loaders. The task-local binding wins.
@MainActor
public enum NibLoaderRegistry {
    /// The loader bound for the current task (tests).
    @TaskLocal public static var current: (any NibLoading)?
    /// The application-wide loader (apps).
    public static var shared: (any NibLoading)?

    /// The loader in effect: the task-local one, else the application-wide one.
    public static var effective: (any NibLoading)? { current ?? shared }
}

/// An object an Interface Builder document can archive (`NSCoding` plus `awakeFromNib`): made with
/// `init(coder:)` when a nib or storyboard is instantiated, and woken with ``awakeFromNib()`` once every
/// object of that instantiation exists and every outlet and action is connected (I14).
///
/// ``View`` and ``ViewController`` conform; so can any class (a custom object in a document) that
/// implements both requirements.
@MainActor
public protocol NibDecodable: AnyObject {
    /// Creates the object from its archived values (`nil`: it cannot be made from them).
    init?(coder: any Coder)
    /// Called once per instantiation, after all objects are made and connected; outlets are set here.
    /// Placeholders (File's Owner, First Responder) are never sent it. Overrides call `super`.
    func awakeFromNib()
}

extension View: NibDecodable {}
extension ViewController: NibDecodable {}

extension NibDecodable {
    /// Records `awakeFromNib` with the current ``LifecycleRecorder``, then sends it: what a nib loader
    /// calls in its last phase.
    package func performAwakeFromNib() {
        LifecycleRecorder.note(self, "awakeFromNib")
        awakeFromNib()
    }
}

extension GestureRecognizer: NibDecodable {}
extension TabBarItem: NibDecodable {}
extension BarButtonItem: NibDecodable {}
extension NavigationItem: NibDecodable {}
extension TableViewSection: NibDecodable {}
extension CollectionViewLayout: NibDecodable {}
