// BlankLine: an empty row in a column of text (an empty TextComponent measures no height at all).
import Foundation
import TrellisComponents
import TrellisLayout

/// One empty, viewless line.
struct BlankLine: Component, Equatable {
    var size: ComponentSize { ComponentSize(height: .points(1)) }
}
