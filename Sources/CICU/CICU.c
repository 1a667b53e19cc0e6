#include "CICU.h"

#include <stdio.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>

int32_t trellis_east_asian_width(uint32_t scalar) {
    return u_getIntPropertyValue((UChar32)scalar, UCHAR_EAST_ASIAN_WIDTH);
}

int32_t trellis_is_emoji_presentation(uint32_t scalar) {
    return u_hasBinaryProperty((UChar32)scalar, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}

void trellis_unicode_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    if (capacity > 0) {
        snprintf(buffer, (size_t)capacity, "%u.%u.%u", version[0], version[1], version[2]);
    }
}
