// StoryboardCatalog: where a storyboard's documents are found — a bundle's resources (SwiftPM's
// Bundle.module) or a directory — and the parsed documents, shared by every storyboard made there.
import Foundation

/// The storyboard documents of one place (a bundle's resources or a directory), parsed once each.
///
/// A storyboard reference (`viewControllerPlaceholder storyboardName="Other"`) is looked up in the
/// directory of the storyboard that holds it first, then anywhere below the place's root.
@MainActor
final class StoryboardCatalog {
    /// Directories searched, in order (each with everything below it).
    let searchRoots: [URL]
    private var contentsByName: [String: StoryboardContents] = [:]
    private var urlsByName: [String: URL] = [:]

    init(searchRoots: [URL]) {
        var unique: [URL] = []
        for root in searchRoots where !unique.contains(root.standardizedFileURL) {
            unique.append(root.standardizedFileURL)
        }
        self.searchRoots = unique
    }

    /// Where the catalog searches, for messages.
    var searchedDescription: String {
        searchRoots.map(\.path).joined(separator: ", ")
    }

    /// The parsed storyboard `name`.
    func contents(named name: String) throws(StoryboardError) -> StoryboardContents {
        if let cached = contentsByName[name] { return cached }
        guard let url = url(named: name) else {
            throw .notFound(name: name, searched: searchedDescription)
        }
        return try load(url, name: name)
    }

    /// Parses the document at `url` as the storyboard `name` and keeps it.
    func load(_ url: URL, name: String) throws(StoryboardError) -> StoryboardContents {
        if let cached = contentsByName[name], urlsByName[name] == url { return cached }
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderDocument(contentsOf: url)
        } catch {
            throw .document(error)
        }
        let contents = StoryboardContents(document: document, name: name)
        contentsByName[name] = contents
        urlsByName[name] = url
        return contents
    }

    /// The file `name.storyboard`: directly in a search root first, then below it (sorted paths,
    /// so the choice is the same on every run; `Base.lproj` wins over other localizations).
    func url(named name: String) -> URL? {
        if let known = urlsByName[name] { return known }
        let fileName = name + ".storyboard"
        let manager = FileManager.default
        for root in searchRoots {
            let direct = root.appendingPathComponent(fileName)
            if manager.fileExists(atPath: direct.path) { return direct }
            guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            var matches: [URL] = []
            for case let candidate as URL in enumerator where candidate.lastPathComponent == fileName {
                matches.append(candidate)
            }
            let sorted = matches.sorted { lhs, rhs in
                let lhsBase = lhs.path.contains("Base.lproj")
                let rhsBase = rhs.path.contains("Base.lproj")
                if lhsBase != rhsBase { return lhsBase }
                return lhs.path < rhs.path
            }
            if let first = sorted.first { return first }
        }
        return nil
    }
}
