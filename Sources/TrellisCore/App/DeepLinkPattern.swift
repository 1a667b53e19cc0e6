import Foundation

/// A `<deep-link uri>` of a screen (Docs/navigation.md, "Arguments and deep links"):
/// `scheme://host/segment/{name}?item={name}`. The scheme and host match exactly; each
/// path segment matches literally or, written `{name}`, as one whole segment giving an
/// argument; each query item `name={argument}` gives an argument when the URI has it and
/// may be left out.
public struct DeepLinkPattern: Sendable, Hashable {
    /// One path segment of a pattern.
    public enum Segment: Sendable, Hashable {
        /// Matches this text exactly (percent-decoded).
        case literal(String)
        /// Matches any one non-empty segment and gives it to the argument.
        case argument(String)
    }

    /// The pattern as written.
    public var uri: String
    /// The scheme, lowercased (`shop`).
    public var scheme: String
    /// The host as written (`item`).
    public var host: String
    /// The path's segments, in order.
    public var segments: [Segment]
    /// The query items the pattern reads: the URI's item name and the argument it gives.
    public var queryItems: [(item: String, argument: String)]
    /// Where the `<deep-link>` element is.
    public var location: SourceLocation

    public static func == (lhs: DeepLinkPattern, rhs: DeepLinkPattern) -> Bool {
        lhs.uri == rhs.uri && lhs.location == rhs.location
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(uri)
        hasher.combine(location)
    }

    /// Parses the pattern `uri`.
    ///
    /// - Throws: ``DeepLinkError`` saying what is wrong with it.
    public init(parsing uri: String, location: SourceLocation) throws(DeepLinkError) {
        let parts = try DeepLinkURI(parsing: uri)
        self.uri = uri
        self.location = location
        scheme = parts.scheme
        host = parts.host
        segments = parts.segments.map { segment in
            if segment.hasPrefix("{"), segment.hasSuffix("}"), segment.count > 2 {
                return .argument(String(segment.dropFirst().dropLast()))
            }
            return .literal(segment)
        }
        var items: [(String, String)] = []
        for (name, value) in parts.query {
            guard value.hasPrefix("{"), value.hasSuffix("}"), value.count > 2 else {
                throw DeepLinkError("query item '\(name)=\(value)' must give an argument as '\(name)={name}'")
            }
            items.append((name, String(value.dropFirst().dropLast())))
        }
        queryItems = items
    }

    /// Every argument name the pattern gives, path first.
    public var argumentNames: [String] {
        segments.compactMap { if case .argument(let name) = $0 { return name } else { return nil } } + queryItems.map(\.argument)
    }

    /// The arguments `uri` gives when the pattern matches it, as text; nil when it does
    /// not match.
    public func match(_ uri: DeepLinkURI) -> [String: String]? {
        guard uri.scheme == scheme, uri.host == host, uri.segments.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (segment, text) in zip(segments, uri.segments) {
            switch segment {
            case .literal(let literal): guard literal == text else { return nil }
            case .argument(let name):
                guard !text.isEmpty else { return nil }
                values[name] = text
            }
        }
        for (item, argument) in queryItems {
            if let value = uri.query.first(where: { $0.name == item })?.value { values[argument] = value }
        }
        return values
    }

    /// Whether some URI matches both this pattern and `other`: the same scheme, host and
    /// number of segments, and at each segment equal literals or an argument on either
    /// side (query items are optional, so they never tell two patterns apart).
    public func overlaps(_ other: DeepLinkPattern) -> Bool {
        guard scheme == other.scheme, host == other.host, segments.count == other.segments.count else { return false }
        return zip(segments, other.segments).allSatisfy { left, right in
            if case .literal(let a) = left, case .literal(let b) = right { return a == b }
            return true
        }
    }
}

/// A deep-link URI taken apart: `scheme://host/path?query`, with its path segments and
/// query items percent-decoded.
public struct DeepLinkURI: Sendable, Hashable {
    /// The longest URI accepted: 8,192 bytes, far beyond any real link.
    public static let maximumLength = 8192

    /// The scheme, lowercased.
    public var scheme: String
    /// The host, as written.
    public var host: String
    /// The path's segments, decoded.
    public var segments: [String]
    /// The query's items, decoded, in order.
    public var query: [(name: String, value: String)]

    public static func == (lhs: DeepLinkURI, rhs: DeepLinkURI) -> Bool {
        lhs.scheme == rhs.scheme && lhs.host == rhs.host && lhs.segments == rhs.segments
            && lhs.query.map(\.name) == rhs.query.map(\.name) && lhs.query.map(\.value) == rhs.query.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(scheme)
        hasher.combine(host)
        hasher.combine(segments)
    }

    /// Takes `text` apart.
    ///
    /// - Throws: ``DeepLinkError`` when it is longer than ``maximumLength``, has no
    ///   `scheme://`, or has a `%` not followed by two hex digits of UTF-8.
    public init(parsing text: String) throws(DeepLinkError) {
        guard text.utf8.count <= Self.maximumLength else {
            throw DeepLinkError("the URI is \(text.utf8.count.formatted) bytes long; the longest accepted is \(Self.maximumLength.formatted)")
        }
        guard let separator = text.range(of: "://") else {
            throw DeepLinkError("expected scheme://host/path, such as shop://item/42")
        }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
            scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
        else {
            throw DeepLinkError("the scheme '\(scheme)' must be a letter followed by letters, digits, '+', '-' or '.'")
        }
        self.scheme = scheme.lowercased()
        var rest = text[separator.upperBound...]
        var queryText: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        if let hash = queryText.firstIndex(of: "#") { queryText = queryText[..<hash] } else if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        let pathStart = rest.firstIndex(of: "/") ?? rest.endIndex
        host = try Self.decode(rest[..<pathStart])
        guard !host.isEmpty else { throw DeepLinkError("expected a host after '\(scheme)://'") }
        let path = rest[pathStart...].dropFirst()
        var segments: [String] = []
        if !path.isEmpty {
            for segment in path.split(separator: "/", omittingEmptySubsequences: false) { segments.append(try Self.decode(segment)) }
        }
        if segments.last == "" { segments.removeLast() }
        self.segments = segments
        var query: [(String, String)] = []
        for item in queryText.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            query.append((try Self.decode(pair[0]), try Self.decode(pair.count > 1 ? pair[1] : "")))
        }
        self.query = query
    }

    /// `text` with each `%XX` replaced by its byte, read as UTF-8.
    private static func decode(_ text: Substring) throws(DeepLinkError) -> String {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw DeepLinkError("'\(String(text).abbreviated(to: 60))' has a '%' not followed by two hex digits")
            }
            bytes.append(high << 4 | low)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw DeepLinkError("'\(String(text).abbreviated(to: 60))' decodes to bytes that are not UTF-8")
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}

/// What is wrong with a deep link or a pattern: a sentence for messages.
public struct DeepLinkError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var description: String

    /// Creates the error.
    public init(_ description: String) {
        self.description = description
    }
}
