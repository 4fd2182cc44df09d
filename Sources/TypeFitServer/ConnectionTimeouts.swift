import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes
import TypeFitService

/// Hummingbird's HTTP/1.1 channel with the read and idle time-outs around it. Hummingbird's own
/// idle time-out only sees whole HTTP parts, so a client trickling a header or a body byte by
/// byte looks busy to it; these handlers watch the bytes and the parts.
struct TimedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let base: HTTP1Channel

    init(responder: @escaping HTTPChannelHandler.Responder, timeouts: ServerTimeouts, metrics: ServiceMetrics) {
        base = HTTP1Channel(responder: responder, configuration: .init(
            additionalChannelHandlers: [RequestClock(timeouts: timeouts, metrics: metrics)], idleTimeout: nil))
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            try pipeline.addHandler(ByteWatch(clock: try pipeline.handler(type: RequestClock.self)), position: .first)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Thrown into a request whose body is still arriving at its read deadline: the route's body
/// read fails with it and the answer is the 408.
struct RequestReadTimeout: Error {
    let limit: Duration
}

/// Sits in front of the HTTP decoder and tells the clock when bytes arrive, which is how it
/// knows a request has begun before its head is complete.
final class ByteWatch: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    let clock: RequestClock

    init(clock: RequestClock) { self.clock = clock }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if unwrapInboundIn(data).readableBytes > 0 { clock.bytesArrived() }
        context.fireChannelRead(data)
    }
}

/// The connection's two deadlines, on its event loop: a request must arrive whole within `read`
/// of its first byte, and a connection with no request begun is closed after `idle`. While a
/// request is being answered neither runs (the job's own time limit governs).
final class RequestClock: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeouts: ServerTimeouts
    private let metrics: ServiceMetrics
    private var context: ChannelHandlerContext?
    private var timer: (task: Scheduled<Void>, at: NIODeadline)?
    /// The first byte of the request being read, if one is.
    private var readingSince: NIODeadline?
    /// Whether that request's head has arrived (its body is what is still coming).
    private var headArrived = false
    /// Heads received minus answers finished.
    private var unanswered = 0
    private var idleSince = NIODeadline.now()
    /// Set once a time-out has been thrown into a request: its answer is the connection's last.
    private var closeAfterAnswer = false

    init(timeouts: ServerTimeouts, metrics: ServiceMetrics) {
        self.timeouts = timeouts
        self.metrics = metrics
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        idleSince = .now()
        arm()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.task.cancel()
        timer = nil
        self.context = nil
    }

    func bytesArrived() {
        guard readingSince == nil else { return }
        readingSince = .now()
        arm()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            unanswered += 1
            headArrived = true
            if readingSince == nil { readingSince = .now() }
        case .body:
            break
        case .end:
            readingSince = nil
            headArrived = false
        }
        arm()
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .end = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        unanswered = max(0, unanswered - 1)
        if unanswered == 0 { idleSince = .now() }
        if closeAfterAnswer && unanswered == 0 {
            context.writeAndFlush(data, promise: promise)
            context.close(promise: nil)
            return
        }
        arm()
        context.write(data, promise: promise)
    }

    /// The deadline that applies now, if any.
    private var deadline: NIODeadline? {
        if let readingSince { return readingSince + TimeAmount(timeouts.read) }
        if unanswered == 0 { return idleSince + TimeAmount(timeouts.idle) }
        return nil
    }

    /// Makes sure a timer fires no later than the deadline: one set for a later deadline (the
    /// idle one, when a request begins) is replaced; one that fires early (the deadline moved
    /// on) sets the next, so a busy connection does not reschedule per byte.
    private func arm() {
        guard let deadline, let context else { return }
        if let timer {
            guard deadline < timer.at else { return }
            timer.task.cancel()
        }
        let task = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [weak self] () -> Void in
            self?.fired()
        }
        timer = (task, deadline)
    }

    private func fired() {
        timer = nil
        guard let context, let deadline else { return }
        guard deadline <= .now() else {
            arm()
            return
        }
        guard readingSince != nil else {
            metrics.connectionClosed(reason: "idle-timeout")
            context.close(promise: nil)
            return
        }
        metrics.connectionClosed(reason: "read-timeout")
        readingSince = nil
        if headArrived {
            // The route is reading the body: its read fails and it answers the 408 itself.
            closeAfterAnswer = true
            context.fireErrorCaught(RequestReadTimeout(limit: timeouts.read))
            return
        }
        guard unanswered == 0 else {
            context.close(promise: nil)
            return
        }
        // No head yet, so no route: the 408 is written here.
        let body = ByteBuffer(string: APIError.readTimeout(timeouts.read).json)
        let head = HTTPResponse(status: .requestTimeout, headerFields: [
            .contentType: "application/json; charset=utf-8", .contentLength: "\(body.readableBytes)", .connection: "close",
        ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }
}

extension TimeAmount {
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
