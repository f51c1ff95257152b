// ComponentTestHost: a headless screen, a window and a component root wired together for tests.
import Foundation
import TrellisComponents
import TrellisLayout
import TrellisUI

/// Hosts a component tree on a ``HeadlessScreen`` for tests: attach / detach / update and run the
/// application's update cycle, like ComponentKit's lifecycle test helper.
@MainActor public final class ComponentTestHost {
    /// The screen (and its application).
    public let screen: HeadlessScreen
    /// The key window.
    public let window: Window
    /// The view the tree mounts into (a subview of the window).
    public let rootView: View
    /// The component root.
    public let root: ComponentRoot
    /// The size range the tree is laid out in.
    public var sizeRange: SizeRange

    /// A host of `width`×`height` points laying `component` out at exactly that size unless
    /// `flexibleHeight` (then the height is unconstrained).
    public init(
        width: Int = 80, height: Int = 24, flexibleHeight: Bool = false, component: (any Component)?,
        context: ComponentContext = ComponentContext()
    ) {
        screen = HeadlessScreen(width: width, height: height)
        window = Window(screen: screen)
        rootView = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.addSubview(rootView)
        window.makeKeyAndVisible()
        let size = LayoutSize(width: Double(width), height: Double(height))
        sizeRange =
            flexibleHeight
            ? ((try? SizeRange(
                min: LayoutSize(width: size.width, height: 0),
                max: LayoutSize(width: size.width, height: .infinity))) ?? .unconstrained)
            : ((try? SizeRange(exactly: size)) ?? .unconstrained)
        root = ComponentRoot(component: component, context: context, scheduler: screen.application)
    }

    /// The application.
    public var application: Application { screen.application }

    /// Builds (if needed) and mounts the tree into ``rootView``.
    public func attach(to view: View? = nil) {
        root.attach(to: view ?? rootView, sizeRange: sizeRange)
    }

    /// Unmounts the tree.
    public func detach() { root.detach() }

    /// Replaces the root component and runs the update cycle.
    public func update(_ component: (any Component)?, mode: UpdateMode = .synchronous) {
        root.setComponent(component, mode: mode)
        runUntilIdle()
    }

    /// Runs the application until nothing is pending (state updates, background builds, layout).
    public func runUntilIdle() { screen.application.runUntilIdle() }

    /// The views currently mounted for components, in mount order.
    public var mountedViews: [View] { root.mountedViews }
}
