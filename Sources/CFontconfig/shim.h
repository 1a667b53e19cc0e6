#ifndef TRELLIS_CFONTCONFIG_SHIM_H
#define TRELLIS_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

#endif
