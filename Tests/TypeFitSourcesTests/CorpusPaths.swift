import TypeFitTestSupport

/// The shared corpus, by the name the Swift corpus tests use.
enum CorpusPaths {
    static let corpus = SharedCorpus.path
    static func app(_ name: String) -> String { SharedCorpus.app(name) }
}
