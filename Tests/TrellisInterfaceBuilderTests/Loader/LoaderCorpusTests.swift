// Loads every object of every development-corpus document (all scenes, controllers with their views) without
// a trap, checks the stored frames are used, and counts the loader's diagnostics by kind.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUI

/// The development corpus (`../shared/ib-corpus/dev` beside the package root), read in place.
enum LoaderCorpus {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Loader
        .deletingLastPathComponent() // TrellisInterfaceBuilderTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/ib-corpus/dev")

    static let isAvailable = FileManager.default.fileExists(atPath: directory.path)

    static var files: [URL] {
        guard isAvailable else { return [] }
        return ((try? FileManager.default.subpathsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
            .sorted()
            .map { directory.appendingPathComponent($0) }
    }
}

@Suite("Loader over the development corpus")
@MainActor
struct LoaderCorpusTests {
    /// The top-level object groups of a document: a nib's objects, or each scene's objects.
    static func objectGroups(_ document: InterfaceBuilderDocument) -> [[DocumentElement]] {
        if let scenes = document.root.child(named: "scenes") {
            return scenes.children(named: "scene").compactMap { $0.child(named: "objects")?.children }
        }
        return [document.root.child(named: "objects")?.children ?? []]
    }

    /// What loading the corpus gave.
    struct Tally {
        var counts: [String: Int] = [:]
        var objects = 0
        var frames = 0
        var prototypes = 0
        var prototypeCopies = 0
        var containerBars = 0
        var notMade: [String] = []
    }

    /// Loads one object group as a storyboard does: the controllers without their views, then each
    /// controller's view with the controller bound (a nib's objects in one go).
    static func load(_ group: [DocumentElement], with loader: DocumentLoader) -> [DocumentInstantiation] {
        let views = group.compactMap { $0.children.first { $0.key == "view" && $0.id != nil } }
        let controllers = loader.instantiate(group, excluding: Set(views.compactMap(\.id)))
        var instantiations = [controllers]
        for element in group {
            guard let id = element.id, let controller = controllers.object(withID: id),
                let view = element.children.first(where: { $0.key == "view" && $0.id != nil })
            else { continue }
            instantiations.append(loader.instantiate([view], placeholders: [id: controller]))
        }
        return instantiations
    }

    /// Checks that each element with a stored frame made a view with that frame, and dequeues one copy of
    /// each prototype cell (prototypes are templates: every dequeue makes a fresh copy).
    static func check(
        _ element: DocumentElement, in instantiations: [DocumentInstantiation], file: String, tally: inout Tally
    ) {
        func object(_ id: String?) -> AnyObject? {
            guard let id else { return nil }
            return instantiations.lazy.compactMap { $0.object(withID: id) }.first
        }
        if let rect = element.child(forKey: "frame"), rect.name == "rect", element.id != nil,
            let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init)
        {
            if let view = object(element.id) as? View {
                tally.frames += 1
                let x = rect["x"].flatMap(Double.init) ?? 0
                let y = rect["y"].flatMap(Double.init) ?? 0
                #expect(view.frame == CGRect(x: x, y: y, width: width, height: height), "\(file): \(element)")
            } else if ["navigationBar", "tabBar", "toolbar"].contains(element.key ?? "") {
                // A container controller's own bar: TrellisUI's containers make their bars themselves.
                tally.containerBars += 1
            } else {
                tally.notMade.append("\(file): \(element)")
            }
        }
        for child in element.children {
            let isTemplate =
                (child.name == "prototypes" && element.name == "tableView")
                || (child.name == "cells" && element.name == "collectionView")
            guard isTemplate else {
                check(child, in: instantiations, file: file, tally: &tally)
                continue
            }
            let list = object(element.id)
            for cell in child.children {
                guard let identifier = cell["reuseIdentifier"] else { continue }
                tally.prototypes += 1
                let table = (list as? TableView)?.dequeueReusableCell(withIdentifier: identifier)
                let collection = (list as? CollectionView)?.dequeueReusableCell(
                    withReuseIdentifier: identifier, for: IndexPath(item: 0, section: 0))
                if table != nil || collection != nil { tally.prototypeCopies += 1 }
            }
        }
    }

    @Test(
        "every object of every corpus document loads without a trap, with the frames Xcode stored",
        .enabled(if: LoaderCorpus.isAvailable, "the development corpus ../shared/ib-corpus/dev is absent; skipped"))
    func loadsWholeCorpus() throws {
        let registry = ClassRegistry()
        var tally = Tally()
        var valueErrors: [InterfaceBuilderDiagnostic] = []
        let checker = LifecycleChecker()
        let files = LoaderCorpus.files
        #expect(files.count == 43)
        for url in files {
            let document = try InterfaceBuilderDocument(contentsOf: url)
            valueErrors += DocumentValueCheck.diagnostics(for: document).filter { $0.severity == .error }
            let loader = DocumentLoader(document: document, registry: registry)
            for group in Self.objectGroups(document) {
                let instantiations = Self.load(group, with: loader)
                for instantiation in instantiations {
                    tally.objects += instantiation.createdObjects.count
                    for diagnostic in instantiation.diagnostics {
                        tally.counts[diagnostic.code, default: 0] += 1
                        #expect(diagnostic.position.line > 0 && diagnostic.position.file == url.path, "\(diagnostic)")
                    }
                }
                LifecycleChecker.$current.withValue(checker) {
                    for element in group {
                        Self.check(element, in: instantiations, file: url.lastPathComponent, tally: &tally)
                    }
                }
            }
        }
        for diagnostic in checker.diagnostics {
            tally.counts["(prototypes, dequeue) " + diagnostic.rule, default: 0] += 1
        }
        #expect(valueErrors.isEmpty, "\(valueErrors)")
        #expect(tally.notMade.isEmpty, "\(tally.notMade)")
        #expect(tally.objects > 1_000)
        #expect(tally.frames > 800)
        #expect(tally.prototypes > 20 && tally.prototypeCopies == tally.prototypes)
        let summary = tally.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print(
            "Loader corpus: \(files.count) documents, \(tally.objects) objects, \(tally.frames) frames checked, "
                + "\(tally.prototypeCopies) prototype copies, \(tally.containerBars) container bars left to their controllers; "
                + summary)
    }
}
