// DemoApp: the showcase behind `trellis demo` — a music library built from components with controllers
// inside UIKit-style view controllers, on any Screen, with its lifecycle shown live.
import Foundation
import TrellisComponents
import TrellisUI

/// Options of the demo.
public struct DemoOptions: Sendable {
    /// How many generated songs the library (and the All Songs screen) has.
    public var songCount: Int

    /// Options with `songCount` songs (negative counts as none).
    public init(songCount: Int = 10_000) {
        self.songCount = max(0, songCount)
    }
}

/// The music-library showcase, on any ``Screen``.
///
/// A tab bar controller with **Library** (a navigation controller: Artists → Albums → Songs, plus All
/// Songs), **Now Playing** and **Lifecycle**; song rows are the seed's `MySongComponent`, whose
/// controllers observe simulated players; a lifecycle side panel (`L`), a status line with the last
/// frame's timings, key help (`?`), `q` or Ctrl-C to quit. The app runs on whatever drives
/// `application` — the terminal host's run loop, or tests and key scripts on a headless screen.
@MainActor public final class DemoApp {
    /// The app's window (key and visible once the app is built).
    public let window: Window
    /// Records every lifecycle callback of the app; installed as the application's recorder.
    public let recorder: LifecycleRecorder

    /// The generated library.
    let library: MusicLibrary
    /// Plays songs on the application's clock.
    let playback: PlaybackCenter
    /// What the lifecycle panel and tab show.
    let log: LifecycleLog
    /// The window's root view controller.
    let rootViewController: DemoRootViewController
    /// The Library tab's navigation controller.
    let libraryNavigation: NavigationController

    /// Builds the app in a new window on `screen` (in `application`), makes it key and visible, and
    /// installs ``recorder`` as the application's lifecycle recorder.
    public init(screen: any Screen, application: Application, options: DemoOptions = DemoOptions()) {
        let recorder = LifecycleRecorder(clock: application.clock)
        self.recorder = recorder
        application.lifecycleRecorder = recorder
        library = MusicLibrary(songCount: options.songCount)
        playback = PlaybackCenter(application: application)
        log = LifecycleLog(recorder: recorder, inbox: application.inbox)
        let window = DemoWindow(screen: screen, application: application)
        self.window = window

        let screens = LibraryScreens(
            library: library, playback: playback, recorder: recorder, application: application,
            songGenerator: SongGenerator(after: library))
        let artists = screens.artists()
        libraryNavigation = NavigationController(rootViewController: artists)
        libraryNavigation.title = "Library"
        let nowPlaying = NowPlayingViewController(playback: playback)
        let lifecycle = LifecycleViewController(log: log)
        // Recorded, so that the storyboard's init(coder:) and awakeFromNib calls show in the lifecycle log.
        let settings = application.withLifecycleRecording { SettingsStoryboard.makeTab() }
        let tabs = TabBarController()
        tabs.viewControllers = [libraryNavigation, nowPlaying, lifecycle, settings]
        let root = DemoRootViewController(tabs: tabs, log: log, application: application, playback: playback)
        rootViewController = root
        window.onEvent = { [weak root] in root?.statusNeedsRefresh() }
        for (label, controller) in [
            ("Root", root as ViewController), ("Tabs", tabs), ("Library", libraryNavigation),
            ("Artists", artists), ("NowPlaying", nowPlaying), ("Lifecycle", lifecycle), ("Settings", settings),
        ] {
            recorder.setLabel(label, for: controller)
        }
        application.withLifecycleRecording {
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.restoreFocus()
        }
    }

    /// The application the app runs in.
    public var application: Application { window.application }
}
