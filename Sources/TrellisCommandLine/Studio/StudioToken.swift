/// The studio's per-run token (Docs/studio.md, "Security"): 128 random bits as 32 lowercase
/// hex digits, put in the page and required on every `POST` as `X-Trellis-Token`.
enum StudioToken {
    /// A new token from the system's random source (`getrandom` on Linux, through
    /// `SystemRandomNumberGenerator`).
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return [generator.next(), generator.next()].map { (word: UInt64) in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// Whether `text` has a token's form: 32 digits `0`–`9`, `a`–`f`.
    static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }
    }
}
