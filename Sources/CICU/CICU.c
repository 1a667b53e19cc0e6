#include "CICU.h"

#include <stdio.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uscript.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>

int32_t trellis_east_asian_width(uint32_t scalar) {
    return u_getIntPropertyValue((UChar32)scalar, UCHAR_EAST_ASIAN_WIDTH);
}

int32_t trellis_is_emoji_presentation(uint32_t scalar) {
    return u_hasBinaryProperty((UChar32)scalar, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}

void trellis_icu_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    u_getVersion(version);
    if (capacity > 0) {
        snprintf(buffer, (size_t)capacity, "%u.%u.%u", version[0], version[1], version[2]);
    }
}

void trellis_unicode_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    if (capacity > 0) {
        snprintf(buffer, (size_t)capacity, "%u.%u.%u", version[0], version[1], version[2]);
    }
}

int32_t trellis_line_breaks(const uint16_t *text, int32_t length, int32_t *breaks, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        return -1;
    }
    int32_t count = 0;
    for (int32_t offset = ubrk_following(iterator, 0); offset != UBRK_DONE; offset = ubrk_next(iterator)) {
        if (count < capacity) {
            breaks[count] = offset;
        }
        count += 1;
    }
    ubrk_close(iterator);
    return count;
}

int32_t trellis_script(uint32_t scalar) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)scalar, &status);
    return U_FAILURE(status) ? USCRIPT_UNKNOWN : (int32_t)script;
}

int32_t trellis_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) {
        return -1;
    }
    ubidi_setPara(bidi, (const UChar *)text, length, UBIDI_DEFAULT_LTR, NULL, &status);
    const UBiDiLevel *resolved = U_SUCCESS(status) ? ubidi_getLevels(bidi, &status) : NULL;
    if (U_FAILURE(status) || resolved == NULL) {
        ubidi_close(bidi);
        return -1;
    }
    for (int32_t index = 0; index < length; index += 1) {
        levels[index] = resolved[index];
    }
    ubidi_close(bidi);
    return 0;
}
