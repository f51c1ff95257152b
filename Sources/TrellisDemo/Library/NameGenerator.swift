// NameGenerator: deterministic, varied names for generated artists, albums and songs (the same index
// always gives the same name, so key scripts and tests see the same library on every run).
import Foundation

/// Picks words for generated names from a hash of an index and a salt (SplitMix64's finaliser), so the
/// library looks varied but is identical on every run and machine.
enum NameGenerator {
    static let firstNames = [
        "Nina", "Omar", "Lena", "Teo", "Maya", "Jonas", "Aiko", "Rafael", "Ines", "Kofi", "Sofia", "Mateo",
        "Yara", "Elias", "Noor", "Felix", "Amara", "Luca", "Hana", "Pablo", "Zoe", "Arjun", "Clara", "Emil",
    ]
    static let lastNames = [
        "Okafor", "Lindqvist", "Moreau", "Tanaka", "Ferreira", "Novak", "Haddad", "Kowalski", "Silva", "Brennan",
        "Costa", "Ivanova", "Mendes", "Larsen", "Quinn", "Bauer", "Adeyemi", "Rossi", "Sato", "Vidal",
    ]
    static let bandAdjectives = [
        "Velvet", "Electric", "Midnight", "Paper", "Golden", "Silent", "Neon", "Wandering", "Glass", "Hollow",
        "Crimson", "Northern", "Lunar", "Broken", "Distant", "Wild", "Quiet", "Static", "Amber", "Frozen",
    ]
    static let bandNouns = [
        "Harbors", "Foxes", "Engines", "Satellites", "Gardens", "Rivers", "Cathedrals", "Echoes", "Lanterns",
        "Tides", "Comets", "Parade", "Orchard", "Machines", "Owls", "Horizons", "Signals", "Atlas", "Canyons",
    ]
    static let adjectives = [
        "Silver", "Paper", "Golden", "Quiet", "Electric", "Blue", "Endless", "Slow", "Bright", "Hidden", "Velvet",
        "Lost", "Summer", "Winter", "Northern", "Falling", "Midnight", "Open", "Little", "Burning", "Gentle",
        "Restless", "Shallow", "Secret", "Wooden", "Distant", "Crystal", "Sleepless", "Radio", "Morning",
    ]
    static let nouns = [
        "Lanterns", "Morning", "Rivers", "Hearts", "Hours", "Roads", "Skies", "Windows", "Dreams", "Fires",
        "Waves", "Letters", "Streets", "Mountains", "Shadows", "Gardens", "Stations", "Mirrors", "Islands",
        "Signals", "Echoes", "Bridges", "Engines", "Horizons", "Feathers", "Tides", "Rooms", "Songs", "Lights",
    ]
    static let albumWords = [
        "Sessions", "Tapes", "Chronicles", "Live", "Demos", "Stories", "Diaries", "Postcards", "Nocturnes",
        "Variations", "Sketches", "Reflections",
    ]

    /// A well-mixed 64-bit hash of `index` and `salt`.
    static func hash(_ index: Int, salt: UInt64) -> UInt64 {
        var z = UInt64(bitPattern: Int64(index)) &+ salt &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The element of `words` that `index` (with `salt`) picks.
    static func pick(_ words: [String], _ index: Int, salt: UInt64) -> String {
        words[Int(hash(index, salt: salt) % UInt64(words.count))]
    }

    /// A number in `range` picked by `index` and `salt`.
    static func number(in range: ClosedRange<Int>, _ index: Int, salt: UInt64) -> Int {
        range.lowerBound + Int(hash(index, salt: salt) % UInt64(range.count))
    }

    /// A person's or a band's name.
    static func artistName(_ index: Int) -> String {
        if hash(index, salt: 1) % 3 == 0 {
            return "The " + pick(bandAdjectives, index, salt: 2) + " " + pick(bandNouns, index, salt: 3)
        }
        return pick(firstNames, index, salt: 4) + " " + pick(lastNames, index, salt: 5)
    }

    /// An album title.
    static func albumTitle(_ index: Int) -> String {
        switch hash(index, salt: 6) % 4 {
        case 0: return pick(adjectives, index, salt: 7) + " " + pick(albumWords, index, salt: 8)
        case 1: return "The " + pick(nouns, index, salt: 9) + " " + pick(albumWords, index, salt: 10)
        default: return pick(adjectives, index, salt: 11) + " " + pick(nouns, index, salt: 12)
        }
    }

    /// A song title.
    static func songTitle(_ index: Int) -> String {
        switch hash(index, salt: 13) % 5 {
        case 0: return pick(nouns, index, salt: 14) + " of " + pick(nouns, index, salt: 15)
        case 1: return "The " + pick(adjectives, index, salt: 16) + " " + pick(nouns, index, salt: 17)
        default: return pick(adjectives, index, salt: 18) + " " + pick(nouns, index, salt: 19)
        }
    }
}
