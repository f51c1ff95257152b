// @Outlet and @OutletCollection: properties a document's outlets connect, found by name without
// Objective-C key-value coding.
import Foundation
import TrellisUI

/// A property an Interface Builder outlet sets (`@IBOutlet`): `@Outlet var titleLabel: Label?`.
///
/// The loader finds it by name: `<outlet property="titleLabel" destination="…"/>` looks for the stored
/// property `_titleLabel` (the wrapper) of the source object and its superclasses through `Mirror`,
/// checks that the destination is a `Value` (a mismatch is an `IB-OUTLET-TYPE` error), and stores it.
/// The wrapper keeps its value in a small reference box, so the `Mirror` copy writes to the object's own
/// storage. Like `@IBOutlet`, it is `nil` in `init(coder:)` and set before `awakeFromNib()`.
///
/// The reference is strong by default, as for Swift `@IBOutlet`s; `@Outlet(.weak)` holds it weakly (for
/// an outlet back to an owner or controller, which would otherwise make a cycle).
@propertyWrapper
public struct Outlet<Value: AnyObject> {
    /// How an outlet holds its object.
    public enum Reference: Sendable {
        /// Keeps the object alive.
        case strong
        /// Does not keep the object alive; reads `nil` once it is gone.
        case weak
    }

    let storage: OutletStorage<Value>

    /// An outlet, `nil` until the loader (or code) sets it.
    public init(_ reference: Reference = .strong) {
        storage = OutletStorage(reference)
    }

    /// An outlet with an initial value.
    public init(wrappedValue: Value?, _ reference: Reference = .strong) {
        storage = OutletStorage(reference)
        storage.value = wrappedValue
    }

    /// The connected object.
    public var wrappedValue: Value? {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}

/// The reference box behind an ``Outlet``.
final class OutletStorage<Value: AnyObject> {
    private let isWeak: Bool
    private var strongValue: Value?
    private weak var weakValue: Value?

    init(_ reference: Outlet<Value>.Reference) { isWeak = reference == .weak }

    var value: Value? {
        get { isWeak ? weakValue : strongValue }
        set {
            if isWeak { weakValue = newValue } else { strongValue = newValue }
        }
    }
}

/// A property an outlet collection fills (`@IBOutlet var buttons: [UIButton]`):
/// `@OutletCollection var buttons: [Button]`. Every `<outletCollection property="buttons" …>` of the source
/// adds its destination, in document order.
@propertyWrapper
public struct OutletCollection<Value: AnyObject> {
    let storage: OutletCollectionStorage<Value>

    /// An empty collection.
    public init() { storage = OutletCollectionStorage() }

    /// A collection with initial elements.
    public init(wrappedValue: [Value]) {
        storage = OutletCollectionStorage()
        storage.values = wrappedValue
    }

    /// The connected objects.
    public var wrappedValue: [Value] {
        get { storage.values }
        nonmutating set { storage.values = newValue }
    }
}

/// The reference box behind an ``OutletCollection``.
final class OutletCollectionStorage<Value: AnyObject> {
    var values: [Value] = []
}

/// What the loader sees of an ``Outlet`` through `Mirror`.
protocol OutletConnecting {
    /// Stores `object` when it is of the outlet's type; `false` otherwise.
    func connect(_ object: AnyObject) -> Bool
    /// The outlet's type, for diagnostics.
    var valueTypeName: String { get }
}

extension Outlet: OutletConnecting {
    func connect(_ object: AnyObject) -> Bool {
        guard let value = object as? Value else { return false }
        storage.value = value
        return true
    }

    var valueTypeName: String { String(describing: Value.self) }
}

/// What the loader sees of an ``OutletCollection`` through `Mirror`.
protocol OutletCollectionConnecting {
    /// Stores `objects` (appending to the current ones when `appending`); returns the objects that are not
    /// of the collection's element type (which are left out).
    func connect(_ objects: [AnyObject], appending: Bool) -> [AnyObject]
    var valueTypeName: String { get }
}

extension OutletCollection: OutletCollectionConnecting {
    func connect(_ objects: [AnyObject], appending: Bool) -> [AnyObject] {
        let typed = objects.compactMap { $0 as? Value }
        storage.values = appending ? storage.values + typed : typed
        return objects.filter { !($0 is Value) }
    }

    var valueTypeName: String { String(describing: Value.self) }
}

/// Finds property-wrapper storage by property name through `Mirror`, walking superclasses.
enum WrappedProperty {
    static func find<T>(_ name: String, in object: AnyObject, as type: T.Type) -> T? {
        let label = "_" + name
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == label {
                return child.value as? T
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
