// View loading: S1, S2, S22, D11, I11, I12, the nib-loader registration point and init(coder:).
import Foundation
import Testing
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
final class BuildsOwnViewController: ViewController {
    let customView = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    override func loadView() { view = customView }
}

@MainActor
final class ForgetfulViewController: ViewController {
    override func loadView() {}
}

@MainActor
final class EagerReaderViewController: ViewController {
    var readInside: View?
    override func loadView() {
        readInside = view
        view.backgroundColor = .red
    }
}

@MainActor
final class StubNibLoader: NibLoading {
    var requests: [String] = []
    var known: Set<String>
    init(known: Set<String>) { self.known = known }
    func loadView(nibName name: String, bundle: Bundle?, owner: ViewController) -> View? {
        requests.append(name)
        guard known.contains(name) else { return nil }
        let view = View(frame: .zero)
        view.tag = 42
        return view
    }
}

final class StubCoder: Coder {
    let values: [String: String]
    init(_ values: [String: String]) { self.values = values }
    func containsValue(forKey key: String) -> Bool { values[key] != nil }
    func decodeString(forKey key: String) -> String? { values[key] }
}

@MainActor
@Suite("View controller view loading")
struct ViewLoadingTests {
    @Test("S1: reading view runs loadView then viewDidLoad once; isViewLoaded flips only then")
    func firstAccessLoads() {
        let host = ViewControllerTestHost()
        let a = ViewController(nibName: nil, bundle: nil)
        host.label("a", a)
        host.run {
            #expect(!a.isViewLoaded)
            #expect(a.viewIfLoaded == nil)
            let first = a.view
            let second = a.view
            #expect(first === second)
            #expect(a.isViewLoaded)
            #expect(a.viewIfLoaded === first)
            a.loadViewIfNeeded()
        }
        #expect(host.calls(of: a) == ["a.loadView()", "a.viewDidLoad()"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("S1: loadViewIfNeeded loads exactly like reading view; isViewLoaded and viewIfLoaded never load (I11)")
    func loadViewIfNeededLoads() {
        let host = ViewControllerTestHost()
        let a = ViewController()
        host.label("a", a)
        host.run {
            _ = a.isViewLoaded
            _ = a.viewIfLoaded
            #expect(host.calls(of: a) == [])
            a.loadViewIfNeeded()
            a.loadViewIfNeeded()
        }
        #expect(host.calls(of: a) == ["a.loadView()", "a.viewDidLoad()"])
    }

    @Test("S2: a loadView override that assigns view is used, followed by viewDidLoad")
    func overriddenLoadView() {
        let host = ViewControllerTestHost()
        let a = BuildsOwnViewController()
        host.label("a", a)
        host.run { #expect(a.view === a.customView) }
        #expect(host.calls(of: a) == ["a.loadView()", "a.viewDidLoad()"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("S22: view = nil unloads; the next access runs loadView and viewDidLoad again (I12)")
    func unloadAndReload() {
        let host = ViewControllerTestHost()
        let a = ViewController()
        host.label("a", a)
        host.run {
            let first = a.view
            a.view = nil
            #expect(!a.isViewLoaded)
            #expect(first?.owner == nil)
            let second = a.view
            #expect(second !== first)
            #expect(a.isViewLoaded)
        }
        #expect(host.calls(of: a) == ["a.loadView()", "a.viewDidLoad()", "a.loadView()", "a.viewDidLoad()"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("D11: a loadView that sets no view is reported and gets an empty view")
    func loadViewWithoutView() {
        let host = ViewControllerTestHost()
        let a = ForgetfulViewController()
        host.label("a", a)
        host.run {
            #expect(a.view != nil)
            #expect(a.view.subviews.isEmpty)
        }
        #expect(host.calls(of: a) == ["a.loadView()", "a.viewDidLoad()"])
        #expect(host.ruleIDs == ["D11"])
        #expect(host.diagnostics.first?.path == "ForgetfulViewController")
    }

    @Test("D11: reading view inside loadView is reported, installs an empty view and does not recurse")
    func readingViewInsideLoadView() {
        let host = ViewControllerTestHost()
        let a = EagerReaderViewController()
        host.label("a", a)
        host.run {
            let view = a.view
            #expect(view === a.readInside)
            #expect(view?.backgroundColor == .red)
        }
        #expect(host.calls(of: a) == ["a.loadView()", "a.viewDidLoad()"])
        #expect(host.ruleIDs == ["D11"])
    }

    @Test(
        "The default loadView asks the registered nib loader for nibName, then the class name, else makes an empty view"
    )
    func nibLoaderRegistration() {
        let host = ViewControllerTestHost()
        let loader = StubNibLoader(known: ["Songs"])
        host.run {
            NibLoaderRegistry.$current.withValue(loader) {
                let named = ViewController(nibName: "Songs", bundle: nil)
                #expect(named.view.tag == 42)
                let unnamed = PlainViewController()
                #expect(unnamed.view.tag == 0)
            }
            let outside = ViewController(nibName: "Songs", bundle: nil)
            #expect(outside.view.tag == 0)
        }
        // Without a nibName, UIKit looks for the class name without "Controller" first, then the class name.
        #expect(loader.requests == ["Songs", "PlainView", "PlainViewController"])
    }

    @Test("init(coder:) reads the archived title and nib name; the view still loads lazily")
    func initWithCoder() {
        let host = ViewControllerTestHost()
        let coder = StubCoder(["title": "Songs", "nibName": "SongsView"])
        host.run {
            let a = ViewController(coder: coder)
            #expect(a?.title == "Songs")
            #expect(a?.nibName == "SongsView")
            #expect(a?.isViewLoaded == false)
        }
    }

    @Test("A view assigned from outside counts as loaded without viewDidLoad; unloading releases it")
    func assignedViewAndRelease() {
        let host = ViewControllerTestHost()
        let a = ViewController()
        host.label("a", a)
        weak var released: View?
        host.run {
            do {
                let custom = View(frame: .zero)
                a.view = custom
                released = custom
                #expect(a.isViewLoaded)
            }
            a.view = nil
        }
        #expect(released == nil)
        #expect(host.calls(of: a) == [])
    }
}
