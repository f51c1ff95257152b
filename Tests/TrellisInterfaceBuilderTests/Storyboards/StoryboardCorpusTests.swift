// Every scene of every development-corpus storyboard is instantiated and its view loaded without a
// trap; the only errors are references to storyboards the corpus does not include.
import Foundation
import Testing
import TrellisInterfaceBuilder
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Storyboards of the development corpus", .enabled(if: LintDevCorpus.isAvailable, LintDevCorpus.absenceNote))
struct StoryboardCorpusTests {
    @Test(
        "every scene of every dev-corpus storyboard instantiates and loads its view; only references to absent storyboards fail, each naming its line"
    )
    func everySceneInstantiates() throws {
        let files = LintDevCorpus.files.filter { $0.hasSuffix(".storyboard") }
        #expect(files.count == 28)
        let checker = LifecycleChecker()
        var scenes = 0
        var made = 0
        var loaded = 0
        var missingStoryboards: Set<String> = []
        var failedReferences = 0
        var scenesWithSubviews = 0
        try LifecycleChecker.$current.withValue(checker) {
            for file in files {
                let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: file), registry: ClassRegistry())
                for scene in storyboard.scenes {
                    scenes += 1
                    let id = try #require(scene.controllerID)
                    do {
                        let controller = try storyboard.instantiateViewController(withObjectID: id)
                        made += 1
                        controller.loadViewIfNeeded()
                        if controller.isViewLoaded { loaded += 1 }
                        // The view is the scene's, not an empty default: a plain root view has the
                        // document's subviews.
                        if let view = controller.viewIfLoaded, type(of: view) == View.self,
                            let documentSubviews = scene.view?.child(named: "subviews")?.children
                        {
                            scenesWithSubviews += 1
                            #expect(view.subviews.count == documentSubviews.count, "\(file): scene \(id)")
                        }
                    } catch StoryboardError.unknownStoryboard(let name, let position) {
                        #expect(position.file == file && position.line > 0)
                        missingStoryboards.insert(name)
                        failedReferences += 1
                    } catch {
                        Issue.record("\(file): scene \(id): \(error)")
                    }
                }
            }
        }
        // Only references to storyboards the corpus leaves out fail (RxSwift's and IQKeyboardManager's
        // examples refer to storyboards of their projects that were not collected); references to the
        // collected ones, in other folders of the same project, are followed.
        for name in missingStoryboards {
            #expect(!files.contains { $0.hasSuffix("/\(name).storyboard") }, "\(name).storyboard is in the corpus")
        }
        #expect(missingStoryboards.isSuperset(of: ["General", "ScrollView"]))
        #expect(made + failedReferences == scenes)
        #expect(made >= 150)
        #expect(loaded == made)
        #expect(scenesWithSubviews > 50)
        // Every problem met is reported with a document position.
        #expect(checker.diagnostics.allSatisfy { $0.path.contains(".storyboard:") }, "\(checker.diagnostics.prefix(3))")
    }
}
