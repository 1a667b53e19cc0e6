#ifndef TRELLIS_CPNG_SHIM_H
#define TRELLIS_CPNG_SHIM_H

/* libpng: reads and writes the PNG pictures assertScreenshot compares, and decodes an
   <image>'s PNG row by row when it is drawn smaller than its size. Only TrellisRender
   imports it (PNGImage, ImageScaler). libpng reports errors by longjmp; Swift cannot unwind
   through C, so the reading loop is here, and the Swift callbacks it makes never run while
   libpng may jump. */
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    jmp_buf jump;
    char message[256];
} trellis_png_failure;

static void trellis_png_error(png_structp png, png_const_charp text) {
    trellis_png_failure *failure = (trellis_png_failure *)png_get_error_ptr(png);
    snprintf(failure->message, sizeof failure->message, "%s", text ? text : "unknown error");
    longjmp(failure->jump, 1);
}

static void trellis_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/* Called once with the size in pixels before the first row; returning 0 stops reading. */
typedef int (*trellis_rows_begin)(void *context, uint32_t width, uint32_t height);
/* Called for each row, top to bottom: `width` pixels of 8-bit RGBA, straight alpha. */
typedef void (*trellis_rows_row)(void *context, const uint8_t *rgba, uint32_t width);

/* Decodes the PNG in `file` into 8-bit RGBA rows, one row in memory at a time (an
   interlaced PNG is decoded whole first, as its passes need), and hands each row to `row`.
   Returns 0, or 1 with libpng's explanation in `message` (of `capacity` bytes). The file is
   not closed. */
static inline int trellis_png_read_rows(
    FILE *file, void *context, trellis_rows_begin begin, trellis_rows_row row, char *message, size_t capacity) {
    trellis_png_failure failure;
    failure.message[0] = 0;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, trellis_png_error, trellis_png_warning);
    if (!png) {
        if (message && capacity > 0) snprintf(message, capacity, "libpng could not start");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    uint8_t *volatile buffer = NULL;
    png_bytep *volatile rows = NULL;
    if (!info || setjmp(failure.jump)) {
        if (message && capacity > 0) snprintf(message, capacity, "%s", failure.message[0] ? failure.message : "libpng could not start");
        free(buffer);
        free(rows);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        return 1;
    }
    png_init_io(png, file);
    png_read_info(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    uint32_t width = png_get_image_width(png, info);
    uint32_t height = png_get_image_height(png, info);
    size_t stride = (size_t)width * 4;
    if (!begin(context, width, height)) {
        png_destroy_read_struct(&png, &info, NULL);
        return 0;
    }
    if (passes > 1) {
        buffer = malloc(stride * height);
        if (!buffer) png_error(png, "out of memory for an interlaced image");
        rows = malloc(sizeof(png_bytep) * height);
        if (!rows) png_error(png, "out of memory for an interlaced image");
        for (uint32_t y = 0; y < height; y++) rows[y] = buffer + stride * y;
        png_read_image(png, rows);
        free(rows);
        rows = NULL;
        for (uint32_t y = 0; y < height; y++) row(context, buffer + stride * y, width);
    } else {
        buffer = malloc(stride);
        if (!buffer) png_error(png, "out of memory for a row");
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, buffer, NULL);
            row(context, buffer, width);
        }
    }
    free(buffer);
    buffer = NULL;
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

#endif
