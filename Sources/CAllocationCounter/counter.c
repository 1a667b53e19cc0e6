#include "CAllocationCounter.h"

#include <errno.h>
#include <stddef.h>
#include <stdint.h>

/* glibc's allocator under its internal names, which stay reachable when malloc itself is
   defined here. */
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static int counting;
static uint64_t allocations;

static void note(void) {
    if (__atomic_load_n(&counting, __ATOMIC_RELAXED)) __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    note();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    note();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    note();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    note();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    note();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    note();
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

void cbench_allocations_start(void) {
    __atomic_store_n(&allocations, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counting, 1, __ATOMIC_RELAXED);
}

uint64_t cbench_allocations_stop(void) {
    __atomic_store_n(&counting, 0, __ATOMIC_RELAXED);
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}
