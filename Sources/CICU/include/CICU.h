#ifndef TRELLIS_CICU_H
#define TRELLIS_CICU_H

#include <stdint.h>

/// The Unicode East_Asian_Width property of a scalar, from the system's ICU (UAX #11):
/// 0 neutral, 1 ambiguous, 2 halfwidth, 3 fullwidth, 4 narrow, 5 wide (ICU's UEastAsianWidth).
int32_t trellis_east_asian_width(uint32_t scalar);

/// 1 when the scalar has the Emoji_Presentation property (UTS #51), else 0.
int32_t trellis_is_emoji_presentation(uint32_t scalar);

/// The Unicode version of the ICU data in use, as "major.minor.micro".
void trellis_unicode_version(char *buffer, int32_t capacity);

#endif
