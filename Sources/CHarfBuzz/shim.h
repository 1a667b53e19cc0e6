#ifndef TRELLIS_CHARFBUZZ_SHIM_H
#define TRELLIS_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ft.h>

#endif
