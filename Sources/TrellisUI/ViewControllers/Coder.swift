// The archive-decoding entry point for view controllers created from Interface Builder documents.
import Foundation

/// A source of archived values that `init(coder:)` reads from.
///
/// TrellisUI only defines the shape of the entry point: the Interface Builder module implements a
/// coder over `.xib`/`.storyboard` documents. The requirements are the minimum a view controller
/// needs to restore its own archived properties.
public protocol Coder: AnyObject {
    /// Whether the archive holds a value for `key`.
    func containsValue(forKey key: String) -> Bool
    /// The string archived under `key`, if any.
    func decodeString(forKey key: String) -> String?
}
