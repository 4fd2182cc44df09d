import Testing
@testable import TypeFitDynamicType
