import Foundation
import Synchronization
import Testing
import TypeFitCatalog
import TypeFitConfig
import TypeFitCore
import TypeFitProject
@testable import TypeFitServer
import TypeFitService
import TypeFitTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 exchange over a plain socket: what a client on the wire sends and gets, with
/// no client library smoothing over the server's answers.
struct HTTPExchange {
    let status: Int
    let headers: [String: String]
    let body: String

    /// `headers` with an empty value are left out (a chunked request has no Content-Length).
    static func send(port: Int, method: String, path: String, body: [UInt8] = [], headers: [String: String] = [:]) throws -> HTTPExchange {
        let connection = try RawConnection(port: port)
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        var allHeaders = headers
        if allHeaders["Content-Length"] == nil && (method == "POST" || !body.isEmpty) { allHeaders["Content-Length"] = "\(body.count)" }
        for (name, value) in allHeaders.sorted(by: { $0.key < $1.key }) where !value.isEmpty { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        // The server may answer (413) and close before taking it all.
        _ = connection.send(Array(head.utf8) + body)
        return try parse(connection.readToEnd())
    }

    /// A response as it came off the wire (the rest of the connection's bytes, if any, in the body).
    static func parse(_ response: [UInt8]) throws -> HTTPExchange {
        let text = String(decoding: response, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw ClientError("no response head in \(text.prefix(200))") }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var parsed: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            parsed[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPExchange(status: status, headers: parsed, body: String(text[split.upperBound...]))
    }

    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
    }

    var errorCode: String? { (json["error"] as? [String: Any])?["code"] as? String }
}

/// A client socket driven by hand, for clients no library would be: one that trickles its
/// request, stops mid-body, or says nothing at all.
final class RawConnection {
    let fd: Int32

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ClientError("socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            throw ClientError("connect to \(port) failed")
        }
    }

    deinit { close(fd) }

    /// Sends all of `bytes`; false once the server has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBufferPointer { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Whether the server has written or closed anything yet, without waiting.
    var serverSpoke: Bool {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) >= 0
    }

    /// Everything until the server closes the connection, or what came within `seconds`.
    func readToEnd(seconds: Int = 60) -> [UInt8] { readUntilClosed(seconds: seconds).bytes }

    /// What the server sent, and whether it then closed the connection (end of stream or reset)
    /// within `seconds` of the last byte.
    func readUntilClosed(seconds: Int) -> (bytes: [UInt8], closed: Bool) {
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n == 0 { return (response, true) }
            if n < 0 { return (response, errno == ECONNRESET) }
            response += buffer[0..<n]
        }
    }
}

struct ClientError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// An in-process server on a free port, with the test font and the check engine's fixture
/// catalog as the project in TypeFitTestSupport's one-device set-up (as the service's tests),
/// stopped by cancelling.
struct RunningServer {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
    static let testFont = TestFont.path
    static let projectCatalog = OneDevice.projectCatalog

    let port: Int
    let task: Task<Void, any Error>
    let server: HTTPServer

    static func start(_ limits: ServiceLimits = ServiceLimits(), timeouts: ServerTimeouts = ServerTimeouts()) async throws -> RunningServer {
        let project = try Project(configuration: OneDevice.configuration(), text: try TestFont.engine(),
                                  catalogs: CatalogLoader.load([projectCatalog]).catalogs)
        let service = TypeFitService(project: project, limits: limits)
        let server = HTTPServer(service: service, host: "127.0.0.1", port: 0, timeouts: timeouts, logLevel: .critical)
        let bound = Mutex<Int?>(nil)
        let task = Task { try await server.run(handleSignals: false) { port in bound.withLock { $0 = port } } }
        for _ in 0..<500 {
            if let port = bound.withLock({ $0 }) { return RunningServer(port: port, task: task, server: server) }
            try await Task.sleep(for: .milliseconds(10))
        }
        task.cancel()
        throw ClientError("the server did not start")
    }

    /// The socket blocks, so it runs on a Dispatch thread: the server shares this process's
    /// cooperative pool and must not wait for a thread the client holds.
    func send(_ method: String, _ path: String, _ body: String = "", headers: [String: String] = [:]) async throws -> HTTPExchange {
        let port = self.port
        let result: Result<HTTPExchange, any Error> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Result {
                    try HTTPExchange.send(port: port, method: method, path: path, body: Array(body.utf8), headers: headers)
                })
            }
        }
        return try result.get()
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }
}
