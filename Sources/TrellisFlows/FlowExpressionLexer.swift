import TrellisCore

/// Splits a `true:` expression into tokens in one pass over its UTF-8 bytes, reporting
/// every lexical problem (Docs/flows.md, "Expressions"). A wrong literal or variable
/// becomes an ``FlowExpressionToken/Kind/invalid`` token, `=`, `&` and `|` alone are
/// reported and read as `==`, `&&` and `||`, and unexpected characters are reported and
/// skipped, so the rest of the expression is still checked.
struct FlowExpressionLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let classes: UnsafeBufferPointer<ByteClass>
    private var position = 0
    private var tokens: [FlowExpressionToken] = []
    private var problems: FlowExpressionProblemList

    /// What a byte can start, looked up in ``byteClasses``.
    enum ByteClass: UInt8 {
        /// Nothing: an unexpected character (or a non-ASCII byte).
        case other
        /// Space, tab, line feed or carriage return.
        case space
        /// A letter or `_`: a word.
        case letter
        /// A digit or `-`: a number.
        case digit
        /// One of `( ) ! , = < > & | ' " $`.
        case punctuation
    }

    /// The class of each byte value.
    private static let byteClasses: [ByteClass] = (0...255).map { (byte: Int) -> ByteClass in
        switch UInt8(byte) {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): .space
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): .letter
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): .digit
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "!"), UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "$"):
            .punctuation
        default: .other
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<ByteClass>, problems: FlowExpressionProblemList) {
        self.bytes = bytes
        self.classes = classes
        self.problems = problems
    }

    /// The tokens of `bytes` (valid UTF-8), ending with an ``FlowExpressionToken/Kind/end``
    /// token at `bytes.count`; problems are added to `problems` at UTF-8 offsets.
    static func tokens(of bytes: [UInt8], problems: inout FlowExpressionProblemList) -> [FlowExpressionToken] {
        bytes.withUnsafeBufferPointer { bytes in
            byteClasses.withUnsafeBufferPointer { classes in
                var lexer = FlowExpressionLexer(bytes: bytes, classes: classes, problems: problems)
                lexer.scan()
                problems = lexer.problems
                return lexer.tokens
            }
        }
    }

    private mutating func scan() {
        while position < bytes.count {
            switch classes[Int(bytes[position])] {
            case .space: position += 1
            case .letter: word()
            case .digit: number()
            case .other: unexpected()
            case .punctuation: punctuation()
            }
        }
        tokens.append(FlowExpressionToken(kind: .end, start: bytes.count, end: bytes.count))
    }

    private mutating func punctuation() {
        switch bytes[position] {
        case UInt8(ascii: "("): add(.open, length: 1)
        case UInt8(ascii: ")"): add(.close, length: 1)
        case UInt8(ascii: ","): add(.comma, length: 1)
        case UInt8(ascii: "!"): next == UInt8(ascii: "=") ? add(.binary(.notEqual), length: 2) : add(.not, length: 1)
        case UInt8(ascii: "<"): next == UInt8(ascii: "=") ? add(.binary(.lessOrEqual), length: 2) : add(.binary(.less), length: 1)
        case UInt8(ascii: ">"): next == UInt8(ascii: "=") ? add(.binary(.greaterOrEqual), length: 2) : add(.binary(.greater), length: 1)
        case UInt8(ascii: "="): doubled(.equal)
        case UInt8(ascii: "&"): doubled(.and)
        case UInt8(ascii: "|"): doubled(.or)
        case UInt8(ascii: "$"): variable()
        default: string()
        }
    }

    /// The byte after the current one, or 0 at the end.
    private var next: UInt8 { position + 1 < bytes.count ? bytes[position + 1] : 0 }

    private mutating func add(_ kind: FlowExpressionToken.Kind, length: Int) {
        tokens.append(FlowExpressionToken(kind: kind, start: position, end: position + length))
        position += length
    }

    /// `==`, `&&` or `||`; the first character alone is reported and read as the pair.
    private mutating func doubled(_ op: FlowExpressionOperator) {
        if next == bytes[position] { return add(.binary(op), length: 2) }
        problems.add(position, "'\(op.spelling.prefix(1))' is not an operator; did you mean '\(op.spelling)'?")
        add(.binary(op), length: 1)
    }

    /// A string literal in `'…'` or `"…"` with the escapes `\\ \' \" \n \t`, `$${` for a
    /// literal `${`; `${` in it is an error.
    private mutating func string() {
        let start = position
        let quote = bytes[position]
        var value: [UInt8] = []
        var valid = true
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                let kind: FlowExpressionToken.Kind = valid ? .string(String(decoding: value, as: UTF8.self)) : .invalid
                tokens.append(FlowExpressionToken(kind: kind, start: start, end: position))
                return
            }
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count {
                let escaped = bytes[position + 1]
                switch escaped {
                case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""): value.append(escaped)
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                default:
                    let character = text(position + 1, position + 1 + Self.scalarLength(escaped))
                    problems.add(position, "unknown escape '\\\(character)' in a string; the escapes are \\\\ \\' \\\" \\n \\t")
                    valid = false
                }
                position += 1 + Self.scalarLength(escaped)
            } else if byte == UInt8(ascii: "$"), next == UInt8(ascii: "$"), position + 2 < bytes.count, bytes[position + 2] == UInt8(ascii: "{") {
                value.append(contentsOf: [UInt8(ascii: "$"), UInt8(ascii: "{")])
                position += 3
            } else if byte == UInt8(ascii: "$"), next == UInt8(ascii: "{") {
                problems.add(
                    position,
                    "'${' in a string literal: a string never holds a variable; compare with ${NAME} outside the quotes, or write $${ for a literal '${'")
                valid = false
                position += 2
            } else {
                let backslash = UInt8(ascii: "\\")
                let dollar = UInt8(ascii: "$")
                var end = position + 1
                while end < bytes.count, bytes[end] != quote, bytes[end] != backslash, bytes[end] != dollar { end += 1 }
                value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<end]))
                position = end
            }
        }
        let quoteText = quote == UInt8(ascii: "'") ? "'" : "\""
        problems.add(start, "unclosed string: no \(quoteText) ends the string that starts here")
        tokens.append(FlowExpressionToken(kind: .invalid, start: start, end: bytes.count))
    }

    /// `${NAME}`, with the errors the spec words for `${`: `unclosed '${'`, `'${}' names
    /// no variable`, `'1X' is not a variable name`. A `$` without `{` is unexpected.
    private mutating func variable() {
        let start = position
        guard next == UInt8(ascii: "{") else {
            problems.add(position, "unexpected '$'; a variable is written ${NAME}")
            position += 1
            return
        }
        let brace = UInt8(ascii: "}")
        var end = position + 2
        while end < bytes.count, bytes[end] != brace { end += 1 }
        guard end < bytes.count else {
            problems.add(start, "unclosed '${'")
            tokens.append(FlowExpressionToken(kind: .invalid, start: start, end: bytes.count))
            position = bytes.count
            return
        }
        let name = text(start + 2, end)
        position = end + 1
        if name.isEmpty {
            problems.add(start, "'${}' names no variable")
        } else if !FlowExpression.isVariableName(name) {
            problems.add(start, "'\(name.abbreviated().debugEscaped)' is not a variable name")
        } else {
            return tokens.append(FlowExpressionToken(kind: .variable(name), start: start, end: position))
        }
        tokens.append(FlowExpressionToken(kind: .invalid, start: start, end: position))
    }

    /// A number in JSON's syntax with an optional leading `-`. The token runs over every
    /// letter, digit, `_` and `.` (and a sign after an exponent's `e`), so `01`, `1.` and
    /// `2px` are each one wrong number.
    private mutating func number() {
        let start = position
        var end = position
        if bytes[end] == UInt8(ascii: "-") { end += 1 }
        guard end < bytes.count, Self.isDigit(bytes[end]) else {
            problems.add(position, "unexpected '-'; there is no subtraction or negation, and only a number literal starts with '-' (-0.5)")
            position += 1
            return
        }
        let minus = UInt8(ascii: "-")
        let dot = UInt8(ascii: ".")
        while end < bytes.count {
            let byte = bytes[end]
            let byteClass = classes[Int(byte)]
            if byteClass == .letter || (byteClass == .digit && byte != minus) || byte == dot {
                end += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), bytes[end - 1] | 0x20 == UInt8(ascii: "e") {
                end += 1
            } else {
                break
            }
        }
        let literal = text(start, end)
        position = end
        if FlowExpressionValue.isNumberSyntax(UnsafeBufferPointer(rebasing: bytes[start..<end])), let number = Double(literal) {
            return tokens.append(FlowExpressionToken(kind: .number(number), start: start, end: end))
        }
        problems.add(start, "'\(literal.abbreviated())' is not a number; numbers are written as in JSON (2, -0.5, 1e3)")
        tokens.append(FlowExpressionToken(kind: .invalid, start: start, end: end))
    }

    private mutating func word() {
        let start = position
        let minus = UInt8(ascii: "-")
        while position < bytes.count, classes[Int(bytes[position])] == .letter || classes[Int(bytes[position])] == .digit,
            bytes[position] != minus
        {
            position += 1
        }
        let word = text(start, position)
        let kind: FlowExpressionToken.Kind =
            switch word {
            case "true": .boolean(true)
            case "false": .boolean(false)
            default: .word(word)
            }
        tokens.append(FlowExpressionToken(kind: kind, start: start, end: position))
    }

    /// A run of characters that start no token, reported once and skipped.
    private mutating func unexpected() {
        let start = position
        repeat {
            position += Self.scalarLength(bytes[position])
        } while position < bytes.count && classes[Int(bytes[position])] == .other
        let run = text(start, min(position, bytes.count))
        problems.add(
            start,
            "unexpected '\(run.abbreviated().debugEscaped)'; an expression holds literals, ${NAME}, functions, parentheses and the operators || && == != < <= > >= !"
        )
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]), as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A letter, digit or `_` (ASCII): what words and names are made of.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// The length of the UTF-8 sequence that `byte` starts (1 for a stray continuation
    /// byte, which valid UTF-8 never has at a scalar's start).
    private static func scalarLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
