// The view-load sub-machine: NotLoaded → loadView() → Loaded → viewDidLoad(), and unloading (S1,
// S2, S22, D11).
import Foundation

extension ViewController {
    /// Returns the view, loading it first when needed.
    func loadedView() -> View {
        if let view = storedView { return view }
        if loadPhase == .loading {
            // D11: reading `view` inside `loadView()` would recurse in UIKit; install an empty view.
            ViewControllerInvariantChecks.report(
                rule: "D11", on: self,
                message:
                    "view read inside loadView() before loadView() set it; installed an empty view instead of loading recursively"
            )
            let empty = View(frame: .zero)
            assignView(empty)
            return empty
        }
        performLoad()
        return storedView ?? View(frame: .zero)
    }

    private func performLoad() {
        loadPhase = .loading
        ViewControllerInvariantChecks.observe(.loadViewBegan, on: self)
        LifecycleRecorder.span(self, "loadView") { loadView() }
        if storedView == nil {
            ViewControllerInvariantChecks.report(
                rule: "D11", on: self,
                message: "loadView() did not set view; installed an empty view")
            assignView(View(frame: .zero))
        }
        loadPhase = .loaded
        ViewControllerInvariantChecks.observe(.viewDidLoad, on: self)
        ViewControllerInvariantChecks.sampleTransitionFlags(of: self)
        LifecycleRecorder.note(self, "viewDidLoad")
        viewDidLoad()
    }

    /// Installs `newView` as the root view (or unloads with `nil`).
    func assignView(_ newView: View?) {
        guard storedView !== newView else { return }
        if let old = storedView, old.owner === self { old.owner = nil }
        storedView = newView
        guard let newView else {
            loadPhase = .notLoaded
            ViewControllerInvariantChecks.observe(.viewUnloaded, on: self)
            return
        }
        if let previous = newView.owner as? ViewController, previous !== self {
            previous.storedView = nil
            previous.loadPhase = .notLoaded
        }
        newView.owner = self
        if loadPhase == .notLoaded {
            // Assigned from outside loadView(): loaded without viewDidLoad (UIKit behaviour).
            loadPhase = .loaded
            ViewControllerInvariantChecks.observe(.viewAssigned, on: self)
        }
    }
}
