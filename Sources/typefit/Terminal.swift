import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What typefit asks of the terminal it prints to: whether a descriptor is one, and how wide it is.
enum Terminal {
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The columns the text report fits on `descriptor`: the terminal's width as the kernel reports
    /// it (`TIOCGWINSZ`, tty_ioctl(4)), else `COLUMNS`, else 100; nil when the descriptor is not a
    /// terminal — a file or a pipe gets whole lines, never cut to a width no one sees.
    static func columns(of descriptor: Int32) -> Int? {
        guard isTerminal(descriptor) else { return nil }
        var size = winsize()
        #if canImport(Glibc)
        let read = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
        #else
        let read = ioctl(descriptor, TIOCGWINSZ, &size)
        #endif
        if read == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? ""), columns > 0 { return columns }
        return 100
    }
}
