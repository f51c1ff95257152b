// How a presented view controller covers its presenter.
import Foundation

/// The presentation styles TrellisUI supports (UIKit's `UIModalPresentationStyle` subset).
public enum ModalPresentationStyle: Sendable, Hashable, CaseIterable {
    /// Covers the window; the presenter's view is removed when the presentation finishes, so the
    /// presenter disappears and reappears on dismissal (S12, S13).
    case fullScreen
    /// Covers the window; the presenter's view stays, so the presenter gets no callbacks (S14).
    case overFullScreen
    /// A bordered sheet inset from the window's edges over the dimmed presenter; the presenter's view
    /// stays and gets no callbacks (S14, iOS 13+).
    case pageSheet

    /// Whether the presenter's view leaves the window hierarchy (UIKit's `shouldRemovePresentersView`).
    public var removesPresentersView: Bool { self == .fullScreen }
}
