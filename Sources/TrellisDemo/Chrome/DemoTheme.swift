// DemoTheme: the few colours and glyphs the demo uses, in one place, chosen to read on dark and light
// terminals alike (semantic colours where the terminal's defaults fit, fixed ones where they must stand out).
import Foundation
import TrellisUI

/// Colours and glyphs of the demo.
enum DemoTheme {
    /// Behind the selected row.
    static let selectionBackground = Color(rgb: 0x264F78)
    /// Text on the selected row.
    static let selectionText = Color.white
    /// A playing song's title and icon.
    static let playing = Color(rgb: 0x3FB950)
    /// Column headings, counts and hints.
    static let secondary = Color.gray
    /// Titles and keys in the help and the sheet.
    static let accent = Color.tintColor
    /// Lines between areas.
    static let separator = Color.darkGray
    /// View-controller callbacks in the lifecycle log.
    static let viewControllerCallback = Color(rgb: 0x58A6FF)
    /// Component-controller callbacks in the lifecycle log.
    static let componentControllerCallback = Color(rgb: 0xD29922)
    /// The status line's background.
    static let statusBackground = Color(rgb: 0x30363D)
    /// The status line's text.
    static let statusText = Color(rgb: 0xE6EDF3)
    /// The marker in front of the selected row.
    static let selectionMarker = "▸"
    /// A playing song.
    static let playingIcon = "▶"
    /// A paused song part-way through.
    static let pausedIcon = "‖"
    /// The part of a progress bar already played.
    static let progressDone: Character = "━"
    /// The part of a progress bar still to play.
    static let progressToDo: Character = "─"
}
