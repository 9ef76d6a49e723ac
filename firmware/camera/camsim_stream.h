#ifndef LOOPSCOPE_CAMSIM_STREAM_H
#define LOOPSCOPE_CAMSIM_STREAM_H
/*
 * The cameras' frame source: one ticker thread renders every watched camera's
 * frame on an absolute schedule (CLOCK_MONOTONIC, TIMER_ABSTIME), reads
 * CLOCK_REALTIME once per tick, draws that clock code into every camera's
 * frame of the tick (a synchronised stereo pair) and pushes them into the
 * cameras' appsrc elements, which stamp them with the pipeline clock.
 */
#include "camsim_options.h"
#include "camsim_scene.h"

#include <gst/gst.h>
#include <gst/rtsp-server/rtsp-server.h>
#include <gst/video/video.h>

#define CAMSIM_MAX_CLIENTS 8

typedef struct camsim_camera
{
    unsigned index;
    struct camsim_streams *owner;
    GMutex lock;
    /* One pipeline per client (the factory is not shared: a client arriving
     * while another one's pipeline is torn down must not get a dead media).
     * The ticker renders each frame once and pushes it to every client. */
    GstElement *appsrcs[CAMSIM_MAX_CLIENTS];  /* guarded by lock */
    GstRTSPMedia *medias[CAMSIM_MAX_CLIENTS]; /* the media each appsrc belongs to */
    unsigned client_count;
    GstBufferPool *pool;
    guint64 frames_pushed;
    guint64 frames_refused;
} camsim_camera;

typedef struct camsim_streams
{
    camsim_options options;
    camsim_scene scene;
    GstVideoInfo video_info;
    GstCaps *caps;
    camsim_camera cameras[CAMSIM_MAX_CAMERAS];
    GThread *ticker;
    gint stop; /* atomic */
    guint64 ticks_late;
} camsim_streams;

/* Renders the backgrounds and creates the buffer pools. Returns 0 or -1 with a message. */
int camsim_streams_init(camsim_streams *streams, const camsim_options *options, char *error, size_t capacity);
/* The media factory of camera `index` (a new reference), for a mount point. */
GstRTSPMediaFactory *camsim_streams_factory(camsim_streams *streams, unsigned index);
void camsim_streams_start(camsim_streams *streams);
void camsim_streams_stop(camsim_streams *streams);
void camsim_streams_free(camsim_streams *streams);

#endif
