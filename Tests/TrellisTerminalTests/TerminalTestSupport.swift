// Tests of TrellisTerminal.
import Testing

@testable import TrellisTerminal
