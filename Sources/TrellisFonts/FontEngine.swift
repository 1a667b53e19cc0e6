import TrellisCore

/// Measures single lines with real fonts: fontconfig chooses the faces, FreeType opens
/// them and gives line heights, HarfBuzz shapes each run. Lengths are 26.6 fixed point
/// (1/64 pt) until the caller converts them. Not thread-safe: ``FontTextMeasurer``
/// serialises access.
final class FontEngine {
    private let catalog: FontconfigCatalog
    private let faces: FreeTypeFaces
    private let shaper: HarfBuzzShaper
    private var primaries: [FaceKey: FontFile?] = [:]
    private var fallbacks: [FallbackKey: FontFile?] = [:]
    private var familyLists: [String: [String]] = [:]
    private var installedNames: Set<String>?
    private var runs: [RunKey: Int] = [:]

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

    /// A shaped run: its face, size (26.6), text and direction.
    private struct RunKey: Hashable {
        var handle: FreeTypeFaces.Handle
        var size: Int
        var scalars: [UInt32]
        var rightToLeft: Bool
    }

    /// Starts fontconfig, FreeType and HarfBuzz; nil when one cannot start.
    init?() {
        guard let catalog = FontconfigCatalog(), let faces = FreeTypeFaces(),
            let shaper = HarfBuzzShaper(faces: faces)
        else { return nil }
        self.catalog = catalog
        self.faces = faces
        self.shaper = shaper
    }

    /// The installed family names, sorted.
    func families() -> [String] { catalog.families() }

    /// The file `font`'s family list and weight resolve to: a face of the first family
    /// of the list that is installed or generic; nil when no font is installed.
    func primaryFile(for font: Font) -> FontFile? {
        let key = FaceKey(family: font.family ?? FontconfigCatalog.defaultFamily, weight: font.weight)
        if let cached = primaries[key] { return cached }
        let file = catalog.match(families: families(key.family), weight: key.weight)
        primaries[key] = file
        return file
    }

    /// The names fontconfig is asked for, for a `font-family` list: from its first
    /// installed (ignoring case) or generic name on, leaving out the names that are not
    /// installed; the whole list when none is, so fontconfig gives its best match.
    private func families(_ value: String) -> [String] {
        if let cached = familyLists[value] { return cached }
        let list = FontFamilyList(value)
        let usable = usableEntries(of: list)
        let names = (usable.isEmpty ? list.entries : usable).map(\.name)
        familyLists[value] = names
        return names
    }

    /// Whether some name of the `font-family` list `value` is installed (ignoring case) or
    /// generic.
    func hasUsableFamily(_ value: String) -> Bool {
        !usableEntries(of: FontFamilyList(value)).isEmpty
    }

    /// The generic names of `list` and those of its family names that are installed.
    private func usableEntries(of list: FontFamilyList) -> [FontFamilyList.Entry] {
        let installed = installedNames ?? Set(catalog.families().map { $0.lowercased() })
        installedNames = installed
        return list.entries.filter { entry in
            if case .family(let name) = entry { return installed.contains(name.lowercased()) }
            return true
        }
    }

    /// The file that draws `scalar` in `font`: the primary face when it has the glyph,
    /// else the first font of fontconfig's fallback cascade that has it, else nil.
    func file(drawing scalar: Unicode.Scalar, in font: Font) -> FontFile? {
        guard let primary = primaryFile(for: font), let handle = faces.open(primary) else { return nil }
        if faces.glyph(for: scalar.value, in: handle) != 0 { return primary }
        return fallbackFile(for: scalar, in: font)
    }

    /// The advance width of `line` (no line breaks) in `font`, in 26.6 units: the sum of
    /// its runs' advances as HarfBuzz shapes them. nil when no font is installed.
    ///
    /// Each grapheme cluster is drawn by the primary face when it has a glyph for every
    /// scalar of the cluster (default-ignorable ones aside), else by the font fontconfig's
    /// fallback cascade gives for the first scalar it lacks (as CoreText, the primary font
    /// draws whatever it has: the "1" of "第1天" is the primary font's). A run is as long
    /// as the face, the script and the direction stay the same (``RunProperties``).
    /// Controls (Cc) take no space and are not shaped.
    func width(of line: Substring, font: Font) -> Int? {
        guard let primaryFile = primaryFile(for: font), let primary = faces.open(primaryFile) else { return nil }
        var scalars: [UInt32] = []
        var handles: [FreeTypeFaces.Handle] = []
        scalars.reserveCapacity(line.utf8.count)
        for cluster in line {
            let clusterScalars: [Unicode.Scalar] = cluster.unicodeScalars.filter { !Self.isControl($0) }
            if clusterScalars.isEmpty { continue }
            let handle = face(drawing: clusterScalars, primary: primary, font: font)
            for scalar in clusterScalars {
                scalars.append(scalar.value)
                handles.append(handle)
            }
        }
        if scalars.isEmpty { return 0 }
        let properties = RunProperties(scalars)
        let size = Self.size26(font)
        var total = 0
        var start = 0
        for index in 1...scalars.count {
            if index < scalars.count, handles[index] == handles[start], properties.scripts[index] == properties.scripts[start],
                properties.rightToLeft[index] == properties.rightToLeft[start]
            {
                continue
            }
            let key = RunKey(
                handle: handles[start], size: size, scalars: Array(scalars[start..<index]),
                rightToLeft: properties.rightToLeft[start])
            total += advance(of: key)
            start = index
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

    /// The shaped advance of a run, from the cache or HarfBuzz.
    private func advance(of run: RunKey) -> Int {
        if let cached = runs[run] { return cached }
        let advance = shaper.advance(of: run.scalars, in: run.handle, size: run.size, rightToLeft: run.rightToLeft)
        if runs.count >= FontTextMeasurer.cacheLimit { runs.removeAll(keepingCapacity: true) }
        runs[run] = advance
        return advance
    }

    /// The face that draws `cluster` (see ``width(of:font:)``), reporting a scalar no
    /// installed font has; such a cluster is drawn by the primary face's .notdef glyph.
    private func face(drawing cluster: [Unicode.Scalar], primary: FreeTypeFaces.Handle, font: Font) -> FreeTypeFaces.Handle {
        let missing = cluster.filter { !Self.isIgnorable($0) && faces.glyph(for: $0.value, in: primary) == 0 }
        guard let first = missing.first else { return primary }
        if let file = fallbackFile(for: first, in: font), let fallback = faces.open(file) { return fallback }
        for scalar in missing where reportedUncovered.insert(scalar.value).inserted {
            uncovered.append((scalar, font))
        }
        return primary
    }

    /// Default-ignorable scalars (joiners, variation selectors) need no glyph of their own;
    /// none is below U+00AD, so ASCII is not looked up.
    private static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAD && scalar.properties.isDefaultIgnorableCodePoint
    }

    /// General_Category Cc: exactly U+0000–U+001F and U+007F–U+009F.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private func fallbackFile(for scalar: Unicode.Scalar, in font: Font) -> FontFile? {
        let face = FaceKey(family: font.family ?? FontconfigCatalog.defaultFamily, weight: font.weight)
        let key = FallbackKey(face: face, scalar: scalar.value)
        if let cached = fallbacks[key] { return cached }
        let file = catalog.fallback(for: scalar.value, families: families(face.family), weight: face.weight)
        fallbacks[key] = file
        return file
    }
}
