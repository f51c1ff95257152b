// A screen that belongs to an application, so that windows created on it join that application.
import Foundation

/// A ``Screen`` owned by an ``Application`` (a `HeadlessScreen`, a terminal screen).
///
/// `Window(screen:)` joins the screen's application when the screen conforms; otherwise the window
/// gets an application of its own.
@MainActor
public protocol ApplicationScreen: Screen {
    /// The application whose windows this screen shows.
    var application: Application { get }
}
