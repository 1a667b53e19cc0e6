internal import CFreeType

/// The font faces opened with FreeType, addressed by a small integer handle.
///
/// The only code that touches FreeType. It owns the library and every face it opens, and
/// frees them when it goes away. Not thread-safe: its owner serialises access. Every
/// length it returns is FreeType's 26.6 fixed point (1/64 of a point), unhinted and
/// unrounded (FreeType docs, `FT_LOAD_NO_HINTING`, `FT_KERNING_UNFITTED`); sizes are set
/// at 72 dpi, so one pixel is one point.
final class FreeTypeFaces {
    /// A face opened by this object.
    typealias Handle = Int

    private let library: OpaquePointer
    private var faces: [FT_Face] = []
    private var sizes: [Int] = []
    private var handles: [FontFile: Handle] = [:]

    /// The flags glyphs are loaded with: unhinted outlines, no embedded bitmaps.
    private static let loadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)

    /// Starts FreeType; nil when it cannot start.
    init?() {
        var library: OpaquePointer?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        self.library = library
    }

    deinit {
        for face in faces { FT_Done_Face(face) }
        FT_Done_FreeType(library)
    }

    /// The handle of the face in `file`, opening it the first time; nil when FreeType
    /// cannot open it.
    func open(_ file: FontFile) -> Handle? {
        if let handle = handles[file] { return handle }
        var face: FT_Face?
        guard FT_New_Face(library, file.path, file.index, &face) == 0, let face else { return nil }
        handles[file] = faces.count
        faces.append(face)
        sizes.append(0)
        return faces.count - 1
    }

    /// The glyph index of `scalar` in the face; 0 (.notdef) when the face lacks it.
    func glyph(for scalar: UInt32, in handle: Handle) -> UInt32 {
        UInt32(FT_Get_Char_Index(faces[handle], FT_ULong(scalar)))
    }

    /// The horizontal advance of `glyph` at `size` 26.6 units (1/64 pt), as loaded by
    /// `FT_Load_Glyph` with no hinting; 0 when it cannot be loaded.
    func advance(of glyph: UInt32, in handle: Handle, size: Int) -> Int {
        setSize(size, of: handle)
        let face = faces[handle]
        guard FT_Load_Glyph(face, glyph, Self.loadFlags) == 0, let slot = face.pointee.glyph else { return 0 }
        return Int(slot.pointee.advance.x)
    }

    /// The unfitted kerning between two glyphs at `size` 26.6 units, in 26.6 units; 0 when
    /// the face has no kerning (`FT_HAS_KERNING`).
    func kerning(_ left: UInt32, _ right: UInt32, in handle: Handle, size: Int) -> Int {
        let face = faces[handle]
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 else { return 0 }
        setSize(size, of: handle)
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNFITTED.rawValue), &delta) == 0 else { return 0 }
        return Int(delta.x)
    }

    /// Whether the face has a kerning table FreeType reads (`FT_HAS_KERNING`).
    func hasKerning(_ handle: Handle) -> Bool {
        faces[handle].pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
    }

    /// The face's line height (baseline to baseline) at `size`, in 26.6 units: its
    /// `height` in font units scaled by the size's `y_scale`, unrounded.
    func lineHeight(of handle: Handle, size: Int) -> Int {
        setSize(size, of: handle)
        let face = faces[handle]
        guard let metrics = face.pointee.size?.pointee.metrics else { return 0 }
        return Int(FT_MulFix(FT_Long(face.pointee.height), metrics.y_scale))
    }

    /// Sets the face's character size to `size` 26.6 units at 72 dpi unless it is set.
    private func setSize(_ size: Int, of handle: Handle) {
        guard sizes[handle] != size else { return }
        if FT_Set_Char_Size(faces[handle], 0, FT_F26Dot6(size), 72, 72) == 0 { sizes[handle] = size }
    }
}
