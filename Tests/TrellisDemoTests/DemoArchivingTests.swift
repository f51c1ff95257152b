// The demo's screens are made in code: loading one from an archive reports DEMO-CODER and gives nil.
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@testable import TrellisDemo

@MainActor @Suite("Demo screens from archives")
struct DemoArchivingTests {
    private final class EmptyCoder: Coder {
        func containsValue(forKey key: String) -> Bool { false }
        func decodeString(forKey key: String) -> String? { nil }
    }

    @Test("A demo screen asked to load from an archive returns nil and says why (DEMO-CODER)")
    func archives() {
        let coder = EmptyCoder()
        var made: [ViewController?] = []
        let diagnostics = collectDiagnostics {
            made = [
                SongsViewController(coder: coder), LibraryListViewController(coder: coder),
                SongDetailsViewController(coder: coder), NowPlayingViewController(coder: coder),
                LifecycleViewController(coder: coder), DemoRootViewController(coder: coder),
            ]
        }
        #expect(made.allSatisfy { $0 == nil })
        #expect(diagnostics.map(\.rule) == Array(repeating: "DEMO-CODER", count: 6))
        #expect(diagnostics.first?.path == "SongsViewController")
    }
}
