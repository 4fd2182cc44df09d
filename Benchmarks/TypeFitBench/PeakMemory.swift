#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The process's peak resident set size in bytes: VmHWM on Linux, ru_maxrss (bytes) on macOS.
enum PeakMemory {
    static func bytes() -> Int {
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") {
            return kilobytes * 1024
        }
        #endif
        #if os(Linux)
        return 0
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)  // bytes on macOS
        #endif
    }
}

/// Monotonic seconds for timing.
func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
