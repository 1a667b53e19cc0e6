#ifndef TRELLIS_FUZZER_DRIVER_H
#define TRELLIS_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, FuzzerInterface.h): parses the command line in
/// argc/argv and fuzzes `callback`. It exists when a binary links with
/// -sanitize=fuzzer.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
