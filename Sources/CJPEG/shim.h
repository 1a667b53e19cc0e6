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
    memset(&error, 0, sizeof error);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = trellis_jpeg_error_exit;
    error.manager.emit_message = trellis_jpeg_emit_message;
    error.manager.output_message = trellis_jpeg_output_message;
    if (setjmp(error.jump)) {
        char text[JMSG_LENGTH_MAX];
        error.manager.format_message((j_common_ptr)&info, text);
        if (message && capacity > 0) snprintf(message, capacity, "%s", text);
        jpeg_destroy_decompress(&info);
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

#endif
