internal import CHarfBuzz

/// Shapes runs of text with HarfBuzz: one font, one script and one direction per run.
///
/// The only code that touches HarfBuzz. Each HarfBuzz font is made on a face that
/// ``FreeTypeFaces`` opened (`hb_ft_face_create_referenced`: HarfBuzz reads the font's
/// tables through FreeType) and uses HarfBuzz's own OpenType functions, unhinted, with its
/// scale set to the size in 26.6 units, so advances come out in 1/64 pt (HarfBuzz docs,
/// `hb_font_set_scale`). Shaping applies everything the font's GSUB, GPOS and `kern`
/// tables say for the run's script: kerning, ligatures, mark positioning, Arabic joining,
/// Indic reordering. It owns every HarfBuzz object it makes and frees them when it goes
/// away; it keeps the faces it shapes with alive. Not thread-safe: its owner serialises
/// access.
final class HarfBuzzShaper {
    private let faces: FreeTypeFaces
    private let buffer: OpaquePointer
    private var fonts: [FreeTypeFaces.Handle: OpaquePointer] = [:]
    private var scales: [FreeTypeFaces.Handle: Int32] = [:]

    /// Makes a shaper for faces opened by `faces`; nil when HarfBuzz cannot allocate a
    /// buffer.
    init?(faces: FreeTypeFaces) {
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else { return nil }
        self.faces = faces
        self.buffer = buffer
    }

    deinit {
        for font in fonts.values { hb_font_destroy(font) }
        hb_buffer_destroy(buffer)
    }

    /// The version of the HarfBuzz library in use, e.g. "6.0.0".
    static var version: String { String(cString: hb_version_string()) }

    /// The advance of `scalars` shaped as one run in the face `handle` at `size` 26.6 units,
    /// in 26.6 units: the sum of HarfBuzz's glyph advances. The run's script is the one
    /// HarfBuzz guesses from its first character of a real script
    /// (`hb_buffer_guess_segment_properties`, which also takes the default language); its
    /// direction is the one given, right to left for an odd bidi level.
    func advance(of scalars: [UInt32], in handle: FreeTypeFaces.Handle, size: Int, rightToLeft: Bool) -> Int {
        guard !scalars.isEmpty, let font = font(for: handle) else { return 0 }
        let scale = Int32(clamping: size)
        if scales[handle] != scale {
            hb_font_set_scale(font, scale, scale)
            scales[handle] = scale
        }
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var total = 0
        for index in 0..<Int(count) { total += Int(positions[index].x_advance) }
        return total
    }

    /// The HarfBuzz font of the face `handle`, made the first time; nil when HarfBuzz
    /// cannot read the face.
    private func font(for handle: FreeTypeFaces.Handle) -> OpaquePointer? {
        if let font = fonts[handle] { return font }
        guard let face = hb_ft_face_create_referenced(faces.face(handle)) else { return nil }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face) else { return nil }
        fonts[handle] = font
        return font
    }
}
