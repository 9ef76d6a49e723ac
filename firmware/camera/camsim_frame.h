#ifndef LOOPSCOPE_CAMSIM_FRAME_H
#define LOOPSCOPE_CAMSIM_FRAME_H
/* A writable I420 frame (BT.601, limited range: Y 16..235, chroma 16..240). */
#include <stdint.h>

typedef struct camsim_frame
{
    uint8_t *y;
    uint8_t *u;
    uint8_t *v;
    unsigned width;  /* even */
    unsigned height; /* even */
    unsigned y_stride;
    unsigned uv_stride;
} camsim_frame;

typedef struct camsim_yuv
{
    uint8_t y, u, v;
} camsim_yuv;

/* Full-range RGB to limited-range BT.601 Y'CbCr. */
camsim_yuv camsim_rgb_to_yuv(int red, int green, int blue);

#endif
