import Foundation
import Trellis

/// The step pictures of an HTML report, each stored once by its content (Docs/flows.md,
/// "The HTML report"): a picture is the file `flows/HASH.svg`, HASH being 16 hexadecimal
/// digits of a 64-bit hash of its bytes, written the first time a page shows it and
/// referred to by every page that shows the same bytes again. A thousand flows that pass
/// through the same few screens so write those screens once, not once per flow.
///
/// A picture's bytes depend only on what it shows (the screen and the step's tap marks),
/// never on the flow that drew it: its ids are its own, a picture being a whole document.
/// Safe to use from several threads: the set of pictures written is guarded by a lock,
/// and a picture is written by the thread that first claims its name.
final class PictureStore: @unchecked Sendable {
    /// A picture's file, relative to the pages' folder (`HASH.svg`), and its size in
    /// user units, as its root element declares it.
    struct Entry: Hashable {
        var file: String
        var width: String
        var height: String
    }

    private let lock = NSLock()
    /// The names of the pictures written, or being written, so far.
    private var stored: Set<String> = []

    /// Returns `picture`'s entry, writing its file in `folder` unless a picture of the
    /// same bytes was stored before.
    ///
    /// - Throws: ``AtomicFileError`` naming the file and the reason.
    func store(_ picture: SVGPicture, in folder: ReportPagesFolder) throws(AtomicFileError) -> Entry {
        let file = Self.name(hash: picture.contentHash)
        lock.lock()
        let isNew = stored.insert(file).inserted
        lock.unlock()
        if isNew {
            do {
                try folder.create([picture.bytes], named: file)
            } catch {
                lock.lock()
                stored.remove(file)
                lock.unlock()
                throw error
            }
        }
        return Entry(file: file, width: picture.width, height: picture.height)
    }

    /// `HASH.svg` for `bytes`: 16 hexadecimal digits of their 64-bit hash
    /// (``SVGPicture/contentHash(of:)``). Two different pictures share a name with a chance
    /// of about 2⁻⁶⁴ per pair: for a report of n distinct pictures, about n² ÷ 2⁶⁵ (10⁻¹⁴
    /// for a thousand pictures, 3 × 10⁻⁸ for a million), never in practice.
    static func name(of bytes: [UInt8]) -> String {
        name(hash: SVGPicture.contentHash(of: bytes))
    }

    /// `HASH.svg` for a picture whose bytes hash to `hash`.
    static func name(hash: UInt64) -> String {
        hex(hash) + ".svg"
    }

    /// The names of the pictures a page links to (`src="./HASH.svg"`), in the order they
    /// first appear, each once; anything else the page links to is left out.
    static func names(shownBy page: [UInt8]) -> [String] {
        let opening = Array("src=\"./".utf8)
        var names: [String] = []
        var seen: Set<String> = []
        var index = 0
        while index + opening.count + nameLength + 1 <= page.count {
            guard page[index] == opening[0], page[index..<(index + opening.count)].elementsEqual(opening) else {
                index += 1
                continue
            }
            let start = index + opening.count
            let candidate = page[start..<(start + nameLength)]
            index = start
            guard page[start + nameLength] == UInt8(ascii: "\""), candidate.suffix(4).elementsEqual(".svg".utf8),
                candidate.prefix(nameLength - 4).allSatisfy(Self.isLowercaseHexDigit)
            else { continue }
            let name = String(decoding: candidate, as: UTF8.self)
            if seen.insert(name).inserted { names.append(name) }
        }
        return names
    }

    /// The length of a picture's name: 16 hexadecimal digits and `.svg`.
    static let nameLength = 20

    /// `value` as 16 lowercase hexadecimal digits.
    private static func hex(_ value: UInt64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8](repeating: 0, count: 16)
        for index in 0..<16 { text[index] = digits[Int(value >> UInt64(60 - 4 * index) & 0xF)] }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether `byte` is `0`–`9` or `a`–`f`, a digit of a picture's name.
    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
