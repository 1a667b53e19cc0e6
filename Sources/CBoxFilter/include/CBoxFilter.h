#ifndef TRELLIS_CBOXFILTER_H
#define TRELLIS_CBOXFILTER_H

/* Averages rows of 8-bit RGBA pixels down to a smaller size, one target row at a time, for
   the images a picture draws smaller than they are (TrellisRender's ImageScaler): each
   target pixel is the alpha-weighted mean of the source pixels that fall in it. In C
   because it touches every source pixel of photos of up to 100 million pixels. */
#include <stddef.h>
#include <stdint.h>

typedef struct trellis_box_filter trellis_box_filter;

/* A filter to `target_width` × `target_height` pixels; NULL when memory runs out. */
trellis_box_filter *trellis_box_filter_create(uint32_t target_width, uint32_t target_height);

/* Sets the size of the source; returns 0 when it is empty or memory runs out. */
int trellis_box_filter_begin(trellis_box_filter *filter, uint32_t source_width, uint32_t source_height);

/* Adds the next source row of `width` RGBA pixels (straight alpha). */
void trellis_box_filter_add_row(trellis_box_filter *filter, const uint8_t *rgba, uint32_t width);

/* Finishes the last row; the result is `target_width × target_height × 4` bytes, owned by
   the filter. */
const uint8_t *trellis_box_filter_finish(trellis_box_filter *filter);

void trellis_box_filter_destroy(trellis_box_filter *filter);

#endif
