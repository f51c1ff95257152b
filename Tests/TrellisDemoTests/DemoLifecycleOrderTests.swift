// Headless runs of the demo: the whole recorded sequence of view-controller and component-controller
// callbacks for navigation steps, in UIKit's and ComponentKit's order.
import Foundation
import Testing
import TrellisComponents
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

@MainActor @Suite("Demo lifecycle order")
struct DemoLifecycleOrderTests {
    @Test(
        "Pushing Albums: containment, loading, the old top's will-disappear before the new top's will-appear, the list's controller mounting, then the did-callbacks (UIKit's push)"
    )
    func pushAlbums() {
        let harness = DemoHarness()
        let artist = MusicLibrary(songCount: 10_000).artists[0]
        let albums = "Albums[\(artist.name)]"
        harness.play("down")
        let start = harness.nextSequence
        harness.play("enter")
        #expect(
            harness.controllerCalls(since: start) == [
                "\(albums).willMove(toParent: Library)",
                "\(albums).loadView()",
                "\(albums).viewDidLoad()",
                "ListController.didInit()",
                "Artists.viewWillDisappear(false)",
                "\(albums).viewWillAppear(false)",
                "ListController.componentTreeWillAppear()",
                "\(albums).viewIsAppearing(false)",
                "\(albums).viewWillLayoutSubviews()",
                "\(albums).viewDidLayoutSubviews()",
                "ListController.willMount()",
                "ListController.componentDidAcquireView()",
                "ListController.didMount()",
                "Artists.viewDidDisappear(false)",
                "ListController.componentTreeDidDisappear()",
                "\(albums).viewDidAppear(false)",
                "\(albums).didMove(toParent: Library)",
            ])
    }

    @Test(
        "Pushing Songs mounts the header's controller, then each visible row's (willMount, acquire view, didMount) in list order"
    )
    func pushSongs() {
        let harness = DemoHarness()
        let library = MusicLibrary(songCount: 10_000)
        let album = library.albums[0]
        let songs = library.songs(of: album)
        harness.play("down enter")
        let start = harness.nextSequence
        harness.play("enter")
        let calls = harness.controllerCalls(since: start)
        let screen = "Songs[\(album.title)]"
        #expect(
            Array(calls.prefix(3)) == [
                "\(screen).willMove(toParent: Library)", "\(screen).loadView()", "\(screen).viewDidLoad()",
            ])
        // Every row's controller is created with the first build, each row's didInit in list order.
        let initialised = calls.filter { $0.hasSuffix(".didInit()") && $0.hasPrefix("SongRow") }
        #expect(initialised == songs.map { "SongRow#\($0.number).didInit()" })
        // Mounting: the header's tree (the search field) first; then each row, an item of the data source
        // mounted into its collection view cell as the cell is shown: will → acquire → did, in list order.
        let mounting = calls.filter { $0.contains("Mount()") || $0.contains("AcquireView") }
        var expected = [
            "TextFieldController.willMount()", "TextFieldController.componentDidAcquireView()",
            "TextFieldController.didMount()",
        ]
        for song in songs {
            expected += [
                "SongRow#\(song.number).willMount()", "SongRow#\(song.number).componentDidAcquireView()",
                "SongRow#\(song.number).didMount()",
            ]
        }
        #expect(mounting == expected)
        // Appearance around it is UIKit's.
        let appearance = calls.filter { $0.contains(".view") && !$0.contains("Layout") }
        #expect(
            appearance == [
                "\(screen).viewDidLoad()", "Albums[\(library.artists[0].name)].viewWillDisappear(false)",
                "\(screen).viewWillAppear(false)", "\(screen).viewIsAppearing(false)",
                "Albums[\(library.artists[0].name)].viewDidDisappear(false)", "\(screen).viewDidAppear(false)",
            ])
    }

    @Test(
        "A tick of a playing song remounts just its row: willUpdateComponent, willRemount, didRemount, didUpdateComponent"
    )
    func playingTick() {
        let harness = DemoHarness()
        harness.play("down enter enter space")
        let song = MusicLibrary(songCount: 10_000).songs[0]
        let start = harness.nextSequence
        harness.play("wait:1s")
        let row = "SongRow#\(song.number)"
        // The row is an item of the Songs data source: its state update rebuilds that item alone.
        #expect(
            harness.controllerCalls(since: start) == [
                "\(row).willUpdateComponent()",
                "\(row).willRemount()",
                "\(row).didRemount()",
                "\(row).didUpdateComponent()",
            ])
    }

    @Test(
        "Escape pops Songs with UIKit's animated pop: will-callbacks at once, did-callbacks when the transition's time is up"
    )
    func popSongs() {
        let harness = DemoHarness()
        let library = MusicLibrary(songCount: 10_000)
        let albums = "Albums[\(library.artists[0].name)]"
        let songs = "Songs[\(library.albums[0].title)]"
        harness.play("down enter enter")
        var start = harness.nextSequence
        harness.play("esc")
        #expect(
            harness.controllerCalls(since: start) == [
                "\(songs).willMove(toParent: nil)",
                "\(songs).viewWillDisappear(true)",
                "\(albums).viewWillAppear(true)",
                "ListController.componentTreeWillAppear()",
                "\(albums).viewIsAppearing(true)",
            ])
        start = harness.nextSequence
        harness.play("wait:300ms")
        // The popped screen's trees hear that they disappeared: the header's (search field), then the
        // shown rows', in list order.
        let numbers = library.songs(of: library.albums[0]).map(\.number)
        let rows = numbers.map { "SongRow#\($0).componentTreeDidDisappear()" }
        // Released by the navigation controller, the popped screen frees its header, whose tree unmounts
        // and is invalidated, and its data source, which unmounts and invalidates each item in list order.
        func unmount(_ name: String) -> [String] {
            ["\(name).willUnmount()", "\(name).componentWillRelinquishView()", "\(name).didUnmount()"]
        }
        let teardown =
            unmount("TextFieldController") + ["TextFieldController.invalidateController()"]
            + numbers.flatMap { unmount("SongRow#\($0)") + ["SongRow#\($0).invalidateController()"] }
        #expect(
            harness.controllerCalls(since: start) == [
                "\(songs).viewDidDisappear(true)",
                "TextFieldController.componentTreeDidDisappear()",
            ] + rows + [
                "\(albums).viewDidAppear(true)",
                "\(songs).didMove(toParent: nil)",
            ] + teardown)
    }
}
