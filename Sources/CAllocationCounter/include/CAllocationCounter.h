#ifndef TRELLIS_CALLOCATIONCOUNTER_H
#define TRELLIS_CALLOCATIONCOUNTER_H

/* Counts the heap allocations of trellis-bench's process, for workloads whose target is
   "allocates nothing" (Docs/time.md, "Determinism and cost"). Linked into trellis-bench
   only: it defines malloc, calloc, realloc and the aligned allocators, each counting
   while counting is on and forwarding to glibc's own (__libc_malloc, …), which every
   library of the process then calls through. */
#include <stdint.h>

/* Starts counting from zero. */
void cbench_allocations_start(void);

/* Stops counting and returns how many allocations were made since the start. */
uint64_t cbench_allocations_stop(void);

#endif
