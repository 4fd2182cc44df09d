import Testing
@testable import TypeFitDevices
