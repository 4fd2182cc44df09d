import Testing
@testable import TypeFitLayout
