#ifndef TRELLIS_CICU_H
#define TRELLIS_CICU_H

#include <stdint.h>

/// The Unicode East_Asian_Width property of a scalar, from the system's ICU (UAX #11):
/// 0 neutral, 1 ambiguous, 2 halfwidth, 3 fullwidth, 4 narrow, 5 wide (ICU's UEastAsianWidth).
int32_t trellis_east_asian_width(uint32_t scalar);

/// 1 when the scalar has the Emoji_Presentation property (UTS #51), else 0.
int32_t trellis_is_emoji_presentation(uint32_t scalar);

/// The version of the ICU library in use, as "major.minor.micro".
void trellis_icu_version(char *buffer, int32_t capacity);

/// The Unicode version of the ICU data in use, as "major.minor.micro".
void trellis_unicode_version(char *buffer, int32_t capacity);

/// The line-break opportunities of UTF-16 `text` (UAX #14, ICU's line break iterator in
/// the root locale): the offsets, in UTF-16 units and ascending, where a line may start,
/// excluding 0 and including `length`. Writes at most `capacity` offsets to `breaks` and
/// returns how many there are (possibly more than `capacity`), or -1 when ICU fails.
int32_t trellis_line_breaks(const uint16_t *text, int32_t length, int32_t *breaks, int32_t capacity);

/// The Unicode Script property of a scalar (UAX #24), as ICU's UScriptCode: 0 Common,
/// 1 Inherited, 103 Unknown (also when ICU fails), others a real script.
int32_t trellis_script(uint32_t scalar);

/// The resolved bidi embedding level of each UTF-16 unit of one paragraph (UAX #9, ICU's
/// ubidi with the paragraph direction taken from its first strong character, LTR when it
/// has none): even left to right, odd right to left. Writes `length` levels; returns 0,
/// or -1 when ICU fails.
int32_t trellis_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels);

#endif
