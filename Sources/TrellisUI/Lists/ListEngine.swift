// ListEngine: the machinery collection views and table views share — cached section and item counts,
// the displayed cells by element, reuse queues by identifier, the layout pass that shows only what is
// in view (plus a small overscan), and batch updates mapped through UIKit's index rules.
import Foundation

/// Shows a list's visible elements in its host scroll view and recycles the rest.
///
/// A layout pass costs what is visible: the layout answers for the visible rectangle only, and the
/// displayed elements are diffed against that answer by element. Elements that leave are told
/// `didEndDisplaying` and go to their reuse queue (hidden, still subviews, so showing them again
/// costs no hierarchy change); elements that enter come from the data source, which dequeues them.
@MainActor
final class ListEngine {
    unowned let host: any ListHosting

    /// Item counts by section as last loaded from the data source (`nil`: not loaded).
    private(set) var counts: [Int]?
    /// The elements displayed now.
    private(set) var displayed: [ListElement: View] = [:]
    /// Recycled views waiting by reuse key.
    private var reuseQueues: [String: [View]] = [:]
    /// How to make a view for each reuse key.
    private var registrations: [String: () -> View?] = [:]
    /// Displayed cells already measured for a self-sizing layout.
    private var measured: Set<ListElement> = []
    /// The view size the layout was last prepared for.
    private var preparedSize: CGSize?
    private var isLayingOut = false

    /// The selected items.
    private(set) var selection: Set<IndexPath> = []
    /// The item the keyboard moves from (the last one the user selected).
    private(set) var keyboardAnchor: IndexPath?
    /// The item under a pressed pointer.
    private var pressedItem: IndexPath?
    private(set) var highlightedItem: IndexPath?

    /// The displayed cell being configured again (`reconfigureItems(at:)`): the data source's dequeue
    /// for its index path hands it back instead of a new or recycled one.
    private var reconfiguring: (indexPath: IndexPath, view: View)?

    /// The batch being recorded by `performBatchUpdates` (nesting adds to it).
    private var pendingBatch: ListUpdateBatch?
    private var batchDepth = 0

    /// Whether any selection is allowed, and whether more than one item may be selected.
    var allowsSelection = true
    var allowsMultipleSelection = false
    /// Supplementary kinds already reported as missing since the last reload.
    private var reportedMissingKinds: Set<String> = []

    init(host: any ListHosting) {
        self.host = host
    }

    // MARK: Counts

    /// Loads the counts from the data source when they are not loaded.
    @discardableResult
    func loadCountsIfNeeded() -> [Int] {
        if let counts { return counts }
        let sections = Swift.max(0, host.listNumberOfSections())
        var loaded: [Int] = []
        loaded.reserveCapacity(sections)
        for section in 0..<sections { loaded.append(Swift.max(0, host.listNumberOfItems(inSection: section))) }
        counts = loaded
        return loaded
    }

    var numberOfSections: Int { loadCountsIfNeeded().count }

    func numberOfItems(inSection section: Int) -> Int {
        let counts = loadCountsIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Whether `indexPath` names an item of the loaded counts.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = loadCountsIfNeeded()
        return counts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < counts[indexPath.section]
    }

    /// Reports an index path that names no item; returns whether it was valid.
    func checkItem(_ indexPath: IndexPath, in call: String) -> Bool {
        if isValidItem(indexPath) { return true }
        LifecycleChecker.emit(
            rule: "LIST-INDEX", path: host.lifecyclePath,
            message:
                "\(call): index path \(describeUpdateIndexPath(indexPath)) is out of range (\(describeCounts())); ignored"
        )
        return false
    }

    func describeCounts() -> String {
        let counts = loadCountsIfNeeded()
        return counts.isEmpty
            ? "no sections"
            : counts.enumerated().map { "section \($0.offset): \($0.element) items" }.joined(separator: ", ")
    }

    // MARK: Registration and reuse

    static func cellKey(_ identifier: String) -> String { "cell\u{0}" + identifier }
    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }

    func register(_ factory: (() -> View?)?, forKey key: String) {
        registrations[key] = factory
    }

    /// A recycled view for `key` (prepared for reuse), or a new one from its registration; `nil` when
    /// nothing is registered (the caller reports it).
    func dequeue(key: String, identifier: String, description: String) -> View? {
        if var queue = reuseQueues[key], let view = queue.popLast() {
            reuseQueues[key] = queue
            if let reusable = view as? any ListReusableView {
                reusable.prepareForReuse()
                reusable.isAwaitingDisplay = true
            }
            return view
        }
        guard let factory = registrations[key] else { return nil }
        guard let view = factory() else {
            LifecycleChecker.emit(
                rule: "LIST-DEQUEUE", path: host.lifecyclePath,
                message: "the factory registered for \(description) \"\(identifier)\" made no view; a plain one is used"
            )
            return nil
        }
        if let reusable = view as? any ListReusableView { reusable.isAwaitingDisplay = true }
        return view
    }

    func isRegistered(key: String) -> Bool { registrations[key] != nil }

    /// A recycled or new view for reuse `key`, with `identifier` as its reuse identifier; `nil` when none
    /// waits and nothing is registered for `key` (or the factory made none).
    func dequeueReusable<Reusable: ListReusableView>(
        _ type: Reusable.Type, key: String, identifier: String, description: String
    ) -> Reusable? {
        guard let view = dequeue(key: key, identifier: identifier, description: description) as? Reusable else {
            return nil
        }
        view.reuseIdentifier = identifier
        return view
    }

    /// The view a dequeue that must hand one out makes when ``dequeueReusable(_:key:identifier:description:)``
    /// had none: `make()`'s, with `identifier`, awaiting display. When nothing is registered for `key`, it
    /// reports `LIST-UNREGISTERED`: no `registered` is registered for reuse identifier `identifier` (at
    /// `place`), and `fallback` is used.
    func unregisteredFallback<Reusable: ListReusableView>(
        key: String, identifier: String, registered: String, place: String, fallback: String,
        make: () -> Reusable
    ) -> Reusable {
        if !isRegistered(key: key) {
            LifecycleChecker.emit(
                rule: "LIST-UNREGISTERED", path: host.lifecyclePath,
                message: "no \(registered) is registered for reuse identifier \"\(identifier)\" (\(place)); "
                    + "\(fallback) is used")
        }
        let view = make()
        view.reuseIdentifier = identifier
        view.isAwaitingDisplay = true
        return view
    }

    /// The cell being reconfigured at `indexPath`, when the dequeue asks for its reuse identifier (it is
    /// handed back once, as it is, without `prepareForReuse()`).
    func dequeueReconfiguredCell(identifier: String, for indexPath: IndexPath) -> View? {
        guard let reconfiguring, reconfiguring.indexPath == indexPath,
            (reconfiguring.view as? any ListReusableView)?.reuseIdentifier == identifier
        else { return nil }
        self.reconfiguring = nil
        return reconfiguring.view
    }

    // MARK: Layout pass

    /// Lays out the visible elements: prepares the layout when invalid, sets the content size, and
    /// brings the displayed elements in line with the layout's answer for the visible rectangle
    /// (measuring new cells for self-sizing layouts and repeating while measurements change it).
    func layoutElements() {
        guard !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        loadCountsIfNeeded()
        let layout = host.listLayout
        if preparedSize != host.bounds.size {
            preparedSize = host.bounds.size
            layout.needsPrepare = true
        }
        if layout.needsPrepare {
            layout.needsPrepare = false
            layout.prepare()
            // A prepared layout counts self-sized cells at their estimate again: the displayed ones are
            // measured anew in this pass.
            measured.removeAll()
        }
        for _ in 0..<4 {
            host.contentSize = layout.collectionViewContentSize
            if !placeElements(layout) { break }
        }
    }

    /// The rectangle to show: the bounds with a quarter of their size added on every side.
    var displayRect: CGRect {
        let bounds = host.bounds
        return bounds.insetBy(dx: -(bounds.width / 4).rounded(.up), dy: -(bounds.height / 4).rounded(.up))
    }

    /// One diff of the displayed elements against the layout; returns whether a measurement changed
    /// the layout.
    private func placeElements(_ layout: CollectionViewLayout) -> Bool {
        let attributes = layout.layoutAttributesForElements(in: displayRect)
        var wanted: [ListElement: CollectionViewLayoutAttributes] = [:]
        wanted.reserveCapacity(attributes.count)
        for item in attributes where !item.isHidden { wanted[ListElement(item)] = item }
        let leaving = displayed.keys.filter { wanted[$0] == nil }
        for element in leaving.sorted(by: ListEngine.elementOrder) {
            if let view = displayed.removeValue(forKey: element) { endDisplay(view, for: element) }
        }
        var layoutChanged = false
        for item in attributes where !item.isHidden {
            let element = ListElement(item)
            if let view = displayed[element] {
                apply(item, to: view)
                // A reconfigured cell may have changed its size.
                if layout.sizesCellsToFit, case .cell(let indexPath) = element, !measured.contains(element) {
                    measured.insert(element)
                    let size = view.sizeThatFits(CGSize(width: item.frame.width, height: 0))
                    if layout.cellDidMeasure(size, at: indexPath) { layoutChanged = true }
                }
                continue
            }
            guard let view = makeView(for: element) else { continue }
            apply(item, to: view)
            if case .cell(let indexPath) = element, let reusable = view as? any ListReusableView {
                reusable.listIsSelected = selection.contains(indexPath)
                reusable.listIsHighlighted = highlightedItem == indexPath
            }
            displayed[element] = view
            if view.superview !== host { host.insertSubview(view, at: 0) }
            view.isHidden = false
            host.listWillDisplay(view, for: element)
            if layout.sizesCellsToFit, case .cell(let indexPath) = element, !measured.contains(element) {
                measured.insert(element)
                let size = view.sizeThatFits(CGSize(width: item.frame.width, height: 0))
                if layout.cellDidMeasure(size, at: indexPath) { layoutChanged = true }
            }
        }
        return layoutChanged
    }

    private func apply(_ attributes: CollectionViewLayoutAttributes, to view: View) {
        if let reusable = view as? any ListReusableView {
            reusable.applyLayout(attributes)
        } else if view.frame != attributes.frame {
            view.frame = attributes.frame
        }
    }

    /// Asks the host for the element's view, checking that a collection view's came from a dequeue.
    private func makeView(for element: ListElement) -> View? {
        let view: View?
        switch element {
        case .cell(let indexPath): view = host.listCell(at: indexPath)
        case .supplementary(let kind, let indexPath):
            view = host.listSupplementaryView(ofKind: kind, at: indexPath)
            if view == nil && !reportedMissingKinds.contains(kind) && host is CollectionView {
                reportedMissingKinds.insert(kind)
                LifecycleChecker.emit(
                    rule: "LIST-SUPPLEMENTARY", path: host.lifecyclePath,
                    message: "the layout places \(kind) views but the data source made none for "
                        + "\(describeUpdateIndexPath(indexPath)); nothing is shown there")
            }
        }
        guard let view else { return nil }
        if displayed.values.contains(where: { $0 === view }) {
            LifecycleChecker.emit(
                rule: "LIST-CELL", path: host.lifecyclePath,
                message:
                    "the data source returned a view for \(describeUpdateIndexPath(element.indexPath)) that is already "
                    + "displayed elsewhere; nothing is shown there (dequeue a new one)")
            return nil
        }
        if let reusable = view as? any ListReusableView {
            if !reusable.isAwaitingDisplay && host is CollectionView {
                LifecycleChecker.emit(
                    rule: "LIST-CELL", path: host.lifecyclePath,
                    message: "the view for \(describeUpdateIndexPath(element.indexPath)) was not dequeued "
                        + "(dequeueReusableCell(withReuseIdentifier:for:)); it is shown but never reused")
            }
            reusable.isAwaitingDisplay = false
        }
        return view
    }

    /// Tells the host an element left the display and recycles its view (or drops it from the
    /// hierarchy when it has no reuse identifier).
    private func endDisplay(_ view: View, for element: ListElement) {
        measured.remove(element)
        host.listDidEndDisplaying(view, for: element)
        guard let reusable = view as? any ListReusableView, let identifier = reusable.reuseIdentifier else {
            if view.superview === host { view.removeFromSuperview() }
            return
        }
        reusable.listIsHighlighted = false
        view.isHidden = true
        let key: String
        switch element {
        case .cell: key = ListEngine.cellKey(identifier)
        case .supplementary(let kind, _): key = ListEngine.supplementaryKey(kind, identifier)
        }
        reuseQueues[key, default: []].append(view)
    }

    /// Ends the display of everything (reload): every displayed element is told `didEndDisplaying`.
    private func endDisplayingAll() {
        for element in displayed.keys.sorted(by: ListEngine.elementOrder) {
            if let view = displayed.removeValue(forKey: element) { endDisplay(view, for: element) }
        }
    }

    /// Cells before supplementary views; each in index path order.
    static func elementOrder(_ lhs: ListElement, _ rhs: ListElement) -> Bool {
        switch (lhs, rhs) {
        case (.cell(let a), .cell(let b)): a < b
        case (.cell, .supplementary): true
        case (.supplementary, .cell): false
        case (.supplementary(let k1, let a), .supplementary(let k2, let b)): a == b ? k1 < k2 : a < b
        }
    }

    // MARK: Queries

    /// The displayed cells' index paths, sorted.
    var visibleItems: [IndexPath] {
        displayed.keys.compactMap { if case .cell(let indexPath) = $0 { indexPath } else { nil } }.sorted()
    }

    func cell(at indexPath: IndexPath) -> View? { displayed[.cell(indexPath)] }

    func indexPath(for view: View) -> IndexPath? {
        for (element, displayedView) in displayed where displayedView === view {
            if case .cell(let indexPath) = element { return indexPath }
        }
        return nil
    }

    func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> View? {
        displayed[.supplementary(kind, indexPath)]
    }

    /// The item whose laid-out frame contains `point` (content coordinates).
    func item(at point: CGPoint) -> IndexPath? {
        layoutElements()
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        return host.listLayout.layoutAttributesForElements(in: probe)
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    // MARK: Reloading

    /// Forgets the counts and the selection and ends the display of every element; the next layout
    /// pass asks the data source again.
    func reloadData() {
        endDisplayingAll()
        counts = nil
        selection.removeAll()
        keyboardAnchor = nil
        pressedItem = nil
        highlightedItem = nil
        reportedMissingKinds.removeAll()
        host.listLayout.invalidateLayout()
        host.setNeedsLayout()
    }

    /// A layout change (new layout object, invalidation): prepare again at the next pass.
    func layoutDidChange() {
        host.listLayout.needsPrepare = true
        host.setNeedsLayout()
    }

    // MARK: Batch updates

    /// Runs `updates`, recording the insertions, deletions, moves and reloads it makes, then applies
    /// them (see ``ListUpdateBatch``); nested calls join the outer batch.
    func performBatchUpdates(_ updates: (() -> Void)?) -> Bool {
        beginBatch()
        updates?()
        return endBatch()
    }

    /// Starts (or joins) a batch (`beginUpdates`).
    func beginBatch() {
        batchDepth += 1
        if pendingBatch == nil { pendingBatch = ListUpdateBatch() }
    }

    /// Ends a batch; the outermost end applies it (`endUpdates`). An end without a begin is reported.
    @discardableResult
    func endBatch() -> Bool {
        guard batchDepth > 0 else {
            LifecycleChecker.emit(
                rule: "LIST-UPDATE", path: host.lifecyclePath,
                message: "endUpdates() without a matching beginUpdates(); ignored")
            return false
        }
        batchDepth -= 1
        guard batchDepth == 0, let batch = pendingBatch else { return true }
        pendingBatch = nil
        return apply(batch)
    }

    /// Records one change (in a batch of its own outside `performBatchUpdates`).
    func record(_ change: (inout ListUpdateBatch) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
        } else {
            var batch = ListUpdateBatch()
            change(&batch)
            _ = apply(batch)
        }
    }

    private func apply(_ batch: ListUpdateBatch) -> Bool {
        guard let oldCounts = counts else {
            // Nothing was loaded: the data source is asked afresh at the next layout, as UIKit does.
            host.setNeedsLayout()
            return true
        }
        if batch.isEmpty {
            return true
        }
        let sections = Swift.max(0, host.listNumberOfSections())
        var newCounts: [Int] = []
        for section in 0..<sections { newCounts.append(Swift.max(0, host.listNumberOfItems(inSection: section))) }
        let mapping: ListUpdateMapping
        do {
            mapping = try ListUpdateMapping(batch: batch, oldCounts: oldCounts, newCounts: newCounts)
        } catch {
            LifecycleChecker.emit(
                rule: "LIST-UPDATE", path: host.lifecyclePath,
                message: "Invalid update: \(error.message); the data is reloaded instead")
            reloadData()
            return false
        }
        counts = newCounts
        // Selection and the keyboard anchor follow their items.
        selection = Set(selection.compactMap { mapping.newIndexPath(for: $0) }.filter { isValidItem($0) })
        keyboardAnchor = keyboardAnchor.flatMap { mapping.newIndexPath(for: $0) }.flatMap { isValidItem($0) ? $0 : nil }
        highlightedItem = nil
        pressedItem = nil
        // Displayed elements follow their items; removed and reloaded ones leave the display (told
        // with their old index paths).
        var kept: [ListElement: View] = [:]
        var leaving: [(ListElement, View)] = []
        for (element, view) in displayed {
            switch element {
            case .cell(let indexPath):
                if let new = mapping.newIndexPath(for: indexPath), !mapping.isReloaded(indexPath) {
                    kept[.cell(new)] = view
                    if measured.remove(element) != nil { measured.insert(.cell(new)) }
                } else {
                    leaving.append((element, view))
                }
            case .supplementary(let kind, let indexPath):
                if let section = mapping.newSection(for: indexPath.section),
                    !mapping.isReloaded(section: indexPath.section)
                {
                    var new = indexPath
                    new.section = section
                    kept[.supplementary(kind, new)] = view
                    if measured.remove(element) != nil { measured.insert(.supplementary(kind, new)) }
                } else {
                    leaving.append((element, view))
                }
            }
        }
        displayed = kept
        for (element, view) in leaving.sorted(by: { ListEngine.elementOrder($0.0, $1.0) }) {
            endDisplay(view, for: element)
        }
        for case .cell(let indexPath) in displayed.keys {
            (displayed[.cell(indexPath)] as? any ListReusableView)?.listIsSelected = selection.contains(indexPath)
        }
        for indexPath in mapping.reconfigured.compactMap({ mapping.newIndexPath(for: $0) }).sorted() {
            reconfigureCell(at: indexPath)
        }
        host.listLayout.invalidateLayout()
        host.layoutIfNeeded()
        return true
    }

    /// Asks the data source for the displayed cell at `indexPath` (new index path) again, its dequeue
    /// handing back that same cell, which is measured again at the next layout pass. An item not displayed
    /// needs nothing: the data source is asked when it comes into view. A data source that returns
    /// another view is reported (`LIST-CELL`) and that view replaces the cell, as a reload would.
    private func reconfigureCell(at indexPath: IndexPath) {
        let element = ListElement.cell(indexPath)
        guard let view = displayed[element] else { return }
        reconfiguring = (indexPath, view)
        let returned = host.listCell(at: indexPath)
        reconfiguring = nil
        measured.remove(element)
        guard returned !== view else { return }
        LifecycleChecker.emit(
            rule: "LIST-CELL", path: host.lifecyclePath,
            message: "reconfiguring item \(describeUpdateIndexPath(indexPath)): the data source returned another cell "
                + "than the one displayed (dequeue with the same reuse identifier); it replaces the displayed cell")
        displayed.removeValue(forKey: element)
        endDisplay(view, for: element)
        if let reusable = returned as? any ListReusableView {
            reusable.isAwaitingDisplay = false
            reusable.listIsSelected = selection.contains(indexPath)
        }
        displayed[element] = returned
        if returned.superview !== host { host.insertSubview(returned, at: 0) }
        returned.isHidden = false
        host.listWillDisplay(returned, for: element)
    }

    // MARK: Selection

    func isSelected(_ indexPath: IndexPath) -> Bool { selection.contains(indexPath) }

    /// Selects `indexPath` from code: no delegate calls (as UIKit); single selection drops the others.
    func select(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in selection where other != indexPath { setSelected(false, other) }
        }
        setSelected(true, indexPath)
        keyboardAnchor = indexPath
    }

    /// Deselects `indexPath` from code: no delegate calls.
    func deselect(_ indexPath: IndexPath) {
        setSelected(false, indexPath)
    }

    func clearSelection() {
        for indexPath in selection { setSelected(false, indexPath) }
    }

    private func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        if selected { selection.insert(indexPath) } else { selection.remove(indexPath) }
        (displayed[.cell(indexPath)] as? any ListReusableView)?.listIsSelected = selected
    }

    /// The user selects `indexPath`, with the delegate's say. In single selection the other item is
    /// deselected; in multiple selection a click (`replacing` false) toggles the item, and a keyboard
    /// move without Shift (`replacing` true) deselects the others.
    func userSelect(_ indexPath: IndexPath, replacing: Bool) {
        guard allowsSelection, isValidItem(indexPath) else { return }
        if allowsMultipleSelection && !replacing && selection.contains(indexPath) {
            guard let target = host.listWillDeselect(indexPath, implicit: false) else { return }
            setSelected(false, target)
            keyboardAnchor = indexPath
            host.listDidDeselect(target)
            return
        }
        guard let target = host.listWillSelect(indexPath), isValidItem(target) else { return }
        if !allowsMultipleSelection || replacing {
            for other in selection.sorted() where other != target {
                guard let deselected = host.listWillDeselect(other, implicit: true) else { continue }
                setSelected(false, deselected)
                host.listDidDeselect(deselected)
            }
        }
        setSelected(true, target)
        keyboardAnchor = target
        host.listDidSelect(target)
    }

    // MARK: Pointer

    func pointerDown(at point: CGPoint) {
        guard let indexPath = item(at: point) else { return }
        pressedItem = indexPath
        guard allowsSelection, host.listShouldHighlight(indexPath) else { return }
        highlightedItem = indexPath
        (displayed[.cell(indexPath)] as? any ListReusableView)?.listIsHighlighted = true
        host.listDidHighlight(indexPath)
    }

    func pointerMoved(to point: CGPoint) {
        guard let pressed = pressedItem, item(at: point) != pressed else { return }
        pressedItem = nil
        unhighlight()
    }

    func pointerUp(at point: CGPoint) {
        guard let pressed = pressedItem else { return }
        pressedItem = nil
        unhighlight()
        if item(at: point) == pressed { userSelect(pressed, replacing: !allowsMultipleSelection) }
    }

    private func unhighlight() {
        guard let indexPath = highlightedItem else { return }
        highlightedItem = nil
        (displayed[.cell(indexPath)] as? any ListReusableView)?.listIsHighlighted = false
        host.listDidUnhighlight(indexPath)
    }

    // MARK: Keyboard

    /// Arrow keys move the selection (Shift extends a multiple selection), Page Up / Down by a page,
    /// Home / End to the ends, Return performs the primary action of the selected item. Returns whether
    /// the key was one of these.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard allowsSelection, event.modifiers.isDisjoint(with: [.control, .option, .command]) else { return false }
        let extending = allowsMultipleSelection && event.modifiers.contains(.shift)
        let current = keyboardAnchor.flatMap { isValidItem($0) ? $0 : nil } ?? selection.min()
        let target: IndexPath?
        switch event.key {
        case .up: target = current.map { adjacent(to: $0, .up) } ?? lastItem
        case .down: target = current.map { adjacent(to: $0, .down) } ?? firstItem
        case .left: target = current.flatMap { host.listLayout.indexPath(adjacentTo: $0, .left) }
        case .right: target = current.flatMap { host.listLayout.indexPath(adjacentTo: $0, .right) }
        case .pageUp: target = current.map { page(from: $0, direction: -1) } ?? firstItem
        case .pageDown: target = current.map { page(from: $0, direction: 1) } ?? lastItem
        case .home: target = firstItem
        case .end: target = lastItem
        case .enter:
            if let current, selection.contains(current) {
                host.listPerformPrimaryAction(at: current)
            } else if let first = current ?? firstItem {
                userSelect(first, replacing: true)
                scrollToVisible(first)
            }
            return true
        default: return false
        }
        guard let target else { return event.key != .left && event.key != .right }
        if target != current || !selection.contains(target) {
            userSelect(target, replacing: !extending)
            keyboardAnchor = target
        }
        scrollToVisible(target)
        return true
    }

    private func adjacent(to indexPath: IndexPath, _ direction: ListNavigation) -> IndexPath {
        host.listLayout.indexPath(adjacentTo: indexPath, direction) ?? indexPath
    }

    private func page(from indexPath: IndexPath, direction: CGFloat) -> IndexPath {
        layoutElements()
        guard let frame = host.listLayout.layoutAttributesForItem(at: indexPath)?.frame else { return indexPath }
        let y = frame.midY + direction * Swift.max(frame.height, host.bounds.height - frame.height)
        let clampedY = Swift.min(Swift.max(0, y), Swift.max(0, host.contentSize.height - 0.5))
        return item(at: CGPoint(x: frame.midX, y: clampedY)) ?? (direction < 0 ? firstItem : lastItem) ?? indexPath
    }

    var firstItem: IndexPath? {
        let counts = loadCountsIfNeeded()
        guard let section = counts.firstIndex(where: { $0 > 0 }) else { return nil }
        return IndexPath(item: 0, section: section)
    }

    var lastItem: IndexPath? {
        let counts = loadCountsIfNeeded()
        guard let section = counts.lastIndex(where: { $0 > 0 }) else { return nil }
        return IndexPath(item: counts[section] - 1, section: section)
    }

    func scrollToVisible(_ indexPath: IndexPath) {
        layoutElements()
        guard let frame = host.listLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        host.scrollRectToVisible(frame, animated: false)
    }
}
