import ArgumentParser
import Foundation
import TypeFit
#if Server
import TypeFitServer
#endif

/// `typefit serve`: the engine as an HTTP service for editors and translation systems.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Answer \"does this fit?\" over HTTP while translators type.",
        discussion: """
            Loads the fonts, the project's .typefit.yml (searched upward from here; --config overrides) \
            and the catalogs it names once, then serves JSON:

              POST /v1/measure   one text in one font          → the JSON of typefit measure
              POST /v1/fit       one translation of one key     → findings at every size and device, and
                                                                  the room it leaves in each use's tightest box
              POST /v1/check     a catalog file's content       → the JSON report of typefit check
              GET  /v1/keys      the keys /v1/fit knows, with their source texts and uses
              GET  /v1/devices   GET /v1/styles   GET /healthz   GET /readyz   GET /metrics (Prometheus)
              GET  /openapi.yaml the API's description (Sources/TypeFitServer/openapi.yaml)
              GET  /             the live fit page: pick a key and a locale, type, see it in its box

            Every refusal is JSON {"error": {"code", "message", "field", "location"}} with a 4xx status; \
            unknown fields are refused by name. Requests never name files: fonts and config come \
            from this command line only. SIGTERM or Ctrl-C stops accepting connections, lets the \
            requests in flight finish, and exits 0; with --drain-delay, GET /readyz answers 503 for \
            that long first while everything else is still served (a second signal skips the wait).

            Examples:
              typefit serve --port 8080
              curl -s localhost:8080/v1/measure -d '{"text": "Einstellungen", "style": "headline", "category": "AX3", "locale": "de"}'
              curl -s localhost:8080/v1/fit -d '{"key": "onboarding.button.skip", "locale": "ru", "text": "Пропустить"}'
            """)

    @Option(help: "Address to listen on (0.0.0.0 for every interface).")
    var host: String = "127.0.0.1"

    @Option(help: "Port to listen on (0: any free port; the chosen one is printed).")
    var port: Int = 8080

    @Option(help: "The config file (default: .typefit.yml here or in a parent folder).", completion: .configFile)
    var config: String?

    @Option(name: .customLong("font"), help: "A font file to use before the defaults (repeatable).", completion: .fontFile)
    var fonts: [String] = []

    @Option(name: .customLong("apple-fonts"), help: .appleFonts(), completion: .folder)
    var appleFonts: String?

    @Option(name: .customLong("max-body"), help: "Largest request body in bytes.")
    var maxBody: Int = ServiceLimits().maxBodyBytes

    @Option(name: .customLong("max-text"), help: "Longest text in one field, in Unicode characters.")
    var maxText: Int = ServiceLimits().maxTextLength

    @Option(name: .customLong("max-cells"), help: "Most cells (texts × environments) one fit or check may lay out.")
    var maxCells: Int = ServiceLimits().maxCells

    @Option(name: .customLong("max-list"), help: "Most entries in one list of a request (sizes, devices, locales).")
    var maxList: Int = ServiceLimits().maxListEntries

    @Option(name: .customLong("time-limit"), help: "Seconds a fit or check may take, waiting included.")
    var timeLimit: Int = Int(ServiceLimits().timeLimit.components.seconds)

    @Option(help: "Check jobs (/v1/check) run at once (each uses every core).")
    var jobs: Int = ServiceLimits().concurrentJobs

    @Option(help: "Check jobs that may wait for a slot before more are refused with 429.")
    var queue: Int = ServiceLimits().queuedJobs

    @Option(name: .customLong("fit-jobs"), help: "Fit jobs (/v1/fit) run at once, in a lane of their own beside the checks'.")
    var fitJobs: Int = ServiceLimits().concurrentFits

    @Option(name: .customLong("fit-queue"), help: "Fit jobs that may wait for a slot before more are refused with 429.")
    var fitQueue: Int = ServiceLimits().queuedFits

    @Option(name: .customLong("read-timeout"), help: "Seconds a request may take to arrive, head and body, from its first byte (then 408).")
    var readTimeout: Int = Int(ServerTimeouts().read.components.seconds)

    @Option(name: .customLong("idle-timeout"), help: "Seconds a connection may stay open with no request begun.")
    var idleTimeout: Int = Int(ServerTimeouts().idle.components.seconds)

    @Option(name: .customLong("drain-delay"), help: "Seconds /readyz answers 503 after SIGTERM before the listener closes.")
    var drainDelay: Int = Int(ServerTimeouts().drainDelay.components.seconds)

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535") }
        for (name, value) in [("--max-body", maxBody), ("--max-text", maxText), ("--max-cells", maxCells),
                              ("--max-list", maxList), ("--time-limit", timeLimit), ("--jobs", jobs), ("--fit-jobs", fitJobs),
                              ("--read-timeout", readTimeout), ("--idle-timeout", idleTimeout)] where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
        for (name, value) in [("--queue", queue), ("--fit-queue", fitQueue), ("--drain-delay", drainDelay)] where value < 0 {
            throw ValidationError("\(name) must be 0 or more")
        }
    }

    func run() async throws {
        #if Server
        var options = Project.Options(configFile: config)
        options.fonts = fonts
        options.appleFonts = appleFonts
        options.catalogs = .configuredIfAny
        let project = try Project.loadForCommand(options)
        for problem in project.problems {
            Diagnostics.warning("\(project.named(problem.location)): \(problem.message) (not used by /v1/fit)")
        }
        var limits = ServiceLimits()
        limits.maxBodyBytes = maxBody
        limits.maxTextLength = maxText
        limits.maxCells = maxCells
        limits.maxListEntries = maxList
        limits.timeLimit = .seconds(timeLimit)
        limits.concurrentJobs = jobs
        limits.queuedJobs = queue
        limits.concurrentFits = fitJobs
        limits.queuedFits = fitQueue
        var timeouts = ServerTimeouts()
        timeouts.read = .seconds(readTimeout)
        timeouts.idle = .seconds(idleTimeout)
        timeouts.drainDelay = .seconds(drainDelay)

        let service = TypeFitService(project: project, limits: limits, version: TypeFitVersion.string)
        let server = HTTPServer(service: service, host: host, port: port, timeouts: timeouts)
        let host = self.host
        let summary = "config \(project.configuration.file ?? "none (defaults)"), \(service.environmentCount) environments, "
            + "\(service.projectKeyCount) project keys"
        try await server.run { bound in
            Diagnostics.note("serving on http://\(host):\(bound) (\(summary))")
        }
        Diagnostics.note("stopped")
        #else
        throw CommandFailure("typefit serve is not built in: this typefit was built without its Server trait "
                             + "(--disable-default-traits); build it with the default traits to serve")
        #endif
    }
}
