import CFreeType
import Foundation
import TrellisFonts

/// FreeType called directly, the way its documentation describes it, to check the
/// measurer against: each scalar's unhinted advance in the file that draws it, plus the
/// unfitted kerning between neighbours from the same file, in 26.6 units.
final class FreeTypeReference {
    private var library: OpaquePointer?
    private var faces: [FontFile: FT_Face] = [:]

    init?() {
        guard FT_Init_FreeType(&library) == 0 else { return nil }
    }

    deinit {
        for face in faces.values { FT_Done_Face(face) }
        FT_Done_FreeType(library)
    }

    /// The width of `text` in points at `size` points, each scalar drawn from `file(scalar)`.
    func width(of text: String, size: CGFloat, file: (Unicode.Scalar) -> FontFile?) -> CGFloat? {
        var total = 0
        var previous: (file: FontFile, glyph: UInt32)?
        for scalar in text.unicodeScalars {
            guard let file = file(scalar), let face = face(file) else { return nil }
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6((size * 64).rounded()), 72, 72) == 0 else { return nil }
            let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            if let previous, previous.file == file {
                var delta = FT_Vector()
                if FT_Get_Kerning(face, previous.glyph, glyph, FT_UInt(FT_KERNING_UNFITTED.rawValue), &delta) == 0 {
                    total += Int(delta.x)
                }
            }
            guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0 else { return nil }
            total += Int(face.pointee.glyph.pointee.advance.x)
            previous = (file, glyph)
        }
        return CGFloat(total) / 64
    }

    /// Whether the file's face has a kerning table (`FT_HAS_KERNING`).
    func hasKerning(_ file: FontFile) -> Bool {
        guard let face = face(file) else { return false }
        return face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
    }

    private func face(_ file: FontFile) -> FT_Face? {
        if let face = faces[file] { return face }
        var face: FT_Face?
        guard FT_New_Face(library, file.path, file.index, &face) == 0, let face else { return nil }
        faces[file] = face
        return face
    }
}
