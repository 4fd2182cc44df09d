import Foundation
import Synchronization

/// What `GET /metrics` exposes, in Prometheus' text format (version 0.0.4): requests by route and
/// status, latency histograms, refusals by code, the job queue, cells laid out and the process's
/// memory. Routes are the API's own paths (anything else counts as "unmatched"), so label
/// cardinality stays fixed whatever clients send.
package final class ServiceMetrics: Sendable {
    /// Upper bounds in seconds: a measurement takes well under a millisecond, a catalog check seconds.
    static let buckets: [Double] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

    private struct Histogram {
        var counts = [Int](repeating: 0, count: ServiceMetrics.buckets.count)
        var count = 0
        var sum = 0.0
    }

    private struct State {
        var requests: [String: [Int: Int]] = [:]
        var durations: [String: Histogram] = [:]
        var refusals: [String: Int] = [:]
        var inFlight = 0
        var cells = 0
        /// Running and waiting jobs by lane ("fit", "check").
        var lanes: [String: (running: Int, queued: Int)] = [:]
        /// Connections the server closed on a slow or silent client, by time-out.
        var closed: [String: Int] = [:]
    }

    private let state = Mutex(State())
    private let started = Date()

    package init() {}

    package func requestStarted() { state.withLock { $0.inFlight += 1 } }

    package func requestFinished(route: String, status: Int, seconds: Double, errorCode: String? = nil) {
        state.withLock { s in
            s.inFlight -= 1
            s.requests[route, default: [:]][status, default: 0] += 1
            var histogram = s.durations[route] ?? Histogram()
            if let bucket = Self.buckets.firstIndex(where: { seconds <= $0 }) { histogram.counts[bucket] += 1 }
            histogram.count += 1
            histogram.sum += seconds
            s.durations[route] = histogram
            if let errorCode { s.refusals[errorCode, default: 0] += 1 }
        }
    }

    func jobs(lane: String, running: Int, queued: Int) { state.withLock { $0.lanes[lane] = (running, queued) } }

    /// A connection closed by a time-out: "read-timeout" (a request trickled in) or "idle-timeout".
    package func connectionClosed(reason: String) { state.withLock { $0.closed[reason, default: 0] += 1 } }

    func laidOut(cells: Int) { state.withLock { $0.cells += cells } }

    /// The exposition document.
    package func render() -> String {
        let s = state.withLock { $0 }
        var out = ""
        func family(_ name: String, _ type: String, _ help: String) {
            out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n"
        }
        // Not `Format.exactPoints`: from 1e15 on this writes Swift's exponent form (`1e+15`), and
        // the exposition text scrapers already read must not change.
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        family("typefit_http_requests_total", "counter", "HTTP requests answered, by route and status.")
        for route in s.requests.keys.sorted() {
            for (status, count) in s.requests[route, default: [:]].sorted(by: { $0.key < $1.key }) {
                out += "typefit_http_requests_total{route=\"\(route)\",status=\"\(status)\"} \(count)\n"
            }
        }
        family("typefit_http_request_duration_seconds", "histogram", "Time from the request's arrival to its answer.")
        for route in s.durations.keys.sorted() {
            guard let h = s.durations[route] else { continue }
            var cumulative = 0
            for (i, bound) in Self.buckets.enumerated() {
                cumulative += h.counts[i]
                out += "typefit_http_request_duration_seconds_bucket{route=\"\(route)\",le=\"\(number(bound))\"} \(cumulative)\n"
            }
            out += "typefit_http_request_duration_seconds_bucket{route=\"\(route)\",le=\"+Inf\"} \(h.count)\n"
            out += "typefit_http_request_duration_seconds_sum{route=\"\(route)\"} \(h.sum)\n"
            out += "typefit_http_request_duration_seconds_count{route=\"\(route)\"} \(h.count)\n"
        }
        family("typefit_http_requests_in_flight", "gauge", "Requests being answered now.")
        out += "typefit_http_requests_in_flight \(s.inFlight)\n"
        family("typefit_refusals_total", "counter", "Requests refused, by error code (see the OpenAPI document).")
        for (code, count) in s.refusals.sorted(by: { $0.key < $1.key }) {
            out += "typefit_refusals_total{code=\"\(code)\"} \(count)\n"
        }
        let lanes = s.lanes.sorted { $0.key < $1.key }
        family("typefit_jobs_running", "gauge", "Fit and check jobs running.")
        out += "typefit_jobs_running \(lanes.reduce(0) { $0 + $1.value.running })\n"
        family("typefit_jobs_queued", "gauge", "Fit and check jobs waiting for a slot.")
        out += "typefit_jobs_queued \(lanes.reduce(0) { $0 + $1.value.queued })\n"
        family("typefit_lane_jobs_running", "gauge", "Jobs running, by lane (fit, check).")
        for (lane, jobs) in lanes { out += "typefit_lane_jobs_running{lane=\"\(lane)\"} \(jobs.running)\n" }
        family("typefit_lane_jobs_queued", "gauge", "Jobs waiting for a slot, by lane (fit, check).")
        for (lane, jobs) in lanes { out += "typefit_lane_jobs_queued{lane=\"\(lane)\"} \(jobs.queued)\n" }
        family("typefit_connections_closed_total", "counter", "Connections closed on a slow or silent client, by time-out.")
        for (reason, count) in s.closed.sorted(by: { $0.key < $1.key }) {
            out += "typefit_connections_closed_total{reason=\"\(reason)\"} \(count)\n"
        }
        family("typefit_cells_total", "counter", "Cells (text × environment) laid out by fit and check jobs.")
        out += "typefit_cells_total \(s.cells)\n"
        if let resident = Self.residentBytes() {
            family("process_resident_memory_bytes", "gauge", "Resident memory size in bytes.")
            out += "process_resident_memory_bytes \(resident)\n"
        }
        family("process_start_time_seconds", "gauge", "Start time of the process since the Unix epoch in seconds.")
        out += "process_start_time_seconds \(number(started.timeIntervalSince1970.rounded()))\n"
        return out
    }

    /// The resident set from /proc (Linux); nil where there is none.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
