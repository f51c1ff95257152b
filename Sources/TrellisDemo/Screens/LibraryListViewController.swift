// LibraryListViewController: the Artists and Albums screens — a list of library rows; Enter or a
// click opens the selected row (the creator decides what opening means: push the next screen).
import Foundation
import TrellisComponents
import TrellisUI

/// A screen of artists or albums.
@MainActor final class LibraryListViewController: SelectableListViewController<LibraryListModel> {
    private var model: LibraryListModel
    /// What opening row `index` does (set by whoever creates the screen).
    var onOpen: (@MainActor (LibraryListViewController, Int) -> Void)?

    /// A screen titled `title` showing `model`.
    init(title: String, model: LibraryListModel) {
        self.model = model
        super.init(model: model) { model, _ in LibraryListModel.component(model) }
        self.title = title
    }

    /// Not supported: the screen is made in code (reports `DEMO-CODER`).
    required init?(coder: any Coder) {
        DemoArchiving.reportUnsupported(Self.self)
        return nil
    }

    /// The rows shown (tests and the creator read them).
    var items: [LibraryListModel.Item] { model.items }

    override var rowCount: Int { model.items.count }
    override var selectedRow: Int? { model.selectedIndex }

    override func applySelection(_ row: Int) {
        model.selectedIndex = row
        updateModel(model)
    }

    override func row(forTag tag: Int) -> Int? { model.items.firstIndex { $0.id == tag } }

    override func openRow(_ row: Int) {
        guard model.items.indices.contains(row) else { return }
        onOpen?(self, row)
    }
}
