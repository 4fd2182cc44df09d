import ArgumentParser

struct MeasureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure", abstract: "Measure one string.")
    func run() async throws {}
}
