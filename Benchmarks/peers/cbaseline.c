/* The C limits for Benchmarks/run-peers, built by it with the system compiler from the
   same sources as the CBenchLoops target (Sources/CBenchLoops):

     cbaseline flow FRAMES RUNS   the greedy flow loop over the item sizes in FRAMES (the
                                  output of `trellis-bench --frames flow N`); checks that it
                                  puts every item where Trellis did
     cbaseline grid FRAMES RUNS   the 4-column grid loop for the items in FRAMES
                                  (`trellis-bench --frames grid N`), checked the same way
     cbaseline xml SCREEN RUNS    libxml2 parse-and-walk of the screen file SCREEN
     cbaseline walk SCREEN        reads SCREEN, parses and walks it once and prints the
                                  number of elements: the whole-process reference

   The first three print one JSON line: {"kind": …, "items": N, "samples": [ns per operation, …]}.
   A sample repeats the operation for at least 5 ms of the thread's CPU time (as
   trellis-bench measures) and is the mean. Exit status: 0, 1 when
   the loop's frames differ from Trellis's, 64 for bad usage, 66 for an unreadable file,
   65 for a file that is not what it should be. */

#include "CBenchLoops.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    char kind[16];
    size_t count;
    double width, spacing, line_spacing, cell_height;
    size_t columns;
    double *xs, *ys, *ws, *hs;
} frames;

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int read_frames(const char *path, frames *f) {
    FILE *file = fopen(path, "r");
    if (file == NULL) { fprintf(stderr, "cbaseline: cannot read %s\n", path); return 66; }
    char line[512];
    memset(f, 0, sizeof *f);
    if (fgets(line, sizeof line, file) == NULL) { fclose(file); fprintf(stderr, "cbaseline: %s is empty\n", path); return 65; }
    int matched;
    if (strncmp(line, "# flow ", 7) == 0) {
        strcpy(f->kind, "flow");
        matched = sscanf(line, "# flow %zu width %lf spacing %lf line-spacing %lf", &f->count, &f->width, &f->spacing, &f->line_spacing) == 4;
    } else if (strncmp(line, "# grid ", 7) == 0) {
        strcpy(f->kind, "grid");
        matched = sscanf(line, "# grid %zu width %lf columns %zu spacing %lf cell-height %lf", &f->count, &f->width, &f->columns, &f->spacing, &f->cell_height) == 5;
    } else {
        matched = 0;
    }
    if (!matched) { fclose(file); fprintf(stderr, "cbaseline: %s:1: expected a `trellis-bench --frames` header\n", path); return 65; }
    f->xs = malloc(f->count * sizeof(double)); f->ys = malloc(f->count * sizeof(double));
    f->ws = malloc(f->count * sizeof(double)); f->hs = malloc(f->count * sizeof(double));
    if (f->xs == NULL || f->ys == NULL || f->ws == NULL || f->hs == NULL) { fclose(file); return 70; }
    for (size_t i = 0; i < f->count; i++) {
        if (fscanf(file, "%lf %lf %lf %lf", &f->xs[i], &f->ys[i], &f->ws[i], &f->hs[i]) != 4) {
            fclose(file);
            fprintf(stderr, "cbaseline: %s:%zu: expected `x y width height`\n", path, i + 2);
            return 65;
        }
    }
    fclose(file);
    return 0;
}

static void print_samples(const char *kind, size_t items, const double *samples, int runs) {
    printf("{\"kind\": \"%s\", \"items\": %zu, \"samples\": [", kind, items);
    for (int i = 0; i < runs; i++) printf("%s%.1f", i ? ", " : "", samples[i]);
    printf("]}\n");
}

static int check(const frames *f, const double *xs, const double *ys) {
    for (size_t i = 0; i < f->count; i++) {
        if (fabs(xs[i] - f->xs[i]) > 1e-6 || fabs(ys[i] - f->ys[i]) > 1e-6) {
            fprintf(stderr, "cbaseline: %s item %zu at (%g, %g), Trellis has (%g, %g)\n", f->kind, i, xs[i], ys[i], f->xs[i], f->ys[i]);
            return 1;
        }
    }
    return 0;
}

static double sink;

static int run_layout(const char *path, int runs) {
    frames f;
    int status = read_frames(path, &f);
    if (status != 0) return status;
    double *xs = malloc(f.count * sizeof(double)), *ys = malloc(f.count * sizeof(double));
    double *samples = malloc((size_t)runs * sizeof(double));
    if (xs == NULL || ys == NULL || samples == NULL) return 70;
    int is_flow = strcmp(f.kind, "flow") == 0;
    for (int run = -1; run < runs; run++) {
        double start = now_ns(), elapsed = 0;
        long repetitions = 0;
        do {
            if (is_flow) sink += cbench_flow(f.ws, f.hs, f.count, f.width, f.spacing, f.line_spacing, xs, ys);
            else sink += cbench_grid(f.count, f.columns, f.width, f.spacing, f.cell_height, xs, ys);
            repetitions++;
            elapsed = now_ns() - start;
        } while (elapsed < 5e6);
        if (run >= 0) samples[run] = elapsed / (double)repetitions;
    }
    if (check(&f, xs, ys) != 0) return 1;
    print_samples(f.kind, f.count, samples, runs);
    return 0;
}

/* The bytes of the file at `path` and their count in `size`; NULL (with a message) when
   it cannot be read. */
static char *read_screen(const char *path, long *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) { fprintf(stderr, "cbaseline: cannot read %s\n", path); return NULL; }
    fseek(file, 0, SEEK_END);
    *size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *buffer = malloc((size_t)*size);
    if (buffer != NULL && fread(buffer, 1, (size_t)*size, file) != (size_t)*size) {
        free(buffer);
        buffer = NULL;
    }
    fclose(file);
    return buffer;
}

static int run_xml(const char *path, int runs) {
    long size = 0;
    char *buffer = read_screen(path, &size);
    double *samples = malloc((size_t)runs * sizeof(double));
    if (buffer == NULL || samples == NULL) return 66;
    cbench_xml_counts counts;
    for (int run = -1; run < runs; run++) {
        double start = now_ns(), elapsed = 0;
        long repetitions = 0;
        do {
            if (cbench_xml_walk(buffer, (int)size, &counts) != 0) { fprintf(stderr, "cbaseline: %s is not well-formed\n", path); return 65; }
            repetitions++;
            elapsed = now_ns() - start;
        } while (elapsed < 5e6);
        if (run >= 0) samples[run] = elapsed / (double)repetitions;
    }
    /* The screen element and its one container are not buttons. */
    print_samples("xml", counts.elements - 2, samples, runs);
    return 0;
}

/* Reads the screen file, parses and walks it once and prints the element count: the
   whole process is the reference a whole `trellis run` of the file is timed against. */
static int run_walk_once(const char *path) {
    long size = 0;
    char *buffer = read_screen(path, &size);
    if (buffer == NULL) return 66;
    cbench_xml_counts counts;
    if (cbench_xml_walk(buffer, (int)size, &counts) != 0) { fprintf(stderr, "cbaseline: %s is not well-formed\n", path); return 65; }
    printf("%zu\n", counts.elements);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "walk") == 0) return run_walk_once(argv[2]);
    int runs = argc == 4 ? atoi(argv[3]) : 0;
    if (runs < 1) {
        fprintf(stderr, "usage: cbaseline flow|grid FRAMES RUNS | cbaseline xml SCREEN RUNS | cbaseline walk SCREEN\n");
        return 64;
    }
    if (strcmp(argv[1], "flow") == 0 || strcmp(argv[1], "grid") == 0) return run_layout(argv[2], runs);
    if (strcmp(argv[1], "xml") == 0) return run_xml(argv[2], runs);
    fprintf(stderr, "cbaseline: unknown kind '%s'\n", argv[1]);
    return 64;
}
