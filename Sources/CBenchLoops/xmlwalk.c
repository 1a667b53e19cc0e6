#include "CBenchLoops.h"

#include <string.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

static void walk(xmlNodePtr node, cbench_xml_counts *counts) {
    for (; node != NULL; node = node->next) {
        if (node->type != XML_ELEMENT_NODE) continue;
        counts->elements += 1;
        for (xmlAttrPtr attribute = node->properties; attribute != NULL; attribute = attribute->next) {
            counts->attributes += 1;
            if (attribute->children != NULL && attribute->children->content != NULL) {
                counts->attribute_bytes += strlen((const char *)attribute->children->content);
            }
        }
        walk(node->children, counts);
    }
}

int cbench_xml_walk(const char *buffer, int size, cbench_xml_counts *counts) {
    counts->elements = 0;
    counts->attributes = 0;
    counts->attribute_bytes = 0;
    xmlDocPtr document = xmlReadMemory(buffer, size, "bench.xml", NULL, XML_PARSE_NONET | XML_PARSE_HUGE);
    if (document == NULL) return -1;
    walk(xmlDocGetRootElement(document), counts);
    xmlFreeDoc(document);
    return 0;
}
