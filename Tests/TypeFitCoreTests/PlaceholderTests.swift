import Testing
@testable import TypeFitCore
