import CHarfBuzz
import Foundation
import TrellisFonts

/// HarfBuzz called directly on a font file, the way its documentation describes it, to
/// check the measurer against: the file read into a blob, a face and a font with
/// HarfBuzz's OpenType functions at a scale of the size in 26.6 units, the text shaped as
/// one run with the script and direction HarfBuzz guesses, the glyph advances summed.
enum HarfBuzzReference {
    /// `text` shaped in `file` at `size` points: its width in points and how many glyphs
    /// it became (a ligature is one); nil when HarfBuzz cannot read the file.
    static func shape(_ text: String, in file: FontFile, size: CGFloat) -> (width: CGFloat, glyphs: Int)? {
        guard let blob = hb_blob_create_from_file_or_fail(file.path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(file.index)) else { return nil }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face) else { return nil }
        defer { hb_font_destroy(font) }
        let scale = Int32((size * 64).rounded())
        hb_font_set_scale(font, scale, scale)
        guard let buffer = hb_buffer_create() else { return nil }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, Int32(text.utf8.count), 0, Int32(text.utf8.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return nil }
        let total = (0..<Int(count)).reduce(0) { $0 + Int(positions[$1].x_advance) }
        return (CGFloat(total) / 64, Int(count))
    }
}
