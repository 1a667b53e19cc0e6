internal import CFontconfig
import TrellisCore

/// The installed fonts as fontconfig sees them: resolving families and a weight to a file,
/// the families installed, and the fallback cascade for characters a font lacks.
///
/// The only code that touches fontconfig. It owns the configuration and every font set it
/// keeps, and frees them when it goes away. Not thread-safe: its owner serialises access.
final class FontconfigCatalog {
    private let config: OpaquePointer
    /// The sorted fallback list per (families, weight), as FcFontSort returns it.
    private var cascades: [CascadeKey: UnsafeMutablePointer<FcFontSet>] = [:]
    private var installedFamilies: [String]?

    private struct CascadeKey: Hashable {
        var families: [String]
        var weight: Font.Weight
    }

    /// The family asked for when a font names none.
    static let defaultFamily = "sans-serif"

    /// Generic family names fontconfig's configuration always resolves.
    static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui"]

    /// Loads the system's fontconfig configuration and font list; nil when fontconfig
    /// cannot start.
    init?() {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        self.config = config
    }

    deinit {
        for set in cascades.values { FcFontSetDestroy(set) }
        FcConfigDestroy(config)
    }

    /// Every installed family name (each name a font gives, localised ones included),
    /// sorted and without duplicates.
    func families() -> [String] {
        if let installedFamilies { return installedFamilies }
        var names = Set<String>()
        if let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() {
            _ = FcObjectSetAdd(objects, Self.familyObject)
            if let list = FcFontList(config, pattern, objects) {
                forEachPattern(in: list) { font in
                    var index: Int32 = 0
                    while let name = Self.string(font, Self.familyObject, index) {
                        names.insert(name)
                        index += 1
                    }
                }
                FcFontSetDestroy(list)
            }
            FcObjectSetDestroy(objects)
            FcPatternDestroy(pattern)
        }
        let sorted = names.sorted()
        installedFamilies = sorted
        return sorted
    }

    /// The file fontconfig matches for `families` (in order of preference) at `weight`:
    /// its best match, a face of the first installed one, or of another family when none
    /// is installed; nil when nothing matches at all.
    func match(families: [String], weight: Font.Weight) -> FontFile? {
        guard let pattern = makePattern(families: families, weight: weight) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        return Self.file(of: matched)
    }

    /// The first font in fontconfig's fallback order for `families` at `weight` (their
    /// own faces first, in order) whose character set contains `scalar` (fontconfig's
    /// charset matching, like CoreText's cascade list); nil when no installed font has it.
    func fallback(for scalar: UInt32, families: [String], weight: Font.Weight) -> FontFile? {
        guard let set = cascade(families: families, weight: weight) else { return nil }
        var found: FontFile?
        forEachPattern(in: set) { font in
            guard found == nil else { return }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, Self.charsetObject, 0, &charset) == FcResultMatch,
                let charset, FcCharSetHasChar(charset, scalar) != 0
            else { return }
            found = Self.file(of: font)
        }
        return found
    }

    private func cascade(families: [String], weight: Font.Weight) -> UnsafeMutablePointer<FcFontSet>? {
        let key = CascadeKey(families: families, weight: weight)
        if let set = cascades[key] { return set }
        guard let pattern = makePattern(families: families, weight: weight) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, pattern, 0, nil, &result) else { return nil }
        cascades[key] = set
        return set
    }

    /// A pattern for `families`, in order, at `weight` with the configuration's
    /// substitutions applied. The caller destroys it.
    private func makePattern(families: [String], weight: Font.Weight) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        for family in families {
            _ = family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                    FcPatternAddString(pattern, Self.familyObject, $0)
                }
            }
        }
        _ = FcPatternAddInteger(pattern, Self.weightObject, FcWeightFromOpenType(Int32(weight.cssWeight)))
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    private func forEachPattern(in set: UnsafeMutablePointer<FcFontSet>, _ body: (OpaquePointer) -> Void) {
        let count = Int(set.pointee.nfont)
        guard let fonts = set.pointee.fonts else { return }
        for index in 0..<count {
            if let font = fonts[index] { body(font) }
        }
    }

    private static func file(of pattern: OpaquePointer) -> FontFile? {
        guard let path = string(pattern, fileObject, 0) else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, indexObject, 0, &index) != FcResultMatch { index = 0 }
        return FontFile(path: path, index: Int(index), family: string(pattern, familyObject, 0) ?? "")
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ index: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static let familyObject = "family"
    private static let weightObject = "weight"
    private static let fileObject = "file"
    private static let indexObject = "index"
    private static let charsetObject = "charset"
}
