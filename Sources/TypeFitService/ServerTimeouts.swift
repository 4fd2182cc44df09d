// Here, not in TypeFitServer: `typefit serve`'s options take their defaults from it, and the CLI
// must build without the server (the Server trait off, as the SwiftPM plugins build it).

/// How long a connection may take: a slow client (headers or body trickled in, slowloris) or a
/// silent one must not hold a connection, and the memory and file descriptor behind it, forever.
public struct ServerTimeouts: Sendable, Equatable {
    /// From the first byte of a request to its last, head and body (`--read-timeout`). A request
    /// still arriving then gets a 408 (`read-timeout`) and the connection is closed.
    public var read: Duration = .seconds(30)
    /// How long a connection may wait with no request begun, kept alive between requests or
    /// just opened (`--idle-timeout`); then it is closed.
    public var idle: Duration = .seconds(60)
    /// After SIGTERM, how long `/readyz` answers 503 while everything else is still served, so a
    /// load balancer stops sending new requests before the listener closes (`--drain-delay`).
    public var drainDelay: Duration = .zero

    public init() {}
}
