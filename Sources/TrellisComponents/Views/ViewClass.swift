// ViewClass: how a component makes its view, and the reuse-pool callbacks (CKComponentViewClass).
import TrellisUI

/// How a component's view is created, plus the optional reuse-pool enter/leave callbacks.
///
/// Two view classes are the same (share reuse pools) when their identifiers are equal: by default the
/// view type's name plus an optional `variant`, so factories with different configurations stay apart.
public struct ViewClass: Sendable, Hashable {
    // One shared, immutable reference: a view class is copied into the configuration of every component
    // that mounts a view (a tree node each), so it is one word to store and one retain to copy.
    private let storage: Storage

    private final class Storage: Sendable {
        let identifier: String
        let internedIdentifier: Int
        let make: @MainActor @Sendable () -> View
        let didEnterReusePool: (@MainActor @Sendable (View) -> Void)?
        let willLeaveReusePool: (@MainActor @Sendable (View) -> Void)?

        init(
            identifier: String, make: @escaping @MainActor @Sendable () -> View,
            didEnterReusePool: (@MainActor @Sendable (View) -> Void)?,
            willLeaveReusePool: (@MainActor @Sendable (View) -> Void)?
        ) {
            self.identifier = identifier
            internedIdentifier = AttributeIdentifier(identifier).id
            self.make = make
            self.didEnterReusePool = didEnterReusePool
            self.willLeaveReusePool = willLeaveReusePool
        }
    }

    /// Whether both are the very same view class value (not only equal identifiers).
    func isIdentical(to other: ViewClass) -> Bool { storage === other.storage }

    /// Identity used in the reuse key.
    public var identifier: String { storage.identifier }
    /// `identifier` interned, for cheap hashing in reuse keys.
    var internedIdentifier: Int { storage.internedIdentifier }
    var make: @MainActor @Sendable () -> View { storage.make }
    var didEnterReusePool: (@MainActor @Sendable (View) -> Void)? { storage.didEnterReusePool }
    var willLeaveReusePool: (@MainActor @Sendable (View) -> Void)? { storage.willLeaveReusePool }

    /// A view class made by `factory`, optionally with reuse-pool callbacks.
    public init<V: View>(
        _ type: V.Type, variant: String = "",
        didEnterReusePool: (@MainActor @Sendable (V) -> Void)? = nil,
        willLeaveReusePool: (@MainActor @Sendable (V) -> Void)? = nil,
        factory: @escaping @MainActor @Sendable () -> V
    ) {
        let enterName = didEnterReusePool == nil ? "" : "+enter"
        let leaveName = willLeaveReusePool == nil ? "" : "+leave"
        storage = Storage(
            identifier: String(reflecting: type) + (variant.isEmpty ? "" : "#\(variant)") + enterName + leaveName,
            make: factory, didEnterReusePool: Self.erase(didEnterReusePool),
            willLeaveReusePool: Self.erase(willLeaveReusePool))
    }

    private static func erase<V: View>(
        _ callback: (@MainActor @Sendable (V) -> Void)?
    ) -> (@MainActor @Sendable (View) -> Void)? {
        guard let callback else { return nil }
        return { view in
            if let typed = view as? V { callback(typed) }
        }
    }

    /// Whether both are the same.
    public static func == (lhs: ViewClass, rhs: ViewClass) -> Bool {
        lhs.storage === rhs.storage || lhs.internedIdentifier == rhs.internedIdentifier
    }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(internedIdentifier) }
}
