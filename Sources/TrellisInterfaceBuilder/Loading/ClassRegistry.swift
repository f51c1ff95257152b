// Where the objects of Interface Builder documents come from: classes by name (customClass / customModule),
// element tags, and the key tables for outlets, actions and runtime attributes.
import Foundation
import TrellisUI

/// The classes documents can instantiate, and the keys their objects accept.
///
/// Swift on Linux has no `NSClassFromString` for Swift classes and no key-value coding, so a document's
/// `customClass="SettingsViewController" customModule="MyApp"` resolves through this registry: register
/// `SettingsViewController.self` once (at start-up) and documents can make it. TrellisUI's classes are
/// pre-registered, under their own names and their UIKit names (`UILabel` → `Label`), and every element
/// tag Xcode writes for them (`label`, `button`, `viewController` …) is mapped to its class.
///
/// Outlets, outlet collections and runtime attributes are found first through the `@Outlet`,
/// `@OutletCollection` and `@Inspectable` property wrappers (by name, through `Mirror`), then in the key
/// tables filled with ``registerOutlet(_:of:_:)``, ``registerOutletCollection(_:of:_:)`` and
/// ``registerAttribute(_:of:_:)`` (TrellisUI's own keys such as a controller's `view` or a scroll view's
/// `delegate` are registered there). Actions are performed through ``registerAction(_:of:_:)`` entries or the
/// responder's own `canPerformAction(_:withSender:)` / `perform(_:withSender:)`.
@MainActor
public final class ClassRegistry {
    /// A class a document can name.
    public struct Entry {
        /// The class name without module (`SettingsViewController`).
        public let name: String
        /// The module it is declared in (`MyApp`); `nil` matches any module.
        public let module: String?
        /// Makes an instance with `init(coder:)`.
        public let make: @MainActor (any Coder) -> AnyObject?

        /// `Module.Name`, or the name alone.
        public var qualifiedName: String { module.map { "\($0).\(name)" } ?? name }
    }

    /// A setter for one key of one class (and its subclasses).
    struct KeySetter {
        /// Whether the setter applies to `object`.
        let accepts: @MainActor (AnyObject) -> Bool
        /// The name of the value type, for diagnostics.
        let valueTypeName: String
        /// Sets the value; `false` when the value is not of the type the key takes.
        let set: @MainActor (AnyObject, Any) -> Bool
    }

    /// An action one class (and its subclasses) performs.
    struct ActionEntry {
        let accepts: @MainActor (AnyObject) -> Bool
        let perform: @MainActor (AnyObject, AnyObject?) -> Void
    }

    /// The registry documents use unless told otherwise. Apps register their classes here.
    public static let shared = ClassRegistry()

    private var classesByName: [String: [Entry]] = [:]
    private var elementEntries: [String: Entry] = [:]
    private var outletSetters: [String: [KeySetter]] = [:]
    private var collectionSetters: [String: [KeySetter]] = [:]
    private var attributeSetters: [String: [KeySetter]] = [:]
    private var actionEntries: [String: [ActionEntry]] = [:]

    /// A registry with TrellisUI's classes, element tags and keys registered.
    public init() {
        registerTrellisDefaults()
    }

    // MARK: Classes

    /// Registers `type` under its Swift name, so documents can name it as `customClass`. The module is
    /// the one Swift reports for the type (`String(reflecting:)`), unless `module` says otherwise.
    public func register<T: NibDecodable>(_ type: T.Type, module: String? = nil) {
        let (typeModule, name) = Self.split(String(reflecting: type))
        register(className: name, module: module ?? typeModule) { coder in type.init(coder: coder) }
    }

    /// Registers a factory under `className` in `module` (`nil`: any module). A later registration of the
    /// same name and module replaces the earlier one.
    public func register(className: String, module: String?, make: @escaping @MainActor (any Coder) -> AnyObject?) {
        var entries = classesByName[className, default: []]
        entries.removeAll { $0.module == module }
        entries.append(Entry(name: className, module: module, make: make))
        classesByName[className] = entries
    }

    /// The class a document's `customClass` / `customModule` names, or `nil` when it is unknown.
    ///
    /// A module-qualified name (`MyApp.Cell`) or an explicit `customModule` must match the registered
    /// module, as in UIKit (a wrong module makes UIKit fall back to the base class).
    /// `customModuleProvider="target"` means "the app target", which a Linux process cannot name, so it
    /// matches the class in any module; so does a document without `customModule` (Objective-C classes).
    public func resolveClass(named customClass: String, module: String?, moduleProvider: String?) -> Entry? {
        var name = customClass
        var module = module
        if module == nil, customClass.contains(".") {
            let parts = Self.split(customClass)
            module = parts.module
            name = parts.name
        }
        guard let entries = classesByName[name], !entries.isEmpty else { return nil }
        guard let module, moduleProvider != "target" else { return entries.last }
        return entries.last { $0.module == module || $0.module == nil }
    }

    /// The modules `name` is registered in (for diagnostics about a wrong `customModule`).
    public func registeredModules(ofClassNamed name: String) -> [String] {
        (classesByName[name] ?? []).compactMap(\.module)
    }

    // MARK: Element tags

    /// Maps an element tag to the class it makes when it names no (known) custom class.
    public func registerElement<T: NibDecodable>(_ tag: String, _ type: T.Type) {
        let (module, name) = Self.split(String(reflecting: type))
        elementEntries[tag] = Entry(name: name, module: module) { coder in type.init(coder: coder) }
    }

    /// Maps an element tag to a factory.
    public func registerElement(_ tag: String, make: @escaping @MainActor (any Coder) -> AnyObject?) {
        elementEntries[tag] = Entry(name: tag, module: nil, make: make)
    }

    /// What an element tag makes, if it makes an object.
    public func elementEntry(forTag tag: String) -> Entry? { elementEntries[tag] }

    /// Whether `tag` makes an object (as opposed to a value or a nested structure such as `<state>`).
    public func isObjectElement(_ tag: String) -> Bool { elementEntries[tag] != nil }

    // MARK: Keys

    /// Registers the outlet `key` of `Owner` (and its subclasses): `set` receives the destination when it
    /// is a `Value`; any other destination is reported as a type mismatch.
    public func registerOutlet<Owner: AnyObject, Value>(
        _ key: String, of owner: Owner.Type, _ set: @escaping @MainActor (Owner, Value) -> Void
    ) {
        outletSetters[key, default: []].append(Self.setter(set))
    }

    /// Registers the outlet collection `key` of `Owner`: `set` receives the destinations, in document order.
    public func registerOutletCollection<Owner: AnyObject, Value>(
        _ key: String, of owner: Owner.Type, _ set: @escaping @MainActor (Owner, [Value]) -> Void
    ) {
        collectionSetters[key, default: []].append(
            KeySetter(
                accepts: { $0 is Owner }, valueTypeName: String(describing: Value.self),
                set: { object, value in
                    guard let owner = object as? Owner, let values = value as? [Value] else { return false }
                    set(owner, values)
                    return true
                }))
    }

    /// Registers the user-defined runtime attribute `keyPath` of `Owner`. Values are converted from the
    /// document's type (`number` → `Double`, `Int`, `CGFloat` …; `color` → `Color`; `image` → `Image` …).
    public func registerAttribute<Owner: AnyObject, Value>(
        _ keyPath: String, of owner: Owner.Type, _ set: @escaping @MainActor (Owner, Value) -> Void
    ) {
        attributeSetters[keyPath, default: []].append(
            KeySetter(
                accepts: { $0 is Owner }, valueTypeName: String(describing: Value.self),
                set: { object, value in
                    guard let owner = object as? Owner, let documentValue = value as? DocumentValue,
                        let converted = InspectableConversion.convert(documentValue, to: Value.self)
                    else { return false }
                    set(owner, converted)
                    return true
                }))
    }

    /// Registers the action `selector` (as documents write it, `toggle:` or `done`) of `Target`: an
    /// `<action selector=…>` connected to a `Target`, or sent up the responder chain from First Responder,
    /// calls `perform` with the target and the sender.
    public func registerAction<Target: AnyObject>(
        _ selector: String, of target: Target.Type, _ perform: @escaping @MainActor (Target, AnyObject?) -> Void
    ) {
        actionEntries[Self.actionName(selector), default: []].append(
            ActionEntry(
                accepts: { $0 is Target },
                perform: { object, sender in
                    guard let target = object as? Target else { return }
                    perform(target, sender)
                }))
    }

    // MARK: Lookup (the loader)

    func outletSetter(forKey key: String, of object: AnyObject) -> KeySetter? {
        outletSetters[key]?.last { $0.accepts(object) }
    }

    func collectionSetter(forKey key: String, of object: AnyObject) -> KeySetter? {
        collectionSetters[key]?.last { $0.accepts(object) }
    }

    func attributeSetter(forKeyPath keyPath: String, of object: AnyObject) -> KeySetter? {
        attributeSetters[keyPath]?.last { $0.accepts(object) }
    }

    /// The registered action `selector` of `object`'s class, if any.
    func action(_ selector: String, of object: AnyObject) -> ActionEntry? {
        actionEntries[Self.actionName(selector)]?.last { $0.accepts(object) }
    }

    /// Selectors are matched without their trailing colon (`toggle:` and `toggle` are one action).
    static func actionName(_ selector: String) -> String {
        selector.hasSuffix(":") ? String(selector.dropLast()) : selector
    }

    private static func setter<Owner: AnyObject, Value>(_ set: @escaping @MainActor (Owner, Value) -> Void) -> KeySetter
    {
        KeySetter(
            accepts: { $0 is Owner }, valueTypeName: String(describing: Value.self),
            set: { object, value in
                guard let owner = object as? Owner, let typed = value as? Value else { return false }
                set(owner, typed)
                return true
            })
    }

    /// `Module.Name` → (`Module`, `Name`); a name without a module → (`nil`, name). Generic arguments
    /// (`Box<Int>`) are kept with the name.
    static func split(_ qualified: String) -> (module: String?, name: String) {
        let base = qualified.split(separator: "<", maxSplits: 1).first.map(String.init) ?? qualified
        guard let dot = base.lastIndex(of: ".") else { return (nil, qualified) }
        let module = String(base[..<dot])
        let name = String(qualified[qualified.index(after: dot)...])
        return (module.split(separator: ".").first.map(String.init), name)
    }
}
