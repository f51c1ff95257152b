// The view controller lifecycle tests record: no behaviour of its own, so every recorded call is the
// framework's.
import TrellisUI

/// A view controller that adds nothing to `ViewController`; tests label it and record what the framework
/// calls on it.
@MainActor
public final class PlainViewController: ViewController {}
