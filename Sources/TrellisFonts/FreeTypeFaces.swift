internal import CFreeType

/// The font faces opened with FreeType, addressed by a small integer handle.
///
/// The only code that calls FreeType: it answers which glyphs a face has and how high its
/// lines are, and hands its faces to ``HarfBuzzShaper``, which shapes with them. It owns
/// the library and every face it opens, and frees them when it goes away (a face HarfBuzz
/// still references is freed with the library, so the shaper keeps this object alive).
/// Not thread-safe: its owner serialises access. A line height is FreeType's 26.6 fixed
/// point (1/64 of a point), unrounded; sizes are set at 72 dpi, so one pixel is one point.
final class FreeTypeFaces {
    /// A face opened by this object.
    typealias Handle = Int

    private let library: OpaquePointer
    private var faces: [FT_Face] = []
    private var sizes: [Int] = []
    private var handles: [FontFile: Handle] = [:]

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

    /// The FreeType face of `handle`, for HarfBuzz to read its tables; it stays open while
    /// this object lives.
    func face(_ handle: Handle) -> FT_Face {
        faces[handle]
    }

    /// The glyph index of `scalar` in the face; 0 (.notdef) when the face lacks it.
    func glyph(for scalar: UInt32, in handle: Handle) -> UInt32 {
        UInt32(FT_Get_Char_Index(faces[handle], FT_ULong(scalar)))
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
