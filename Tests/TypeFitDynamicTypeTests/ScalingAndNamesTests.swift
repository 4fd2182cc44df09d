import Testing
@testable import TypeFitDynamicType
import TypeFitDiagnostics

@Test func fontMetricsAnchors() {
    // apple-facts §9: body 17 → 16.333… at Medium, → 48 at AX5, identity at Large.
    let scaling = FontMetricsScaling()
    #expect(abs(scaling.scaledValue(17, relativeTo: .body, category: .medium) - 49.0 / 3.0) < 1e-9)
    #expect(abs(scaling.scaledValue(17, relativeTo: .body, category: .ax5) - 48) < 1e-9)
    #expect(scaling.scaledValue(17, relativeTo: .body, category: .large) == 17)
    // Not proportional: the text style itself is 53 at AX5.
    #expect(scaling.scaledValue(17, relativeTo: .body, category: .ax5) < 53)
}

@Test func fontMetricsMaximumAndOverride() {
    let scaling = FontMetricsScaling()
    #expect(scaling.scaledValue(17, relativeTo: .body, category: .ax5, maximumPointSize: 30) == 30)
    // A measured multiplier replaces the curve.
    let measured = FontMetricsScaling(multipliers: [.body: [.ax5: 3]])
    #expect(measured.scaledValue(10, relativeTo: .body, category: .ax5) == 30)
    // Monotonic over the categories.
    let values = ContentSizeCategory.allCases.map { scaling.scaledValue(17, relativeTo: .title1, category: $0) }
    #expect(values == values.sorted())
}

@Test func categoryNames() throws {
    #expect(try ContentSizeCategory.named("AX3") == .ax3)
    #expect(try ContentSizeCategory.named("ax3") == .ax3)
    #expect(try ContentSizeCategory.named("accessibilityExtraLarge") == .ax3)
    #expect(try ContentSizeCategory.named("XXXL") == .xxxLarge)
    #expect(try ContentSizeCategory.named("large") == .large)
}

@Test func unknownCategorySuggestsNearest() {
    do {
        _ = try ContentSizeCategory.named("xLarg")
        Issue.record("expected an error")
    } catch let error as UnknownNameError {
        #expect(error.suggestion == "xLarge")
        #expect(error.valid.count == 12)
        #expect(error.description.contains("did you mean 'xLarge'"))
        #expect(error.description.contains("AX5"))
    } catch { Issue.record("wrong error \(error)") }
}

@Test func unknownStyleSuggestsNearest() {
    do {
        _ = try TextStyle.named("headlin")
        Issue.record("expected an error")
    } catch let error as UnknownNameError {
        #expect(error.suggestion == "headline")
    } catch { Issue.record("wrong error \(error)") }
    #expect(throws: UnknownNameError.self) { try ApplePlatform.named("android") }
    #expect((try? TextStyle.named("Subhead")) == .subheadline)
    #expect((try? TextStyle.named("Caption 1")) == .caption1)
}
