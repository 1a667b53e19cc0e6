#ifndef TRELLIS_CLIBXML2_SHIM_H
#define TRELLIS_CLIBXML2_SHIM_H

/* libxml2's headers pull in the system's ICU when it was built with ICU support, and those
   headers clash with the ICU that Foundation bundles. Trellis never uses libxml2's ICU
   conversion, so the flag is cleared before any other libxml2 header is read. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/encoding.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlschemas.h>
#include <libxml/relaxng.h>
#include <libxml/xmlschemastypes.h>

#endif
