#!/usr/bin/env python3
"""Generates TrellisUI's terminal cell-width table from the Unicode Character Database.

Reads the data files Debian's `unicode-data` package installs under /usr/share/unicode and writes
Sources/TrellisUI/Graphics/CellWidthTable.swift: sorted, merged ranges of scalars with the
properties CellTextMeasurer needs to give a grapheme cluster 0, 1 or 2 cells.

    python3 Scripts/generate-cell-width-table.py [--data-dir DIR] [--output FILE|-]

The properties, and why:
- wide: East_Asian_Width W or F (UAX #11; unlisted code points take the file's @missing
  defaults), or Emoji_Presentation=Yes (UTS #51). This is what wcwidth-based terminals use.
  Ambiguous (A) counts as one cell, as terminals outside East Asian locales draw it.
- zero width: General_Category Mn, Me, Cf, Cc (marks, format characters such as ZWJ and the
  variation selectors, controls), Zl and Zp (they end a line), and the Hangul medial vowel and
  final consonant jamo U+1160..U+11FF and U+D7B0..U+D7FF, which join the leading jamo's cell.
  Except U+00AD SOFT HYPHEN and the Prepended_Concatenation_Mark characters (PropList.txt): they
  are format characters that terminals draw visibly in one cell, as glibc's wcwidth does.
  A scalar that is both (e.g. U+3099, a combining mark that is East Asian Wide) is zero width: on
  its own it takes no cell, and in a cluster the base decides.
- emoji: Emoji=Yes, the characters a following U+FE0F (VS16) turns into a two-cell emoji.
- extended pictographic: Extended_Pictographic=Yes, the scalars that emoji ZWJ sequences join.

Only the Python standard library is used, and the output depends only on the data files, so
running the script again on the same data reproduces the committed table byte for byte.
"""

import argparse
import os
import re
import sys

WIDE = 1
ZERO_WIDTH = 2
EMOJI = 4
EXTENDED_PICTOGRAPHIC = 8

CODE_POINT_COUNT = 0x110000

# Hangul jamo that never start a syllable: they render inside the cell pair of the leading jamo.
HANGUL_COMBINING_JAMO = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]

ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf", "Cc", "Zl", "Zp"}

EAST_ASIAN_WIDTH_ALIASES = {
    "A": "A", "Ambiguous": "A", "F": "F", "Fullwidth": "F", "H": "H", "Halfwidth": "H",
    "N": "N", "Neutral": "N", "Na": "Na", "Narrow": "Na", "W": "W", "Wide": "W",
}

SWIFT_FILE = os.path.join("Sources", "TrellisUI", "Graphics", "CellWidthTable.swift")


class DataError(Exception):
    """A data file is missing, malformed or of another Unicode version."""


def read_lines(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read().splitlines()
    except OSError as error:
        raise DataError("cannot read %s: %s (install Debian's unicode-data package)" % (path, error.strerror))
    except UnicodeDecodeError as error:
        raise DataError("%s is not UTF-8 text: %s" % (path, error.reason))


def parse_range(text, path, number):
    first, separator, last = text.strip().partition("..")
    try:
        low = int(first, 16)
        high = int(last, 16) if separator else low
    except ValueError:
        raise DataError("%s:%d: bad code point range %r" % (path, number, text.strip()))
    if not 0 <= low <= high < CODE_POINT_COUNT:
        raise DataError("%s:%d: code point range %r out of bounds" % (path, number, text.strip()))
    return low, high


def header_version(lines, path, pattern):
    """The version a data file names in its header, e.g. '15.0.0' from '# PropList-15.0.0.txt'."""
    for line in lines[:20]:
        match = re.search(pattern, line)
        if match:
            return match.group(1)
    raise DataError("%s: no version in the header" % path)


def property_ranges(lines, path):
    """(low, high, value) for each data line of a `range ; value # comment` file."""
    for number, line in enumerate(lines, start=1):
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [field.strip() for field in data.split(";")]
        if len(fields) < 2:
            raise DataError("%s:%d: expected 'range ; value', got %r" % (path, number, line))
        low, high = parse_range(fields[0], path, number)
        yield low, high, fields[1]


def general_categories(data_dir):
    """A bytearray index into a category list for every code point, from UnicodeData.txt."""
    path = os.path.join(data_dir, "UnicodeData.txt")
    categories = ["Cn"]
    index_of = {"Cn": 0}
    table = bytearray(CODE_POINT_COUNT)
    range_start = None
    for number, line in enumerate(read_lines(path), start=1):
        if not line.strip():
            continue
        fields = line.split(";")
        if len(fields) != 15:
            raise DataError("%s:%d: expected 15 fields, got %d" % (path, number, len(fields)))
        code_point, _ = parse_range(fields[0], path, number)
        category = fields[2]
        if category not in index_of:
            index_of[category] = len(categories)
            categories.append(category)
        name = fields[1]
        if name.endswith(", First>"):
            range_start = code_point
            continue
        if name.endswith(", Last>"):
            if range_start is None:
                raise DataError("%s:%d: range end without a start" % (path, number))
            low, range_start = range_start, None
        else:
            low = code_point
        table[low:code_point + 1] = bytes([index_of[category]]) * (code_point + 1 - low)
    return table, categories


def east_asian_widths(data_dir):
    """East_Asian_Width of every code point: @missing defaults first, then the listed values."""
    path = os.path.join(data_dir, "EastAsianWidth.txt")
    lines = read_lines(path)
    version = header_version(lines, path, r"EastAsianWidth-(\d+\.\d+\.\d+)\.txt")
    values = ["N"]
    widths = bytearray(CODE_POINT_COUNT)  # index 0: N, the value of anything not listed

    def assign(low, high, value, number):
        short = EAST_ASIAN_WIDTH_ALIASES.get(value)
        if short is None:
            raise DataError("%s:%d: unknown East_Asian_Width value %r" % (path, number, value))
        if short not in values:
            values.append(short)
        widths[low:high + 1] = bytes([values.index(short)]) * (high + 1 - low)

    # Defaults (`# @missing: range; value`) apply in file order, before any listed value.
    for number, line in enumerate(lines, start=1):
        match = re.match(r"#\s*@missing:\s*([0-9A-Fa-f.]+)\s*;\s*(\w+)", line)
        if match:
            low, high = parse_range(match.group(1), path, number)
            assign(low, high, match.group(2), number)
    for number, line in enumerate(lines, start=1):
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [field.strip() for field in data.split(";")]
        if len(fields) != 2:
            raise DataError("%s:%d: expected 'range;value', got %r" % (path, number, line))
        low, high = parse_range(fields[0], path, number)
        assign(low, high, fields[1], number)
    return widths, values, version


def binary_property(data_dir, relative_path, names, version_pattern):
    """A bytearray per requested property name (1 where the property holds) and the file version."""
    path = os.path.join(data_dir, relative_path)
    lines = read_lines(path)
    version = header_version(lines, path, version_pattern)
    tables = {name: bytearray(CODE_POINT_COUNT) for name in names}
    for low, high, value in property_ranges(lines, path):
        table = tables.get(value)
        if table is not None:
            table[low:high + 1] = b"\x01" * (high + 1 - low)
    for name, table in tables.items():
        if not any(table):
            raise DataError("%s: no code point has %s" % (path, name))
    return tables, version


def build_properties(data_dir):
    categories, category_names = general_categories(data_dir)
    widths, width_names, version = east_asian_widths(data_dir)
    proplist, proplist_version = binary_property(
        data_dir, "PropList.txt", ["Prepended_Concatenation_Mark"], r"PropList-(\d+\.\d+\.\d+)\.txt")
    emoji, emoji_version = binary_property(
        data_dir, os.path.join("emoji", "emoji-data.txt"),
        ["Emoji", "Emoji_Presentation", "Extended_Pictographic"],
        r"(?:Emoji Version|Version:)\s*(\d+\.\d+)")
    if proplist_version != version:
        raise DataError("PropList.txt is Unicode %s but EastAsianWidth.txt is %s" % (proplist_version, version))
    if not version.startswith(emoji_version + "."):
        raise DataError("emoji-data.txt is Emoji %s but EastAsianWidth.txt is Unicode %s" % (emoji_version, version))

    zero_categories = {category_names.index(name) for name in ZERO_WIDTH_CATEGORIES if name in category_names}
    wide_widths = {width_names.index(name) for name in ("W", "F") if name in width_names}
    visible_format = proplist["Prepended_Concatenation_Mark"]
    visible_format[0x00AD] = 1  # SOFT HYPHEN
    combining_jamo = bytearray(CODE_POINT_COUNT)
    for low, high in HANGUL_COMBINING_JAMO:
        combining_jamo[low:high + 1] = b"\x01" * (high + 1 - low)
    is_emoji = emoji["Emoji"]
    presentation = emoji["Emoji_Presentation"]
    pictographic = emoji["Extended_Pictographic"]

    properties = bytearray(CODE_POINT_COUNT)
    for code_point in range(CODE_POINT_COUNT):
        value = 0
        if (categories[code_point] in zero_categories and not visible_format[code_point]) \
                or combining_jamo[code_point]:
            value = ZERO_WIDTH
        elif widths[code_point] in wide_widths or presentation[code_point]:
            value = WIDE
        if is_emoji[code_point]:
            value |= EMOJI
        if pictographic[code_point]:
            value |= EXTENDED_PICTOGRAPHIC
        properties[code_point] = value
    return properties, version, emoji_version


def merged_ranges(properties):
    """Maximal runs of code points with the same non-empty properties: (first, last, properties)."""
    ranges = []
    start = None
    for code_point in range(CODE_POINT_COUNT + 1):
        value = properties[code_point] if code_point < CODE_POINT_COUNT else 0
        if start is not None and value != properties[start]:
            ranges.append((start, code_point - 1, properties[start]))
            start = None
        if start is None and value != 0:
            start = code_point
    return ranges


def swift_array(values, width, per_line):
    lines = []
    for offset in range(0, len(values), per_line):
        chunk = values[offset:offset + per_line]
        lines.append("        " + ", ".join("0x%0*X" % (width, value) for value in chunk) + ",")
    return "\n".join(lines)


def render(ranges, version, emoji_version):
    if not ranges:
        raise DataError("the data files give no scalar a width other than one cell")
    starts = [first for first, _, _ in ranges]
    entries = [last << 8 | value for _, last, value in ranges]
    wide = sum(last - first + 1 for first, last, value in ranges if value & WIDE)
    zero = sum(last - first + 1 for first, last, value in ranges if value & ZERO_WIDTH)
    return TEMPLATE.format(
        version=version, emoji_version=emoji_version, count=len(ranges), wide=wide, zero=zero,
        wide_bit=WIDE, zero_bit=ZERO_WIDTH, emoji_bit=EMOJI, pictographic_bit=EXTENDED_PICTOGRAPHIC,
        starts=swift_array(starts, 5, 8), entries=swift_array(entries, 8, 8))


TEMPLATE = """\
// CellWidthTable: terminal cell widths of Unicode scalars, generated by
// Scripts/generate-cell-width-table.py from Unicode {version} data files — do not edit.
// Sources: UnicodeData.txt, EastAsianWidth.txt and PropList.txt (Unicode {version}) and
// emoji/emoji-data.txt (Emoji {emoji_version}), as Debian's unicode-data package installs them.
// {count} ranges; {wide} wide and {zero} zero-width code points.

/// The per-scalar facts ``CellTextMeasurer`` needs to give a grapheme cluster 0, 1 or 2 cells,
/// as sorted, merged, non-overlapping ranges of scalars; a scalar in no range is one cell wide
/// and no emoji.
///
/// Generated so that layout, the headless screen and the terminal renderer agree with the
/// Unicode data (and with wcwidth-based terminals) rather than with a hand-kept list.
enum CellWidthTable {{
    /// The version of the Unicode Character Database the table was generated from.
    static let unicodeVersion = "{version}"

    /// What the table knows about one scalar.
    struct Properties: OptionSet, Sendable {{
        let rawValue: UInt8

        /// Two cells: East_Asian_Width Wide or Fullwidth, or Emoji_Presentation.
        static let wide = Properties(rawValue: {wide_bit})
        /// No cell of its own: marks, format characters, controls, line and paragraph
        /// separators and combining Hangul jamo (never together with ``wide``).
        static let zeroWidth = Properties(rawValue: {zero_bit})
        /// Emoji=Yes: a following U+FE0F (VS16) asks for the two-cell emoji presentation.
        static let emoji = Properties(rawValue: {emoji_bit})
        /// Extended_Pictographic: the scalars emoji ZWJ sequences join.
        static let extendedPictographic = Properties(rawValue: {pictographic_bit})
    }}

    /// The properties of `scalar`, by binary search over the range starts.
    static func properties(of scalar: Unicode.Scalar) -> Properties {{
        let value = scalar.value
        // Branch-free search for the last range starting at or before `value`: `base` only moves to
        // starts <= value, so it ends there, or at 0 when no range starts that early.
        var base = 0
        var count = starts.count
        while count > 1 {{
            let half = count &>> 1
            base = starts[base &+ half] <= value ? base &+ half : base
            count &-= half
        }}
        guard !starts.isEmpty, starts[base] <= value else {{ return [] }}
        let entry = entries[base]
        return entry >> 8 >= value ? Properties(rawValue: UInt8(truncatingIfNeeded: entry)) : []
    }}

    /// The first scalar of each range, ascending.
    private static let starts: [UInt32] = [
{starts}
    ]

    /// Each range's last scalar shifted left by 8, or'ed with its ``Properties`` raw value.
    private static let entries: [UInt32] = [
{entries}
    ]
}}
"""


def main():
    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--data-dir", default="/usr/share/unicode",
                        help="the Unicode data files (default: /usr/share/unicode)")
    parser.add_argument("--output", default=os.path.join(repository, SWIFT_FILE),
                        help="where to write the Swift table, '-' for standard output")
    arguments = parser.parse_args()
    try:
        properties, version, emoji_version = build_properties(arguments.data_dir)
        text = render(merged_ranges(properties), version, emoji_version)
    except DataError as error:
        print("generate-cell-width-table: %s" % error, file=sys.stderr)
        return 1
    if arguments.output == "-":
        sys.stdout.write(text)
        return 0
    try:
        with open(arguments.output, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
    except OSError as error:
        print("generate-cell-width-table: cannot write %s: %s" % (arguments.output, error.strerror), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
