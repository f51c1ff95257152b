// Data source controllers: ComponentKit's integration rules for items — updates on and off screen,
// didPrepareLayout, invalidation on removal, on release and when a rebuild drops a component.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

@Suite("Data source controllers")
@MainActor struct DataSourceControllerTests {
    private func mount(_ dataSource: ComponentDataSource<RowModel>, _ path: IndexPath) throws -> View {
        let view = View()
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        try #require(dataSource.state.item(at: path)).scopeRoot.attach(to: view, sizeRange: rowRange)
        return view
    }

    @Test("an update of a mounted item: [willUpdateComponent, willRemount, didRemount, didUpdateComponent]")
    func onScreenUpdate() throws {
        try withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 20, height: 10)
            let dataSource = makeRowDataSource(screen)
            try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .synchronous)
            let view = try mount(dataSource, [0, 0])
            let controller = try #require(rowController(dataSource, [0, 0]))
            recorder.reset()
            try dataSource.apply(changeset(updated: [(0, 0)]), mode: .asynchronous)
            screen.runUntilIdle()
            #expect(view.subviews.count == 1)
            #expect(
                callbacks(recorder, controller) == [
                    "willUpdateComponent", "willRemount", "didRemount", "didUpdateComponent",
                ])
            let item = try #require(dataSource.state.item(at: [0, 0]))
            #expect(item.scopeRoot.mountedLayout === item.rootLayout)
        }
    }

    @Test("an update of an item not mounted: [willUpdateComponent]; didUpdateComponent waits for its mount")
    func offScreenUpdate() throws {
        try withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 20, height: 10)
            let dataSource = makeRowDataSource(screen)
            try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .synchronous)
            let controller = try #require(rowController(dataSource, [0, 1]))
            try dataSource.apply(changeset(updated: [(0, 1)]), mode: .synchronous)
            #expect(callbacks(recorder, controller) == ["willUpdateComponent"])
            _ = try mount(dataSource, [0, 1])
            #expect(
                callbacks(recorder, controller) == [
                    "willUpdateComponent", "willMount", "didMount", "didUpdateComponent",
                ])
        }
    }

    @Test("didPrepareLayout comes after the listeners' didApply, for inserted and updated items, not again at mount")
    func didPrepareLayoutOrdering() throws {
        try withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 20, height: 10)
            let dataSource = makeRowDataSource(screen) { model, _ in PreparingItem(model: model) }
            let log = UpdateLog<RowModel>()
            log.recordsInto = recorder
            dataSource.addListener(log)
            try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .synchronous)
            let first = try #require(dataSource.state.item(at: [0, 0])?.scopeRoot.controllers.first)
            let second = try #require(dataSource.state.item(at: [0, 1])?.scopeRoot.controllers.first)
            func sequence() -> [String] {
                let names: [ObjectIdentifier: String] = [
                    ObjectIdentifier(log): "listener", ObjectIdentifier(first): "first",
                    ObjectIdentifier(second): "second",
                ]
                return recorder.events.compactMap { event in names[event.objectID].map { "\($0).\(event.callback)" } }
            }
            #expect(
                sequence() == [
                    "listener.dataSourceWillApply", "first.didInit", "second.didInit", "listener.dataSourceDidApply",
                    "first.didPrepareLayout", "second.didPrepareLayout",
                ])
            recorder.reset()
            try dataSource.apply(changeset(updated: [(0, 1)]), mode: .synchronous)
            #expect(
                sequence() == [
                    "listener.dataSourceWillApply", "second.willUpdateComponent", "listener.dataSourceDidApply",
                    "second.didPrepareLayout",
                ])
            recorder.reset()
            _ = try mount(dataSource, [0, 0])
            #expect(sequence() == ["first.willMount", "first.didMount"])
        }
    }

    @Test("removing an item or its section invalidates its controllers; a mounted one unmounts first")
    func removalInvalidates() throws {
        try withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 20, height: 10)
            let dataSource = makeRowDataSource(screen)
            try dataSource.apply(initialChangeset([rows(0..<3), rows(3..<5)]), mode: .synchronous)
            let view = try mount(dataSource, [0, 0])
            let mounted = try #require(rowController(dataSource, [0, 0]))
            let unmounted = try #require(rowController(dataSource, [0, 2]))
            let moved = try #require(rowController(dataSource, [1, 0]))
            let inSection = try #require(rowController(dataSource, [1, 1]))
            let kept = try #require(rowController(dataSource, [0, 1]))
            recorder.reset()
            try dataSource.apply(
                changeset(removed: [(0, 0), (0, 2)], removedSections: [1], moved: [((1, 0), (0, 0))]),
                mode: .synchronous)
            #expect(callbacks(recorder, mounted) == ["willUnmount", "didUnmount", "invalidateController"])
            #expect(callbacks(recorder, unmounted) == ["invalidateController"])
            #expect(callbacks(recorder, inSection) == ["invalidateController"])
            #expect(callbacks(recorder, moved) == [])
            #expect(callbacks(recorder, kept) == [])
            #expect(dataSource.state.models == [[rows(3..<4)[0], rows(1..<2)[0]]])
            withExtendedLifetime(view) {}
        }
    }

    @Test("releasing the data source invalidates every item's controllers, and frees its roots")
    func releaseInvalidates() throws {
        try withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 20, height: 10)
            weak var weakRoot: ComponentRoot?
            var controllers: [AnyComponentController] = []
            do {
                var dataSource: ComponentDataSource<RowModel>? = makeRowDataSource(screen)
                try dataSource?.apply(initialChangeset([rows(0..<2), rows(2..<3)]), mode: .synchronous)
                controllers = dataSource?.state.sections.flatMap { $0.flatMap(\.scopeRoot.controllers) } ?? []
                weakRoot = dataSource?.state.item(at: [1, 0])?.scopeRoot
                dataSource = nil
            }
            #expect(controllers.count == 3)
            for controller in controllers { #expect(callbacks(recorder, controller) == ["invalidateController"]) }
            ComponentRoot.waitForRetiredTrees()
            #expect(weakRoot == nil)
        }
    }

    @Test("a model update whose component drops a controller invalidates it")
    func updateDroppingComponentInvalidates() throws {
        try withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 20, height: 10)
            let dataSource = makeRowDataSource(screen) { model, _ in
                model.text == "plain" ? RowLeaf(text: "plain", height: 1) as any Component : RowItem(model: model)
            }
            try dataSource.apply(initialChangeset([rows(0..<1)]), mode: .synchronous)
            let controller = try #require(rowController(dataSource, [0, 0]))
            try dataSource.apply(
                Changeset(updatedItems: [(IndexPath(indexes: [0, 0]), RowModel(id: 0, text: "plain"))]),
                mode: .synchronous)
            #expect(callbacks(recorder, controller) == ["invalidateController"])
        }
    }
}

@Suite("Data source state updates")
@MainActor struct DataSourceStateUpdateTests {
    @Test("state updates in one update cycle are coalesced into one modification that updates only their item")
    func coalesced() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset([rows(0..<3)]), mode: .synchronous)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        let controller = try #require(rowController(dataSource, [0, 1]))
        let untouched = try #require(dataSource.state.item(at: [0, 2]))
        let applied = dataSource.appliedModificationCount
        controller.updateState(mode: .synchronous) { $0 = "hello" }
        controller.updateState(mode: .synchronous) { $0 += " world" }
        controller.updateState(mode: .synchronous) { $0 += "!" }
        #expect(shownTexts(dataSource.state) == [["r0", "r1", "r2"]])
        screen.runUntilIdle()
        #expect(dataSource.appliedModificationCount == applied + 1)
        #expect(shownTexts(dataSource.state) == [["r0", "r1hello world!", "r2"]])
        #expect(log.didApply.map(\.appliedChanges.updatedIndexPaths) == [Set([IndexPath(indexes: [0, 1])])])
        #expect(dataSource.state.item(at: [0, 2])?.rootLayout === untouched.rootLayout)
        #expect(controller.state == "hello world!")
    }

    @Test("asynchronous state updates of several items are applied as one modification after the build")
    func asynchronous() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset([rows(0..<3)]), mode: .synchronous)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        try #require(rowController(dataSource, [0, 0])).updateState(mode: .asynchronous) { $0 = "a" }
        try #require(rowController(dataSource, [0, 2])).updateState(mode: .asynchronous) { $0 = "c" }
        screen.runUntilIdle()
        #expect(shownTexts(dataSource.state) == [["r0a", "r1", "r2c"]])
        #expect(
            log.didApply.map(\.appliedChanges.updatedIndexPaths) == [
                Set([IndexPath(indexes: [0, 0]), IndexPath(indexes: [0, 2])])
            ])
    }

    @Test(
        "a state update of a mounted item remounts it: [willUpdateComponent, willRemount, didRemount, didUpdateComponent]"
    )
    func mountedItemRemounts() throws {
        try withLifecycle { recorder, _ in
            let screen = HeadlessScreen(width: 20, height: 10)
            let dataSource = makeRowDataSource(screen)
            try dataSource.apply(initialChangeset([rows(0..<1)]), mode: .synchronous)
            let view = View()
            try #require(dataSource.state.item(at: [0, 0])).scopeRoot.attach(to: view, sizeRange: rowRange)
            let controller = try #require(rowController(dataSource, [0, 0]))
            recorder.reset()
            controller.updateState(mode: .asynchronous) { $0 = "!" }
            screen.runUntilIdle()
            #expect(
                callbacks(recorder, controller) == [
                    "willUpdateComponent", "willRemount", "didRemount", "didUpdateComponent",
                ])
            #expect(shownTexts(dataSource.state) == [["r0!"]])
        }
    }

    @Test("paused state updates wait; unpausing applies them at once")
    func pause() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset([rows(0..<1)]), mode: .synchronous)
        dataSource.shouldPauseStateUpdates = true
        try #require(rowController(dataSource, [0, 0])).updateState(mode: .synchronous) { $0 = "later" }
        screen.runUntilIdle()
        #expect(shownTexts(dataSource.state) == [["r0"]])
        dataSource.shouldPauseStateUpdates = false
        #expect(shownTexts(dataSource.state) == [["r0later"]])
    }

    @Test("a model update folds the item's pending state updates; the state update then changes nothing more")
    func modelUpdateFoldsStateUpdates() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset([rows(0..<1)]), mode: .synchronous)
        try #require(rowController(dataSource, [0, 0])).updateState(mode: .asynchronous) { $0 = "+" }
        try dataSource.apply(
            Changeset(updatedItems: [(IndexPath(indexes: [0, 0]), RowModel(id: 0, text: "x"))]), mode: .synchronous)
        #expect(shownTexts(dataSource.state) == [["x+"]])
        let applied = dataSource.appliedModificationCount
        screen.runUntilIdle()
        #expect(shownTexts(dataSource.state) == [["x+"]])
        #expect(dataSource.appliedModificationCount == applied)
    }
}
