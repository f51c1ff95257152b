// ConfigurationUpdateMergingTests: successive asynchronous configuration updates (a window being resized)
// merge while they wait in the queue; one being computed, and ones with other modifications between, do not.
import Testing
import TrellisComponents
import TrellisTesting

@MainActor @Suite("Data source configuration update merging")
struct ConfigurationUpdateMergingTests {
    /// The configuration that shows each row's text with `suffix`.
    private func configuration(
        _ dataSource: ComponentDataSource<RowModel>, suffix: String
    ) -> DataSourceConfiguration<RowModel> {
        var configuration = dataSource.configuration
        configuration.componentProvider = { model, _ in
            RowItem(model: RowModel(id: model.id, text: model.text + suffix))
        }
        return configuration
    }

    @Test("three asynchronous configuration updates in a row apply the one being computed and the last")
    func waitingConfigurationUpdateIsReplaced() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .synchronous)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        dataSource.updateConfiguration(configuration(dataSource, suffix: "-1"), userInfo: ["tag": "c1"])
        dataSource.updateConfiguration(configuration(dataSource, suffix: "-2"), userInfo: ["tag": "c2"])
        dataSource.updateConfiguration(configuration(dataSource, suffix: "-3"), userInfo: ["tag": "c3"])
        screen.runUntilIdle()
        #expect(log.tags == ["c1", "c3"])
        #expect(shownTexts(dataSource.state) == [["r0-3", "r1-3"]])
        #expect(!dataSource.hasPendingModifications)
    }

    @Test("a changeset between two waiting configuration updates keeps both, in submission order")
    func changesetBetweenKeepsBoth() throws {
        let screen = HeadlessScreen(width: 20, height: 10)
        let dataSource = makeRowDataSource(screen)
        try dataSource.apply(initialChangeset([rows(0..<2)]), mode: .synchronous)
        let log = UpdateLog<RowModel>()
        dataSource.addListener(log)
        dataSource.updateConfiguration(configuration(dataSource, suffix: "-1"), userInfo: ["tag": "c1"])
        dataSource.updateConfiguration(configuration(dataSource, suffix: "-2"), userInfo: ["tag": "c2"])
        try dataSource.apply(changeset(inserted: [(0, 2)]), userInfo: ["tag": "insert"])
        dataSource.updateConfiguration(configuration(dataSource, suffix: "-3"), userInfo: ["tag": "c3"])
        screen.runUntilIdle()
        #expect(log.tags == ["c1", "c2", "insert", "c3"])
        #expect(shownTexts(dataSource.state) == [["r0-3", "r1-3", "new-3"]])
    }
}
