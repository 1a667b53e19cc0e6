#ifndef TRELLIS_CGRAPHVIZ_SHIM_H
#define TRELLIS_CGRAPHVIZ_SHIM_H

/* Graphviz: lays out `trellis graph`'s navigation graph and writes it as SVG. Only
   TrellisGraphviz imports it, in GraphvizRenderer. The dot layout and the SVG renderer are
   plugins that libgvc loads at run time (Debian's libgvc6, which libgraphviz-dev needs). */
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

#endif
