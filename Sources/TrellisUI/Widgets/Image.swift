// Image: a named image placeholder (Trellis has no bitmaps; cell screens show the name).
import Foundation

/// An image identified by name, with the size it would have in points.
public struct Image: Sendable, Hashable, CustomStringConvertible {
    /// The image's name (e.g. the asset name).
    public var name: String
    /// The image's size in points.
    public var size: CGSize

    /// Creates an image reference.
    public init(named name: String, size: CGSize = .zero) {
        self.name = name
        self.size = size
    }

    /// The name.
    public var description: String { name }
}
