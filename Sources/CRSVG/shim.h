// librsvg (SVG parsing and rendering) and cairo (the image surface it draws into and
// the PNG encoder), for TrellisRender's PNGRasterizer.
#include <librsvg/rsvg.h>
#include <cairo.h>
