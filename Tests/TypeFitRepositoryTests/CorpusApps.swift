/// The corpus apps and the ways to write their names, from each folder's name (owner-repository)
/// and its `SOURCE.md` title and description. A test checks that this list and the corpus folders
/// agree, so an app added to the corpus cannot go unchecked.
struct CorpusApp: Sendable {
    /// The folder in the corpus.
    var folder: String
    /// Spellings matched whatever their case.
    var names: [String]
    /// Spellings matched in this case only: a common word or letters in another case (`UTM` is
    /// not `utm`, `Go Map` not "go map").
    var exactNames: [String] = []

    static let all: [CorpusApp] = [
        CorpusApp(folder: "AlphaWallet-alpha-wallet-ios", names: ["AlphaWallet", "alpha-wallet", "Alpha Wallet"]),
        CorpusApp(folder: "Automattic-pocket-casts-ios",
                  names: ["PocketCasts", "pocket-casts", "Automattic"], exactNames: ["Pocket Casts"]),
        CorpusApp(folder: "Dimillian-IceCubesApp", names: ["IceCubes", "Dimillian"], exactNames: ["Ice Cubes"]),
        CorpusApp(folder: "RocketChat-Rocket.Chat.iOS", names: ["Rocket.Chat", "RocketChat"]),
        CorpusApp(folder: "bryceco-GoMap", names: ["GoMap", "bryceco"], exactNames: ["Go Map"]),
        CorpusApp(folder: "duckduckgo-iOS", names: ["DuckDuckGo", "Duck Duck Go"]),
        CorpusApp(folder: "geteduroam-apple-app", names: ["geteduroam", "getgovroam"]),
        CorpusApp(folder: "inaturalist-INaturalistIOS", names: ["iNaturalist"]),
        CorpusApp(folder: "mastodon-mastodon-ios", names: ["Mastodon"]),
        CorpusApp(folder: "utmapp-UTM", names: ["utmapp"], exactNames: ["UTM"]),
    ]
}
