#include "fw_version.h"

const char *ls_fw_version(void) { return LS_FW_VERSION_STRING; }
