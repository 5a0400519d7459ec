#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

/* Exported by libcmark-gfm-extensions but declared in no installed header. `const` makes Swift import
   them as constants rather than mutable globals, which Swift 6 rejects. */
extern const cmark_node_type CMARK_NODE_TABLE;
extern const cmark_node_type CMARK_NODE_TABLE_ROW;
extern const cmark_node_type CMARK_NODE_TABLE_CELL;
extern const cmark_node_type CMARK_NODE_STRIKETHROUGH;
