// ViewClass: how a component makes its view, and the reuse-pool callbacks (CKComponentViewClass).
import TrellisUI

/// How a component's view is created, plus the optional reuse-pool enter/leave callbacks.
///
/// Two view classes are the same (share reuse pools) when their identifiers are equal: by default the
/// view type's name plus an optional `variant`, so factories with different configurations stay apart.
public struct ViewClass: Sendable, Hashable {
    /// Identity used in the reuse key.
    public let identifier: String
    /// `identifier` interned, for cheap hashing in reuse keys.
    let internedIdentifier: Int
    let make: @MainActor @Sendable () -> View
    let didEnterReusePool: (@MainActor @Sendable (View) -> Void)?
    let willLeaveReusePool: (@MainActor @Sendable (View) -> Void)?

    /// A view class made by `factory`, optionally with reuse-pool callbacks.
    public init<V: View>(
        _ type: V.Type, variant: String = "",
        didEnterReusePool: (@MainActor @Sendable (V) -> Void)? = nil,
        willLeaveReusePool: (@MainActor @Sendable (V) -> Void)? = nil,
        factory: @escaping @MainActor @Sendable () -> V
    ) {
        let enterName = didEnterReusePool == nil ? "" : "+enter"
        let leaveName = willLeaveReusePool == nil ? "" : "+leave"
        identifier = String(reflecting: type) + (variant.isEmpty ? "" : "#\(variant)") + enterName + leaveName
        internedIdentifier = AttributeIdentifier(identifier).id
        make = factory
        self.didEnterReusePool = Self.erase(didEnterReusePool)
        self.willLeaveReusePool = Self.erase(willLeaveReusePool)
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
    public static func == (lhs: ViewClass, rhs: ViewClass) -> Bool { lhs.identifier == rhs.identifier }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
