#ifndef TRELLIS_CPNG_SHIM_H
#define TRELLIS_CPNG_SHIM_H

/* libpng: reads and writes the PNG pictures assertScreenshot compares. Only TrellisRender
   imports it, in PNGImage. */
#include <png.h>

#endif
