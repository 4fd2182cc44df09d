import Testing
@testable import TypeFitCatalog
