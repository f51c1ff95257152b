// CharacterGrid+PackedCells: how a character grid stores its cells — 16 plain bytes each (a glyph
// number, two colour numbers, style and flags) with the colours and multi-scalar clusters kept once in
// side tables — so painting, clearing, comparing and rendering a grid touch no strings and no
// reference counts.
import Foundation

extension CharacterGrid {
    /// One cell as the grid stores it.
    ///
    /// - `glyph`: the Unicode scalar value of a single-scalar character, or ``clusterFlag`` plus an index
    ///   into the grid's cluster table for a multi-scalar grapheme cluster;
    /// - `foreground` / `background`: indices into the grid's colour palette, 0 for `nil`;
    /// - `style`: the raw bits of ``CharacterStyle``;
    /// - `flags`: ``continuationFlag`` for the right half of a wide character, ``wideFlag`` when the
    ///   glyph takes two cells (so painting over it needs no width lookup).
    package struct PackedCell: Sendable, Equatable {
        package var glyph: UInt32
        package var foreground: UInt32
        package var background: UInt32
        package var style: UInt8
        package var flags: UInt8

        /// A space in the default colours.
        package static let empty = PackedCell(glyph: 0x20, foreground: 0, background: 0, style: 0, flags: 0)

        /// Whether this is the right half of a wide character.
        @inlinable
        package var isWideContinuation: Bool { flags & CharacterGrid.continuationFlag != 0 }

        /// Whether the glyph takes two cells.
        @inlinable
        package var isWide: Bool { flags & CharacterGrid.wideFlag != 0 }
    }

    // Constants as inlinable computed properties: renderers in other modules read them per cell,
    // where a stored global would cost an accessor call each time.

    /// `PackedCell.flags`: the right half of a wide character.
    @inlinable
    package static var continuationFlag: UInt8 { 1 }
    /// `PackedCell.flags`: a glyph two cells wide.
    @inlinable
    package static var wideFlag: UInt8 { 2 }
    /// `PackedCell.glyph`: set for an index into the cluster table, clear for a Unicode scalar value.
    @inlinable
    package static var clusterFlag: UInt32 { 0x8000_0000 }

    /// The colours and clusters cells refer to by number. Entries are only added while painting;
    /// ``CharacterGrid/clear()`` empties the tables with the cells, so a grid reused frame after frame
    /// holds only what its current frame uses.
    struct SideTables: Sendable {
        /// Colour number → colour; number 0 is `nil` (nothing drawn).
        var palette: [Color?] = [nil]
        var paletteIndex: [ColorKey: UInt32] = [:]
        /// Cluster number → multi-scalar grapheme cluster.
        var clusters: [Character] = []
        var clusterIndex: [Character: UInt32] = [:]

        /// The number of `color`, adding it when new. Colours are told apart by components and name
        /// (names carry meaning for screens: `label` is black, but a terminal shows it in its default
        /// foreground).
        mutating func number(of color: Color) -> UInt32 {
            let key = ColorKey(color)
            if let number = paletteIndex[key] { return number }
            let number = UInt32(palette.count)
            palette.append(color)
            paletteIndex[key] = number
            return number
        }

        /// The glyph number of `character`: its scalar value, or a cluster number.
        mutating func glyph(of character: Character) -> UInt32 {
            let scalars = character.unicodeScalars
            if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
                return first.value
            }
            if let number = clusterIndex[character] { return number }
            let number = CharacterGrid.clusterFlag | UInt32(clusters.count)
            clusters.append(character)
            clusterIndex[character] = number
            return number
        }

        mutating func removeAll() {
            palette.removeAll(keepingCapacity: true)
            palette.append(nil)
            paletteIndex.removeAll(keepingCapacity: true)
            clusters.removeAll(keepingCapacity: true)
            clusterIndex.removeAll(keepingCapacity: true)
        }
    }

    /// A colour's identity in the palette: the exact components and the name.
    struct ColorKey: Hashable {
        let red: UInt64, green: UInt64, blue: UInt64, alpha: UInt64
        let name: String?

        init(_ color: Color) {
            red = color.red.bitPattern
            green = color.green.bitPattern
            blue = color.blue.bitPattern
            alpha = color.alpha.bitPattern
            name = color.name
        }
    }

    // MARK: - Reading packed cells

    /// The cells as stored, row by row (for renderers: compare and convert without building
    /// ``CharacterCell``s).
    package var packedCells: [PackedCell] { storage }

    /// The colour with palette number `number` (`nil` for 0 or an unknown number).
    @inline(__always)
    package func color(number: UInt32) -> Color? {
        let index = Int(number)
        return index < tables.palette.count ? tables.palette[index] : nil
    }

    /// The colour palette: colour number → colour (entry 0 is `nil`).
    package var palette: [Color?] { tables.palette }

    /// The character with glyph number `glyph` (U+FFFD for a number that is neither).
    package func character(glyph: UInt32) -> Character {
        if glyph & CharacterGrid.clusterFlag != 0 {
            let index = Int(glyph & ~CharacterGrid.clusterFlag)
            return index < tables.clusters.count ? tables.clusters[index] : "\u{FFFD}"
        }
        return Unicode.Scalar(glyph).map(Character.init) ?? "\u{FFFD}"
    }

    /// The public form of a stored cell.
    func characterCell(_ cell: PackedCell) -> CharacterCell {
        CharacterCell(
            character: character(glyph: cell.glyph), foreground: color(number: cell.foreground),
            background: color(number: cell.background), style: CharacterStyle(rawValue: cell.style),
            isWideContinuation: cell.isWideContinuation)
    }

    /// Whether cell `index` of this grid equals cell `otherIndex` of `other` as ``CharacterCell``s
    /// compare: canonically equivalent characters, colours by components.
    func cell(_ index: Int, equals otherIndex: Int, of other: CharacterGrid) -> Bool {
        let mine = storage[index]
        let theirs = other.storage[otherIndex]
        guard mine.style == theirs.style, mine.isWideContinuation == theirs.isWideContinuation else { return false }
        if mine.glyph != theirs.glyph || mine.glyph & CharacterGrid.clusterFlag != 0 {
            // Different numbers may still be equal characters ("é" and "e\u{301}", clusters of two tables).
            guard character(glyph: mine.glyph) == other.character(glyph: theirs.glyph) else { return false }
        }
        return color(number: mine.foreground) == other.color(number: theirs.foreground)
            && color(number: mine.background) == other.color(number: theirs.background)
    }
}

extension CharacterGrid {
    /// The cells of a grid, row by row, as ``CharacterCell`` values (built when read).
    public struct Cells: RandomAccessCollection, Sendable {
        let grid: CharacterGrid

        /// The first index (0).
        public var startIndex: Int { 0 }
        /// The number of cells.
        public var endIndex: Int { grid.storage.count }

        /// The cell at `index` (row `index / width`, column `index % width`).
        public subscript(index: Int) -> CharacterCell { grid.characterCell(grid.storage[index]) }
    }
}
