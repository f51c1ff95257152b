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
