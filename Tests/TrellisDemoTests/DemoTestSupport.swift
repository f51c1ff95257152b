// Tests of the demo app.
import Testing
@testable import TrellisDemo
