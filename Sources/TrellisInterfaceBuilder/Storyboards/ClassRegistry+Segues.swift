// Custom segue classes in the class registry: a storyboard's `<segue kind="custom" customClass="…">`
// finds the StoryboardSegue subclass registered under that name.
import Foundation
import TrellisUI

extension ClassRegistry {
    /// Registers the custom segue class `type` under its Swift name, so storyboards whose custom
    /// segues name it (`customClass`, with or without `customModule`) perform it. `module` defaults
    /// to the module the class is declared in.
    public func register(_ type: StoryboardSegue.Type, module: String? = nil) {
        let reflected = String(reflecting: type)
        let name = String(describing: type)
        let declaringModule = module ?? reflected.split(separator: ".").first.map(String.init)
        register(className: name, module: declaringModule) { _ in StoryboardSegueClass(type) }
    }

    /// The segue class registered under `name` (resolved as any custom class is), or `nil`.
    func segueClass(named name: String, module: String?, moduleProvider: String?) -> StoryboardSegue.Type? {
        guard let entry = resolveClass(named: name, module: module, moduleProvider: moduleProvider) else { return nil }
        return (entry.make(StoryboardSegueClass.NoValues()) as? StoryboardSegueClass)?.type
    }
}

/// What a registered segue class's entry makes: the class itself (segues are made by the storyboard
/// with `init(identifier:source:destination:)`, never from an archive).
@MainActor
final class StoryboardSegueClass {
    let type: StoryboardSegue.Type

    init(_ type: StoryboardSegue.Type) { self.type = type }

    /// The empty coder the registry entry is called with.
    final class NoValues: Coder {
        func containsValue(forKey key: String) -> Bool { false }
        func decodeString(forKey key: String) -> String? { nil }
    }
}
