// View+Descendants: finding a view of a given class inside a hierarchy (the list's scroll view, the
// search field), breadth-first, the way a UIKit app looks up a subview it did not create itself.
import Foundation
import TrellisUI

extension View {
    /// The first view of type `T` in this view's subtree (itself included), breadth-first.
    func firstDescendant<T: View>(ofType type: T.Type) -> T? {
        var queue: [View] = [self]
        var index = 0
        while index < queue.count {
            let view = queue[index]
            index += 1
            if let match = view as? T { return match }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }
}
