import Foundation

/// A `font-family` value as CSS writes it (CSS Fonts Level 4, `font-family`): names
/// separated by commas, each a quoted string or unquoted words, e.g.
/// `"SF Pro Text, 'PingFang SC', sans-serif"`. The first name that is installed or generic
/// is the font; the rest, in order, are where characters it lacks are looked for first.
struct FontFamilyList: Hashable {
    /// One name of the list.
    enum Entry: Hashable {
        /// A generic family (`sans-serif`, `serif`, `monospace`, `system-ui`, …; unquoted
        /// only, as in CSS), resolved by fontconfig's configuration.
        case generic(String)
        /// A family name, quotes removed and the white space inside unquoted names
        /// collapsed to one space.
        case family(String)

        /// The name as fontconfig is asked for it.
        var name: String {
            switch self {
            case .generic(let name), .family(let name): return name
            }
        }
    }

    /// The names, in order; an empty name (",,", or a lone quote pair) is kept as an
    /// empty ``Entry/family(_:)`` so that it can be reported.
    var entries: [Entry]

    /// Reads `value`. A value with no comma and no quotes is one name, however it is
    /// spelt.
    init(_ value: String) {
        entries = Self.split(value).map { item in
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            if let quote = trimmed.first, quote == "\"" || quote == "'", trimmed.count >= 2, trimmed.last == quote {
                return .family(String(trimmed.dropFirst().dropLast()))
            }
            let name = trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return FontconfigCatalog.genericFamilies.contains(name.lowercased()) ? .generic(name.lowercased()) : .family(name)
        }
    }

    /// The family names written, without the generic ones.
    var familyNames: [String] {
        entries.compactMap { entry in
            if case .family(let name) = entry { return name }
            return nil
        }
    }

    /// Splits at commas outside quotes.
    private static func split(_ value: String) -> [Substring] {
        var items: [Substring] = []
        var start = value.startIndex
        var quote: Character?
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "," {
                items.append(value[start..<index])
                start = value.index(after: index)
            }
            index = value.index(after: index)
        }
        items.append(value[start...])
        return items
    }
}
