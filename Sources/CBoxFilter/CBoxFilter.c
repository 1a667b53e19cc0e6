#include "CBoxFilter.h"

#include <stdlib.h>
#include <string.h>

struct trellis_box_filter {
    uint32_t target_width, target_height;
    uint32_t source_width, source_height;
    uint32_t source_row, target_row;
    uint32_t *columns;  /* the target column of each source column */
    uint64_t *sums;     /* per target column: red·alpha, green·alpha, blue·alpha, alpha, count */
    uint8_t *pixels;
};

trellis_box_filter *trellis_box_filter_create(uint32_t target_width, uint32_t target_height) {
    if (target_width == 0 || target_height == 0) return NULL;
    trellis_box_filter *filter = calloc(1, sizeof *filter);
    if (!filter) return NULL;
    filter->target_width = target_width;
    filter->target_height = target_height;
    filter->sums = calloc((size_t)target_width * 5, sizeof(uint64_t));
    filter->pixels = calloc((size_t)target_width * target_height, 4);
    if (!filter->sums || !filter->pixels) {
        trellis_box_filter_destroy(filter);
        return NULL;
    }
    return filter;
}

int trellis_box_filter_begin(trellis_box_filter *filter, uint32_t source_width, uint32_t source_height) {
    if (source_width == 0 || source_height == 0) return 0;
    free(filter->columns);
    filter->columns = malloc((size_t)source_width * sizeof(uint32_t));
    if (!filter->columns) return 0;
    for (uint32_t x = 0; x < source_width; x++) {
        uint64_t column = (uint64_t)x * filter->target_width / source_width;
        filter->columns[x] = column < filter->target_width ? (uint32_t)column : filter->target_width - 1;
    }
    filter->source_width = source_width;
    filter->source_height = source_height;
    filter->source_row = 0;
    filter->target_row = 0;
    return 1;
}

/* Writes the accumulated target row into the result and clears the sums. */
static void flush(trellis_box_filter *filter) {
    uint8_t *out = filter->pixels + (size_t)filter->target_row * filter->target_width * 4;
    for (uint32_t x = 0; x < filter->target_width; x++) {
        uint64_t *cell = filter->sums + (size_t)x * 5;
        if (cell[4] == 0) continue;
        if (cell[3] > 0) {
            for (int channel = 0; channel < 3; channel++) out[x * 4 + channel] = (uint8_t)((cell[channel] + cell[3] / 2) / cell[3]);
        }
        out[x * 4 + 3] = (uint8_t)((cell[3] + cell[4] / 2) / cell[4]);
        memset(cell, 0, 5 * sizeof(uint64_t));
    }
}

void trellis_box_filter_add_row(trellis_box_filter *filter, const uint8_t *rgba, uint32_t width) {
    if (!filter->columns || filter->source_row >= filter->source_height) return;
    uint64_t row = (uint64_t)filter->source_row * filter->target_height / filter->source_height;
    uint32_t target = row < filter->target_height ? (uint32_t)row : filter->target_height - 1;
    if (target != filter->target_row) {
        flush(filter);
        filter->target_row = target;
    }
    uint32_t count = width < filter->source_width ? width : filter->source_width;
    for (uint32_t x = 0; x < count; x++) {
        const uint8_t *pixel = rgba + (size_t)x * 4;
        uint64_t alpha = pixel[3];
        uint64_t *cell = filter->sums + (size_t)filter->columns[x] * 5;
        cell[0] += pixel[0] * alpha;
        cell[1] += pixel[1] * alpha;
        cell[2] += pixel[2] * alpha;
        cell[3] += alpha;
        cell[4] += 1;
    }
    filter->source_row += 1;
}

const uint8_t *trellis_box_filter_finish(trellis_box_filter *filter) {
    flush(filter);
    return filter->pixels;
}

void trellis_box_filter_destroy(trellis_box_filter *filter) {
    if (!filter) return;
    free(filter->columns);
    free(filter->sums);
    free(filter->pixels);
    free(filter);
}
