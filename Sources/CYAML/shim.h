#ifndef TRELLIS_CYAML_SHIM_H
#define TRELLIS_CYAML_SHIM_H

/* libyaml: the YAML 1.1 parser that reads flow files. Only TrellisFlows imports it. */
#include <yaml.h>

#endif
