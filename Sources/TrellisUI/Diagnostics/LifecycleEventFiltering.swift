// Filters over recorded lifecycle events: by object, by class and by callback prefix.
import Foundation

extension Array where Element == LifecycleEvent {
    /// The events received by any of `objects`, in recorded order.
    public func filter(objects: [AnyObject]) -> [LifecycleEvent] {
        let ids = Set(objects.map(ObjectIdentifier.init))
        return filter { ids.contains($0.objectID) }
    }

    /// The events received by instances whose class name is one of `classNames`.
    public func filter(classNames: Set<String>) -> [LifecycleEvent] {
        filter { classNames.contains($0.className) }
    }

    /// The events whose callback starts with `prefix` (e.g. `"view"` for every view-controller
    /// appearance and layout callback, `"willMove(toWindow"` for one callback).
    public func filter(callbackPrefix prefix: String) -> [LifecycleEvent] {
        filter { $0.callback.hasPrefix(prefix) }
    }

    /// The events whose callback starts with any of `prefixes`.
    public func filter(callbackPrefixes prefixes: [String]) -> [LifecycleEvent] {
        filter { event in prefixes.contains { event.callback.hasPrefix($0) } }
    }

    /// The events received by `objects`, written as calls: `["a.viewWillAppear(false)", ...]`.
    public func callbacks(of objects: AnyObject...) -> [String] {
        filter(objects: objects).map(\.description)
    }

    /// The events received by the named objects, written as calls with the given names as receivers
    /// (for recordings made without labels): `log.callbacks(of: ["a": a, "b": b])`. Arguments keep
    /// the names they were recorded with.
    public func callbacks(of named: KeyValuePairs<String, AnyObject>) -> [String] {
        var names: [ObjectIdentifier: String] = [:]
        for (name, object) in named { names[ObjectIdentifier(object)] = name }
        return compactMap { event in
            names[event.objectID].map { "\($0).\(event.formattedCall)" }
        }
    }

    /// The events received by `objects` whose callback starts with `prefix`, written as calls.
    public func callbacks(of objects: [AnyObject], prefix: String) -> [String] {
        filter(objects: objects).filter(callbackPrefix: prefix).map(\.description)
    }

    /// Every event written as a call, in order.
    public var calls: [String] { map(\.description) }
}
