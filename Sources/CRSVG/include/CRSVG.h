#ifndef TRELLIS_CRSVG_H
#define TRELLIS_CRSVG_H

#include <stddef.h>
#include <stdint.h>

/* PNG rasterisation with librsvg and cairo, and the intrinsic size of SVG images, loaded
   on first use with dlopen: commands that draw no PNG and load no SVG image never map
   librsvg and the fifty libraries it brings, which keeps every other command's start-up
   short. */

/* What trellis_rsvg_render_png did. */
typedef enum {
    TRELLIS_RSVG_OK = 0,
    /* librsvg is missing, rejected the document, or drawing or encoding failed. */
    TRELLIS_RSVG_RASTERIZER_FAILED = 1,
    /* The document has neither a width and height in absolute units nor a viewBox. */
    TRELLIS_RSVG_NO_SIZE = 2,
} trellis_rsvg_result;

/* Draws the SVG document `svg` (`length` bytes, UTF-8) into a width × height ARGB
   image, scaled to fill it, and encodes it as PNG in memory: on success `*png` holds
   `*png_length` bytes, to be released with trellis_rsvg_free_png. Files are written by
   the caller, so that every file Trellis writes goes through one place. On failure,
   `*png` is NULL and `message` (of `capacity` bytes) receives a NUL-terminated
   explanation. `trusted` (Trellis's own pictures) lifts libxml2's limits for untrusted
   XML; an SVG image of a screen is drawn with them. Safe to call from any thread;
   librsvg is loaded once per process. */
trellis_rsvg_result trellis_rsvg_render_png(
    const uint8_t *svg, size_t length, int width, int height, int trusted, uint8_t **png, size_t *png_length,
    char *message, size_t capacity);

/* Reads the SVG document `svg` (`length` bytes) and stores its intrinsic size in user
   units: its `width` and `height` when both are absolute lengths (px or unitless as they
   are, in, cm, mm, pt and pc at CSS's 96 user units an inch), else its viewBox's size.
   TRELLIS_RSVG_NO_SIZE when it has neither; TRELLIS_RSVG_RASTERIZER_FAILED, with
   `message`, when librsvg is missing or rejects the document. Nothing but the given bytes
   is read (the handle has no base file). Safe to call from any thread. */
trellis_rsvg_result trellis_rsvg_intrinsic_size(
    const uint8_t *svg, size_t length, double *width, double *height, char *message, size_t capacity);

/* Releases a PNG returned by trellis_rsvg_render_png. */
void trellis_rsvg_free_png(uint8_t *png);

#endif
