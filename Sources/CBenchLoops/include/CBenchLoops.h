#ifndef TRELLIS_CBENCHLOOPS_H
#define TRELLIS_CBENCHLOOPS_H

/* The tight C loops that trellis-bench and Benchmarks/run-peers measure Trellis against:
   the limit of what the flow and grid rules (Docs/layouts.md) and a libxml2 parse-and-walk can
   cost per item on the machine at hand. All lengths are points. */

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Greedy flow line breaking (Docs/layouts.md, "flow") over precomputed item sizes, leading
   alignment, no line limit: an item's width is clamped to `container_width`; the first
   item of a line goes at x = 0; a later one goes at prevMaxX + spacing when
   prevMaxX + spacing + w <= container_width + 1e-9, else it starts a new line
   `line_spacing` below the tallest item of the line before. Writes each item's origin to
   `xs` and `ys` (each `count` long) and returns the content height (0 when count is 0). */
double cbench_flow(const double *widths, const double *heights, size_t count,
                   double container_width, double spacing, double line_spacing,
                   double *xs, double *ys);

/* Fixed-column grid (Docs/layouts.md, "grid") with a given cell height: cellW =
   (container_width - (columns - 1) * spacing) / columns; item i at column i % columns,
   row i / columns. Writes each item's origin to `xs`, `ys` (each `count` long) and
   returns cellW (0 when columns is 0). */
double cbench_grid(size_t count, size_t columns, double container_width, double spacing,
                   double cell_height, double *xs, double *ys);

/* What a parse-and-walk saw. */
typedef struct {
    size_t elements;
    size_t attributes;
    size_t attribute_bytes; /* the total length of every attribute value, in bytes */
} cbench_xml_counts;

/* Parses `size` bytes of XML with libxml2's xmlReadMemory (no network, no entity
   substitution), walks every element and every attribute value of the tree, frees it,
   and fills `counts`. Returns 0 on success, -1 when the buffer is not well-formed XML. */
int cbench_xml_walk(const char *buffer, int size, cbench_xml_counts *counts);

#ifdef __cplusplus
}
#endif

#endif
