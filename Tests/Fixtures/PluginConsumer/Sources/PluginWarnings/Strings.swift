// A target whose catalog TypeFitBuildToolPlugin checks on every build (scripts/consumer-test.sh).
public let catalogName = "Localizable"
