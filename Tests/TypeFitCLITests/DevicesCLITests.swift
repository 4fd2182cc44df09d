import Foundation
import Testing
import TypeFitTestSupport

@Test func unknownDeviceExitsTwoWithSuggestion() throws {
    let result = try CLIRunner.run(["env", "iphone-16-prp"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("did you mean 'iphone-16-pro'?"))
    #expect(result.stderr.contains("iphone-se-1"))
    #expect(result.stdout.isEmpty)
}

@Test func unknownGroupAndCategoryExitTwo() throws {
    let group = try CLIRunner.run(["devices", "--group", "all-iphnes"])
    #expect(group.status == 2)
    #expect(group.stderr.contains("did you mean 'all-iphones'?"))
    let size = try CLIRunner.run(["env", "iphone-8", "--size", "AX7"])
    #expect(size.status == 2)
    #expect(size.stderr.contains("AX5"))
    let platform = try CLIRunner.run(["styles", "--platform", "watchoss"])
    #expect(platform.status == 2)
    #expect(platform.stderr.contains("did you mean 'watchos'?"))
    let window = try CLIRunner.run(["env", "iphone-8", "--window", "half"])
    #expect(window.status == 2)
    let mode = try CLIRunner.run(["env", "iphone-8", "--window", "quarter"])
    #expect(mode.status == 2)
    #expect(mode.stderr == "typefit: error: unknown window mode 'quarter'. Valid: full, third, half, two-thirds, slide-over, <points>pt\n")
}

@Test func envOptionValuesAreAClosedSet() throws {
    let orientation = try CLIRunner.run(["env", "iphone-x", "--orientation", "landscpe"])
    #expect(orientation.status == 2 && orientation.stderr.contains("Please provide one of 'portrait' and 'landscape'."))
    let navigation = try CLIRunner.run(["env", "iphone-x", "--nav", "larg"])
    #expect(navigation.status == 2 && navigation.stderr.contains("Please provide one of 'none', 'inline' or 'large'."))
    let direction = try CLIRunner.run(["env", "iphone-x", "--direction", "rtll"])
    #expect(direction.status == 2 && direction.stderr.contains("Please provide one of 'ltr' and 'rtl'."))
    // iPhone X landscape with a large title bar and RTL: the values are taken whatever their case.
    let upper = try CLIRunner.run(["env", "iphone-x", "--orientation", "Landscape", "--nav", "LARGE", "--direction", "RTL"])
    #expect(upper.status == 0 && upper.stdout.hasPrefix("iPhone X · landscape"), "\(upper.stderr)")
    #expect(upper.stdout.contains("· RTL"))
}

@Test func envJSONForTheSEWorkedExample() throws {
    // iPhone SE (1st gen) portrait: 320 wide, 16-pt margins → 288 (apple-facts §4, §7).
    let result = try CLIRunner.run(["env", "iphone-se-1", "--json"])
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let margins = try #require(json["margins"] as? [String: Any])
    #expect(margins["width"] as? Double == 288)
    #expect(margins["x"] as? Double == 16)
    #expect(json["deviceId"] as? String == "iphone-se-1")
    let classes = try #require(json["sizeClasses"] as? [String: Any])
    #expect(classes["horizontal"] as? String == "compact")
}

@Test func envSplitWindowText() throws {
    // 12.9" landscape 1/3: 375 pt, compact width (apple-facts §6).
    let result = try CLIRunner.run(["env", "ipad-pro-12-9", "--orientation", "landscape", "--window", "third"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("375 × 1024 pt"))
    #expect(result.stdout.contains("compact width"))
}

@Test func devicesJSONListsGroupMembers() throws {
    let result = try CLIRunner.run(["devices", "--group", "smallest", "--json"])
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let devices = try #require(json["devices"] as? [[String: Any]])
    #expect(devices.compactMap { $0["id"] as? String } == ["iphone-se-1", "ipad-mini-8-3"])
    // iPhone SE (1st gen) is 320×568 (apple-facts §7).
    #expect(devices.first?["width"] as? Double == 320)
    #expect(devices.first?["height"] as? Double == 568)
}

@Test func stylesTableShowsTheHIGValues() throws {
    let result = try CLIRunner.run(["styles"])
    #expect(result.status == 0)
    // Body at Large is 17/22, at AX5 53/62 (apple-facts §1.1).
    let body = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("Body") })
    #expect(body.contains("17/22") && body.contains("53/62"))
    let watch = try CLIRunner.run(["styles", "--platform", "watchos", "--json"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(watch.stdout.utf8)) as? [String: Any])
    #expect((json["categories"] as? [String])?.count == 9)
}
