// The window's layout of presented views: their frames follow the window's size, and page sheets'
// backdrops follow their sheets (or leave with them).
import Foundation

extension Window {
    /// Gives every presented view in this window the frame its presentation style asks for in the
    /// current bounds (so a resized terminal resizes sheets and full-screen presentations), lays each
    /// page sheet's backdrop over the window, and removes backdrops whose sheet has left.
    func layoutPresentations() {
        for case let backdrop as PresentationBackdropView in subviews {
            guard let sheet = backdrop.presentedView, sheet.superview === self else {
                backdrop.removeFromSuperview()
                continue
            }
            if backdrop.frame != bounds { backdrop.frame = bounds }
            backdrop.setNeedsDisplay()
        }
        guard let root = rootViewController else { return }
        let cell = cellSize()
        for presented in root.presentationChain {
            guard let view = presented.storedView, view.superview === self else { continue }
            let frame = ViewController.presentationFrame(style: presented.modalPresentationStyle, in: bounds, cell: cell)
            if view.frame != frame { view.frame = frame }
        }
    }
}
