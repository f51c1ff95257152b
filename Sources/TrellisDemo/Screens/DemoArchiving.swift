// DemoArchiving: the demo's screens are made in code from the library and the player; an archive
// (Interface Builder) cannot make one, and saying so is a diagnostic, not a silent nil.
import Foundation
import TrellisUI

/// Reports that a demo screen was asked to load from an archive.
enum DemoArchiving {
    /// Reports rule `DEMO-CODER` for `type` (the caller's `init?(coder:)` then returns `nil`).
    static func reportUnsupported(_ type: Any.Type) {
        LifecycleChecker.emit(
            rule: "DEMO-CODER", path: String(describing: type),
            message: "demo screens are created in code from the library and the player; init(coder:) returns nil")
    }
}
