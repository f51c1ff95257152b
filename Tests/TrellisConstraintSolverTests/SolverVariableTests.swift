// Tests of the solver's variable handles.
import Testing

@testable import TrellisConstraintSolver

@Suite("Solver variables")
struct SolverVariableTests {
    @Test("a variable describes itself by its index, so solver reports name unknowns readably")
    func descriptionNamesTheIndex() {
        #expect(SolverVariable(index: 7).description == "v7")
        #expect(SolverVariable(index: 7) != SolverVariable(index: 8))
    }
}
