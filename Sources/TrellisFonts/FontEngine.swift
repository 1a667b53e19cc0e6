import TrellisCore

/// Measures single lines with real fonts: fontconfig chooses the faces, FreeType gives the
/// advances and kerning. Lengths are 26.6 fixed point (1/64 pt) until the caller converts
/// them. Not thread-safe: ``FontTextMeasurer`` serialises access.
final class FontEngine {
    private let catalog: FontconfigCatalog
    private let faces: FreeTypeFaces
    private var primaries: [FaceKey: FontFile?] = [:]
    private var fallbacks: [FallbackKey: FontFile?] = [:]
    private var advances: [GlyphKey: Int] = [:]

    /// Characters no installed font covers, in the order first met; the owner drains it.
    var uncovered: [(scalar: Unicode.Scalar, font: Font)] = []
    private var reportedUncovered: Set<UInt32> = []

    private struct FaceKey: Hashable {
        var family: String
        var weight: Font.Weight
    }

    private struct FallbackKey: Hashable {
        var face: FaceKey
        var scalar: UInt32
    }

    private struct GlyphKey: Hashable {
        var handle: FreeTypeFaces.Handle
        var glyph: UInt32
        var size: Int
    }

    /// Starts fontconfig and FreeType; nil when either cannot start.
    init?() {
        guard let catalog = FontconfigCatalog(), let faces = FreeTypeFaces() else { return nil }
        self.catalog = catalog
        self.faces = faces
    }

    /// The installed family names, sorted.
    func families() -> [String] { catalog.families() }

    /// The file `font`'s family and weight resolve to; nil when no font is installed.
    func primaryFile(for font: Font) -> FontFile? {
        let key = FaceKey(family: font.family ?? FontconfigCatalog.defaultFamily, weight: font.weight)
        if let cached = primaries[key] { return cached }
        let file = catalog.match(family: key.family, weight: key.weight)
        primaries[key] = file
        return file
    }

    /// The file that draws `scalar` in `font`: the primary face when it has the glyph,
    /// else the first font of fontconfig's fallback cascade that has it, else nil.
    func file(drawing scalar: Unicode.Scalar, in font: Font) -> FontFile? {
        guard let primary = primaryFile(for: font), let handle = faces.open(primary) else { return nil }
        if faces.glyph(for: scalar.value, in: handle) != 0 { return primary }
        return fallbackFile(for: scalar, in: font)
    }

    /// The advance width of `line` (no line breaks) in `font`, in 26.6 units: the sum of
    /// each scalar's glyph advance plus the kerning between neighbours drawn from the same
    /// face. Default-ignorable scalars (variation selectors, joiners) and controls take no
    /// space. nil when no font is installed.
    func width(of line: Substring, font: Font) -> Int? {
        guard let primary = primaryFile(for: font), let primaryHandle = faces.open(primary) else { return nil }
        let size = Self.size26(font)
        var total = 0
        var previous: (handle: FreeTypeFaces.Handle, glyph: UInt32)?
        for scalar in line.unicodeScalars {
            if scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control { continue }
            var handle = primaryHandle
            var glyph = faces.glyph(for: scalar.value, in: primaryHandle)
            if glyph == 0 {
                if let file = fallbackFile(for: scalar, in: font), let fallback = faces.open(file) {
                    handle = fallback
                    glyph = faces.glyph(for: scalar.value, in: fallback)
                } else if reportedUncovered.insert(scalar.value).inserted {
                    uncovered.append((scalar, font))
                }
            }
            if let previous, previous.handle == handle {
                total += faces.kerning(previous.glyph, glyph, in: handle, size: size)
            }
            total += advance(of: glyph, in: handle, size: size)
            previous = (handle, glyph)
        }
        return total
    }

    /// The primary face's line height in `font`, in 26.6 units; nil when no font is
    /// installed.
    func lineHeight(for font: Font) -> Int? {
        guard let primary = primaryFile(for: font), let handle = faces.open(primary) else { return nil }
        return faces.lineHeight(of: handle, size: Self.size26(font))
    }

    /// `font`'s size in 26.6 units, rounded to the nearest 1/64 pt.
    static func size26(_ font: Font) -> Int {
        Int((font.size * 64).rounded())
    }

    private func advance(of glyph: UInt32, in handle: FreeTypeFaces.Handle, size: Int) -> Int {
        let key = GlyphKey(handle: handle, glyph: glyph, size: size)
        if let cached = advances[key] { return cached }
        let advance = faces.advance(of: glyph, in: handle, size: size)
        advances[key] = advance
        return advance
    }

    private func fallbackFile(for scalar: Unicode.Scalar, in font: Font) -> FontFile? {
        let face = FaceKey(family: font.family ?? FontconfigCatalog.defaultFamily, weight: font.weight)
        let key = FallbackKey(face: face, scalar: scalar.value)
        if let cached = fallbacks[key] { return cached }
        let file = catalog.fallback(for: scalar.value, family: face.family, weight: face.weight)
        fallbacks[key] = file
        return file
    }
}
