/// The request target of an HTTP request in origin form (RFC 9112 §3.2.1: `/path?query`),
/// split into its path and query parameters, each percent-decoded once.
enum HTTPTarget {
    /// The path (before `?`) and the query's parameters of `target`, in order, each name
    /// and value percent-decoded once with `+` read as a space (HTML's
    /// `application/x-www-form-urlencoded`); a parameter without `=` has the empty value.
    /// Nil when the target does not start with `/`, holds a `%` not followed by two hex
    /// digits, or decodes to bytes that are not UTF-8.
    static func split(_ target: String) -> (path: String, query: [(name: String, value: String)])? {
        guard target.hasPrefix("/") else { return nil }
        let bytes = Array(target.utf8)
        let questionMark = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
        guard let path = decoded(bytes[..<questionMark], plusIsSpace: false) else { return nil }
        var query: [(name: String, value: String)] = []
        if questionMark < bytes.count {
            for parameter in bytes[(questionMark + 1)...].split(separator: UInt8(ascii: "&")) {
                let equals = parameter.firstIndex(of: UInt8(ascii: "=")) ?? parameter.endIndex
                guard let name = decoded(parameter[..<equals], plusIsSpace: true),
                    let value = decoded(equals < parameter.endIndex ? parameter[(equals + 1)...] : [], plusIsSpace: true)
                else { return nil }
                query.append((name, value))
            }
        }
        return (path, query)
    }

    /// `bytes` with every `%XX` replaced by its byte (and `+` by a space when
    /// `plusIsSpace`), as UTF-8 text; nil when malformed.
    static func decoded(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard let high = hexValue(bytes, index + 1), let low = hexValue(bytes, index + 2) else { return nil }
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(plusIsSpace && byte == UInt8(ascii: "+") ? 32 : byte)
                index += 1
            }
        }
        return String(validating: result, as: UTF8.self)
    }

    /// The value of the hex digit at `index`; nil past the end or for another character.
    private static func hexValue(_ bytes: ArraySlice<UInt8>, _ index: Int) -> UInt8? {
        guard index < bytes.endIndex else { return nil }
        switch bytes[index] {
        case 48...57: return bytes[index] - 48
        case 65...70: return bytes[index] - 55
        case 97...102: return bytes[index] - 87
        default: return nil
        }
    }
}
