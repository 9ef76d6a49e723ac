#ifndef LOOPSCOPE_FW_VERSION_H
#define LOOPSCOPE_FW_VERSION_H
/* Firmware version reported in identity replies (major.minor.patch). */
#define LS_FW_VERSION_STRING "0.1.0"
const char *ls_fw_version(void);
#endif
