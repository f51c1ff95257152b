// Auto Layout hosting: a ComponentHostingView placed by constraints between constrained siblings — its
// intrinsic content size from its component, re-solved in the update cycle of a state update that
// resizes the tree, with the controllers' lifecycle unchanged.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// Records every callback of the controller of the component it belongs to.
@MainActor private final class AutoLayoutProbe<C: Component>: ComponentController<C> {}

/// A column of rows; the state is how many. The rows' text wraps, so the column's height depends on
/// the width it is laid out at.
private struct GrowingColumn: Component {
    typealias Controller = AutoLayoutProbe<GrowingColumn>
    static func initialState() -> Int { 2 }

    func render(_ scope: Scope<GrowingColumn>) -> (any Component)? {
        Flex(style: FlexStyle(), children: (0..<scope.state).map { WrappingRow(index: $0) })
    }
}

/// "row N of the column" wrapped at the available width.
private struct WrappingRow: Component, Equatable {
    typealias Controller = AutoLayoutProbe<WrappingRow>
    var index: Int
    var scopeKey: Int? { index }

    func render(_ scope: Scope<WrappingRow>) -> (any Component)? {
        TextComponent("row \(index) of the column", numberOfLines: 0)
    }
}

/// A container laid out by frames holding, top to bottom, a header (1 high), the hosting view (inset
/// 2 from both sides) and a footer (1 high) — all placed by constraints.
@MainActor private struct ConstrainedStack {
    let screen: HeadlessScreen
    let window: Window
    let container: View
    let header = View(frame: .zero)
    let footer = View(frame: .zero)
    let hostingView: ComponentHostingView<Int>

    init(constrained: Bool = true) {
        screen = HeadlessScreen(width: 40, height: 20)
        window = Window(screen: screen)
        window.makeKeyAndVisible()
        container = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.addSubview(container)
        hostingView = ComponentHostingView(
            model: 0, sizeRangeProvider: .flexibleHeight, application: screen.application
        ) { _, _ in GrowingColumn() }
        for view in [header, hostingView, footer] { container.addSubview(view) }
        guard constrained else {
            // The same geometry by frames, for comparing lifecycles with a hosting view outside Auto Layout.
            hostingView.frame = CGRect(x: 2, y: 1, width: 36, height: 2)
            return
        }
        for view in [header, hostingView, footer] { view.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: container.topAnchor),
            header.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 1),
            hostingView.topAnchor.constraint(equalTo: header.bottomAnchor),
            hostingView.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2),
            hostingView.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -2),
            footer.topAnchor.constraint(equalTo: hostingView.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 1),
        ])
    }

    var columnController: AnyComponentController? {
        hostingView.root.controllers.first { $0 is AutoLayoutProbe<GrowingColumn> }
    }

    /// The tree's controllers named "column" and "row0", "row1", … in tree order.
    var controllerNames: [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        var row = 0
        for controller in hostingView.root.controllers {
            if controller is AutoLayoutProbe<GrowingColumn> {
                names[ObjectIdentifier(controller)] = "column"
            } else {
                names[ObjectIdentifier(controller)] = "row\(row)"
                row += 1
            }
        }
        return names
    }

    /// The controllers' callbacks, as "name.callback", in recorded order (named after the fact: a
    /// controller made by an update has no name before it exists).
    func controllerCallbacks(_ recorder: LifecycleRecorder) -> [String] {
        let names = controllerNames
        return recorder.events.compactMap { event in names[event.objectID].map { "\($0).\(event.callback)" } }
    }

    /// Grows the column by one row with a synchronous state update.
    func addRow() {
        (columnController as? AutoLayoutProbe<GrowingColumn>)?.updateState(mode: .synchronous) { $0 += 1 }
    }
}

@Suite("Auto Layout hosting view")
@MainActor struct AutoLayoutHostingViewTests {
    @Test("the intrinsic content size is the tree's size in the dimensions the size-range provider leaves open")
    func intrinsicContentSizePerProvider() {
        let screen = HeadlessScreen(width: 40, height: 10)
        func hosting(_ provider: SizeRangeProvider) -> ComponentHostingView<[String]> {
            let view = ComponentHostingView(
                model: ["abc", "hello world"], sizeRangeProvider: provider, application: screen.application
            ) { lines, _ in Flex(style: FlexStyle(), children: lines.map { TextComponent($0) }) }
            view.frame = CGRect(x: 0, y: 0, width: 30, height: 5)
            return view
        }
        let none = View.noIntrinsicMetric
        #expect(hosting(.fixed).intrinsicContentSize == CGSize(width: none, height: none))
        #expect(hosting(.flexibleHeight).intrinsicContentSize == CGSize(width: none, height: 2))
        #expect(hosting(.flexibleWidth).intrinsicContentSize == CGSize(width: 11, height: none))
        #expect(hosting(.flexibleWidthAndHeight).intrinsicContentSize == CGSize(width: 11, height: 2))
        let custom = hosting(
            .custom { size in
                (try? SizeRange(
                    min: LayoutSize(width: 0, height: Double(size.height)),
                    max: LayoutSize(width: 8, height: Double(size.height)))) ?? .unconstrained
            })
        #expect(custom.intrinsicContentSize == CGSize(width: 8, height: none))
        #expect(custom.root.attachedView == nil, "measuring the intrinsic size mounts nothing")
    }

    @Test(
        "between constrained siblings the width comes from the constraints and the height from the component laid out at that width"
    )
    func framesBetweenConstrainedSiblings() {
        let stack = ConstrainedStack()
        stack.screen.runUntilIdle()
        #expect(stack.header.frame == CGRect(x: 0, y: 0, width: 40, height: 1))
        // "row 0 of the column" is 19 wide: one line at 36; at width 0 (before the constraints gave a
        // width) it would wrap to many lines.
        #expect(stack.hostingView.frame == CGRect(x: 2, y: 1, width: 36, height: 2))
        #expect(stack.footer.frame == CGRect(x: 0, y: 3, width: 40, height: 1))
        #expect(stack.hostingView.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 2))
        #expect(
            stack.hostingView.root.mountedViews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 36, height: 1), CGRect(x: 0, y: 1, width: 36, height: 1),
            ])
    }

    @Test("a new width from the constraints lays the tree out again at that width and re-solves its height")
    func widthChangeResolvesHeight() {
        let stack = ConstrainedStack()
        stack.screen.runUntilIdle()
        stack.container.frame = CGRect(x: 0, y: 0, width: 14, height: 20)
        stack.screen.application.runUpdateCycle()
        // At 10 wide each row wraps to "row 0 of" / "the column": two lines each.
        #expect(stack.hostingView.frame == CGRect(x: 2, y: 1, width: 10, height: 4))
        #expect(stack.footer.frame == CGRect(x: 0, y: 5, width: 14, height: 1))
    }

    @Test(
        "a state update that grows the component re-solves the surrounding constraints in the same update cycle; the controllers' callbacks are those of a hosting view laid out by frames"
    )
    func stateUpdateGrowsWithinOneCycle() {
        withLifecycle { recorder, checker in
            let stack = ConstrainedStack()
            stack.screen.runUntilIdle()
            recorder.reset()
            stack.addRow()
            let cycles = stack.screen.application.updateCycleCount
            stack.screen.application.runUpdateCycle()
            #expect(stack.screen.application.updateCycleCount == cycles + 1)
            #expect(stack.hostingView.frame == CGRect(x: 2, y: 1, width: 36, height: 3))
            #expect(stack.footer.frame == CGRect(x: 0, y: 4, width: 40, height: 1))
            #expect(stack.hostingView.root.mountedViews.last?.frame == CGRect(x: 0, y: 2, width: 36, height: 1))
            // One remount: the rows above move into a taller column (a new size for their parent), the
            // new row mounts.
            let expected = [
                "row2.didInit", "column.willUpdateComponent", "column.willRemount", "row0.willRemount",
                "row0.didRemount", "row1.willRemount", "row1.didRemount", "row2.willMount", "row2.didMount",
                "column.didRemount", "column.didUpdateComponent",
            ]
            #expect(stack.controllerCallbacks(recorder) == expected)
            stack.screen.runUntilIdle()
            #expect(stack.controllerCallbacks(recorder) == expected, "nothing more happens in later cycles")
            #expect(checker.diagnostics.isEmpty)
        }
        // The same update on a hosting view laid out by frames, resized by its container when its size
        // is invalidated (ComponentKit's way), makes the same callbacks.
        withLifecycle { recorder, _ in
            let stack = ConstrainedStack(constrained: false)
            stack.hostingView.onSizeInvalidated = { view in
                view.frame.size = view.sizeThatFits(view.bounds.size)
            }
            stack.screen.runUntilIdle()
            recorder.reset()
            stack.addRow()
            stack.screen.runUntilIdle()
            #expect(stack.hostingView.frame == CGRect(x: 2, y: 1, width: 36, height: 3))
            #expect(
                stack.controllerCallbacks(recorder) == [
                    "row2.didInit", "column.willUpdateComponent", "column.willRemount", "row0.willRemount",
                    "row0.didRemount", "row1.willRemount", "row1.didRemount", "row2.willMount", "row2.didMount",
                    "column.didRemount", "column.didUpdateComponent",
                ])
        }
    }

    @Test(
        "the first layout mounts once, at the width the constraints give, with the callbacks of a hosting view laid out by frames"
    )
    func firstMountOnce() {
        func firstMount(constrained: Bool) -> [String] {
            withLifecycle { recorder, _ in
                let stack = ConstrainedStack(constrained: constrained)
                stack.screen.runUntilIdle()
                return stack.controllerCallbacks(recorder)
            }
        }
        let constrained = firstMount(constrained: true)
        #expect(
            constrained == [
                "row0.didInit", "row1.didInit", "column.didInit", "column.willMount", "row0.willMount",
                "row0.didMount", "row1.willMount", "row1.didMount", "column.didMount",
            ])
        #expect(constrained == firstMount(constrained: false))
    }
}
