import Foundation
import Trellis

/// `trellis studio PATH… [--port N] [--host H] [--open]` (Docs/studio.md): serves the
/// studio's page and API on a local address until `SIGINT` or `SIGTERM`, printing its URL
/// as the only line on standard output.
struct StudioCommand: Subcommand {
    /// The port tried first when `--port` is not given.
    static let defaultPort: UInt16 = 7357

    var paths: [String]
    /// The port asked for; nil: ``defaultPort``, or a free port when it is taken.
    var port: UInt16?
    var host: IPAddress
    var opensBrowser: Bool

    static let portOption = OptionDeclaration(
        "--port", value: "N", help: "the port to listen on, 0–65535; 0 picks a free port. Without it, 7357, or a free port when 7357 is taken",
        example: "--port 0")
    static let hostOption = OptionDeclaration(
        "--host", value: "H",
        help:
            "the IP address to listen on. An address other machines can reach (0.0.0.0, ::, a network address) lets anyone who reaches it read the roots, and is warned about on stderr",
        default: "127.0.0.1", example: "--host ::1")
    static let openOption = OptionDeclaration("--open", help: "open the URL in a browser: $BROWSER URL, else xdg-open URL")

    static let declaration = CommandDeclaration(
        name: "studio", abstract: "serve a local page to tap screens, record flows and review goldens",
        overview:
            "serve a local page where screens are tapped through Trellis's own hit-testing, flows are recorded and failed goldens reviewed, with the JSON API the page uses. Pages follow every change to the files under the roots. Runs until Ctrl-C (SIGINT) or SIGTERM, then removes every temporary file it made and exits 0.",
        arguments: [
            ArgumentDeclaration(
                "PATH",
                help:
                    "a screen (.xml), a flow (.yaml, .yml) or a folder of them (walked as 'validate' walks it); the folders given and the folders of the files given are the roots",
                example: "trellis studio Examples", repeating: true)
        ],
        options: [portOption, hostOption, openOption],
        examples: ["trellis studio Examples", "trellis studio Examples/weekdays.xml --port 0 --open"],
        sections: [
            ("OUTPUT", "one line on stdout once listening, the page's URL: http://127.0.0.1:PORT/ (http://[::1]:PORT/ for IPv6)."),
            (
                "SECURITY",
                "requests must name the server in Host (127.0.0.1, localhost, [::1] or --host); every POST needs the run's token, which the page carries, and an Origin, if sent, of the page. Nothing outside the roots is read, served or written."
            ),
            (
                "EXIT STATUS",
                "0 stopped by SIGINT or SIGTERM, 2 bad usage, 66 a PATH cannot be read, 69 the address cannot be listened on, 74 standard output cannot be written."
            ),
        ])

    /// Reads `studio`'s arguments; every malformed one is a usage error.
    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        guard !arguments.positionals.isEmpty else { throw usage("missing a screen, flow or folder to serve") }
        paths = arguments.positionals
        if let text = try arguments.value(Self.portOption) {
            guard text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), !text.isEmpty, text.utf8.count <= 5, let value = UInt16(text) else {
                throw usage(ValueConversionError(name: Self.portOption.name, text: text, expected: "a port number from 0 to 65535").message)
            }
            port = value
        }
        let hostText = try arguments.value(Self.hostOption) ?? "127.0.0.1"
        guard let address = hostText == "localhost" ? IPAddress.loopbackIPv4 : IPAddress(hostText) else {
            throw usage(ValueConversionError(name: Self.hostOption.name, text: hostText, expected: "an IP address (127.0.0.1, ::1, 0.0.0.0)").message)
        }
        host = address
        opensBrowser = arguments.flag(Self.openOption)
    }

    /// Serves until a signal; returns 0, or fails with 66 (a PATH cannot be read) or 69
    /// (cannot listen).
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        let stopped = DispatchSemaphore(value: 0)
        Signals.intercept { _ in stopped.signal() }
        Self.raiseDescriptorLimit()
        let socket: ListeningSocket
        do {
            socket = try ListeningSocket.listen(on: host, port: port, preferredPort: Self.defaultPort)
        } catch {
            throw CommandFailure(code: .unavailable, message: error.description)
        }
        let urlAuthority = "\(host.isWildcard ? host.loopback.urlHost : host.urlHost):\(socket.port)"
        let token = StudioToken.make()
        let studio: StudioServer
        do {
            let application = try StudioApplication(paths: paths, token: token, origin: "http://\(urlAuthority)")
            studio = try StudioServer(socket: socket, token: token, backend: application)
        } catch let error as StudioInputError {
            close(socket.descriptor)
            throw CommandFailure(code: .noInput, message: error.description)
        } catch {
            close(socket.descriptor)
            throw CommandFailure(code: .unavailable, message: "\(error)")
        }
        studio.start()
        for failure in studio.watchFailures {
            Output.error("warning: cannot watch '\(failure.folder)' for changes: \(failure.reason)")
        }
        if !host.isLoopback {
            Output.error("warning: studio is reachable from other machines at \(socket.authority); anyone who reaches it can read the roots")
        }
        let url = "http://\(urlAuthority)/"
        Output.print(url)
        Output.flush()
        if !Output.standardOutputFailed {
            if opensBrowser { BrowserLauncher.open(url) }
            stopped.wait()
        }
        studio.stop()
        return .success
    }

    /// Raises the soft limit of open descriptors to the hard limit, at most 8,192, so the
    /// server can hold its connections where the soft limit is 1,024 or less.
    private static func raiseDescriptorLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        let wanted = min(limit.rlim_max, 8192)
        guard limit.rlim_cur < wanted else { return }
        limit.rlim_cur = wanted
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
