#include "CRSVG.h"

#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The few librsvg, cairo and GLib declarations used here, as their headers give them
   (librsvg 2.52+, cairo 1.x, GLib 2.x ABI); the headers themselves are not needed to
   build, only the libraries at run time. */
typedef struct { uint32_t domain; int code; char *message; } trellis_gerror;
typedef struct { double x, y, width, height; } trellis_rsvg_rectangle;
typedef struct { double length; int unit; } trellis_rsvg_length;
enum {
    TRELLIS_RSVG_HANDLE_FLAG_UNLIMITED = 1,
    TRELLIS_CAIRO_FORMAT_ARGB32 = 0,
    TRELLIS_CAIRO_STATUS_SUCCESS = 0,
    TRELLIS_CAIRO_STATUS_NO_MEMORY = 1,
    TRELLIS_CAIRO_STATUS_WRITE_ERROR = 11,
};

static struct {
    void *(*handle_new_from_data)(const uint8_t *, size_t, trellis_gerror **);
    void *(*handle_new_from_stream_sync)(void *, void *, int, void *, trellis_gerror **);
    void *(*memory_input_stream_new_from_data)(const void *, long, void (*)(void *));
    int (*render_document)(void *, void *, const trellis_rsvg_rectangle *, trellis_gerror **);
    void *(*image_surface_create)(int, int, int);
    int (*surface_status)(void *);
    void *(*create)(void *);
    int (*status)(void *);
    void (*destroy)(void *);
    void (*surface_destroy)(void *);
    void (*surface_flush)(void *);
    int (*surface_write_to_png_stream)(void *, int (*)(void *, const unsigned char *, unsigned int), void *);
    const char *(*status_to_string)(int);
    void (*error_free)(trellis_gerror *);
    void (*object_unref)(void *);
    void (*set_dpi)(void *, double);
    int (*intrinsic_size_in_pixels)(void *, double *, double *);
    void (*intrinsic_dimensions)(void *, int *, trellis_rsvg_length *, int *, trellis_rsvg_length *, int *, trellis_rsvg_rectangle *);
    char failure[256];
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;

#define LOAD(field, name) \
    if (!(*(void **)&api.field = dlsym(library, name))) { \
        snprintf(api.failure, sizeof api.failure, "librsvg-2.so.2 lacks %s", name); \
        return; \
    }

static void load(void) {
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(api.failure, sizeof api.failure,
                 "drawing PNG and reading SVG images need librsvg (librsvg-2.so.2; on Debian: apt-get install librsvg2-2): %s",
                 reason ? reason : "not found");
        return;
    }
    /* librsvg's own dependencies (cairo, GLib) are searched through its handle. */
    LOAD(handle_new_from_data, "rsvg_handle_new_from_data")
    LOAD(handle_new_from_stream_sync, "rsvg_handle_new_from_stream_sync")
    LOAD(memory_input_stream_new_from_data, "g_memory_input_stream_new_from_data")
    LOAD(render_document, "rsvg_handle_render_document")
    LOAD(image_surface_create, "cairo_image_surface_create")
    LOAD(surface_status, "cairo_surface_status")
    LOAD(create, "cairo_create")
    LOAD(status, "cairo_status")
    LOAD(destroy, "cairo_destroy")
    LOAD(surface_destroy, "cairo_surface_destroy")
    LOAD(surface_flush, "cairo_surface_flush")
    LOAD(surface_write_to_png_stream, "cairo_surface_write_to_png_stream")
    LOAD(status_to_string, "cairo_status_to_string")
    LOAD(error_free, "g_error_free")
    LOAD(object_unref, "g_object_unref")
    LOAD(set_dpi, "rsvg_handle_set_dpi")
    LOAD(intrinsic_size_in_pixels, "rsvg_handle_get_intrinsic_size_in_pixels")
    LOAD(intrinsic_dimensions, "rsvg_handle_get_intrinsic_dimensions")
}

static trellis_rsvg_result fail(trellis_rsvg_result result, char *message, size_t capacity, const char *text) {
    if (message && capacity > 0) snprintf(message, capacity, "%s", text ? text : "unknown error");
    return result;
}

static trellis_rsvg_result fail_gerror(char *message, size_t capacity, trellis_gerror *error) {
    trellis_rsvg_result result = fail(TRELLIS_RSVG_RASTERIZER_FAILED, message, capacity,
                                      error && error->message ? error->message : "unknown error");
    if (error) api.error_free(error);
    return result;
}

/* The PNG as cairo writes it, grown as needed. */
typedef struct { uint8_t *bytes; size_t length, capacity; } png_buffer;

static int append_png(void *closure, const unsigned char *data, unsigned int length) {
    png_buffer *buffer = closure;
    if (length > SIZE_MAX - buffer->length) return TRELLIS_CAIRO_STATUS_WRITE_ERROR;
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->length + length) {
            if (capacity > SIZE_MAX / 2) return TRELLIS_CAIRO_STATUS_NO_MEMORY;
            capacity *= 2;
        }
        uint8_t *bytes = realloc(buffer->bytes, capacity);
        if (!bytes) return TRELLIS_CAIRO_STATUS_NO_MEMORY;
        buffer->bytes = bytes;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
    return TRELLIS_CAIRO_STATUS_SUCCESS;
}

trellis_rsvg_result trellis_rsvg_render_png(
    const uint8_t *svg, size_t length, int width, int height, int trusted, uint8_t **png, size_t *png_length,
    char *message, size_t capacity) {
    *png = NULL;
    *png_length = 0;
    pthread_once(&once, load);
    if (api.failure[0]) return fail(TRELLIS_RSVG_RASTERIZER_FAILED, message, capacity, api.failure);

    /* A trusted document is Trellis's own picture, so libxml2's limits for untrusted XML
       (RSVG_HANDLE_FLAG_UNLIMITED) are lifted: an embedded photo of more than 10 MB of
       base64 is one attribute value. SVG images inside it, and an SVG image drawn on its
       own (not trusted), keep the limits. */
    if (length > (size_t)LONG_MAX) return fail(TRELLIS_RSVG_RASTERIZER_FAILED, message, capacity, "the picture is too large");
    void *stream = api.memory_input_stream_new_from_data(svg, (long)length, NULL);
    if (!stream) return fail(TRELLIS_RSVG_RASTERIZER_FAILED, message, capacity, "GLib could not read the picture from memory");
    trellis_gerror *error = NULL;
    void *handle = api.handle_new_from_stream_sync(stream, NULL, trusted ? TRELLIS_RSVG_HANDLE_FLAG_UNLIMITED : 0, NULL, &error);
    api.object_unref(stream);
    if (!handle) return fail_gerror(message, capacity, error);

    trellis_rsvg_result result = TRELLIS_RSVG_OK;
    void *surface = api.image_surface_create(TRELLIS_CAIRO_FORMAT_ARGB32, width, height);
    int status = api.surface_status(surface);
    if (status != TRELLIS_CAIRO_STATUS_SUCCESS) {
        result = fail(TRELLIS_RSVG_RASTERIZER_FAILED, message, capacity, api.status_to_string(status));
    } else {
        void *context = api.create(surface);
        status = api.status(context);
        trellis_rsvg_rectangle viewport = {0, 0, (double)width, (double)height};
        if (status != TRELLIS_CAIRO_STATUS_SUCCESS) {
            result = fail(TRELLIS_RSVG_RASTERIZER_FAILED, message, capacity, api.status_to_string(status));
        } else if (!api.render_document(handle, context, &viewport, &error)) {
            result = fail_gerror(message, capacity, error);
        } else {
            api.surface_flush(surface);
            png_buffer buffer = {NULL, 0, 0};
            status = api.surface_write_to_png_stream(surface, append_png, &buffer);
            if (status != TRELLIS_CAIRO_STATUS_SUCCESS) {
                free(buffer.bytes);
                result = fail(TRELLIS_RSVG_RASTERIZER_FAILED, message, capacity, api.status_to_string(status));
            } else {
                *png = buffer.bytes;
                *png_length = buffer.length;
            }
        }
        api.destroy(context);
    }
    api.surface_destroy(surface);
    api.object_unref(handle);
    return result;
}

void trellis_rsvg_free_png(uint8_t *png) {
    free(png);
}

trellis_rsvg_result trellis_rsvg_intrinsic_size(
    const uint8_t *svg, size_t length, double *width, double *height, char *message, size_t capacity) {
    *width = 0;
    *height = 0;
    pthread_once(&once, load);
    if (api.failure[0]) return fail(TRELLIS_RSVG_RASTERIZER_FAILED, message, capacity, api.failure);

    trellis_gerror *error = NULL;
    void *handle = api.handle_new_from_data(svg, length, &error);
    if (!handle) return fail_gerror(message, capacity, error);
    /* CSS's 96 pixels an inch, so that absolute units (in, cm, mm, pt, pc) become user units. */
    api.set_dpi(handle, 96.0);
    trellis_rsvg_result result = TRELLIS_RSVG_OK;
    if (!api.intrinsic_size_in_pixels(handle, width, height)) {
        int has_width = 0, has_height = 0, has_viewbox = 0;
        trellis_rsvg_length ignored_width, ignored_height;
        trellis_rsvg_rectangle viewbox = {0, 0, 0, 0};
        api.intrinsic_dimensions(handle, &has_width, &ignored_width, &has_height, &ignored_height, &has_viewbox, &viewbox);
        if (has_viewbox) {
            *width = viewbox.width;
            *height = viewbox.height;
        } else {
            result = TRELLIS_RSVG_NO_SIZE;
        }
    }
    api.object_unref(handle);
    return result;
}
