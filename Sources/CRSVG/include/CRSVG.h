#ifndef TRELLIS_CRSVG_H
#define TRELLIS_CRSVG_H

#include <stddef.h>
#include <stdint.h>

/* PNG rasterisation with librsvg and cairo, loaded on first use with dlopen: commands
   that draw no PNG never map librsvg and the fifty libraries it brings, which keeps
   every other command's start-up short. */

/* What trellis_rsvg_write_png did. */
typedef enum {
    TRELLIS_RSVG_OK = 0,
    /* librsvg is missing, rejected the document, or drawing failed. */
    TRELLIS_RSVG_RASTERIZER_FAILED = 1,
    /* cairo could not write the file. */
    TRELLIS_RSVG_CANNOT_WRITE = 2,
} trellis_rsvg_result;

/* Draws the SVG document `svg` (`length` bytes, UTF-8) into a width × height ARGB
   image, scaled to fill it, and writes it as PNG to `path`. On failure, `message`
   (of `capacity` bytes) receives a NUL-terminated explanation. Safe to call from any
   thread; librsvg is loaded once per process. */
trellis_rsvg_result trellis_rsvg_write_png(
    const uint8_t *svg, size_t length, int width, int height, const char *path,
    char *message, size_t capacity);

#endif
