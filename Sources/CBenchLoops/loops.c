#include "CBenchLoops.h"

double cbench_flow(const double *widths, const double *heights, size_t count,
                   double container_width, double spacing, double line_spacing,
                   double *xs, double *ys) {
    const double limit = container_width + 1e-9;
    double line_y = 0, line_height = 0, max_x = 0;
    for (size_t i = 0; i < count; i++) {
        double w = widths[i] < container_width ? widths[i] : container_width;
        double h = heights[i];
        double x;
        if (i == 0) {
            x = 0;
        } else if (max_x + spacing + w <= limit) {
            x = max_x + spacing;
        } else {
            line_y += line_height + line_spacing;
            line_height = 0;
            x = 0;
        }
        xs[i] = x;
        ys[i] = line_y;
        max_x = x + w;
        if (h > line_height) line_height = h;
    }
    return count == 0 ? 0 : line_y + line_height;
}

double cbench_grid(size_t count, size_t columns, double container_width, double spacing,
                   double cell_height, double *xs, double *ys) {
    if (columns == 0) return 0;
    double cell_width = (container_width - (double)(columns - 1) * spacing) / (double)columns;
    if (cell_width < 0) cell_width = 0;
    size_t column = 0;
    double y = 0;
    for (size_t i = 0; i < count; i++) {
        xs[i] = (double)column * (cell_width + spacing);
        ys[i] = y;
        if (++column == columns) {
            column = 0;
            y += cell_height + spacing;
        }
    }
    return cell_width;
}
