// TerminalScreen: a Screen on a real ANSI terminal — it paints display lists into a character grid,
// writes only what changed, decodes the terminal's input into events for the key window, follows
// resizes and suspends, and gives the terminal back as it found it.
import CTrellisTerminal
import Dispatch
import Foundation
import TrellisUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `Screen` on the process's terminal (standard input and output).
///
/// ```swift
/// let screen = try TerminalScreen()
/// defer { screen.restore() }
/// let window = Window(screen: screen)
/// window.rootViewController = MyViewController()
/// window.makeKeyAndVisible()
/// await screen.application.run()
/// screen.restore()
/// screen.exitIfTerminatedBySignal()
/// ```
///
/// One point is one cell unless `pointsPerCell` says otherwise. Frames are rendered by the update
/// cycle (at most one per display interval) and written with one `write` each, wrapped in
/// synchronized output. Input is read from a dispatch source on the main queue, so it wakes
/// `Application.run()`; Ctrl-C, SIGINT, SIGTERM and SIGHUP terminate the application gracefully (its
/// windows' controllers disappear), SIGWINCH resizes, Ctrl-Z suspends (the terminal is restored while
/// stopped, and drawn again in full on resume), and fatal signals restore the terminal before the
/// process dies.
@MainActor
public final class TerminalScreen: ApplicationScreen {
    /// The application whose windows this screen shows.
    public let application: Application
    /// The screen rectangle in points: the terminal's size in cells times ``pointsPerCell``.
    public private(set) var bounds: CGRect
    /// The cell measurer; layout measures text exactly as the renderer places it.
    public let textMeasurer: any TextMeasurer
    /// The size of one cell in points.
    public let pointsPerCell: CGSize
    /// What the last frame cost.
    public private(set) var lastFrameStatistics: FrameStatistics?
    /// The colours the terminal is driven with.
    public var colorMode: TerminalColorMode { composer.renderer.colorMode }
    /// The cells of the last frame, as the terminal shows them.
    public var currentGrid: CharacterGrid { composer.grid }
    /// The signal that ended the application, if one did (SIGINT, SIGTERM, SIGHUP).
    public private(set) var terminatingSignal: Int32?
    /// How long a lone Escape waits for the rest of a possible sequence before it counts as the Escape
    /// key.
    public var escapeTimeout: TimeInterval = 0.025

    private let device: TerminalDevice
    private var composer: TerminalFrameComposer
    private var decoder = TerminalInputDecoder()
    private var lastDisplayList = DisplayList()
    private var output: [UInt8] = []
    private var inputSource: DispatchSourceRead?
    private var signalSource: DispatchSourceRead?
    private var escapeTimer: DispatchWorkItem?
    private var inputBuffer = [UInt8](repeating: 0, count: 65_536)

    /// Takes over the terminal on standard input and output: raw mode, the alternate screen, mouse and
    /// paste reporting. Throws ``TerminalError`` when either is not a terminal or `TERM` is `dumb`.
    public init(
        application: Application = Application(), pointsPerCell: CGSize = CGSize(width: 1, height: 1),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(TerminalError) {
        let device = try TerminalDevice(environment: environment)
        let measurer = CellTextMeasurer(pointsPerCell: pointsPerCell)
        self.application = application
        self.device = device
        textMeasurer = measurer
        self.pointsPerCell = measurer.pointsPerCell
        let size = device.size()
        composer = TerminalFrameComposer(
            width: size.columns, height: size.rows, colorMode: TerminalColorMode.detect(environment: environment),
            pointsPerCell: measurer.pointsPerCell)
        bounds = CGRect(
            x: 0, y: 0, width: CGFloat(size.columns) * measurer.pointsPerCell.width,
            height: CGFloat(size.rows) * measurer.pointsPerCell.height)
        try device.enter()
        startReading()
    }

    // MARK: Rendering

    /// Paints `displayList` into the cell grid and writes the cells that changed, with the cursor at
    /// the key window's caret (hidden when nothing is being edited).
    public func render(_ displayList: DisplayList) {
        lastDisplayList = displayList
        drawFrame()
    }

    private func drawFrame() {
        guard device.isEntered else { return }
        composer.paint(lastDisplayList)
        output.removeAll(keepingCapacity: true)
        lastFrameStatistics = composer.render(cursor: caretCell(), into: &output)
        if !output.isEmpty { device.send(output) }
    }

    /// The key window's caret in cells, if it is on screen.
    private func caretCell() -> (column: Int, row: Int)? {
        guard let window = application.keyWindow, !window.isHidden, let caret = window.caretRect else { return nil }
        let column = Int(((caret.minX + window.frame.minX) / pointsPerCell.width).rounded(.down))
        let row = Int(((caret.minY + window.frame.minY) / pointsPerCell.height).rounded(.down))
        guard (0..<composer.grid.width).contains(column), (0..<composer.grid.height).contains(row) else { return nil }
        return (column, row)
    }

    // MARK: Lifetime

    /// Gives the terminal back: the app's modes off, the saved settings restored, input no longer read.
    /// Safe to call more than once.
    public func restore() {
        inputSource?.cancel()
        inputSource = nil
        signalSource?.cancel()
        signalSource = nil
        escapeTimer?.cancel()
        device.restore()
    }

    /// After ``restore()``: when a signal ended the application, dies of that signal (its default
    /// action), so the parent process sees how it ended. Returns otherwise.
    public func exitIfTerminatedBySignal() {
        guard let signal = terminatingSignal else { return }
        trellis_terminal_reraise(signal)
    }

    // MARK: Input

    private func startReading() {
        let input = DispatchSource.makeReadSource(fileDescriptor: device.inputDescriptor, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
        input.resume()
        inputSource = input
        let signals = DispatchSource.makeReadSource(fileDescriptor: device.signalPipe.read, queue: .main)
        signals.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readSignals() } }
        signals.resume()
        signalSource = signals
    }

    private func readInput() {
        let count = FileDescriptor(device.inputDescriptor).read(into: &inputBuffer)
        if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
            // The terminal is gone (hang-up): end as for SIGHUP.
            inputSource?.cancel()
            inputSource = nil
            terminate(signal: SIGHUP)
            return
        }
        guard count > 0 else { return }
        let events = decoder.decode(inputBuffer[0..<count])
        deliver(events)
        armEscapeTimer()
    }

    private func armEscapeTimer() {
        escapeTimer?.cancel()
        escapeTimer = nil
        guard decoder.hasPendingBytes else { return }
        let item = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.escapeTimer = nil
                self.deliver(self.decoder.flushPending())
            }
        }
        escapeTimer = item
        DispatchQueue.main.asyncAfter(deadline: .now() + escapeTimeout, execute: item)
    }

    private func readSignals() {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = FileDescriptor(device.signalPipe.read).read(into: &bytes)
        guard count > 0 else { return }
        for byte in bytes[0..<count] {
            switch byte {
            case UInt8(ascii: "I"): terminate(signal: SIGINT)
            case UInt8(ascii: "T"): terminate(signal: SIGTERM)
            case UInt8(ascii: "H"): terminate(signal: SIGHUP)
            case UInt8(ascii: "W"): resizeToTerminal()
            case UInt8(ascii: "C"): redrawAfterResume()
            default: break
            }
        }
    }

    private func terminate(signal: Int32) {
        if terminatingSignal == nil { terminatingSignal = signal }
        application.terminate()
    }

    /// Follows the terminal's new size: the windows take the new bounds and the next frame is drawn in full.
    private func resizeToTerminal() {
        let size = device.size()
        guard size.columns != composer.grid.width || size.rows != composer.grid.height else { return }
        composer.resize(width: size.columns, height: size.rows)
        bounds = CGRect(
            x: 0, y: 0, width: CGFloat(size.columns) * pointsPerCell.width,
            height: CGFloat(size.rows) * pointsPerCell.height)
        application.screenBoundsDidChange(self)
    }

    /// After a suspend the terminal shows whatever the shell left: draw everything again.
    private func redrawAfterResume() {
        composer.invalidate()
        resizeToTerminal()
        drawFrame()
    }

    private func deliver(_ events: [TerminalInputEvent]) {
        guard !events.isEmpty else { return }
        application.withLifecycleRecording {
            for event in events { deliver(event) }
        }
    }

    private func deliver(_ input: TerminalInputEvent) {
        switch input {
        case .key(let key):
            // With the kitty keyboard protocol the terminal reports Ctrl-C / Ctrl-Z / Ctrl-\ as keys instead
            // of letting the kernel raise the signals; act on them as the signals would.
            if key.modifiers == .control, case .character(let character) = key.key {
                switch character {
                case "c":
                    terminate(signal: SIGINT)
                    return
                case "z":
                    raise(SIGTSTP)
                    return
                case "\\":
                    raise(SIGQUIT)
                    return
                default: break
                }
            }
            send(.key(key))
        case .pointer(var pointer):
            pointer.location = points(fromCell: pointer.location)
            send(.pointer(pointer))
        case .scroll(var scroll):
            scroll.location = points(fromCell: scroll.location)
            // One wheel notch scrolls three lines, as terminals' own scrollback does.
            scroll.deltaX *= 3 * pointsPerCell.width
            scroll.deltaY *= 3 * pointsPerCell.height
            send(.scroll(scroll))
        case .paste(let text):
            send(.paste(text))
        case .focus:
            break
        case .reply(let reply):
            if case .keyboardFlags = reply { device.enableKittyKeyboard() }
        }
    }

    /// The centre of a cell, in screen points.
    private func points(fromCell location: CGPoint) -> CGPoint {
        CGPoint(x: (location.x + 0.5) * pointsPerCell.width, y: (location.y + 0.5) * pointsPerCell.height)
    }

    /// Sends `event` to the key window, in that window's coordinates.
    private func send(_ event: Event) {
        guard let window = application.keyWindow else { return }
        let origin = window.frame.origin
        switch event {
        case .pointer(var pointer):
            pointer.location = CGPoint(x: pointer.location.x - origin.x, y: pointer.location.y - origin.y)
            window.sendEvent(.pointer(pointer))
        case .scroll(var scroll):
            scroll.location = CGPoint(x: scroll.location.x - origin.x, y: scroll.location.y - origin.y)
            window.sendEvent(.scroll(scroll))
        default:
            window.sendEvent(event)
        }
    }
}
