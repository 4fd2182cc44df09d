// A target whose catalog has an error: building it must fail (scripts/consumer-test.sh).
public let catalogName = "Localizable"
