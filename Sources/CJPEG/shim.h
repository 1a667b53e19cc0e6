#ifndef TRELLIS_CJPEG_SHIM_H
#define TRELLIS_CJPEG_SHIM_H

/* libjpeg (libjpeg-turbo's libjpeg62 API): reads the header of the JPEG files <image>
   shows. Only TrellisRender imports it, in JPEGHeader. libjpeg reports errors by calling
   a function that must not return; Swift cannot unwind through C, so the one call that
   reads a header is here, with the setjmp/longjmp its error manager needs. */
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    /* Whether libjpeg warned that the data ended early (it then invents an end marker). */
    int ended_early;
} trellis_jpeg_error;

static void trellis_jpeg_error_exit(j_common_ptr info) {
    trellis_jpeg_error *error = (trellis_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void trellis_jpeg_emit_message(j_common_ptr info, int level) {
    trellis_jpeg_error *error = (trellis_jpeg_error *)info->err;
    if (level < 0 && error->manager.msg_code == JWRN_JPEG_EOF) error->ended_early = 1;
}

static void trellis_jpeg_output_message(j_common_ptr info) {
    (void)info;
}

/* Makes `error` the error manager of `info`: errors jump to `error->jump` (set by the
   caller with setjmp, in its own frame), messages are kept, nothing is printed. */
static inline void trellis_jpeg_install_error_manager(struct jpeg_decompress_struct *info, trellis_jpeg_error *error) {
    memset(error, 0, sizeof *error);
    info->err = jpeg_std_error(&error->manager);
    error->manager.error_exit = trellis_jpeg_error_exit;
    error->manager.emit_message = trellis_jpeg_emit_message;
    error->manager.output_message = trellis_jpeg_output_message;
}

/* After a jump to the error manager: libjpeg's explanation into `message` (of `capacity`
   bytes), and `info` destroyed. */
static inline void trellis_jpeg_fail(struct jpeg_decompress_struct *info, trellis_jpeg_error *error, char *message, size_t capacity) {
    char text[JMSG_LENGTH_MAX];
    error->manager.format_message((j_common_ptr)info, text);
    if (message && capacity > 0) snprintf(message, capacity, "%s", text);
    jpeg_destroy_decompress(info);
}

/* What trellis_jpeg_read_header found. */
typedef enum {
    TRELLIS_JPEG_OK = 0,
    /* libjpeg rejected the data; `message` says why. */
    TRELLIS_JPEG_INVALID = 1,
    /* The file ends before its header does. */
    TRELLIS_JPEG_TRUNCATED = 2,
} trellis_jpeg_result;

/* Reads the header of the JPEG in `file` (up to its first frame header, never the
   compressed image data) and stores its size in pixels. On failure `message` (of
   `capacity` bytes) receives libjpeg's explanation. The file is not closed. */
static inline trellis_jpeg_result trellis_jpeg_read_header(
    FILE *file, unsigned *width, unsigned *height, char *message, size_t capacity) {
    struct jpeg_decompress_struct info;
    trellis_jpeg_error error;
    trellis_jpeg_install_error_manager(&info, &error);
    if (setjmp(error.jump)) {
        trellis_jpeg_fail(&info, &error, message, capacity);
        return error.ended_early ? TRELLIS_JPEG_TRUNCATED : TRELLIS_JPEG_INVALID;
    }
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return TRELLIS_JPEG_OK;
}

/* Called once with the size in pixels of the rows to come; returning 0 stops reading. */
typedef int (*trellis_jpeg_rows_begin)(void *context, unsigned width, unsigned height);
/* Called for each row, top to bottom: `width` pixels of 8-bit RGBA. */
typedef void (*trellis_jpeg_rows_row)(void *context, const unsigned char *rgba, unsigned width);

/* Decodes the JPEG in `file` one scanline at a time into 8-bit RGBA, scaled by libjpeg by
   1/8, 1/4 or 1/2 when the result still covers `minimum_width` × `minimum_height` (the
   DCT scaling costs a fraction of a full decode), and hands each row to `row`. Returns
   TRELLIS_JPEG_OK, or TRELLIS_JPEG_INVALID with libjpeg's explanation in `message` (a
   CMYK JPEG, which libjpeg cannot turn into RGB, included). The file is not closed. */
static inline trellis_jpeg_result trellis_jpeg_read_rows(
    FILE *file, unsigned minimum_width, unsigned minimum_height, void *context,
    trellis_jpeg_rows_begin begin, trellis_jpeg_rows_row row, char *message, size_t capacity) {
    struct jpeg_decompress_struct info;
    trellis_jpeg_error error;
    trellis_jpeg_install_error_manager(&info, &error);
    if (setjmp(error.jump)) {
        trellis_jpeg_fail(&info, &error, message, capacity);
        return TRELLIS_JPEG_INVALID;
    }
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        if (message && capacity > 0) snprintf(message, capacity, "a CMYK JPEG cannot be scaled");
        jpeg_destroy_decompress(&info);
        return TRELLIS_JPEG_INVALID;
    }
    info.out_color_space = JCS_EXT_RGBA;
    unsigned denominator = 8;
    while (denominator > 1 &&
           ((info.image_width + denominator - 1) / denominator < minimum_width ||
            (info.image_height + denominator - 1) / denominator < minimum_height)) {
        denominator /= 2;
    }
    info.scale_num = 1;
    info.scale_denom = denominator;
    jpeg_start_decompress(&info);
    if (!begin(context, info.output_width, info.output_height)) {
        jpeg_abort_decompress(&info);
        jpeg_destroy_decompress(&info);
        return TRELLIS_JPEG_OK;
    }
    JSAMPARRAY line = (*info.mem->alloc_sarray)((j_common_ptr)&info, JPOOL_IMAGE, info.output_width * 4, 1);
    while (info.output_scanline < info.output_height) {
        jpeg_read_scanlines(&info, line, 1);
        row(context, line[0], info.output_width);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return TRELLIS_JPEG_OK;
}

#endif
